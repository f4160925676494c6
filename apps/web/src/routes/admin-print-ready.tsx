import { AdminPrintReadyPage } from '@/features/admin';

/** /admin/print-ready (behind RequireStaff in the route table). */
export function Component() {
  return <AdminPrintReadyPage />;
}
