import { AdminCodesPage } from '@/features/admin';

/** /admin/codes (behind RequireStaff in the route table). */
export function Component() {
  return <AdminCodesPage />;
}
