import { ReturningUsersPage } from '@/features/admin';

/** /admin/returning-active-users (behind RequireStaff in the route table). */
export function Component() {
  return <ReturningUsersPage />;
}
