import { AdminExtractionsPage } from '@/features/admin';

/** /admin/artwork-extractions (behind RequireStaff in the route table). */
export function Component() {
  return <AdminExtractionsPage />;
}
