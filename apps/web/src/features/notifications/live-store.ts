/**
 * The live connection's state and event listeners, outside React and outside the connection
 * module: the bell, the connection status and future features read them on first load, while
 * the connection itself (live-connection.tsx, with its schemas and toasts) loads on demand.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './rules';

type Handler = (data: unknown) => void;

/** What the store needs of a connected client: reconnecting for the 'Retry' buttons. */
interface Reconnectable {
  connect(): void;
  disconnect(): void;
}

let current: Reconnectable | null = null;
let state: ConnectionState = 'initialized';
const stateListeners = new Set<() => void>();
const eventHandlers = new Map<string, Set<Handler>>();

/** The connection registers its client while it is mounted (null when it unmounts). */
export function setLiveClient(client: Reconnectable | null): void {
  current = client;
}

export function isLiveClient(client: Reconnectable): boolean {
  return current === client;
}

export function setLiveState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/** Hands a live event to every `useRealtimeEvent` listener. */
export function dispatchLiveEvent(event: string, data: unknown): void {
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
