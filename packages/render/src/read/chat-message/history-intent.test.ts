import { describe, expect, it } from 'vitest';
import { readHistoryIntent } from './history-intent.ts';

describe('readHistoryIntent', () => {
  it.each([
    'undo',
    'Undo',
    'undo that',
    'Undo it.',
    'undo the last change',
    'oops, undo that please',
    'go back',
    'Go back!',
    'go back one step',
    'go back to the previous version',
    'revert',
    'revert that',
    'revert to the previous version',
    'previous version',
    'back to the previous one',
    'can you undo that?',
    "let's go back",
    'actually, undo',
    "I don't like it, go back",
    'take that back',
    'roll back',
    'Ctrl+Z',
  ])('%s → undo', (message) => {
    expect(readHistoryIntent(message)).toBe('undo');
  });

  it.each([
    'redo',
    'Redo that',
    'redo please',
    'put it back',
    'Put it back please',
    'bring it back',
    'go forward',
    'undo the undo',
    'could you redo it?',
    'ctrl+shift+z',
    'ctrl y',
  ])('%s → redo', (message) => {
    expect(readHistoryIntent(message)).toBe('redo');
  });

  it.each([
    'make it green',
    'go back to blue',
    'undo that and make it red',
    'revert the colours to blue',
    'what do you think?',
    'use a serif font and remove the pattern',
    'put the logo back on the front',
    'back of pack',
    'show the back',
    'another version',
    'again',
    '',
    '   ',
  ])('%s → null', (message) => {
    expect(readHistoryIntent(message)).toBeNull();
  });
});
