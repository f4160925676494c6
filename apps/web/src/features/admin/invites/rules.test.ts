import { describe, expect, it } from 'vitest';
import { codeState } from './rules';

describe('codeState', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('reads redeemed before anything else, then the expiry', () => {
    expect(codeState({ redeemedAt: '2026-02-01T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe(
      'redeemed',
    );
    expect(codeState({ redeemedAt: null, expiresAt: '2026-03-01T12:00:00Z' }, now)).toBe('expired');
    expect(codeState({ redeemedAt: null, expiresAt: '2026-03-01T12:00:01Z' }, now)).toBe('available');
  });
});
