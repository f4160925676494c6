/**
 * The editor's conversation state (spec part 2 §4): which conversation, its messages and status,
 * live progress, and sending (optimistic, restored on failure; an 'Edit' session first when there
 * is none). The chat input and the toolbox send through the same `send`.
 */
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessageMetadata,
  type Conversation,
  type ConversationStatus,
  redoTarget,
} from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { creditsKeys, openLowCredits } from '@/features/credits';
import { useChatProgress } from '@/features/notifications';
import { isApiError } from '@/lib/api';
import {
  chatKeys,
  createEditSession,
  postChatMessage,
  useConversation,
  useExistingConversation,
} from './api';
import { isArchivedError, isIdle, isNoCreditsReply } from './rules';

export interface SendInput {
  content: string;
  metadata?: ChatMessageMetadata;
  variationCount?: number;
}

/** Resolves true once the server took the message; false when it failed (the caller restores). */
export type EditorSend = (input: SendInput) => Promise<boolean>;

export interface EditorChatOptions {
  sessionId: string | null;
  /** The image the conversation is about (the editor's opening image). */
  sourceAssetId: string;
  /** The image the next message edits (the active one). */
  activeAssetId: string;
  conversationId: string | null;
  onActiveAsset: (assetId: string) => void;
  /** A conversation became known (first message, or found for this image). */
  onConversation?: (conversationId: string) => void;
  /** An 'Edit' session was created for the first message. */
  /** The first message made an 'Edit' session; `activeAssetId` is its result when it came back at once. */
  onSessionCreated?: (sessionId: string, conversationId: string, activeAssetId?: string) => void;
}

const optimisticMessage = (input: SendInput): ChatMessage => ({
  id: `optimistic-${Date.now()}`,
  type: 'user',
  content: input.content,
  createdAt: new Date().toISOString(),
  metadata: { ...(input.metadata ?? {}), numImagesRequested: input.variationCount ?? 1 },
  outputAssets: [],
});

function withReply(
  conversation: Conversation | undefined,
  reply: { status: ConversationStatus; userMessage: ChatMessage; aiMessage: ChatMessage | null },
): Conversation | undefined {
  if (!conversation) return conversation;
  const added = [reply.userMessage, ...(reply.aiMessage ? [reply.aiMessage] : [])];
  const known = new Set(conversation.messages.map((m) => m.id));
  const fresh = added.filter((m) => !known.has(m.id));
  return {
    ...conversation,
    status: reply.status,
    messages: [...conversation.messages, ...fresh],
    assets: [...conversation.assets, ...fresh.flatMap((m) => m.outputAssets)],
  };
}

/** The messages and outputs an editor has shown or made active. */
interface Seen {
  messages: Set<string>;
  assets: Set<string>;
}
/** What the editor that sent into a conversation had seen, for the editor that opens on it next. */
const sentFrom = new Map<string, Seen>();

