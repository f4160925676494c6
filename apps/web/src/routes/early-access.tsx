import { EarlyAccessPage } from '@/features/invites/early-access-page';

/** /dashboard/early-access (behind RequireAuth in the route table). */
export function Component() {
  return <EarlyAccessPage />;
}
