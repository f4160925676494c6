import type { ChatMessage, CreditBalance } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  groupTurns,
  historyShortcut,
  isLowBalance,
  progressShare,
  requestedImagesOf,
  sendBlock,
  stripItems,
  timeLabel,
} from './rules';

const msg = (id: string, type: ChatMessage['type'], metadata: Record<string, unknown> = {}): ChatMessage => ({
  id,
  type,
  content: id,
  createdAt: '2026-11-25T10:00:00.000Z',
  metadata,
  outputAssets: [],
});

describe('groupTurns', () => {
  it('starts a turn at each user message and attaches the replies after it', () => {
    const turns = groupTurns([msg('u1', 'user'), msg('a1', 'ai'), msg('u2', 'user'), msg('a2', 'ai')]);
    expect(turns.map((t) => [t.user?.id, t.replies.map((r) => r.id)])).toEqual([
      ['u1', ['a1']],
      ['u2', ['a2']],
    ]);
  });
  it('hides debug messages unless asked', () => {
    const messages = [msg('u1', 'user'), msg('d1', 'debug'), msg('a1', 'ai')];
    expect(groupTurns(messages)[0]!.replies.map((r) => r.id)).toEqual(['a1']);
    expect(groupTurns(messages, { debug: true })[0]!.replies.map((r) => r.id)).toEqual(['d1', 'a1']);
  });
  it('keeps replies that come before any user message', () => {
    expect(groupTurns([msg('a0', 'ai')])).toEqual([{ user: null, replies: [msg('a0', 'ai')] }]);
  });
});

describe('timeLabel', () => {
  const at = Date.parse('2026-11-25T10:00:00.000Z');
  it('says Just now under 60 seconds, then relative time', () => {
    expect(timeLabel('2026-11-25T10:00:00.000Z', at + 59_000)).toBe('Just now');
    expect(timeLabel('2026-11-25T10:00:00.000Z', at + 5 * 60_000)).toBe('5 minutes ago');
    expect(timeLabel('2026-11-25T10:00:00.000Z', at + 2 * 3_600_000)).toBe('2 hours ago');
    expect(timeLabel('2026-11-25T10:00:00.000Z', at + 26 * 3_600_000)).toBe('yesterday');
  });
});

describe('progressShare', () => {
  it('grows over the estimated 120 s and never reaches done', () => {
    expect(progressShare(0, 60_000)).toBeCloseTo(0.5);
    expect(progressShare(0, 600_000)).toBe(0.95);
    expect(progressShare(0, 0)).toBeGreaterThan(0);
  });
});

describe('send rules', () => {
  const base = {
    text: 'make it green',
    generating: false,
    loading: false,
    uploading: false,
    archived: false,
  };
  it('sends non-blank text only when nothing blocks it', () => {
    expect(sendBlock(base)).toBeNull();
    expect(sendBlock({ ...base, text: '   \n' })).toBe('blank');
    expect(sendBlock({ ...base, generating: true })).toBe('generating');
    expect(sendBlock({ ...base, loading: true })).toBe('loading');
    expect(sendBlock({ ...base, uploading: true })).toBe('uploading');
    expect(sendBlock({ ...base, archived: true, generating: true })).toBe('archived');
  });
  it('reads the requested image count, default 1', () => {
    expect(requestedImagesOf(msg('u', 'user', { numImagesRequested: 3 }))).toBe(3);
    expect(requestedImagesOf(msg('u', 'user'))).toBe(1);
    expect(requestedImagesOf(null)).toBe(1);
  });
  it('is low on credits below one message’s cost; Unlimited never is', () => {
    const balance = (b: CreditBalance['balance']) => ({ balance: b }) as CreditBalance;
    expect(isLowBalance(balance(4))).toBe(true);
    expect(isLowBalance(balance(5))).toBe(false);
    expect(isLowBalance(balance('Unlimited'))).toBe(false);
    expect(isLowBalance(undefined)).toBe(false);
  });
});

describe('stripItems', () => {
  it('lists each image once, in order', () => {
    const a = { assetId: 'a', thumbnailUrl: null };
    const b = { assetId: 'b', thumbnailUrl: 'b.png' };
    expect(stripItems([a, b], [b, { assetId: 'c', thumbnailUrl: null }]).map((i) => i.assetId)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('historyShortcut', () => {
  const key = (
    k: string,
    mods: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) => historyShortcut({ key: k, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });
  it('⌘Z and Ctrl+Z undo; ⇧⌘Z, Ctrl+Shift+Z and Ctrl+Y redo; anything else is not a move', () => {
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('y', { metaKey: true })).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('x', { ctrlKey: true })).toBeNull();
  });
});
