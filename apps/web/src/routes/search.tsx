import { SearchPage } from '@/features/search';

/** /search?q&colours&styles&types (public). */
export function Component() {
  return <SearchPage />;
}
