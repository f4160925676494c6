/**
 * Pure notification rules (spec part 1 §4, §8, §9): what a live notification does on arrival,
 * the bell badge, which caches it refreshes, labels, relative times and paging. No React, no
 * network, no `@/` imports — unit-tested in rules.test.ts.
 */
import {
  isWithinToastWindow,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS,
  type NotificationQueryKey,
  type NotificationType,
  normaliseNotificationType,
  notificationBadge,
} from '@packsmith/core';

/** The root of every notification query key: invalidating it refreshes the bell, popover and page. */
export const NOTIFICATIONS_ROOT_KEY = ['notifications'] as const;

/** Toasts for live notifications stay long enough to reach 'View details' (hover pauses them). */
export const LIVE_TOAST_DURATION_MS = 8000;

// ---------------------------------------------------------------------------------------------
// Live arrival
// ---------------------------------------------------------------------------------------------

export type LiveDecision = 'mark-read' | 'toast' | 'ignore';

export interface LiveContext {
  /** The page the user is on (location.pathname). */
  pathname: string;
  /** An asset dialog is open somewhere in the app. */
  assetDialogOpen: boolean;
  now?: Date;
}

function normalisePath(path: string): string {
  let p = path;
  try {
    p = decodeURI(p);
  } catch {
    // A malformed %-escape: compare the path as it came.
  }
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The path part of an in-app deeplink ('/dashboard/sessions/1?assetId=2' → '/dashboard/sessions/1'). */
export function deeplinkPath(deeplink: string | null | undefined): string | null {
  if (!deeplink?.startsWith('/') || deeplink.startsWith('//')) return null;
  const path = deeplink.split(/[?#]/, 1)[0] ?? '';
  return normalisePath(path);
}

/** Is the user already on the page the notification links to? Compares paths, not query strings. */
export function isOnDeeplinkPage(deeplink: string | null | undefined, pathname: string): boolean {
  const target = deeplinkPath(deeplink);
  return target !== null && target === normalisePath(pathname);
}

/**
 * A live notification: already read → ignore; on its deeplink page or with an asset dialog
 * open → mark it read; otherwise a toast, only while it is under 10 minutes old.
 */
export function decideLiveNotification(
  notification: { deeplink: string | null; createdAt: string; readAt: string | null },
  context: LiveContext,
): LiveDecision {
  if (notification.readAt) return 'ignore';
  if (context.assetDialogOpen || isOnDeeplinkPage(notification.deeplink, context.pathname)) {
    return 'mark-read';
  }
  return isWithinToastWindow(notification.createdAt, context.now ?? new Date()) ? 'toast' : 'ignore';
}

/** Where 'View details' (or clicking a row) goes: the deeplink, else the full list. */
export function detailsTarget(deeplink: string | null | undefined): string {
  return deeplinkPath(deeplink) !== null ? (deeplink as string) : '/notifications';
}

// ---------------------------------------------------------------------------------------------
// Cache refresh
// ---------------------------------------------------------------------------------------------

function isPrefix(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));
}

/**
 * The query keys to invalidate when a notification arrives: each of its `queryKeys` (TanStack
 * prefixes) plus the notification queries. Empty keys (which would refresh everything) are
 * dropped, as are keys already covered by a shorter prefix in the list.
 */
export function invalidationKeys(
  queryKeys: readonly NotificationQueryKey[] | null | undefined,
): NotificationQueryKey[] {
  const candidates: NotificationQueryKey[] = [
    ...(queryKeys ?? []).filter((k) => Array.isArray(k) && k.length > 0),
    [...NOTIFICATIONS_ROOT_KEY],
  ];
  // keep the notification's order (root last), minus keys a shorter or earlier equal key covers
  return candidates.filter((key, i) =>
    candidates.every(
      (other, j) => j === i || !isPrefix(other, key) || (other.length === key.length && j > i),
    ),
  );
}

/**
 * What to refresh the moment a live notification arrives. When it is being marked read, the
 * notification queries wait for that call (refetching now would flash the badge back up).
 */
export function arrivalRefreshKeys(
  queryKeys: readonly NotificationQueryKey[] | null | undefined,
  decision: LiveDecision,
): NotificationQueryKey[] {
  const keys = invalidationKeys(queryKeys);
  return decision === 'mark-read' ? keys.filter((k) => !isPrefix(NOTIFICATIONS_ROOT_KEY, k)) : keys;
}

// ---------------------------------------------------------------------------------------------
// Bell
// ---------------------------------------------------------------------------------------------

/** Badge text: '!' on error, nothing at 0, the count, '99+' over 99 (the core helper). */
export function badgeText(count: number | null | undefined, error: boolean): string | null {
  return notificationBadge(count, error);
}

/** The bell's accessible name. */
export function bellLabel(count: number | null | undefined, error: boolean): string {
  if (error) return 'Notifications (unread count unavailable)';
  if (!count) return 'Notifications';
  const shown = count > NOTIFICATIONS.badgeCap ? `more than ${NOTIFICATIONS.badgeCap}` : String(count);
  return `Notifications, ${shown} unread`;
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export const TYPE_LABELS: Record<NotificationType, string> = {
  edit_complete: 'Edit complete',
  mockup_ready: 'Mockup ready',
  generation_complete: 'Generation complete',
  refine_complete: 'Refinement complete',
  variation_complete: 'Variation complete',
  extraction_complete: 'Artwork extraction complete',
  judge_complete: 'Design rating ready',
  design_generation_complete: 'Design generation complete',
  design_action_complete: 'Design complete',
  design_generation_error: 'Generation failed',
  design_route_refine_complete: 'Route refinement complete',
  design_edit_images_generated: 'Edited images ready',
  design_variations_complete: 'Variations complete',
  design_action_packaging_range_complete: 'Packaging range complete',
  design_action_ai_imagery_complete: 'AI imagery complete',
  feature_access_granted: 'Early access',
  collection_invitation: 'Collection invitation',
  product_request_update: 'Product request',
  print_ready_delivered: 'Print-ready files',
  print_ready_cancelled: 'Print-ready order cancelled',
  print_ready_refunded: 'Print-ready order refunded',
  hotspot_comment: 'Comment',
};

export function typeLabel(type: string): string {
  const t = normaliseNotificationType(type);
  return t ? TYPE_LABELS[t] : 'Notification';
}

/** Every type with its label, sorted by label. */
export const TYPE_OPTIONS: readonly { value: NotificationType; label: string }[] = [...NOTIFICATION_TYPES]
  .map((value) => ({ value, label: TYPE_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Options of the type filter; '' means every type. Sorted by label. */
export const TYPE_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All types' },
  ...TYPE_OPTIONS,
];

/** A type filter from the address bar or a select: a known type, or '' for all. */
export function parseTypeFilter(value: string | null | undefined): NotificationType | '' {
  if (!value) return '';
  return normaliseNotificationType(value) ?? '';
}

/** A 1-based page number from the address bar. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export type TypeTone = 'brand' | 'success' | 'danger' | 'amber' | 'sky' | 'rose' | 'teal';

/** Colour family of a type's icon tile. */
export function typeTone(type: string): TypeTone {
  const t = normaliseNotificationType(type);
  if (!t) return 'brand';
  if (t.endsWith('_error')) return 'danger';
  if (t === 'mockup_ready') return 'teal';
  if (t === 'judge_complete') return 'amber';
  if (t.includes('edit') || t.includes('refine')) return 'rose';
  if (t.includes('variation')) return 'sky';
  if (t === 'extraction_complete') return 'amber';
  return 'brand';
}

// ---------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Just now' under a minute, then '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', 'Mar 4'. */
export function relativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) {
    const text = relative.format(-days, 'day');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return (date.getFullYear() === now.getFullYear() ? shortDate : longDate).format(date);
}

export function absoluteTime(createdAt: string | Date): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return Number.isFinite(date.getTime()) ? fullDate.format(date) : '';
}

// ---------------------------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------------------------

/** 'Showing 11–20 of 23'. */
export function rangeLabel(page: number, limit: number, totalCount: number): string {
  if (totalCount <= 0) return 'No notifications';
  const from = (page - 1) * limit + 1;
  const to = Math.min(totalCount, page * limit);
  if (from > totalCount) return `${totalCount} notifications`;
  return `${from}–${to} of ${totalCount}`;
}

/** Page buttons with gaps: [1, 'gap', 4, 5, 6, 'gap', 10]. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) for (const p of [2, 3, 4]) pages.add(p);
  if (current >= total - 2) for (const p of [total - 3, total - 2, total - 1]) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const prev = items[items.length - 1];
    if (typeof prev === 'number' && p - prev > 1) items.push(p - prev === 2 ? prev + 1 : 'gap');
    items.push(p);
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Connection
// ---------------------------------------------------------------------------------------------

/**
 * Whether a query's data may predate the live channel listening, and so have missed an event:
 * data fetched before it, or a fetch still in flight (its answer may have been read before).
 */
export function fetchedBefore(
  state: { dataUpdatedAt: number; fetchStatus: string },
  subscribedAt: number,
): boolean {
  return state.fetchStatus === 'fetching' || (state.dataUpdatedAt > 0 && state.dataUpdatedAt < subscribedAt);
}

export type ConnectionState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'subscribed'
  | 'unavailable'
  | 'failed'
  | 'subscription_failed'
  | 'disconnected';

export interface ConnectionStatus {
  tone: 'live' | 'pending' | 'problem';
  label: string;
  /** A retry button makes sense. */
  retry: boolean;
}

/** What the popover header and the page show for the live connection. */
export function connectionStatus(state: ConnectionState): ConnectionStatus {
  switch (state) {
    case 'subscribed':
      return { tone: 'live', label: 'Live', retry: false };
    case 'failed':
      return { tone: 'problem', label: NOTIFICATION_MESSAGES.connectionFailed, retry: true };
    case 'subscription_failed':
      return { tone: 'problem', label: NOTIFICATION_MESSAGES.subscriptionFailed, retry: true };
    case 'unavailable':
      return { tone: 'pending', label: 'Reconnecting…', retry: true };
    case 'disconnected':
      return { tone: 'pending', label: 'Offline', retry: true };
    default:
      return { tone: 'pending', label: 'Connecting…', retry: false };
  }
}

/** A state after which a return to 'subscribed' should refetch what may have been missed. */
export function isConnectionProblem(state: ConnectionState): boolean {
  return state === 'unavailable' || state === 'failed' || state === 'subscription_failed';
}
