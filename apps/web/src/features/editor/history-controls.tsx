/**
 * Undo and redo in the editor: two buttons over the image and ⌘Z / ⇧⌘Z (Ctrl+Z, Ctrl+Shift+Z,
 * Ctrl+Y). Both send "Undo" / "Redo" through the chat, so the conversation shows them with the
 * AI's answer and the server moves the active image along its edit chain (nothing is charged).
 */
import { CHAT_HISTORY_SHORTCUTS } from '@packsmith/core';
import { Redo2, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { historyShortcut } from './rules';

const isMac = () =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent);

/** The shortcut as this platform writes it (⌘Z on a Mac, Ctrl+Z elsewhere). */
export function shortcutLabel(action: 'undo' | 'redo'): string {
  return CHAT_HISTORY_SHORTCUTS[action][isMac() ? 'mac' : 'other'];
}

/** Typing somewhere: the field's own undo wins (the chat input, the toolbox's forms). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return !!target.closest('input, textarea, select, [contenteditable="true"]');
}

/**
 * The shortcuts while the editor is open, except while typing or when another dialog (the
 * toolbox) sits over the editor. A move that is not possible right now is swallowed quietly.
 */
export function useHistoryShortcuts(state: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = historyShortcut(e);
      if (!action || e.defaultPrevented || e.isComposing || isTyping(e.target)) return;
      const dialog = e.target instanceof Element ? e.target.closest('[role="dialog"]') : null;
      if (dialog && !dialog.querySelector('[data-testid="asset-editor"]')) return;
      e.preventDefault();
      const s = latest.current;
      if (action === 'undo' && s.canUndo) s.onUndo();
      if (action === 'redo' && s.canRedo) s.onRedo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

function HistoryButton({
  action,
  enabled,
  onPress,
}: {
  action: 'undo' | 'redo';
  enabled: boolean;
  onPress: () => void;
}) {
  const tip = `${action === 'undo' ? 'Undo' : 'Redo'} (${shortcutLabel(action)})`;
  const Icon = action === 'undo' ? Undo2 : Redo2;
  // The tooltip sits on a wrapper: a disabled button takes no pointer events, and it still tells
  // which key does it.
  return (
    <span title={tip} className="inline-flex shrink-0" data-testid={`editor-${action}-tip`}>
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-10 shrink-0 sm:size-8"
        onClick={onPress}
        disabled={!enabled}
        aria-label={tip}
        aria-keyshortcuts={action === 'undo' ? 'Meta+Z Control+Z' : 'Meta+Shift+Z Control+Shift+Z Control+Y'}
        data-testid={`editor-${action}`}
      >
        <Icon aria-hidden />
      </Button>
    </span>
  );
}

/** The two buttons, over the image's corner; disabled when there is nothing to move to. */
export function HistoryControls({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Edit history"
      className="absolute right-3 bottom-3 flex gap-0.5 rounded-xl bg-white/90 p-1 shadow-md ring-1 ring-zinc-200 backdrop-blur"
      data-testid="editor-history"
    >
      <HistoryButton action="undo" enabled={canUndo} onPress={onUndo} />
      <HistoryButton action="redo" enabled={canRedo} onPress={onRedo} />
    </div>
  );
}
