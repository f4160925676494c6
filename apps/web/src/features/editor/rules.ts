/** The chat editor's pure rules (spec part 2 §4, §9): turns, timestamps, progress, send gating. */
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatMessage,
  type ConversationStatus,
  type CreditBalance,
  chatEditCost,
} from '@packsmith/core';

/** Standby and error are resting states: a new message may be sent, polling stops. */
export const isIdle = (status: ConversationStatus) => status === 'standby' || status === 'error';

export interface Turn {
  /** The user message that starts the turn (null for replies before any user message). */
  user: ChatMessage | null;
  replies: ChatMessage[];
}

/** Each user message starts a turn; the non-user messages after it attach to it. */
export function groupTurns(messages: readonly ChatMessage[], { debug = false } = {}): Turn[] {
  const turns: Turn[] = [];
  for (const m of messages) {
    if (m.type === 'debug' && !debug) continue;
    if (m.type === 'user') turns.push({ user: m, replies: [] });
    else if (turns.length) turns.at(-1)!.replies.push(m);
    else turns.push({ user: null, replies: [m] });
  }
  return turns;
}

const JUST_NOW_MS = 60_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'Just now' under 60 s, else '5 minutes ago', '2 hours ago', 'yesterday'. */
export function timeLabel(createdAt: string, now: number): string {
  const age = now - new Date(createdAt).getTime();
  if (age < JUST_NOW_MS) return 'Just now';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (age >= ms) return rtf.format(-Math.floor(age / ms), unit);
  }
  return 'Just now';
}

/** Share (0–0.95) of the estimated 120 s a turn started at `since` has used; it never shows done. */
export function progressShare(since: number, now: number): number {
  const share = (now - since) / (CHAT_LIMITS.estimatedSeconds * 1000);
  return Math.min(0.95, Math.max(0.02, share));
}

/** Images the last turn asked for: its recorded numImagesRequested, else 1. */
export function requestedImagesOf(message: ChatMessage | null): number {
  const n = message?.metadata.numImagesRequested;
  return typeof n === 'number' && n >= 1 ? n : CHAT_LIMITS.defaultVariations;
}

/** The balance is below what one chat message costs ('Unlimited' never is). */
export function isLowBalance(balance: CreditBalance | undefined): boolean {
  if (!balance || balance.balance === 'Unlimited') return false;
  return balance.balance < chatEditCost(CHAT_LIMITS.defaultVariations);
}

export const isNoCreditsReply = (m: ChatMessage) =>
  m.type === 'ai' && m.content.includes(CHAT_MESSAGES.insufficientCredits);

/** An error (or the server's message) that says the conversation is archived. */
export const isArchivedError = (message: string) => message.toLowerCase().includes('archived');

/** Why sending is blocked right now, or null. Blank text blocks without a reason shown. */
export function sendBlock(state: {
  text: string;
  generating: boolean;
  loading: boolean;
  uploading: boolean;
  archived: boolean;
}): 'blank' | 'generating' | 'loading' | 'uploading' | 'archived' | null {
  if (state.archived) return 'archived';
  if (state.loading) return 'loading';
  if (state.uploading) return 'uploading';
  if (state.generating) return 'generating';
  if (!state.text.trim()) return 'blank';
  return null;
}

/** The strip: the images the editor may switch between, each once, in order. */
export function stripItems(
  ...groups: readonly (readonly { assetId: string; thumbnailUrl: string | null }[])[]
): { assetId: string; thumbnailUrl: string | null }[] {
  const seen = new Set<string>();
  const out: { assetId: string; thumbnailUrl: string | null }[] = [];
  for (const item of groups.flat()) {
    if (seen.has(item.assetId)) continue;
    seen.add(item.assetId);
    out.push(item);
  }
  return out;
}

/** Which history move a key press asks for, or null. */
export function historyShortcut(e: {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (e.altKey || !(e.metaKey || e.ctrlKey)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.metaKey && !e.shiftKey) return 'redo';
  return null;
}
