import { DESIGN_LIMITS, type DesignAction, isDesignStatusActive } from '@packsmith/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isGenerationUnfinished } from './rules';

export interface Generation {
  id: string;
  name: string;
  status: string;
  brand: string | null;
  slogan: string | null;
  packagingImage: string | null;
  imageCount: number;
  isPrivate: boolean;
  isConceptMode: boolean;
  designActionId: string | null;
  sessionId: string | null;
  createdAt: string;
  /** The first finished concepts' thumbnails, in order (none while it runs). */
  thumbnailUrls: string[];
}

export interface Launch {
  id: string;
  claimToken: string;
  expiresAt: string;
  email: string;
}

export const generationKeys = {
  all: ['spring-generations'] as const,
  one: (id: string) => ['spring-generations', id] as const,
};

/**
 * The list (newest first), refreshed every 60 s while any generation is unfinished (spec §4);
 * `pageSize` keeps only the newest few (the sidebar's Generator panel).
 */
function generationList(pageSize?: number) {
  return queryOptions({
    queryKey: pageSize ? [...generationKeys.all, { pageSize }] : generationKeys.all,
    queryFn: () =>
      api.get<{ data: Generation[]; total: number }>('/api/spring/generation', {
        query: { page: 1, pageSize },
      }),
    refetchInterval: (q) =>
      q.state.data?.data.some((g) => isGenerationUnfinished(g.status))
        ? DESIGN_LIMITS.springRefreshMs
        : false,
  });
}

export const useGenerations = () => useQuery(generationList());
export const useLatestGenerations = (limit: number) => useQuery(generationList(limit));

/** One generation with its concepts, polled every 5 s while its action runs. */
export function useGeneration(id: string) {
  return useQuery({
    queryKey: generationKeys.one(id),
    queryFn: () =>
      api.get<{ data: Generation & { designAction: DesignAction | null } }>(
        `/api/spring/generation/${encodeURIComponent(id)}`,
      ),
    refetchInterval: (q) =>
      q.state.status !== 'error' && isDesignStatusActive(q.state.data?.data.designAction?.status)
        ? 5000
        : false,
  });
}

export type CreateGenerationAnswer =
  | { data: { generation: Generation; designAction: DesignAction } }
  | { data: { launch: Launch } };

export function useCreateGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api.post<CreateGenerationAnswer>('/api/spring/generation', body, { redirects: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: generationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}
