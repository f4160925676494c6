import {
  CHAT_PROGRESS_FINAL_STAGES,
  type ChatProgressEvent,
  chatProgressEvent,
  REALTIME_EVENTS,
} from '@packsmith/core';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from './live-store';

export interface ChatProgressOptions {
  /** Stage 'completed': refresh the conversation and recommended actions. */
  onCompleted?: (event: ChatProgressEvent) => void;
  onError?: (event: ChatProgressEvent) => void;
}

/**
 * Editor progress for one conversation (part 2 §4): the latest `{conversationId, stage,
 * message}` while it runs; null once a final stage ('completed', 'error') clears it.
 */
export function useChatProgress(
  conversationId: string | null | undefined,
  options: ChatProgressOptions = {},
): ChatProgressEvent | null {
  const [progress, setProgress] = useState<ChatProgressEvent | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts with no progress
  useEffect(() => setProgress(null), [conversationId]);
  useRealtimeEvent(REALTIME_EVENTS.chatProgress, (data) => {
    const parsed = chatProgressEvent.safeParse(data);
    if (!parsed.success || !conversationId || parsed.data.conversationId !== conversationId) return;
    const event = parsed.data;
    if ((CHAT_PROGRESS_FINAL_STAGES as readonly string[]).includes(event.stage)) {
      setProgress(null);
      if (event.stage === 'completed') optionsRef.current.onCompleted?.(event);
      else optionsRef.current.onError?.(event);
    } else {
      setProgress(event);
    }
  });
  return progress;
}
