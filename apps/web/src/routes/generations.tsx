import { GenerationsPage } from '@/features/generator';

/** /dashboard/generations (behind RequireAuth in the route table). */
export function Component() {
  return <GenerationsPage />;
}
