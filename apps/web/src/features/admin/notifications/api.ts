/** Staff calls for sending notifications (/api/admin/notifications…). */
import type {
  AdminNotificationSend,
  AdminNotificationsPage,
  SendAdminNotification,
  TierAudience,
} from '@packsmith/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
  sends: (page: number) => ['admin', 'notifications', 'sends', page] as const,
  audience: ['admin', 'notifications', 'audience'] as const,
};

export function useSentNotifications(page: number) {
  return useQuery({
    queryKey: adminNotificationKeys.sends(page),
    queryFn: async () =>
      (await api.get<{ data: AdminNotificationsPage }>('/api/admin/notifications', { query: { page } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useTierAudience() {
  return useQuery({
    queryKey: adminNotificationKeys.audience,
    queryFn: async () =>
      (await api.get<{ data: { tiers: TierAudience } }>('/api/admin/notifications/audience')).data.tiers,
  });
}

/** Sends; answers the send and the server's summary ('Sent to 12 people.'). An unknown e-mail stays a 404 here. */
export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendAdminNotification) =>
      api.post<{ data: AdminNotificationSend; message: string }>('/api/admin/notifications', body, {
        redirects: { 404: false },
      }),
    // The overview's audit log lists the send too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
