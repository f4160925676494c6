import { AdminProductRequestsPage } from '@/features/admin';

/** /admin/product-requests (behind RequireStaff in the route table). */
export function Component() {
  return <AdminProductRequestsPage />;
}
