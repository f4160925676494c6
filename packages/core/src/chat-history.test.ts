import { describe, expect, it } from 'vitest';
import { type HistoryMessage, historyMoveOf, redoTarget } from './chat-history.ts';

const user = (): HistoryMessage => ({ type: 'user', metadata: {}, outputIds: [] });
const edit = (...outputIds: string[]): HistoryMessage => ({ type: 'ai', metadata: {}, outputIds });
const moved = (action: 'undo' | 'redo', from: string, to: string): HistoryMessage => ({
  type: 'ai',
  metadata: { history: { action, from, to } },
  outputIds: [],
});

describe('redoTarget', () => {
  it('goes back to the image the latest undo onto this image came from', () => {
    // A → B → C, undo twice, redo once
    const log = [
      user(),
      edit('B'),
      user(),
      edit('C'),
      user(),
      moved('undo', 'C', 'B'),
      user(),
      moved('undo', 'B', 'A'),
    ];
    expect(redoTarget(log, 'A')).toBe('B');
    const after = [...log, user(), moved('redo', 'A', 'B')];
    expect(redoTarget(after, 'B')).toBe('C');
    expect(redoTarget([...after, user(), moved('redo', 'B', 'C')], 'C')).toBeNull();
  });

  it('nothing undone, or a new edit since the undo: nothing to redo', () => {
    expect(redoTarget([user(), edit('B')], 'B')).toBeNull();
    expect(
      redoTarget([user(), edit('B'), user(), moved('undo', 'B', 'A'), user(), edit('D')], 'A'),
    ).toBeNull();
    // a failed turn (an answer without images) does not clear it
    expect(redoTarget([user(), edit('B'), user(), moved('undo', 'B', 'A'), user(), edit()], 'A')).toBe('B');
  });

  it('reads only well-formed moves', () => {
    expect(historyMoveOf({ history: { action: 'undo', from: 'B', to: 'A' } })).toEqual({
      action: 'undo',
      from: 'B',
      to: 'A',
    });
    expect(historyMoveOf({ history: 'undo' })).toBeNull();
    expect(historyMoveOf({ history: { action: 'skip', from: 'B', to: 'A' } })).toBeNull();
    expect(historyMoveOf(undefined)).toBeNull();
  });
});
