import { useUser } from '@/app/session';
import { NotificationsPage } from '@/features/notifications';

/** /notifications: the full list (staff also get 'Send test notification'). */
export function Component() {
  const user = useUser();
  return <NotificationsPage isStaff={user?.isStaff ?? false} />;
}
