import { AdminNotificationsPage } from '@/features/admin';

/** /admin/notifications (behind RequireStaff in the route table). */
export function Component() {
  return <AdminNotificationsPage />;
}
