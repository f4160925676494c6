/**
 * Assets calls and their TanStack Query hooks: a page of the library (filters, limit/offset),
 * 'Load more' lists, one asset (polled while its derivatives are being made) and the favourite
 * toggle (optimistic; the server's value wins; reverts on failure or a missing value).
 */
import {
  type Asset,
  type FileCategory,
  type ListAssetsQuery,
  PAGE_SIZES,
  UPLOAD_MESSAGES,
  UPLOADED_IMAGE_CATEGORIES,
  USER_IMAGE_CATEGORIES,
} from '@packsmith/core';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { notify } from '@/components/ui/toast';
import { api, isApiError, request } from '@/lib/api';
import { findFavourite, optimisticFavourite, reconcileFavourite, setFavouriteIn } from './favourite';
import { nextOffset } from './pager';

/** Every filter of GET /api/assets except paging. Lists are given as arrays. */
export type AssetFilters = Omit<ListAssetsQuery, 'limit' | 'offset'>;

export interface AssetPage {
  data: Asset[];
  totalCount: number;
}

export const assetsKeys = {
  /** Everything assets (invalidate after an upload, a save or a generation lands). */
  all: ['assets'] as const,
  lists: () => ['assets', 'list'] as const,
  list: (filters: AssetFilters, limit: number, offset: number) =>
    ['assets', 'list', filters, { limit, offset }] as const,
  infinite: (filters: AssetFilters, limit: number) => ['assets', 'infinite', filters, { limit }] as const,
  detail: (id: string) => ['assets', 'detail', id] as const,
};

/** Generated images only: the 'Previous designs' grid and the create dialog's Images side. */
export const GENERATED_IMAGES: AssetFilters = {
  fileCategories: ['GENERATED IMAGE'],
  excludeProcessedAssets: true,
};

/** Categories people upload themselves (the asset pickers' 'Your uploads'). */
export const UPLOADED_CATEGORIES: FileCategory[] = [...UPLOADED_IMAGE_CATEGORIES];
export const UPLOADED_IMAGES: AssetFilters = {
  fileCategories: UPLOADED_CATEGORIES,
  excludeProcessedAssets: true,
};
/** Every image the user owns: generations, chat edits and uploads (whatever collection holds them). */
export const OWNED_IMAGES: AssetFilters = {
  fileCategories: [...USER_IMAGE_CATEGORIES],
  excludeProcessedAssets: true,
};

type QueryValue = string | number | boolean | undefined;

/** Filters → query string values (comma lists for arrays, as the API reads them). */
export function assetsQueryParams(
  filters: AssetFilters,
  limit: number,
  offset: number,
): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = { limit, offset };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else out[key] = value as QueryValue;
  }
  return out;
}

