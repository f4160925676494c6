/** The support chat's calls: the person's conversation, and staff's inbox (/api/admin/support). */
import {
  type AdminSupportThread,
  REALTIME_EVENTS,
  type SupportConfig,
  type SupportConversationSummary,
  type SupportMessage,
  type SupportThread,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/features/notifications';
import { api } from '@/lib/api';

export const supportKeys = {
  all: ['support'] as const,
  config: ['support', 'config'] as const,
  thread: ['support', 'thread'] as const,
  unread: ['support', 'unread'] as const,
  staff: ['support', 'staff'] as const,
  staffThread: (id: string) => ['support', 'staff', id] as const,
};

export function useSupportConfig(enabled = true) {
  return useQuery({
    queryKey: supportKeys.config,
    queryFn: async () => (await api.get<{ data: SupportConfig }>('/api/support/config')).data,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Every support query refetches when the conversation changes on the other side (realtime). */
export function useSupportLive() {
  const client = useQueryClient();
  useRealtimeEvent(REALTIME_EVENTS.support, () => {
    void client.invalidateQueries({
      queryKey: supportKeys.all,
      predicate: (q) => q.queryKey[1] !== 'config',
    });
  });
}

export function useSupportThread(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.thread,
    queryFn: async () => (await api.get<{ data: SupportThread }>('/api/support/conversation')).data,
    enabled,
  });
}

export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.unread,
    queryFn: async () => (await api.get<{ data: { count: number } }>('/api/support/unread')).data.count,
    enabled,
  });
}

export function useSendSupportMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api.post<{ data: SupportMessage }>('/api/support/conversation/messages', { text })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.thread }),
  });
}

export function useMarkSupportRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/support/conversation/read'),
    onSuccess: () => {
      client.setQueryData(supportKeys.unread, 0);
      void client.invalidateQueries({ queryKey: supportKeys.thread });
    },
  });
}

export function useStaffConversations() {
  return useQuery({
    queryKey: supportKeys.staff,
    queryFn: () =>
      api.get<{ data: SupportConversationSummary[]; totalCount: number; awaiting: number }>(
        '/api/admin/support/conversations',
      ),
  });
}

export function useStaffThread(id: string | null) {
  return useQuery({
    queryKey: supportKeys.staffThread(id ?? ''),
    queryFn: async () =>
      (await api.get<{ data: AdminSupportThread }>(`/api/admin/support/conversations/${id}`)).data,
    enabled: id !== null,
  });
}

export function useStaffReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api.post<{ data: SupportMessage }>(`/api/admin/support/conversations/${id}/messages`, { text }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.staff }),
  });
}

export function useStaffMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/support/conversations/${id}/read`),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.staff }),
  });
}
