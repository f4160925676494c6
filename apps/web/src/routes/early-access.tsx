import { EarlyAccessPage } from '@/features/invites';

/** /dashboard/early-access (behind RequireAuth in the route table). */
export function Component() {
  return <EarlyAccessPage />;
}
