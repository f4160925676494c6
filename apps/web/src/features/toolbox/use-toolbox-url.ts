import type { ChatTool, ToolboxFilter, ToolboxReturn } from '@packsmith/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  closeToolboxParams,
  openToolboxParams,
  readToolboxParams,
  TOOLBOX_PARAMS,
  updateToolboxParams,
} from './url';

/**
 * The toolbox's state lives in the URL. Opening and picking a tool push a history entry, so the
 * browser's back button returns to the cards and then closes the toolbox; chips, the dialog's own
 * back button and closing replace the entry.
 */
export function useToolboxUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readToolboxParams(params), [params]);
  const show = useCallback(
    (options?: { filter?: ToolboxFilter; returnTo?: ToolboxReturn }) =>
      setParams((p) => openToolboxParams(p, options)),
    [setParams],
  );
  const close = useCallback(() => setParams((p) => closeToolboxParams(p), { replace: true }), [setParams]);
  const setFilter = useCallback(
    (filter: ToolboxFilter) => setParams((p) => updateToolboxParams(p, { filter }), { replace: true }),
    [setParams],
  );
  const selectTool = useCallback(
    (tool: ChatTool) => setParams((p) => updateToolboxParams(p, { tool })),
    [setParams],
  );
  const back = useCallback(
    () => setParams((p) => updateToolboxParams(p, { tool: null }), { replace: true }),
    [setParams],
  );
  /** The `tool` flag as written, known tool or not (a tool without a form says so). */
  const requestedTool = params.get(TOOLBOX_PARAMS.tool);
  return { ...state, requestedTool, show, close, setFilter, selectTool, back };
}
