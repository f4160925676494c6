/**
 * The notifications feature's public surface for app/ composition and route modules.
 *
 * - `NotificationsPopover`: the top bar's bell with unread badge and popover.
 * - `LiveNotifications`: mount once in the app shell for a signed-in user; connects the live
 *   channel, toasts or auto-reads arrivals and refreshes the caches each notification names.
 * - `NotificationsPage`: the /notifications page body.
 * - `useAssetDialogOpen(open)`: asset dialogs call this (or carry `data-asset-dialog`) so live
 *   notifications are marked read instead of toasted while one is open.
 * - `useChatProgress(conversationId)`, `useRealtimeEvent(event, fn)`, `useRealtimeState()`:
 *   live events for the editor and others.
 * - `notificationsKeys`: every notification query sits under `notificationsKeys.all`.
 * - `TYPE_OPTIONS`, `typeLabel`: the notification types as people read them (staff send forms).
 */
export { notificationsKeys } from './api';
export { ASSET_DIALOG_ATTRIBUTE, useAssetDialogOpen, useIsAssetDialogOpen } from './asset-dialog';
export { type ChatProgressOptions, useChatProgress } from './chat-progress';
export { LiveNotifications } from './live';
export { retryRealtime, useRealtimeEvent, useRealtimeState } from './live-store';
export { NotificationsPage } from './notifications-page';
export { NotificationsPopover } from './notifications-popover';
export { TYPE_OPTIONS, typeLabel } from './rules';
