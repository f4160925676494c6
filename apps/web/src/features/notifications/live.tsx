/**
 * Live notifications (spec part 1 §4; part 2 §4). `LiveNotifications` is mounted once in the
 * app shell for a signed-in user: it connects the RealtimeClient with the bearer token, listens
 * on `private-notifications_{userId}` and applies the rules in rules.ts. Its state lives in a
 * small module store so the bell, the page and future features read it without a context.
 */
import {
  assetProcessingCompletedEvent,
  CHAT_PROGRESS_FINAL_STAGES,
  type ChatProgressEvent,
  chatProgressEvent,
  type Notification,
  notification as notificationSchema,
  REALTIME_EVENTS,
} from '@packsmith/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getToken } from '@/lib/auth-token';
import { RealtimeClient } from '@/lib/realtime';
import { markNotificationRead, notificationsKeys } from './api';
import { isAssetDialogOpen } from './asset-dialog';
import { TypeIcon } from './notification-item';
import {
  arrivalRefreshKeys,
  type ConnectionState,
  decideLiveNotification,
  detailsTarget,
  isConnectionProblem,
  LIVE_TOAST_DURATION_MS,
} from './rules';

// ---------------------------------------------------------------------------------------------
// Module store: the current client, its state, and event listeners that outlive a client
// ---------------------------------------------------------------------------------------------

type Handler = (data: unknown) => void;

let current: RealtimeClient | null = null;
let state: ConnectionState = 'initialized';
const stateListeners = new Set<() => void>();
const eventHandlers = new Map<string, Set<Handler>>();

function setLiveState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function dispatch(event: string, data: unknown) {
  for (const handler of eventHandlers.get(event) ?? []) {
    try {
      handler(data);
    } catch (error) {
      console.error(`[realtime] ${event} listener failed`, error);
    }
  }
}

function subscribeState(listener: () => void) {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** The live connection's state ('subscribed', 'failed', 'subscription_failed', …). */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(
    subscribeState,
    () => state,
    () => 'initialized' as const,
  );
}

/** Reconnects now (the 'Retry' buttons); the client's own backoff keeps going otherwise. */
export function retryRealtime(): void {
  if (!current) return;
  current.disconnect();
  current.connect();
}

/** Listens to a channel event for as long as the component is mounted (any client). */
export function useRealtimeEvent(event: string, handler: Handler): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const wrapped: Handler = (data) => ref.current(data);
    let set = eventHandlers.get(event);
    if (!set) {
      set = new Set();
      eventHandlers.set(event, set);
    }
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }, [event]);
}

export interface ChatProgressOptions {
  /** Stage 'completed': refresh the conversation and recommended actions. */
  onCompleted?: (event: ChatProgressEvent) => void;
  onError?: (event: ChatProgressEvent) => void;
}

/**
 * Editor progress for one conversation (part 2 §4): the latest `{conversationId, stage,
 * message}` while it runs; null once a final stage ('completed', 'error') clears it.
 */
export function useChatProgress(
  conversationId: string | null | undefined,
  options: ChatProgressOptions = {},
): ChatProgressEvent | null {
  const [progress, setProgress] = useState<ChatProgressEvent | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts with no progress
  useEffect(() => setProgress(null), [conversationId]);
  useRealtimeEvent(REALTIME_EVENTS.chatProgress, (data) => {
    const parsed = chatProgressEvent.safeParse(data);
    if (!parsed.success || !conversationId || parsed.data.conversationId !== conversationId) return;
    const event = parsed.data;
    if ((CHAT_PROGRESS_FINAL_STAGES as readonly string[]).includes(event.stage)) {
      setProgress(null);
      if (event.stage === 'completed') optionsRef.current.onCompleted?.(event);
      else optionsRef.current.onError?.(event);
    } else {
      setProgress(event);
    }
  });
  return progress;
}

// ---------------------------------------------------------------------------------------------
// Arrival
// ---------------------------------------------------------------------------------------------

function refresh(client: QueryClient, keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** 'View details': mark read, then go to the deeplink. */
export function viewDetails(
  client: QueryClient,
  navigate: NavigateFunction,
  n: Pick<Notification, 'id' | 'deeplink' | 'readAt'>,
) {
  if (!n.readAt) markNotificationRead(client, { id: n.id, unread: true }).catch(() => {});
  navigate(detailsTarget(n.deeplink));
}

function showToast(n: Notification, onView: () => void) {
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
  });
}

/**
 * Connects the live channel for a signed-in user. Mount once, inside the router and the query
 * client; renders nothing.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const rt = new RealtimeClient({ userId, getToken });
    current = rt;
    let hadProblem = false;
    const offs = [
      rt.onStateChange((next) => {
        setLiveState(next);
        if (isConnectionProblem(next)) hadProblem = true;
        if (next === 'subscribed' && hadProblem) {
          // back after a gap: fetch whatever arrived while we were away
          hadProblem = false;
          void client.invalidateQueries({ queryKey: notificationsKeys.all });
        }
      }),
      // A connection error refreshes the notification queries (spec part 1 §4).
      rt.onError(() => void client.invalidateQueries({ queryKey: notificationsKeys.all })),
      rt.on(REALTIME_EVENTS.notification, (data) => {
        const parsed = notificationSchema.safeParse(data);
        if (!parsed.success) {
          console.warn('[notifications] ignored a malformed live notification', parsed.error);
          void client.invalidateQueries({ queryKey: notificationsKeys.all });
          return;
        }
        const n = parsed.data;
        const decision = decideLiveNotification(n, {
          // The address bar, not useLocation(): during a route transition React still renders
          // the previous route while the address already shows the one the user went to.
          pathname: window.location.pathname,
          assetDialogOpen: isAssetDialogOpen(),
        });
        if (decision === 'mark-read') {
          markNotificationRead(client, { id: n.id, unread: true }, { silent: true }).catch(() => {});
        } else if (decision === 'toast') {
          showToast(n, () => viewDetails(client, navigateRef.current, n));
        }
        refresh(client, arrivalRefreshKeys(n.queryKeys, decision));
        dispatch(REALTIME_EVENTS.notification, n);
      }),
      rt.on(REALTIME_EVENTS.assetProcessingCompleted, (data) => {
        const parsed = assetProcessingCompletedEvent.safeParse(data);
        if (parsed.success)
          refresh(
            client,
            parsed.data.queryKeys.filter((k) => k.length > 0),
          );
        dispatch(REALTIME_EVENTS.assetProcessingCompleted, data);
      }),
      rt.on(REALTIME_EVENTS.chatProgress, (data) => dispatch(REALTIME_EVENTS.chatProgress, data)),
    ];
    rt.connect();
    return () => {
      for (const off of offs) off();
      rt.disconnect();
      if (current === rt) current = null;
      setLiveState('initialized');
    };
  }, [userId, client]);

  return null;
}
