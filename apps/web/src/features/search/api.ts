import {
  type SavedSearchResult,
  SEARCH_LIMITS,
  type SearchResponse,
  type SearchResult,
  type SuggestedSearch,
} from '@packsmith/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const searchKeys = {
  all: ['search'] as const,
  results: (query: Record<string, string | undefined>) => [...searchKeys.all, 'results', query] as const,
  suggested: () => [...searchKeys.all, 'suggested'] as const,
  saved: (id: string) => [...searchKeys.all, 'saved', id] as const,
};

/**
 * GET /api/search, paged by offset for infinite scroll. The /search page passes a prompt and
 * filters; the explore galleries pass facets only.
 */
export function useSearchResults(query: Record<string, string | undefined>, enabled = true) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<SearchResponse>('/api/search', {
        query: { ...query, limit: SEARCH_LIMITS.pageDefault, offset: pageParam },
        signal,
        redirects: false,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Suggested searches, in a different order per call (shown as chips under an empty box). */
export function useSuggestedSearches() {
  return useQuery({
    queryKey: searchKeys.suggested(),
    queryFn: ({ signal }) =>
      api.get<{ data: SuggestedSearch[] }>('/api/stream/search/suggested', {
        query: { random: true },
        signal,
        redirects: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A search result as one of the signed-in user's assets, so it can join a collection or be a
 * design's reference. Their own results already are one; the server copies a library or
 * community design into a private DESIGN INSPIRATION asset (the same one on every save).
 */
export async function saveSearchResultAsAsset(result: SearchResult): Promise<string> {
  if (result.assetId) return result.assetId;
  const saved = await api.post<{ data: SavedSearchResult }>(
    `/api/search/${encodeURIComponent(result.id)}/save`,
  );
  return saved.data.assetId;
}
