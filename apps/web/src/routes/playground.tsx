import { PlaygroundPage } from '@/features/playground/playground-page';

/** /dashboard/playground (behind RequireAuth in the route table). */
export function Component() {
  return <PlaygroundPage />;
}
