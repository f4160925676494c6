import { AdminCollectionsPage } from '@/features/admin';

/** /admin/collections (behind RequireStaff in the route table). */
export function Component() {
  return <AdminCollectionsPage />;
}
