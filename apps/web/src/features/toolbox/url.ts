import {
  CHAT_TOOLS,
  type ChatTool,
  DEFAULT_TOOLBOX_FILTER,
  TOOLBOX_FILTERS,
  TOOLBOX_RETURNS,
  type ToolboxFilter,
  type ToolboxReturn,
} from '@packsmith/core';

/** The toolbox's URL flags (spec part 2 §4 Toolbox). */
export const TOOLBOX_PARAMS = {
  open: 'toolbox',
  filter: 'toolboxFilter',
  tool: 'tool',
  return: 'return',
} as const;

export interface ToolboxUrlState {
  open: boolean;
  filter: ToolboxFilter;
  tool: ChatTool | null;
  returnTo: ToolboxReturn | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Unknown values fall back: filter → Quick edits, tool and return → none. */
export function readToolboxParams(params: URLSearchParams): ToolboxUrlState {
  return {
    open: params.get(TOOLBOX_PARAMS.open) === 'true',
    filter: oneOf(TOOLBOX_FILTERS, params.get(TOOLBOX_PARAMS.filter)) ?? DEFAULT_TOOLBOX_FILTER,
    tool: oneOf(CHAT_TOOLS, params.get(TOOLBOX_PARAMS.tool)),
    returnTo: oneOf(TOOLBOX_RETURNS, params.get(TOOLBOX_PARAMS.return)),
  };
}

/** The params with the toolbox open (on `filter`, default Quick edits), keeping everything else. */
export function openToolboxParams(
  params: URLSearchParams,
  options: { filter?: ToolboxFilter; returnTo?: ToolboxReturn } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TOOLBOX_PARAMS.open, 'true');
  next.set(TOOLBOX_PARAMS.filter, options.filter ?? DEFAULT_TOOLBOX_FILTER);
  next.delete(TOOLBOX_PARAMS.tool);
  if (options.returnTo) next.set(TOOLBOX_PARAMS.return, options.returnTo);
  return next;
}

/** One change to the open toolbox: another filter chip, or a tool's form (null: back to the cards). */
export function updateToolboxParams(
  params: URLSearchParams,
  change: { filter?: ToolboxFilter; tool?: ChatTool | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.filter) next.set(TOOLBOX_PARAMS.filter, change.filter);
  if (change.tool === null) next.delete(TOOLBOX_PARAMS.tool);
  else if (change.tool) next.set(TOOLBOX_PARAMS.tool, change.tool);
  return next;
}

/**
 * The params once the toolbox closes: its flags go, and `return` decides what else closes —
 * 'session' also closes the asset dialog, 'preview' leaves edit mode, 'editor' keeps the editor.
 */
export function closeToolboxParams(params: URLSearchParams): URLSearchParams {
  const { returnTo } = readToolboxParams(params);
  const next = new URLSearchParams(params);
  for (const key of Object.values(TOOLBOX_PARAMS)) next.delete(key);
  if (returnTo === 'session') {
    next.delete('assetId');
    next.delete('activeAssetId');
  }
  if (returnTo === 'preview') next.delete('isEditMode');
  return next;
}
