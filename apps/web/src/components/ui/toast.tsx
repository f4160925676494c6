/**
 * Toasts, loaded on first use: sonner and its toaster are not part of the first load. The
 * toaster mounts when the first toast is asked for, and toasts wait until it listens (sonner
 * drops toasts published before its toaster subscribes).
 */
import { TOAST_DURATION_MS } from '@packsmith/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type SonnerToast = typeof import('sonner').toast;

let wanted = false;
const wantedListeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Called by the toaster once it listens. */
export function toasterListening(): void {
  markListening();
}

// One promise for every toast, so they show in the order they were asked for.
let ready: Promise<SonnerToast> | null = null;

/** Runs `show` with sonner's `toast` once the toaster listens, loading both on first use. */
export function withToast(show: (toast: SonnerToast) => void): void {
  if (!ready) {
    ready = Promise.all([import('sonner'), listening]).then(([sonner]) => sonner.toast);
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  void ready.then(show);
}

const LazyToaster = lazy(() => import('./toaster'));

function subscribeWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Mount once: renders the toaster from the first toast on. */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster onListening={toasterListening} />
    </Suspense>
  ) : null;
}

/** Toasts with the product's durations: 3 s for success, 5 s for errors. */
export const notify = {
  success(title: string, description?: string) {
    withToast((toast) => toast.success(title, { description, duration: TOAST_DURATION_MS.success }));
  },
  error(title: string, description?: string) {
    withToast((toast) => toast.error(title, { description, duration: TOAST_DURATION_MS.error }));
  },
  warning(title: string, description?: string) {
    withToast((toast) => toast.warning(title, { description, duration: TOAST_DURATION_MS.error }));
  },
  info(title: string, description?: string) {
    withToast((toast) => toast(title, { description, duration: TOAST_DURATION_MS.success }));
  },
};
