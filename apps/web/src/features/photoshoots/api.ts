import type { DesignAction, DesignActionType } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { designKeys } from '@/features/create';
import { POLL_INTERVAL_MS, shouldPoll } from '@/features/sessions';
import { api } from '@/lib/api';

/** The user's design actions of one type, newest first; polls while any is still rendering. */
export function useActionsOfType(type: DesignActionType) {
  return useQuery({
    queryKey: designKeys.ofType(type),
    queryFn: () =>
      api.get<{ data: DesignAction[]; totalCount: number }>('/api/design-actions', { query: { type } }),
    refetchInterval: (q) =>
      q.state.status !== 'error' && shouldPoll(q.state.data?.data ?? []) ? POLL_INTERVAL_MS : false,
  });
}
