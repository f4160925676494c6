import {
  type ListNotificationsQuery,
  listNotificationsQuery,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationsPage,
  type NotificationType,
  type NotifyInput,
  notifyInput,
  REALTIME_EVENTS,
  type RealtimeEventName,
} from '@packsmith/core';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../providers/realtime/index.ts';
import {
  insertNotification,
  insertNotificationForEach,
  markAllOwnRead,
  markOwnRead,
  type NotificationRow,
  notificationById,
  notificationPage,
  unreadCountOf,
} from './repository.ts';

type ChatProgress = { conversationId: string; stage: string; message?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    deeplink: row.deeplink,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    queryKeys: row.queryKeys,
  };
}

/** The public shape of one notification by id (realtime re-reads oversized events with this). */
export async function loadNotificationDto(db: DbOrTx, id: string): Promise<Notification | null> {
  const row = await notificationById(db, id);
  return row ? toNotificationDto(row) : null;
}

export interface NotificationsDeps {
  db: Db;
  /** Read at call time, so a service built before the realtime port exists still publishes. */
  realtime?: Realtime | null;
  log?: Logger;
}

export function notificationsService(deps: NotificationsDeps) {
  const { db } = deps;

  async function publish(userId: string, event: RealtimeEventName, data: unknown, tx?: DbOrTx, id?: string) {
    const realtime = deps.realtime;
    if (!realtime) {
      deps.log?.warn({ userId, event }, 'realtime: no adapter configured; event not pushed');
      return;
    }
    await realtime.publish({ userId, event, data, notificationId: id }, tx);
  }

  /**
   * Stores a notification and pushes it to `private-notifications_{userId}` (event
   * 'notification'). Given a transaction, both happen only if it commits: the row is written
   * in it and the push is a transactional NOTIFY, delivered after COMMIT.
   */
  async function notify(userId: string, input: NotifyInput, tx?: DbOrTx): Promise<Notification> {
    const body = notifyInput.parse(input);
    const row = await insertNotification(tx ?? db, {
      userId,
      type: body.type,
      title: body.title,
      message: body.message,
      deeplink: body.deeplink,
      queryKeys: body.queryKeys,
    });
    const dto = toNotificationDto(row);
    await publish(userId, REALTIME_EVENTS.notification, dto, tx, dto.id);
    return dto;
  }

  /**
   * The same notification to many people in one statement, each pushed to their own channel,
   * all in `tx` (stored and pushed on commit). Answers how many were stored.
   */
  async function notifyMany(userIds: string[], input: NotifyInput, tx: DbOrTx): Promise<number> {
    const body = notifyInput.parse(input);
    if (userIds.length === 0) return 0;
    const rows = await insertNotificationForEach(tx, userIds, body);
    const realtime = deps.realtime;
    if (!realtime) {
      deps.log?.warn({ count: rows.length }, 'realtime: no adapter configured; events not pushed');
      return rows.length;
    }
    await realtime.publishMany(
      rows.map((row) => ({
        userId: row.user_id,
        event: REALTIME_EVENTS.notification,
        notificationId: row.id,
        data: {
          id: row.id,
          type: body.type,
          title: body.title,
          message: body.message,
          deeplink: body.deeplink,
          createdAt: new Date(row.created_at).toISOString(),
          readAt: null,
          queryKeys: body.queryKeys,
        } satisfies Notification,
      })),
      tx,
    );
    return rows.length;
  }

  return {
    notify,
    notifyMany,

    /**
     * Editor chat progress `{conversationId, stage}` to the user's channel (not stored); several
     * stages go in one statement, in order.
     */
    async publishChatProgress(userId: string, progress: ChatProgress | ChatProgress[], tx?: DbOrTx) {
      if (!Array.isArray(progress)) return publish(userId, REALTIME_EVENTS.chatProgress, progress, tx);
      if (!deps.realtime) return publish(userId, REALTIME_EVENTS.chatProgress, progress[0], tx);
      await deps.realtime.publishMany(
        progress.map((data) => ({ userId, event: REALTIME_EVENTS.chatProgress, data })),
        tx ?? db,
      );
    },

    async list(userId: string, query: ListNotificationsQuery = {}): Promise<NotificationsPage> {
      const { page, limit, type } = listNotificationsQuery.parse(query);
      const { total, rows } = await notificationPage(db, userId, type, limit, (page - 1) * limit);
      return {
        notifications: rows.map(toNotificationDto),
        pagination: { page, limit, totalPages: Math.ceil(total / limit), totalCount: total },
      };
    },

    async unreadCount(userId: string): Promise<number> {
      return unreadCountOf(db, userId);
    },

    /** Marks one of the user's notifications read (idempotent); anyone else's is a 404. */
    async markRead(userId: string, id: string): Promise<Notification> {
      if (!UUID.test(id)) throw notFound();
      const row = await markOwnRead(db, userId, id);
      if (!row) throw notFound();
      return toNotificationDto(row);
    },

    async markAllRead(userId: string): Promise<number> {
      return markAllOwnRead(db, userId);
    },

    /** Staff tool: a notification to yourself, to try the bell, toasts and the live channel. */
    async sendTest(
      userId: string,
      input: Partial<Omit<NotifyInput, 'type'>> & { type?: string } = {},
    ): Promise<Notification> {
      return notify(userId, {
        type: input.type ?? 'design_action_complete',
        title: input.title ?? NOTIFICATION_MESSAGES.testTitle,
        message: input.message ?? NOTIFICATION_MESSAGES.testMessage,
        deeplink: input.deeplink ?? '/notifications',
        queryKeys: input.queryKeys ?? [['notifications']],
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
