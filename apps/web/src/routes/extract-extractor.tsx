import { ExtractorPage } from '@/features/extractor';

/** /dashboard/extract/extractor (behind RequireAuth in the route table). */
export function Component() {
  return <ExtractorPage />;
}
