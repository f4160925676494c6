/** Notification and realtime rules from the specification (part 1 §3, §4, §8, §9; part 2 §4). */

export const NOTIFICATION_TYPES = [
  'edit_complete',
  'mockup_ready',
  'generation_complete',
  'refine_complete',
  'variation_complete',
  'extraction_complete',
  'judge_complete',
  'design_generation_complete',
  'design_action_complete',
  'design_generation_error',
  'design_route_refine_complete',
  'design_edit_images_generated',
  'design_variations_complete',
  'design_action_packaging_range_complete',
  'design_action_ai_imagery_complete',
  /** Not in the spec's list: staff admitted the person to an invite-only feature (issue #15). */
  'feature_access_granted',
  /** Not in the spec's list: an owner invited the person to collaborate on a collection (issue #19). */
  'collection_invitation',
  /** Not in the spec's list: staff decided on the person's product request (issue #20). */
  'product_request_update',
  /** Not in the spec's list: a designer delivered the person's print-ready files (issue #22). */
  'print_ready_delivered',
  /** Not in the spec's list: the person's print-ready order was cancelled or refunded (issue #32). */
  'print_ready_cancelled',
  'print_ready_refunded',
  /** Not in the spec's list: someone pinned a comment on the person's image or replied in their thread (issue #32). */
  'hotspot_comment',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const TYPE_SET: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

/** Lower-case names are canonical; upper-case forms ('DESIGN_ACTION_COMPLETE') are accepted on input. */
export function normaliseNotificationType(value: string): NotificationType | null {
  const lower = value.trim().toLowerCase();
  return TYPE_SET.has(lower) ? (lower as NotificationType) : null;
}

export const NOTIFICATIONS = {
  /** Bell popover and /notifications page size. */
  pageSize: 10,
  maxPageSize: 100,
  /** The badge shows '99+' above this count. */
  badgeCap: 99,
  /** A live notification older than this shows no toast. */
  toastWindowMs: 10 * 60_000,
  titleMaxLength: 200,
  messageMaxLength: 2000,
  deeplinkMaxLength: 2000,
  maxQueryKeys: 20,
} as const;

export const NOTIFICATION_MESSAGES = {
  empty: "You don't have any notifications yet.",
  loadError: 'Error loading notifications.',
  markAllFailed: 'Failed to mark all notifications as read',
  markOneFailed: 'Failed to mark notification as read',
  seeAll: 'See all notifications',
  viewDetails: 'View details',
  connectionFailed: 'Connection failed',
  subscriptionFailed: 'Subscription failed',
  invalidType: 'Unknown notification type',
  invalidDeeplink: 'A deeplink is an in-app path starting with /',
  channelForbidden: 'You cannot subscribe to this channel.',
  invalidSocketId: 'Invalid socket id',
  testTitle: 'Test notification',
  testMessage: 'This is a test notification. Live notifications are working.',
} as const;

/** Bell badge text: '!' when the count failed to load, nothing at zero, the count, '99+' above 99. */
export function notificationBadge(count: number | null | undefined, error = false): string | null {
  if (error) return '!';
  if (!count || count <= 0) return null;
  return count > NOTIFICATIONS.badgeCap ? `${NOTIFICATIONS.badgeCap}+` : String(count);
}

/** A live notification shows a toast only while it is under 10 minutes old. */
export function isWithinToastWindow(createdAt: string | Date, now: Date = new Date()): boolean {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const age = now.getTime() - created.getTime();
  return Number.isFinite(age) && age < NOTIFICATIONS.toastWindowMs;
}

/** Realtime channel, events and heartbeat timings (Pusher-compatible). */
export const REALTIME = {
  channelPrefix: 'private-notifications_',
  /** Built-in WebSocket endpoint (Pusher-style protocol). */
  websocketPath: '/api/realtime',
  authPath: '/api/pusher/auth',
  configPath: '/api/realtime/config',
  /** Without any traffic for this long, either side sends pusher:ping. */
  activityTimeoutMs: 30_000,
  /** A ping unanswered for this long drops the connection. */
  pongTimeoutMs: 60_000,
  /** A connection attempt that takes longer than this is 'unavailable'. */
  unavailableTimeoutMs: 20_000,
  reconnect: { initialDelayMs: 1000, maxDelayMs: 30_000 },
} as const;

export const REALTIME_EVENTS = {
  notification: 'notification',
  /** Editor chat progress: `{ conversationId, stage }`. */
  chatProgress: 'chat-progress',
  /** Asset processing finished: `{ queryKeys }` lists the query groups to refresh. */
  assetProcessingCompleted: 'asset-processing-completed',
  /** Support chat: `{ conversationId, kind, author? }`, to the person and to staff (support.ts). */
  support: 'support-conversation',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Stages that end a chat progress message (completed also refreshes the conversation). */
export const CHAT_PROGRESS_FINAL_STAGES = ['completed', 'error'] as const;

export function notificationsChannel(userId: string): string {
  return `${REALTIME.channelPrefix}${userId}`;
}

/** The user id a notifications channel belongs to, or null for any other channel name. */
export function userIdFromChannel(channel: string): string | null {
  if (!channel.startsWith(REALTIME.channelPrefix)) return null;
  const id = channel.slice(REALTIME.channelPrefix.length);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}
