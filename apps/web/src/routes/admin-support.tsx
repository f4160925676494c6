import { AdminSupportPage } from '@/features/support';

/** /admin/support (behind RequireStaff in the route table). */
export function Component() {
  return <AdminSupportPage />;
}
