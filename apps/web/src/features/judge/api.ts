import {
  JUDGE_LIMITS,
  JUDGE_QUERY_KEY,
  type JudgeEvaluateRequest,
  type JudgeEvaluation,
  type JudgeStatus,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsKeys } from '@/features/credits';
import { api } from '@/lib/api';

export const judgeKeys = {
  all: JUDGE_QUERY_KEY,
  list: () => [...JUDGE_QUERY_KEY, 'list'] as const,
  one: (id: string) => [...JUDGE_QUERY_KEY, id] as const,
};

export const inProgress = (status: JudgeStatus) => status === 'pending' || status === 'processing';

/** The user's ratings, newest first. */
export function useEvaluations(enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.list(),
    queryFn: () =>
      api.get<{ data: JudgeEvaluation[]; totalCount: number }>('/api/judge/evaluations', {
        query: { limit: JUDGE_LIMITS.defaultPageSize },
      }),
    enabled,
  });
}

/** One rating; checked every 2 s while the judge is still working. */
export function useEvaluation(id: string | null) {
  return useQuery({
    queryKey: judgeKeys.one(id ?? ''),
    queryFn: () =>
      api.get<{ data: JudgeEvaluation }>(`/api/judge/evaluations/${encodeURIComponent(id!)}`, {
        redirects: { 404: false },
      }),
    select: (r) => r.data,
    enabled: id !== null,
    refetchInterval: (q) =>
      q.state.status !== 'error' && q.state.data && inProgress(q.state.data.data.status)
        ? JUDGE_LIMITS.pollMs
        : false,
  });
}

export function useEvaluate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JudgeEvaluateRequest) =>
      api.post<{ data: JudgeEvaluation }>('/api/judge/evaluations', body, {
        redirects: { 404: false, 500: false },
      }),
    onSuccess: ({ data }) => {
      client.setQueryData(judgeKeys.one(data.id), { data });
      void client.invalidateQueries({ queryKey: judgeKeys.list() });
      void client.invalidateQueries({ queryKey: creditsKeys.all });
    },
  });
}
