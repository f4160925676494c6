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

/** `chat-progress` {conversationId, stage} on the user's private channel; a failed push is only logged. */
export function chatProgress(deps: ProgressDeps) {
  const { notifications } = deps;
  return async (userId: string, conversationId: string, stage: ChatStage, tx?: DbOrTx) => {
    try {
      await notifications.publishChatProgress(userId, { conversationId, stage }, tx);
    } catch (err) {
      deps.log?.warn({ err, conversationId, stage }, 'chat progress not published');
    }
  };
}
