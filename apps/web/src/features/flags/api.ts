import type { EvaluatedFlags } from '@packsmith/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The caller's evaluated flags, one call for all of them. Keyed by the session token, so signing
 * in or out asks again; re-read after every navigation (useFlagsRefresh), so a staff change
 * reaches people on their next page without a deploy.
 */
export const flagsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['flags', token] as const,
    queryFn: async () =>
      (await api.get<{ data: EvaluatedFlags }>('/api/flags', { redirects: false, auth: token !== null }))
        .data,
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