export function useEditorChat(options: EditorChatOptions) {
  const { sessionId, sourceAssetId, activeAssetId } = options;
  const queryClient = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  const [ownConversationId, setOwnConversationId] = useState(options.conversationId);
  const existing = useExistingConversation(sessionId, sourceAssetId, !ownConversationId);
  const conversationId = ownConversationId ?? existing.data?.id ?? null;
  const query = useConversation(conversationId);
  const conversation = query.data ?? (existing.data?.id === conversationId ? existing.data : undefined);
  const [optimistic, setOptimistic] = useState<ChatMessage | null>(null);
  const [archivedLocally, setArchivedLocally] = useState(false);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
  }, [queryClient]);
  const progress = useChatProgress(conversationId, { onCompleted: refresh, onError: refresh });

  useEffect(() => {
    if (conversationId && conversationId !== options.conversationId)
      latest.current.onConversation?.(conversationId);
  }, [conversationId, options.conversationId]);

  // A new output in the conversation becomes the active image; a new not-enough-credits answer
  // opens the low-credits dialog. What was there when the editor opened is only remembered.
  const seen = useRef<Seen | null>(null);
  useEffect(() => {
    if (!conversation) return;
    // The editor opened again for a turn sent from it (an upload's first message moves it to the
    // new session's page): its outputs, when they come, are still new.
    seen.current ??= sentFrom.get(conversation.id) ?? null;
    if (!seen.current) {
      seen.current = {
        messages: new Set(conversation.messages.map((m) => m.id)),
        assets: new Set(conversation.assets.map((a) => a.id)),
      };
      return;
    }
    const { messages, assets } = seen.current;
    const newMessages = conversation.messages.filter((m) => !messages.has(m.id));
    const newAssets = conversation.assets.filter((a) => !assets.has(a.id));
    for (const m of newMessages) messages.add(m.id);
    for (const a of newAssets) assets.add(a.id);
    if (newAssets[0]) latest.current.onActiveAsset(newAssets[0].id);
    if (newMessages.some(isNoCreditsReply)) openLowCredits();
    if (isIdle(conversation.status) && newMessages.length)
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
  }, [conversation, queryClient]);

  const sendingRef = useRef(false);
  const send: EditorSend = useCallback(
    async (input) => {
      if (sendingRef.current) return false;
      sendingRef.current = true;
      const { sessionId: knownSession, activeAssetId: assetId } = latest.current;
      setOptimistic(optimisticMessage(input));
      try {
        let designSessionId = knownSession;
        let created = false;
        if (!designSessionId) {
          try {
            designSessionId = (await createEditSession()).id;
            created = true;
          } catch (error) {
            notify.error(CHAT_MESSAGES.sessionCreateFailed, isApiError(error) ? error.message : undefined);
            return false;
          }
        }
        try {
          const reply = await postChatMessage({
            assetId,
            designSessionId,
            content: input.content,
            conversationId: conversationId ?? undefined,
            variationCount: input.variationCount,
            metadata: input.metadata,
          });
          if (!seen.current) seen.current = { messages: new Set([reply.userMessage.id]), assets: new Set() };
          sentFrom.set(reply.conversationId, seen.current);
          const first = reply.aiMessage?.outputAssets[0];
          if (first) {
            seen.current.assets.add(first.id);
            latest.current.onActiveAsset(first.id);
          } else if (reply.activeAssetId) {
            // "undo" / "redo": an image already made becomes the active one again
            latest.current.onActiveAsset(reply.activeAssetId);
          }
          queryClient.setQueryData<Conversation>(chatKeys.conversation(reply.conversationId), (old) =>
            withReply(old, reply),
          );
          setOwnConversationId(reply.conversationId);
          if (created) latest.current.onSessionCreated?.(designSessionId, reply.conversationId, first?.id);
          refresh();
          return true;
        } catch (error) {
          const message = isApiError(error) ? error.message : CHAT_MESSAGES.sendFailed;
          if (isApiError(error) && error.status === 402) {
            openLowCredits();
            refresh();
          } else if (isArchivedError(message)) {
            setArchivedLocally(true);
          } else {
            notify.error(
              CHAT_MESSAGES.sendFailed,
              message === CHAT_MESSAGES.sendFailed ? undefined : message,
            );
          }
          return false;
        }
      } finally {
        setOptimistic(null);
        sendingRef.current = false;
      }
    },
    [conversationId, queryClient, refresh],
  );

  const messages = useMemo(() => {
    const list = conversation?.messages ?? [];
    return optimistic ? [...list, optimistic] : list;
  }, [conversation, optimistic]);
  // Where "redo" goes from the active image (the server reads the same messages the same way).
  const redoTo = useMemo(
    () =>
      redoTarget(
        (conversation?.messages ?? []).map((m) => ({
          type: m.type,
          metadata: m.metadata,
          outputIds: m.outputAssets.map((a) => a.id),
        })),
        activeAssetId,
      ),
    [conversation, activeAssetId],
  );
  const status: ConversationStatus = optimistic ? 'queued' : (conversation?.status ?? 'standby');
  const loading =
    (!!conversationId && query.isPending && !conversation) || (!conversationId && existing.isLoading);
  return {
    conversationId,
    conversation,
    messages,
    status,
    mode: conversation?.mode ?? null,
    progress,
    loading,
    loadError: query.isError && !conversation ? query.error : null,
    retry: () => void query.refetch(),
    generating: !!optimistic || !isIdle(status) || !!progress,
    archived: archivedLocally || !!conversation?.archived,
    /** The latest images of the conversation (newest last), for the strip. */
    outputs: conversation?.assets ?? [],
    activeAssetId,
    /** The image "redo" would bring back, or null (nothing undone, or a new edit since). */
    redoTo,
    send,
  };
}
export type EditorChat = ReturnType<typeof useEditorChat>;
