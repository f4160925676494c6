import { NotificationsPage } from '@/features/notifications';
import { useUser } from '@/features/users';

/** /notifications: the full list (staff also get 'Send test notification'). */
export function Component() {
  const user = useUser();
  return <NotificationsPage isStaff={user?.isStaff ?? false} />;
}
