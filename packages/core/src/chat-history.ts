/**
 * Undo and redo in the chat editor: moving the active image along its edit chain (each edit's
 * output has the edited image as its parent) without rendering or charging anything. The server
 * writes every move on its AI message (`metadata.history`); the redo pointer is read back from
 * those messages, so the web and the server agree on what "redo" does.
 */

export const CHAT_HISTORY_MESSAGES = {
  undone: 'Went back to the previous version.',
  redone: 'Brought the change back.',
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
} as const;

/** Keyboard shortcuts as the editor's tooltips show them. */
export const CHAT_HISTORY_SHORTCUTS = {
  undo: { mac: '⌘Z', other: 'Ctrl+Z' },
  redo: { mac: '⇧⌘Z', other: 'Ctrl+Shift+Z' },
} as const;

/** One move, written on the AI message that answered "undo" or "redo". */
export interface ChatHistoryMove {
  action: 'undo' | 'redo';
  /** The image that was active. */
  from: string;
  /** The image that is active now. */
  to: string;
}

/** The move an AI message records, or null. */
export function historyMoveOf(metadata: Record<string, unknown> | null | undefined): ChatHistoryMove | null {
  const h = metadata?.history as Partial<ChatHistoryMove> | undefined;
  if (!h || typeof h !== 'object') return null;
  if ((h.action !== 'undo' && h.action !== 'redo') || typeof h.from !== 'string' || typeof h.to !== 'string')
    return null;
  return { action: h.action, from: h.from, to: h.to };
}

/** A conversation message as far as history is concerned (oldest first). */
export interface HistoryMessage {
  type: string;
  metadata: Record<string, unknown>;
  /** Ids of the images the message produced (an edit's outputs). */
  outputIds: readonly string[];
}

/**
 * Where "redo" from `activeId` goes: the image the latest undo that landed on `activeId` came
 * from. A new edit (an AI message with outputs) after that undo clears it: null.
 */
export function redoTarget(messages: readonly HistoryMessage[], activeId: string): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.type !== 'ai') continue;
    if (m.outputIds.length) return null;
    const move = historyMoveOf(m.metadata);
    if (move?.action === 'undo' && move.to === activeId) return move.from;
  }
  return null;
}
