/**
 * Which creation dialog is open, outside React, so the Create new dialog, the dashboard, session
 * pages and the `?daid=` remix handler can all open a flow. One host (CreateFlowsHost, mounted in
 * the app layout) renders the open dialog.
 */
import type { DesignAction, DesignActionType } from '@packsmith/core';
import { createContext, useContext, useSyncExternalStore } from 'react';

export type CreateFlowId =
  | 'logo-design'
  | 'ai-imagery'
  | 'packaging-range'
  | 'variant-range'
  | 'product-photoshoot';

/** The creation dialog that makes (and remixes) each design action type, where there is one. */
export const FLOW_FOR_ACTION_TYPE: Partial<Record<DesignActionType, CreateFlowId>> = {
  'ai-imagery': 'ai-imagery',
  'logo-design': 'logo-design',
  'packaging-range': 'packaging-range',
  'variant-range': 'variant-range',
  'product-photoshoot': 'product-photoshoot',
};

export interface CreateFlowRequest {
  flow: CreateFlowId;
  /** Add the new action to this session; without it the server creates one. */
  sessionId?: string;
  /** Remix: pre-fill the dialog from this design action (the `?daid=` parameter). */
  remixFrom?: DesignAction;
  /** Start from this image (an asset id): dialogs with a selection step jump to the form. */
  referenceAssetId?: string;
}

let current: CreateFlowRequest | null = null;
const listeners = new Set<() => void>();

function set(next: CreateFlowRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openCreateFlow(request: CreateFlowRequest): void {
  set(request);
}

export function closeCreateFlow(): void {
  set(null);
}

/** The open flow, or null. */
export function useCreateFlow(): CreateFlowRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** What every flow dialog receives from the host. */
export interface FlowDialogProps {
  request: CreateFlowRequest;
  onClose: () => void;
}

/**
 * Back to the Create new tiles: given (by Create new) to a flow opened from them, and to no other
 * (quick-create, session pages, `?daid=` remixes). The flow's first step shows it as its Back.
 */
export const BackToTilesContext = createContext<(() => void) | null>(null);

export const useBackToTiles = () => useContext(BackToTilesContext);
