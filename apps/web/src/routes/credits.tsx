import { CreditsPage } from '@/features/credits';

/** /dashboard/credits: the credit history (behind RequireAuth in the route table). */
export function Component() {
  return <CreditsPage />;
}
