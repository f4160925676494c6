import { ReturningUsersPage } from '@/features/admin/returning/returning-users-page';

/** /admin/returning-active-users (behind RequireStaff in the route table). */
export function Component() {
  return <ReturningUsersPage />;
}
