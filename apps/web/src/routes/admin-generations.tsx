import { AdminGenerationsPage } from '@/features/admin/generations/admin-generations-page';

/** /admin/generations (behind RequireStaff in the route table). */
export function Component() {
  return <AdminGenerationsPage />;
}
