import { AdminShowcasesPage } from '@/features/showcases';

/** /admin/showcases (behind RequireStaff in the route table). */
export function Component() {
  return <AdminShowcasesPage />;
}
