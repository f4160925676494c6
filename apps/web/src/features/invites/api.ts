/** A person's invite-only features: their status, redeeming a code, joining a waitlist. */
import {
  ACCESS_CHANGE_QUERY_KEYS,
  FEATURE_STATUS_QUERY_KEY,
  type FeatureStatus,
  type InviteFeature,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

interface StatusAnswer {
  data: FeatureStatus;
  message?: string;
}

export const featureStatusKey = (feature: InviteFeature) => [...FEATURE_STATUS_QUERY_KEY, feature] as const;

export function useFeatureStatus(feature: InviteFeature) {
  return useQuery({
    queryKey: featureStatusKey(feature),
    queryFn: async () =>
      (await api.get<StatusAnswer>('/api/feature-invites/check-activated', { query: { feature } })).data,
  });
}

/**
 * Both changes answer the new status (and a message); the cache takes it as it is. An unlocked
 * feature re-reads the flags, so what it opens (e.g. Photoshoots in the sidebar) shows at once.
 */
function useStatusChange<Input extends { feature: InviteFeature }>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.post<StatusAnswer>(path, input, { redirects: { 404: false } }),
    onSuccess: (answer) => {
      client.setQueryData(featureStatusKey(answer.data.feature), answer.data);
      if (answer.data.activated)
        for (const queryKey of ACCESS_CHANGE_QUERY_KEYS) void client.invalidateQueries({ queryKey });
    },
  });
}

export const useRedeemInvite = () =>
  useStatusChange<{ feature: InviteFeature; code: string }>('/api/feature-invites/redeem');

export const useJoinWaitlist = () =>
  useStatusChange<{ feature: InviteFeature }>('/api/feature-invites/waitlist');
