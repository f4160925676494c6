import {
  type Asset,
  type CreateMockupRequest,
  type CreateProductRequest,
  MOCKUP_LIMITS,
  MOCKUP_QUERY_KEY,
  type Mockup,
  type MockupStatus,
  PRODUCT_REQUESTS_QUERY_KEY,
  type ProductRequest,
  type RerenderMockupRequest,
  type SaveAssetsBody,
  type UploadMeta,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsKeys } from '@/features/credits';
import { api } from '@/lib/api';
import { getToken } from '@/lib/auth-token';

export const mockupKeys = {
  all: MOCKUP_QUERY_KEY,
  list: (page: number) => [...MOCKUP_QUERY_KEY, 'list', page] as const,
  latest: (limit: number) => [...MOCKUP_QUERY_KEY, 'latest', limit] as const,
  one: (id: string) => [...MOCKUP_QUERY_KEY, id] as const,
};

const inProgress = (status: MockupStatus) => status === 'pending' || status === 'processing';

/** While a mockup renders its page checks every few seconds, so outputs appear as they land. */
export const MOCKUP_PROGRESS_POLL_MS = 2_000;

export interface MockupPage {
  data: Mockup[];
  totalCount: number;
  page: number;
  limit: number;
}

/** The user's mockups, newest first, with every output; refetched every 10 s while signed in. */
export function useMockups(page = 1) {
  return useQuery({
    queryKey: mockupKeys.list(page),
    queryFn: () =>
      api.get<MockupPage>('/api/mockups', {
        query: { page, limit: MOCKUP_LIMITS.defaultPageSize, viewAll: true, 'include[product]': true },
      }),
    refetchInterval: (q) => (q.state.status !== 'error' && getToken() ? MOCKUP_LIMITS.pollMs : false),
  });
}

/** The sidebar panel: the latest mockups with their first thumbnails (the rest counted). */
export function useLatestMockups(limit: number = MOCKUP_LIMITS.panelMockups) {
  return useQuery({
    queryKey: mockupKeys.latest(limit),
    queryFn: () => api.get<MockupPage>('/api/mockups', { query: { page: 1, limit } }),
    refetchInterval: (q) => (q.state.status !== 'error' && getToken() ? MOCKUP_LIMITS.pollMs : false),
  });
}

export function useMockup(id: string) {
  return useQuery({
    queryKey: mockupKeys.one(id),
    queryFn: () => api.get<{ data: Mockup }>(`/api/mockups/${encodeURIComponent(id)}`),
    select: (r) => r.data,
    refetchInterval: (q) =>
      q.state.status !== 'error' && q.state.data && inProgress(q.state.data.data.status)
        ? MOCKUP_PROGRESS_POLL_MS
        : false,
  });
}

export function useCreateMockup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMockupRequest) =>
      api.post<{ data: Mockup }>('/api/mockups', body, { redirects: { 404: false, 500: false } }),
    onSuccess: ({ data }) => {
      client.setQueryData(mockupKeys.one(data.id), { data });
      void client.invalidateQueries({ queryKey: mockupKeys.all });
      void client.invalidateQueries({ queryKey: creditsKeys.all });
    },
  });
}

/** The same artwork on one product again with a new placement: a new, paid mockup. */
export function useRerenderMockup(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RerenderMockupRequest) =>
      api.post<{ data: Mockup }>(`/api/mockups/${encodeURIComponent(id)}/rerender`, body, {
        redirects: { 404: false, 500: false },
      }),
    onSuccess: ({ data }) => {
      client.setQueryData(mockupKeys.one(data.id), { data });
      void client.invalidateQueries({ queryKey: mockupKeys.all });
      void client.invalidateQueries({ queryKey: creditsKeys.all });
    },
  });
}

/** Logged-out uploads become the signed-in user's mockup artworks (POST /api/assets). */
export async function saveArtworkUploads(uploads: readonly UploadMeta[]): Promise<string[]> {
  if (uploads.length === 0) return [];
  const body: SaveAssetsBody = {
    assets: uploads.map((u) => ({
      id: u.id,
      originalFileName: u.originalFilename,
      mimetype: u.filetype,
      fileCategory: 'MOCKUP ARTWORK',
    })),
  };
  const { data } = await api.post<{ data: { assets: Asset[] } }>('/api/assets', body, {
    redirects: { 404: false, 500: false },
  });
  return data.assets.map((a) => a.id);
}

/** The user's own product requests, newest first, with staff's decision. */
export function useMyProductRequests() {
  return useQuery({
    queryKey: PRODUCT_REQUESTS_QUERY_KEY,
    queryFn: () => api.get<{ data: ProductRequest[] }>('/api/mockups/product-requests').then((r) => r.data),
  });
}

/** Sends a product request (a product the catalogue lacks); the user's own list refreshes. */
export function useCreateProductRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest) =>
      api.post<{ data: ProductRequest; message: string }>('/api/mockups/product-requests', body),
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCT_REQUESTS_QUERY_KEY }),
  });
}
