import { CreditsPage } from '@/features/credits/credits-page';

/** /dashboard/credits: the credit history (behind RequireAuth in the route table). */
export function Component() {
  return <CreditsPage />;
}
