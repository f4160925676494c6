import { CollectionsPage } from '@/features/collections';

/** /dashboard/collections (behind RequireAuth in the route table). */
export function Component() {
  return <CollectionsPage />;
}
