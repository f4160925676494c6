import type {
  DesignAction,
  DesignSession,
  DesignSessionEvent,
  SessionSort,
  SessionSummary,
} from '@packsmith/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { designKeys } from '@/features/create';
import { api, request } from '@/lib/api';
import { POLL_INTERVAL_MS, shouldPoll } from './rules';

export type SessionDetail = DesignSession & { events: DesignSessionEvent[]; designActions: DesignAction[] };

export function fetchSession(id: string): Promise<{ data: SessionDetail }> {
  return api.get(`/api/design-sessions/${encodeURIComponent(id)}`);
}

/**
 * One session with its actions; polls every 5 s while any action is unfinished. Realtime
 * notifications refresh it too (their queryKeys name ['design-session', id]). A failed fetch stops
 * the polling (TanStack keeps the last data and reports the error).
 */
export function useSessionDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: designKeys.session(id),
    queryFn: async () => {
      const previous = queryClient.getQueryData<SessionDetail>(designKeys.session(id));
      const { data } = await fetchSession(id);
      // An action that finished since the last fetch: refresh the session's assets once.
      const finished = data.designActions.some(
        (a) =>
          a.status === 'completed' &&
          previous?.designActions.find((p) => p.id === a.id && p.status !== 'completed'),
      );
      if (finished) void queryClient.invalidateQueries({ queryKey: designKeys.sessionAssets(id) });
      return data;
    },
    refetchInterval: (query) =>
      query.state.status !== 'error' && shouldPoll(query.state.data?.designActions ?? [])
        ? POLL_INTERVAL_MS
        : false,
  });
}

/** PATCH /api/design-sessions/{id} {name}; refreshes the session and the projects lists. */
export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      request<{ data: { session: DesignSession } }>(`/api/design-sessions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { name },
        redirects: false,
      }),
    onSuccess: (_, { id }) => {
      void queryClient.invalidateQueries({ queryKey: designKeys.session(id) });
      void queryClient.invalidateQueries({ queryKey: designKeys.sessions() });
    },
  });
}

export interface SessionSummaryPage {
  data: SessionSummary[];
  totalCount: number;
}

/** The projects list (POST /api/design-sessions/summary) with 'Load more' paging. */
export function useSessionSummaries(options: { sortBy: SessionSort; searchTerm: string; limit: number }) {
  const { sortBy, searchTerm, limit } = options;
  return useInfiniteQuery({
    queryKey: [...designKeys.sessions(), { sortBy, searchTerm, limit }],
    queryFn: ({ pageParam }) =>
      api.post<SessionSummaryPage>('/api/design-sessions/summary', {
        sortBy,
        filters: searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {},
        limit,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/api/design-sessions/${encodeURIComponent(id)}`, { method: 'DELETE', redirects: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: designKeys.sessions() }),
  });
}
