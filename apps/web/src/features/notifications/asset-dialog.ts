/**
 * Which asset dialogs are open, so a live notification can be marked read instead of toasted
 * while the user is looking at an asset (spec part 1 §4).
 *
 * Another feature marks its dialog in either way:
 * - `useAssetDialogOpen(open)` in the dialog's component (registers while `open` is true), or
 * - without importing anything: `data-asset-dialog` on the dialog's content element.
 */
import { useEffect, useSyncExternalStore } from 'react';

export const ASSET_DIALOG_ATTRIBUTE = 'data-asset-dialog';

const open = new Set<symbol>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Registers one open asset dialog; call the returned function when it closes (idempotent). */
export function registerAssetDialog(): () => void {
  const token = Symbol('asset-dialog');
  open.add(token);
  emit();
  return () => {
    if (open.delete(token)) emit();
  };
}

export function subscribeAssetDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markedInDocument(): boolean {
  const doc = (globalThis as { document?: Document }).document;
  return Boolean(doc?.querySelector(`[${ASSET_DIALOG_ATTRIBUTE}]:not([data-state="closed"])`));
}

/** Is any asset dialog open right now (registered, or marked in the page)? */
export function isAssetDialogOpen(): boolean {
  return open.size > 0 || markedInDocument();
}

/** For asset dialogs: registers this dialog as open while `isOpen` is true. */
export function useAssetDialogOpen(isOpen: boolean): void {
  useEffect(() => (isOpen ? registerAssetDialog() : undefined), [isOpen]);
}

/** Reads whether a registered asset dialog is open (re-renders on change). */
export function useIsAssetDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeAssetDialogs,
    () => open.size > 0,
    () => false,
  );
}