export function listAssets(
  filters: AssetFilters,
  {
    limit = PAGE_SIZES.assetList,
    offset = 0,
    signal,
  }: { limit?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<AssetPage> {
  return api.get<AssetPage>('/api/assets', { query: assetsQueryParams(filters, limit, offset), signal });
}

/** One asset; a 404 stays with the caller (a picker or dialog shows it) instead of leaving the page. */
export async function getAsset(id: string, signal?: AbortSignal): Promise<Asset> {
  const res = await api.get<{ data: Asset }>(`/api/assets/${encodeURIComponent(id)}`, {
    signal,
    redirects: { 404: false },
  });
  return res.data;
}

/** PATCH /api/assets/{id}/favourite flips the flag; the answer carries data.isFavourite. */
export function toggleFavourite(id: string): Promise<unknown> {
  return request<unknown>(`/api/assets/${encodeURIComponent(id)}/favourite`, {
    method: 'PATCH',
    redirects: { 404: false },
  });
}

const POLL_PENDING_MS = 1500;
const anyPending = (assets: readonly Asset[] | undefined) =>
  !!assets?.some((a) => a.processingStatus === 'pending');

/** One page of the library (keeps the previous page on screen while the next loads). */
export function useAssetsPage(filters: AssetFilters, { limit, offset }: { limit: number; offset: number }) {
  return useQuery({
    queryKey: assetsKeys.list(filters, limit, offset),
    queryFn: ({ signal }) => listAssets(filters, { limit, offset, signal }),
    placeholderData: keepPreviousData,
    // Thumbnails are made by a job: refresh while any on screen is still pending.
    refetchInterval: (q) => (anyPending(q.state.data?.data) ? POLL_PENDING_MS * 2 : false),
  });
}

/** A 'Load more' list: the next offset is the number loaded so far, until totalCount. */
export function useInfiniteAssets(filters: AssetFilters, limit: number) {
  return useInfiniteQuery({
    queryKey: assetsKeys.infinite(filters, limit),
    queryFn: ({ pageParam, signal }) => listAssets(filters, { limit, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages, limit),
    // A filter change (favourites only) keeps the old grid on screen until the new one lands.
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => anyPending(p.data)) ? POLL_PENDING_MS * 2 : false,
  });
}

/** All assets of a 'Load more' list, flattened. */
export function flattenPages(data: InfiniteData<AssetPage> | undefined): { assets: Asset[]; total: number } {
  const pages = data?.pages ?? [];
  return { assets: pages.flatMap((p) => p.data), total: pages.at(-1)?.totalCount ?? 0 };
}

/** One asset, refreshed every 1.5 s while its thumbnail and preview are still being made. */
export function useAsset(id: string | null | undefined, options: { initialData?: Asset } = {}) {
  return useQuery({
    queryKey: assetsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAsset(id!, signal),
    enabled: !!id,
    initialData: options.initialData,
    initialDataUpdatedAt: options.initialData ? 0 : undefined,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: (q) => (q.state.data?.processingStatus === 'pending' ? POLL_PENDING_MS : false),
  });
}

/** One asset from the cache, fetched (and cached for `useAsset`) when it is not there yet. */
export function ensureAsset(queryClient: QueryClient, id: string): Promise<Asset> {
  return queryClient.ensureQueryData({ queryKey: assetsKeys.detail(id), queryFn: () => getAsset(id) });
}

/** Puts freshly saved assets into the cache and refreshes every list that may now include them. */
export function rememberAssets(queryClient: QueryClient, assets: readonly Asset[]) {
  for (const a of assets) queryClient.setQueryData(assetsKeys.detail(a.id), a);
  void queryClient.invalidateQueries({ queryKey: ['assets', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['assets', 'infinite'] });
}

function setFavouriteEverywhere(queryClient: QueryClient, id: string, value: boolean) {
  queryClient.setQueriesData({ queryKey: assetsKeys.all }, (old: unknown) => setFavouriteIn(old, id, value));
}

/** The cached value before the click (any query holding the asset). */
function cachedFavourite(queryClient: QueryClient, id: string): boolean | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: assetsKeys.all })) {
    const v = findFavourite(data, id);
    if (v !== undefined) return v;
  }
  return undefined;
}

const isFavouritesOnlyQuery = (key: readonly unknown[]) =>
  (key[1] === 'list' || key[1] === 'infinite') &&
  !!key[2] &&
  typeof key[2] === 'object' &&
  (key[2] as AssetFilters).favouritesOnly === true;

/**
 * Favourite toggle: the heart flips at once everywhere the asset is shown; the server's
 * `data.isFavourite` then wins; a failure (toast 'Error') or a missing value puts it back.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; previous: boolean }) => toggleFavourite(id),
    onMutate: async ({ id, previous }) => {
      await queryClient.cancelQueries({ queryKey: assetsKeys.all });
      const before = cachedFavourite(queryClient, id) ?? previous;
      setFavouriteEverywhere(queryClient, id, optimisticFavourite(before));
      return { before };
    },
    onSuccess: (response, { id, previous }, context) => {
      setFavouriteEverywhere(queryClient, id, reconcileFavourite(context?.before ?? previous, response));
    },
    onError: (error, { id, previous }, context) => {
      setFavouriteEverywhere(queryClient, id, context?.before ?? previous);
      notify.error(
        UPLOAD_MESSAGES.errorTitle,
        isApiError(error) ? error.message : 'Failed to update favourite. Please try again.',
      );
    },
    onSettled: () => {
      // Membership of favourites-only lists changed.
      void queryClient.invalidateQueries({ predicate: (q) => isFavouritesOnlyQuery(q.queryKey) });
    },
  });
}
