import { COLLECTIONS } from '@packsmith/core';

/** True when the collection already holds every one of the images (the choice is then checked and disabled). */
export function alreadyHoldsAll(
  memberships: Record<string, readonly string[]>,
  assetIds: readonly string[],
  collectionId: string,
): boolean {
  return assetIds.length > 0 && assetIds.every((id) => memberships[id]?.includes(collectionId));
}

export interface Page<T> {
  data: T[];
  totalCount: number;
}

/** The next offset is the number loaded so far, until totalCount (spec part 2 §4). */
export function nextOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.totalCount && last.data.length > 0 ? loaded : undefined;
}

/**
 * GET …/items query: a page of images (48) and, when the collection page's search box has
 * words, `filters` (the server matches them against the images' names, descriptions and prompts).
 */
export function collectionItemsQuery(offset: number, search = '', limit: number = COLLECTIONS.pageImages) {
  const filters = search.trim();
  return filters ? { limit, offset, filters } : { limit, offset };
}
