import { AdminHome } from '@/features/admin';

/** /admin (staff only, behind RequireStaff in the route table). */
export function Component() {
  return <AdminHome />;
}
