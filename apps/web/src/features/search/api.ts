import { SEARCH_LIMITS, type SearchResponse, type SearchResult, type SuggestedSearch } from '@packsmith/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { uploadFiles } from '@/features/assets';
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

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * A search result as one of the signed-in user's assets, so it can join a collection or be a
 * design's reference. Their own results already are one. A library or community design is
 * fetched and saved as a DESIGN INSPIRATION upload through the ordinary upload path (no search
 * endpoint does this yet; a server-side `POST /api/search/:id/save` would avoid the round trip
 * and duplicate files — see the issue 21 report).
 */
export async function saveSearchResultAsAsset(result: SearchResult): Promise<string> {
  if (result.assetId) return result.assetId;
  const response = await fetch(result.imageUrl);
  if (!response.ok) throw new Error('The image could not be loaded. Please try again.');
  const blob = await response.blob();
  const type = blob.type || 'image/png';
  const slug =
    result.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'design';
  const file = new File([blob], `${slug}.${EXTENSIONS[type] ?? 'png'}`, { type });
  const { assets, problems } = await uploadFiles([file], {
    fileCategory: 'DESIGN INSPIRATION',
    maxFiles: 1,
    description: result.description || result.title,
    metadata: { alt: result.title, searchResultId: result.id },
  });
  const saved = assets[0];
  if (!saved) throw new Error(problems[0]?.description ?? 'The design could not be saved. Please try again.');
  return saved.id;
}
