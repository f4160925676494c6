import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { isSafeText, safeText, unsafeTextPath } from './safe-text.ts';

describe('safe text', () => {
  it.each([
    ['plain', true],
    ['emoji 😀 and accents é', true],
    ['a\u0000b', false],
    ['lone high \ud800', false],
    ['lone low \udc00 here', false],
    ['reversed \udc00\ud800', false],
    ['', true],
  ])('%j is safe: %s', (text, safe) => {
    expect(isSafeText(text)).toBe(safe);
  });

  it('finds unsafe text anywhere in a body, keys included, and names where', () => {
    expect(unsafeTextPath({ name: 'ok', tags: ['a', 'b'] })).toBeNull();
    expect(unsafeTextPath({ metadata: { prompt: 'x\u0000' } })).toBe('metadata.prompt');
    expect(unsafeTextPath({ list: ['ok', { deep: '\ud800' }] })).toBe('list[1].deep');
    expect(unsafeTextPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(unsafeTextPath('\u0000')).toBe('(value)');
    expect(unsafeTextPath(12)).toBeNull();
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toMatch(/^\[0\]/);
  });

  it('gives forms the message', () => {
    const result = safeText().safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.generic.unsafeText);
  });
});
