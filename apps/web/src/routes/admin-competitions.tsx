import { AdminCompetitionsPage } from '@/features/competitions';

/** /admin/competitions (staff only, behind RequireStaff in the route table). */
export function Component() {
  return <AdminCompetitionsPage />;
}
