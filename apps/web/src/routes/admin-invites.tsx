import { AdminInvitesPage } from '@/features/admin';

/** /admin/invites (behind RequireStaff in the route table). */
export function Component() {
  return <AdminInvitesPage />;
}
