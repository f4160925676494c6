import { ExtractionsPage } from '@/features/extractor';

/** /dashboard/extract (behind RequireAuth in the route table). */
export function Component() {
  return <ExtractionsPage />;
}
