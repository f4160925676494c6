import { ExtractSelectorPage } from '@/features/extractor';

/** /dashboard/extract/selector (behind RequireAuth in the route table). */
export function Component() {
  return <ExtractSelectorPage />;
}
