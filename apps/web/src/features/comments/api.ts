import type { HotspotComment, HotspotThread } from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The server names this key in its comment notifications, so open pins refresh when one arrives. */
export const hotspotKeys = { of: (assetId: string) => ['hotspot-comments', assetId] as const };

const threadsPath = (assetId: string) => `/api/assets/${encodeURIComponent(assetId)}/comments`;
const threadPath = (threadId: string, rest: string) =>
  `/api/comment-threads/${encodeURIComponent(threadId)}/${rest}`;
const commentPath = (commentId: string) => `/api/comments/${encodeURIComponent(commentId)}`;

/** An image's comment threads, oldest first; a refused image (not shared with the caller) is an error, never a redirect. */
export function useHotspotThreads(assetId: string | null | undefined) {
  return useQuery({
    queryKey: hotspotKeys.of(assetId ?? ''),
    queryFn: async () =>
      (await api.get<{ data: HotspotThread[] }>(threadsPath(assetId!), { redirects: false })).data,
    enabled: !!assetId,
    staleTime: 15_000,
    retry: false,
  });
}

/** Every change answers with the changed thread (or nothing): the list is refreshed from the server. */
export function useHotspotMutations(assetId: string) {
  const client = useQueryClient();
  const key = hotspotKeys.of(assetId);
  const put = (thread: HotspotThread) =>
    client.setQueryData<HotspotThread[]>(key, (old) =>
      old?.some((t) => t.id === thread.id)
        ? old.map((t) => (t.id === thread.id ? thread : t))
        : [...(old ?? []), thread],
    );
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const opts = { redirects: false } as const;
  return {
    create: useMutation({
      mutationFn: async (body: { x: number; y: number; body: string }) =>
        (await api.post<{ data: HotspotThread }>(threadsPath(assetId), body, opts)).data,
      onSuccess: put,
    }),
    reply: useMutation({
      mutationFn: async ({ threadId, body }: { threadId: string; body: string }) =>
        (await api.post<{ data: HotspotThread }>(threadPath(threadId, 'replies'), { body }, opts)).data,
      onSuccess: put,
    }),
    resolve: useMutation({
      mutationFn: async ({ threadId, resolved }: { threadId: string; resolved: boolean }) =>
        (
          await api.post<{ data: HotspotThread }>(
            threadPath(threadId, resolved ? 'resolve' : 'reopen'),
            {},
            opts,
          )
        ).data,
      onSuccess: put,
    }),
    edit: useMutation({
      mutationFn: async ({ commentId, body }: { commentId: string; body: string }) =>
        (await api.patch<{ data: HotspotComment }>(commentPath(commentId), { body }, opts)).data,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => api.delete<void>(commentPath(commentId), opts),
      onSuccess: refresh,
    }),
  };
}
