import { MockupPage } from '@/features/mockups';

/** /dashboard/mockups/:id (and its preview routes) (behind RequireAuth in the route table). */
export function Component() {
  return <MockupPage />;
}
