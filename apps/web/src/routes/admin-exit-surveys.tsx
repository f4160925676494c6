import { AdminExitSurveysPage } from '@/features/exit-survey';

/** /admin/exit-surveys (behind RequireStaff in the route table). */
export function Component() {
  return <AdminExitSurveysPage />;
}
