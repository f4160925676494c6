/**
 * Live notifications (spec part 1 §4; part 2 §4). `LiveNotifications` is mounted once in the
 * app shell for a signed-in user: it connects the RealtimeClient with the bearer token and
 * listens on `private-notifications_{userId}`. Its state lives in live-store.ts so the bell, the
 * page and future features read it without a context; arrivals are handled by
 * live-arrivals.tsx, loaded with the first event.
 */
import { REALTIME_EVENTS } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '@/lib/auth-token';
import { RealtimeClient } from '@/lib/realtime';
import { notificationsKeys } from './api';
import { dispatchLiveEvent, isLiveClient, setLiveClient, setLiveState } from './live-store';
import { fetchedBefore } from './rules';

// One import for every event: arrivals are handled in the order they came.
const arrivals = () => import('./live-arrivals');

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
    setLiveClient(rt);
    const offs = [
      rt.onStateChange((next) => {
        setLiveState(next);
        if (next === 'subscribed') {
          // Events sent before we listened are lost (on first connect too: a page load can miss
          // a generation finishing), so anything fetched before now is refetched once.
          const subscribedAt = Date.now();
          void client.invalidateQueries({ predicate: (q) => fetchedBefore(q.state, subscribedAt) });
        }
      }),
      // A connection error refreshes the notification queries (spec part 1 §4).
      rt.onError(() => void client.invalidateQueries({ queryKey: notificationsKeys.all })),
      rt.on(REALTIME_EVENTS.notification, (data) => {
        void arrivals().then((m) => {
          const n = m.receiveNotification(client, () => navigateRef.current, data);
          if (n) dispatchLiveEvent(REALTIME_EVENTS.notification, n);
        });
      }),
      rt.on(REALTIME_EVENTS.assetProcessingCompleted, (data) => {
        void arrivals().then((m) => {
          m.receiveAssetProcessed(client, data);
          dispatchLiveEvent(REALTIME_EVENTS.assetProcessingCompleted, data);
        });
      }),
      rt.on(REALTIME_EVENTS.chatProgress, (data) => dispatchLiveEvent(REALTIME_EVENTS.chatProgress, data)),
      rt.on(REALTIME_EVENTS.support, (data) => dispatchLiveEvent(REALTIME_EVENTS.support, data)),
    ];
    rt.connect();
    return () => {
      for (const off of offs) off();
      rt.disconnect();
      if (isLiveClient(rt)) setLiveClient(null);
      setLiveState('initialized');
    };
  }, [userId, client]);

  return null;
}
