import {
  COLLECTIONS,
  type Collaborator,
  type Collection,
  type CollectionItem,
  type CollectionSort,
  type PendingInvitation,
} from '@packsmith/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, request } from '@/lib/api';
import { collectionItemsQuery, nextOffset, type Page } from './rules';

const BASE = '/api/assets/collections';
const path = (id: string, rest = '') => `${BASE}/${encodeURIComponent(id)}${rest}`;

/** Every collections query starts with ['collections'] (the invitation notification refreshes them). */
export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  one: (id: string) => [...collectionKeys.all, 'one', id] as const,
  items: (id: string, search = '') => [...collectionKeys.all, 'items', id, search] as const,
  memberships: (assetIds: string[]) => [...collectionKeys.all, 'memberships', assetIds] as const,
  collaborators: (id: string) => [...collectionKeys.all, 'collaborators', id] as const,
};

export function useCollections(options: {
  sortBy: CollectionSort;
  limit?: number;
  search?: string;
  excludeEmpty?: boolean;
}) {
  const { sortBy, limit = COLLECTIONS.listPageSize, search = '', excludeEmpty } = options;
  return useInfiniteQuery({
    queryKey: [...collectionKeys.lists(), { sortBy, limit, search, excludeEmpty }],
    queryFn: ({ pageParam }) =>
      api.get<Page<Collection>>(BASE, {
        query: { sortBy, limit, offset: pageParam, filters: search.trim() || undefined, excludeEmpty },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}

/** The sidebar panel: the latest few by last update, through the stream family's list. */
export function useLatestCollections(limit: number, enabled: boolean) {
  return useQuery({
    queryKey: [...collectionKeys.lists(), 'latest', limit],
    queryFn: () =>
      api.get<Page<Collection>>('/api/stream/collections/list', {
        query: { limit, offset: 0, sortBy: 'lastUpdatedAt', viewType: 'list' },
      }),
    enabled,
  });
}

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionKeys.one(id),
    queryFn: () => api.get<{ data: Collection }>(path(id), { redirects: { 404: false } }).then((r) => r.data),
    retry: false,
  });
}

/** The collection's images, newest first; `search` narrows them on the server (`filters`). */
export function useCollectionItems(id: string, enabled: boolean, search = '') {
  const term = search.trim();
  return useInfiniteQuery({
    queryKey: collectionKeys.items(id, term),
    queryFn: ({ pageParam }) =>
      api.get<Page<CollectionItem>>(path(id, '/items'), {
        query: collectionItemsQuery(pageParam, term),
        redirects: { 404: false },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled,
    // The items' file URLs are short-lived (docs/files.md): fresh ones before the old expire.
    refetchInterval: COLLECTIONS.urlRefreshMs,
  });
}

export function useMemberships(assetIds: string[], enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.memberships(assetIds),
    queryFn: () =>
      api.post<{ data: Record<string, string[]> }>(`${BASE}/memberships`, { assetIds }).then((r) => r.data),
    enabled: enabled && assetIds.length > 0,
  });
}

function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (body: { name: string; description?: string }) =>
      api
        .post<{ data: { id: string } }>(
          '/api/stream/collections/add',
          { ...body, private: true },
          { redirects: { 404: false } },
        )
        .then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

/** Adds the images to each collection in turn; stops at the first failure. */
export function useAddToCollections() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ collectionIds, assetIds }: { collectionIds: string[]; assetIds: string[] }) => {
      for (const id of collectionIds) {
        await api.post(path(id, '/items/add'), { assetIds }, { redirects: { 404: false } });
      }
    },
    onSettled: () => void invalidate(),
  });
}

export function useRemoveItems(id: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (assetIds: string[]) =>
      api.post(path(id, '/items/remove'), { assetIds }, { redirects: { 404: false } }),
    onSettled: () => void invalidate(),
  });
}

export function useUpdateCollection(id: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (body: { name?: string; description?: string | null }) =>
      request<{ data: Collection }>(path(id), { method: 'PATCH', body, redirects: { 404: false } }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(path(id), { method: 'DELETE', redirects: { 404: false } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}

export function useCollaborators(id: string, enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.collaborators(id),
    queryFn: () =>
      api
        .get<{ data: Collaborator[] }>(path(id, '/collaborators'), { redirects: { 404: false } })
        .then((r) => r.data),
    enabled,
  });
}

export function useInviteCollaborator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post(path(id, '/collaborators'), { email }, { redirects: { 404: false } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collectionKeys.collaborators(id) }),
  });
}

export function useRemoveCollaborator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** An invitation's id (the owner) or one's own user id (leaving, declining). */
    mutationFn: (collaboratorId: string) =>
      request(path(id, `/collaborators/${encodeURIComponent(collaboratorId)}`), {
        method: 'DELETE',
        redirects: { 404: false },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.collaborators(id) });
      void queryClient.invalidateQueries({ queryKey: [...collectionKeys.all, 'invitations'] });
    },
  });
}

export function useInvitation(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...collectionKeys.all, 'invitation', id],
    queryFn: () =>
      api
        .get<{ data: PendingInvitation }>(path(id, '/invitation'), {
          redirects: { 404: false },
        })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
}

/** Invitations the user has not answered yet (the Collections list shows them first). */
export function useInvitations() {
  return useQuery({
    queryKey: [...collectionKeys.all, 'invitations'],
    queryFn: () => api.get<{ data: PendingInvitation[] }>(`${BASE}/invitations`).then((r) => r.data),
  });
}

export function useAcceptInvitation(id: string) {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: () => api.post(path(id, '/invitation/accept'), undefined, { redirects: { 404: false } }),
    onSuccess: () => void invalidate(),
  });
}
