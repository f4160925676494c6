/**
 * Chat editor calls and their TanStack Query hooks: a conversation (polled every 3 s while a turn
 * runs), the conversation of a session image, and sending a message.
 */
import {
  CHAT_LIMITS,
  type ChatMessageBodyInput,
  type Conversation,
  DESIGN_MESSAGES,
  type DesignSession,
  type RecommendedAction,
  type SendChatMessageResponse,
} from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isIdle } from './rules';

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  existing: (sessionId: string, assetId: string) => ['chat', 'existing', sessionId, assetId] as const,
  /** Under ['chat']: a completed turn's refresh of the conversation refreshes these too. */
  recommended: (conversationId: string, assetId: string, turns: number) =>
    ['chat', 'recommended', conversationId, assetId, turns] as const,
};

export async function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const res = await api.get<{ data: Conversation }>(`/api/chat/conversations/${encodeURIComponent(id)}`, {
    signal,
    redirects: { 404: false },
  });
  return res.data;
}

export async function fetchExistingConversation(
  sessionId: string,
  assetId: string,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  const res = await api.get<{ data: Conversation | null }>('/api/chat/conversations/existing', {
    query: { sessionId, assetId },
    signal,
    redirects: { 404: false },
  });
  return res.data;
}

export async function postChatMessage(body: ChatMessageBodyInput): Promise<SendChatMessageResponse> {
  const res = await api.post<{ data: SendChatMessageResponse }>('/api/chat/messages', body, {
    redirects: { 404: false },
  });
  return res.data;
}

/** POST /api/design-sessions {name: 'Edit'}: the session an edit without one starts in. */
export async function createEditSession(): Promise<DesignSession> {
  const { data } = await api.post<{ data: { session: DesignSession } }>(
    '/api/design-sessions',
    { name: 'Edit' },
    { redirects: false, fallbackMessage: DESIGN_MESSAGES.sessionCreateFailedRetry },
  );
  return data.session;
}

/** One conversation; refetched every 3 s while its status is not idle (standby or error). */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => fetchConversation(id!, signal),
    enabled: !!id,
    refetchInterval: (q) =>
      q.state.status !== 'error' && q.state.data && !isIdle(q.state.data.status) ? CHAT_LIMITS.pollMs : false,
  });
}

/** The conversation already held about this session image, or null. */
export function useExistingConversation(sessionId: string | null, assetId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.existing(sessionId ?? '', assetId ?? ''),
    queryFn: ({ signal }) => fetchExistingConversation(sessionId!, assetId!, signal),
    enabled: enabled && !!sessionId && !!assetId,
  });
}

/** The recommended next actions for the image the next message edits (after a completed turn). */
export function useRecommendedActions(conversationId: string | null, assetId: string, turns: number) {
  return useQuery({
    queryKey: chatKeys.recommended(conversationId ?? '', assetId, turns),
    queryFn: ({ signal }) =>
      api
        .get<{ data: RecommendedAction[] }>(
          `/api/chat/conversations/${encodeURIComponent(conversationId!)}/recommended-actions`,
          { query: { assetId }, signal, redirects: false },
        )
        .then((r) => r.data),
    enabled: !!conversationId && turns > 0,
    staleTime: 60_000,
  });
}
