import type { ConversationStatus } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import type { FlagsService } from '../flags/index.ts';
import type { NotificationsService } from '../notifications/index.ts';

/** A stage of a turn: a status, or how it ended (completed, error) which clears the progress. */
export type ChatStage = ConversationStatus | 'completed';

/** The shared services the chat uses (services.ts builds each once). */
export interface ChatServices {
  assets: AssetsService;
  credits: CreditsService;
  notifications: NotificationsService;
  featureFlags: FlagsService;
}

export type ProgressDeps = Pick<AppDeps, 'log'> & Pick<ChatServices, 'notifications'>;

/**
 * `chat-progress` {conversationId, stage} on the user's private channel, several stages in one
 * statement. A failed push on its own is only logged; in a transaction it fails the transaction
 * (a failed statement has aborted it, and its commit would silently roll back).
 */
export function chatProgress(deps: ProgressDeps) {
  const { notifications } = deps;
  return async (userId: string, conversationId: string, stage: ChatStage | ChatStage[], tx?: DbOrTx) => {
    const progress = Array.isArray(stage)
      ? stage.map((s) => ({ conversationId, stage: s }))
      : { conversationId, stage };
    try {
      await notifications.publishChatProgress(userId, progress, tx);
    } catch (err) {
      if (tx) throw err;
      deps.log?.warn({ err, conversationId, stage }, 'chat progress not published');
    }
  };
}
