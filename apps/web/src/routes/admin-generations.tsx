import { AdminGenerationsPage } from '@/features/admin';

/** /admin/generations (behind RequireStaff in the route table). */
export function Component() {
  return <AdminGenerationsPage />;
}
