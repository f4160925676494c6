/** Showcase calls: the Explore showcase, an owner's consent, staff featuring. */
import type { ShowcaseCandidate, ShowcaseConsent, ShowcaseItem } from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const showcaseKeys = {
  all: ['showcases'] as const,
  list: () => ['showcases', 'list'] as const,
  consent: (assetId: string) => ['showcases', 'consent', assetId] as const,
  candidates: () => ['showcases', 'candidates'] as const,
};

export function useShowcase() {
  return useQuery({
    queryKey: showcaseKeys.list(),
    queryFn: async () => (await api.get<{ data: ShowcaseItem[] }>('/api/showcases')).data,
    staleTime: 60_000,
  });
}

export function useShowcaseConsent(assetId: string) {
  return useQuery({
    queryKey: showcaseKeys.consent(assetId),
    queryFn: async () =>
      (
        await api.get<{ data: ShowcaseConsent }>(`/api/showcases/consent/${encodeURIComponent(assetId)}`, {
          redirects: false,
        })
      ).data,
    retry: false,
  });
}

export function useSetShowcaseConsent(assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) =>
      api.put<{ data: ShowcaseConsent; message: string }>(
        `/api/showcases/consent/${encodeURIComponent(assetId)}`,
        { allowed },
      ),
    onSuccess: (res) => {
      client.setQueryData(showcaseKeys.consent(assetId), res.data);
      void client.invalidateQueries({ queryKey: showcaseKeys.list() });
    },
  });
}

export function useShowcaseCandidates() {
  return useQuery({
    queryKey: showcaseKeys.candidates(),
    queryFn: async () => (await api.get<{ data: ShowcaseCandidate[] }>('/api/admin/showcases')).data,
  });
}

export function useSetFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId, featured }: { assetId: string; featured: boolean }) =>
      api.put<{ data: ShowcaseConsent; message: string }>(
        `/api/admin/showcases/${encodeURIComponent(assetId)}`,
        { featured },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: showcaseKeys.all }),
  });
}
