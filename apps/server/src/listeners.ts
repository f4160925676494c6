/**
 * Cross-module reactions, wired by the composition root (deps.ts): the module that emits an event
 * imports none of the modules that react to it.
 */
import {
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_ERROR_NOTIFICATION,
  DESIGN_FLOW_TEXTS,
  DESIGN_MESSAGES,
  type DesignActionType,
  designActionQueryKeys,
  sessionDeeplink,
} from '@packsmith/core';
import { type NotificationsDeps, notificationsService } from './modules/notifications/index.ts';
import { recordSessionEvent } from './modules/sessions/index.ts';
import type { OnDesignActionSettled } from './ports.ts';

/** A settled design action: its session's history and the user's notification (same transaction). */
export function onDesignActionSettled(deps: NotificationsDeps): OnDesignActionSettled {
  const notifications = notificationsService(deps);
  return async (tx, event) => {
    const { action } = event;
    const type = action.type as DesignActionType;
    const texts = DESIGN_FLOW_TEXTS[type];
    const completed = event.outcome === 'completed';
    await recordSessionEvent(tx, {
      sessionId: action.sessionId,
      userId: action.userId,
      type: completed ? 'design_action_completed' : 'design_action_failed',
      metadata: completed
        ? { designActionId: action.id, designActionType: type, status: 'completed', assetIds: event.assetIds }
        : { designActionId: action.id, designActionType: type, status: 'error', error: event.error },
    });
    await notifications.notify(
      action.userId,
      {
        type: completed ? DESIGN_ACTION_DESCRIPTORS[type].completeNotification : DESIGN_ERROR_NOTIFICATION,
        title: completed ? texts.readyTitle : texts.errorTitle,
        message: completed ? texts.readyMessage : DESIGN_MESSAGES.generationFailed,
        deeplink: sessionDeeplink(action.sessionId),
        queryKeys: designActionQueryKeys(action.sessionId, action.id),
      },
      tx,
    );
  };
}
