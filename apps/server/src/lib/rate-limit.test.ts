import { describe, expect, it } from 'vitest';
import { windowLimiter } from './rate-limit.ts';

describe('windowLimiter', () => {
  it('allows `limit` hits per key per window, then again in the next window', () => {
    let clock = 0;
    const allow = windowLimiter({ limit: 2, windowMs: 1000, now: () => clock });
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    clock = 999;
    expect(allow('a')).toBe(false);
    clock = 1000;
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false]);
  });

  it('keeps at most maxKeys keys in a window: new keys wait, known ones carry on', () => {
    let clock = 0;
    const allow = windowLimiter({ limit: 5, windowMs: 1000, maxKeys: 2, now: () => clock });
    expect([allow('a'), allow('b'), allow('c'), allow('a')]).toEqual([true, true, false, true]);
    clock = 1000;
    expect(allow('c')).toBe(true);
  });
});
