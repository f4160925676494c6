/** Staff calls for invite codes and waitlists (/api/admin/invites…). */
import type { InviteCode, InviteFeature, InvitesPage, WaitingPerson } from '@packsmith/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminInviteKeys = {
  all: ['admin', 'invites'] as const,
  codes: (feature: InviteFeature | '', page: number) =>
    ['admin', 'invites', 'codes', { feature, page }] as const,
  waitlist: (feature: InviteFeature) => ['admin', 'invites', 'waitlist', feature] as const,
};

export function useInviteCodes(feature: InviteFeature | '', page: number) {
  return useQuery({
    queryKey: adminInviteKeys.codes(feature, page),
    queryFn: async () =>
      (
        await api.get<{ data: InvitesPage }>('/api/admin/invites', {
          query: { feature: feature || undefined, page },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useWaitlist(feature: InviteFeature) {
  return useQuery({
    queryKey: adminInviteKeys.waitlist(feature),
    queryFn: async () =>
      (
        await api.get<{ data: { people: WaitingPerson[] } }>('/api/admin/invites/waitlist', {
          query: { feature },
        })
      ).data.people,
  });
}

export function useCreateInvites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { feature: InviteFeature; count: number; days: number }) =>
      (await api.post<{ data: { invites: InviteCode[] } }>('/api/admin/invites', body)).data.invites,
    onSuccess: () => client.invalidateQueries({ queryKey: adminInviteKeys.all }),
  });
}

export function useAdmit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { feature: InviteFeature; userIds: string[] }) =>
      (
        await api.post<{ data: { admitted: string[] }; message: string }>(
          '/api/admin/invites/waitlist/admit',
          body,
          {
            redirects: { 404: false },
          },
        )
      ).message,
    onSettled: () => client.invalidateQueries({ queryKey: adminInviteKeys.all }),
  });
}
