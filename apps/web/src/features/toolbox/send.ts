import type { ChatMessageBodyInput, SendChatMessageResponse } from '@packsmith/core';
import { notify } from '@/components/ui/toast';
import { api } from '@/lib/api';
import type { ToolboxMessage } from './forms';

/** POST /api/chat/messages with a toolbox message for the image and session. */
export function postToolboxMessage(
  message: ToolboxMessage,
  target: { assetId: string; designSessionId: string; conversationId?: string | null },
): Promise<{ data: SendChatMessageResponse }> {
  const body: ChatMessageBodyInput = { ...message, ...target };
  return api.post('/api/chat/messages', body, { redirects: false });
}

/**
 * The toolbox's send until the editor's chat send (optimistic, with the chat panel) takes over:
 * posts the message, then a toast with the AI's reply, or 'Error' with the failure's message.
 */
export async function sendToolboxMessage(
  message: ToolboxMessage,
  target: { assetId: string; designSessionId: string },
): Promise<SendChatMessageResponse | null> {
  try {
    const { data } = await postToolboxMessage(message, target);
    notify.success(message.content, data.aiMessage?.content ?? 'Your edit is on its way.');
    return data;
  } catch (error) {
    notify.error('Error', error instanceof Error ? error.message : String(error));
    return null;
  }
}
