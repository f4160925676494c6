import { MockupsListPage } from '@/features/mockups';

/** /dashboard/mockups (behind RequireAuth in the route table). */
export function Component() {
  return <MockupsListPage />;
}
