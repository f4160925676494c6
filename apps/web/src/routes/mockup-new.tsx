import { MockupFormPage } from '@/features/mockups';

/** /dashboard/mockups/new (behind RequireAuth in the route table). */
export function Component() {
  return <MockupFormPage />;
}
