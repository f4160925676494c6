import { AdminInvitesPage } from '@/features/admin/invites/admin-invites-page';

/** /admin/invites (behind RequireStaff in the route table). */
export function Component() {
  return <AdminInvitesPage />;
}
