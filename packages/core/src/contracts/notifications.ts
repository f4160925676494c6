import { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS,
  normaliseNotificationType,
} from '../notifications.ts';
import { sameSitePath } from './common.ts';

/** A notification type on input: any case, stored and returned lower-case. */
export const notificationTypeInput = z
  .string()
  .transform((value, ctx) => {
    const type = normaliseNotificationType(value);
    if (!type) {
      ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.invalidType });
      return z.NEVER;
    }
    return type;
  })
  .meta({ description: 'Notification type; upper-case aliases are accepted' });

export const notificationType = z.enum(NOTIFICATION_TYPES);

/** One TanStack Query key: the client invalidates every key listed on a notification. */
export const notificationQueryKey = z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).max(10);
export type NotificationQueryKey = z.infer<typeof notificationQueryKey>;

export const notification = z.object({
  id: z.uuid(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  deeplink: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  queryKeys: z.array(notificationQueryKey),
});
export type Notification = z.infer<typeof notification>;

/** The in-app path ('/dashboard/sessions/…') a notification opens: never another site. */
export const deeplinkInput = sameSitePath(
  NOTIFICATIONS.deeplinkMaxLength,
  NOTIFICATION_MESSAGES.invalidDeeplink,
);

/** What other modules pass to notify(). */
export const notifyInput = z.object({
  type: notificationTypeInput,
  title: z.string().trim().min(1).max(NOTIFICATIONS.titleMaxLength),
  message: z.string().trim().max(NOTIFICATIONS.messageMaxLength).default(''),
  deeplink: deeplinkInput.nullish().transform((v) => v ?? null),
  queryKeys: z.array(notificationQueryKey).max(NOTIFICATIONS.maxQueryKeys).default([]),
});
export type NotifyInput = z.input<typeof notifyInput>;

const blankToUndefined = (v: unknown) => (v === '' || v === 'all' || v === 'ALL' ? undefined : v);

export const listNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS.maxPageSize).default(NOTIFICATIONS.pageSize),
  /** One type, or 'all' / empty for every type. */
  type: z.preprocess(blankToUndefined, notificationTypeInput.optional()),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;

export const notificationsPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type NotificationsPagination = z.infer<typeof notificationsPagination>;

export const notificationsPage = z.object({
  notifications: z.array(notification),
  pagination: notificationsPagination,
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const listNotificationsResponse = z.object({ data: notificationsPage, totalCount: z.number().int() });
export const unreadCountResponse = z.object({ data: z.object({ count: z.number().int() }) });
export const markAllReadResponse = z.object({ data: z.object({ count: z.number().int() }) });
export const notificationResponse = z.object({ data: notification });
export const notificationIdParams = z.object({ id: z.string() });

/** Staff-only: send a test notification to yourself (every field optional). */
export const testNotificationBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    type: notificationTypeInput.optional(),
    title: z.string().trim().min(1).max(NOTIFICATIONS.titleMaxLength).optional(),
    message: z.string().trim().max(NOTIFICATIONS.messageMaxLength).optional(),
    deeplink: deeplinkInput.optional(),
    queryKeys: z.array(notificationQueryKey).max(NOTIFICATIONS.maxQueryKeys).optional(),
  }),
);
export type TestNotificationBody = z.input<typeof testNotificationBody>;

/** POST /api/pusher/auth — the body pusher-js sends (JSON or form-encoded). */
export const channelAuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, NOTIFICATION_MESSAGES.invalidSocketId),
  channel_name: z.string().min(1).max(200),
});
export type ChannelAuthBody = z.infer<typeof channelAuthBody>;

/** Pusher's own response shape (top-level `auth`, which pusher-js reads). */
export const channelAuthResponse = z.object({ auth: z.string() });
export type ChannelAuthResponse = z.infer<typeof channelAuthResponse>;

/** Which realtime transport the browser should use. */
export const realtimeClientConfig = z.discriminatedUnion('driver', [
  z.object({ driver: z.literal('websocket'), path: z.string() }),
  z.object({
    driver: z.literal('pusher'),
    key: z.string(),
    cluster: z.string(),
    wsHost: z.string().optional(),
    wsPort: z.number().int().optional(),
    forceTLS: z.boolean(),
  }),
]);
export type RealtimeClientConfig = z.infer<typeof realtimeClientConfig>;
export const realtimeConfigResponse = z.object({ data: realtimeClientConfig });

/** Editor chat progress event payload (part 2 §4). */
export const chatProgressEvent = z.object({
  conversationId: z.string(),
  stage: z.string(),
  message: z.string().optional(),
});
export type ChatProgressEvent = z.infer<typeof chatProgressEvent>;

export const assetProcessingCompletedEvent = z.object({ queryKeys: z.array(notificationQueryKey) });
export type AssetProcessingCompletedEvent = z.infer<typeof assetProcessingCompletedEvent>;
