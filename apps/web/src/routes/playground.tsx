import { PlaygroundPage } from '@/features/playground';

/** /dashboard/playground (behind RequireAuth in the route table). */
export function Component() {
  return <PlaygroundPage />;
}
