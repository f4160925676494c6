/**
 * What happens when a live event arrives: checked against the contract, then toasted, marked
 * read or only refreshed (rules.ts decides). Loaded with the first event, so the schemas and the
 * toaster are not part of the first load.
 */
import {
  assetProcessingCompletedEvent,
  type Notification,
  notification as notificationSchema,
} from '@packsmith/core';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { withToast } from '@/components/ui/toast';
import { markNotificationRead, notificationsKeys } from './api';
import { isAssetDialogOpen } from './asset-dialog';
import { TypeIcon } from './notification-item';
import { arrivalRefreshKeys, decideLiveNotification, detailsTarget, LIVE_TOAST_DURATION_MS } from './rules';

function refresh(client: QueryClient, keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** 'View details': mark read, then go to the deeplink. */
function viewDetails(
  client: QueryClient,
  navigate: NavigateFunction,
  n: Pick<Notification, 'id' | 'deeplink' | 'readAt'>,
) {
  // markNotificationRead reports its own failure (toast, or a warning when silent) and restores the caches.
  if (!n.readAt) markNotificationRead(client, { id: n.id, unread: true }).catch(() => {});
  navigate(detailsTarget(n.deeplink));
}

function showToast(n: Notification, onView: () => void) {
  withToast((toast) =>
    toast(n.title, {
      id: `notification-${n.id}`,
      description: n.message || undefined,
      duration: LIVE_TOAST_DURATION_MS,
      icon: <TypeIcon type={n.type} size="toast" />,
      action: { label: 'View details', onClick: onView },
      classNames: {
        toast: 'notification-toast',
        actionButton:
          'bg-brand-600! text-white! rounded-lg! px-2.5! h-7! text-xs! font-medium! hover:bg-brand-700! shrink-0!',
      },
    }),
  );
}

/** A live notification: answers the checked notification, or null when it was malformed. */
export function receiveNotification(
  client: QueryClient,
  navigate: () => NavigateFunction,
  data: unknown,
): Notification | null {
  const parsed = notificationSchema.safeParse(data);
  if (!parsed.success) {
    console.warn('[notifications] ignored a malformed live notification', parsed.error);
    void client.invalidateQueries({ queryKey: notificationsKeys.all });
    return null;
  }
  const n = parsed.data;
  const decision = decideLiveNotification(n, {
    // The address bar, not useLocation(): during a route transition React still renders
    // the previous route while the address already shows the one the user went to.
    pathname: window.location.pathname,
    assetDialogOpen: isAssetDialogOpen(),
  });
  if (decision === 'mark-read') {
    // Reported by markNotificationRead itself (a console warning when silent).
    markNotificationRead(client, { id: n.id, unread: true }, { silent: true }).catch(() => {});
  } else if (decision === 'toast') {
    showToast(n, () => viewDetails(client, navigate(), n));
  }
  refresh(client, arrivalRefreshKeys(n.queryKeys, decision));
  return n;
}

/** An asset finished processing: refresh the queries it names. */
export function receiveAssetProcessed(client: QueryClient, data: unknown): void {
  const parsed = assetProcessingCompletedEvent.safeParse(data);
  if (parsed.success)
    refresh(
      client,
      parsed.data.queryKeys.filter((k) => k.length > 0),
    );
}
