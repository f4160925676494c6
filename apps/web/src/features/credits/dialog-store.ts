/**
 * Which credits dialog is open, outside React: the top-up and low-credits dialogs are opened from
 * popovers (which unmount when they close), pages and, later, every Generate button. One host
 * (CreditsDialogsHost, mounted with the credits popover in the top bar) renders them.
 */
import { useSyncExternalStore } from 'react';

export interface LowCreditsRequest {
  /** Credits the action needs, when known ("This needs 9 credits"). */
  required?: number;
}

interface DialogState {
  topUp: boolean;
  lowCredits: LowCreditsRequest | null;
  /** Increases each time the top-up dialog opens: a fresh payment intent per opening. */
  topUpOpenId: number;
}

let state: DialogState = { topUp: false, lowCredits: null, topUpOpenId: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<DialogState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the top-up dialog (closing the low-credits dialog if it is open). */
export function openTopUp(): void {
  set({ topUp: true, lowCredits: null, topUpOpenId: state.topUpOpenId + 1 });
}

export function closeTopUp(): void {
  set({ topUp: false });
}

/** Opens the low-credits dialog ("You don't have enough credits"). */
export function openLowCredits(request: LowCreditsRequest = {}): void {
  set({ lowCredits: request });
}

export function closeLowCredits(): void {
  set({ lowCredits: null });
}

export function useCreditsDialogs(): DialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
