import type { ConversationStatus } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../ports.ts';
import { notificationsService } from '../notifications/index.ts';

/** A stage of a turn: a status, or how it ended (completed, error) which clears the progress. */
export type ChatStage = ConversationStatus | 'completed';

export type ProgressDeps = Pick<AppDeps, 'db' | 'realtime' | 'log'>;

/** `chat-progress` {conversationId, stage} on the user's private channel; a failed push is only logged. */
export function chatProgress(deps: ProgressDeps) {
  const notifications = notificationsService(deps);
  return async (userId: string, conversationId: string, stage: ChatStage, tx?: DbOrTx) => {
    try {
      await notifications.publishChatProgress(userId, { conversationId, stage }, tx);
    } catch (err) {
      deps.log?.warn({ err, conversationId, stage }, 'chat progress not published');
    }
  };
}
