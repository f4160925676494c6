import { AdminVariationsPage } from '@/features/admin';

/** /admin/variations (behind RequireStaff in the route table). */
export function Component() {
  return <AdminVariationsPage />;
}
