import { AdminMockupsPage } from '@/features/admin';

/** /admin/mockups/all (behind RequireStaff in the route table). */
export function Component() {
  return <AdminMockupsPage />;
}
