import { describe, expect, it } from 'vitest';
import { searchQuery } from './contracts/search.ts';
import { SEARCH_LIMITS } from './search.ts';

describe('search query', () => {
  it('reads list-valued facets from commas or repeated keys, lower-cased', () => {
    const q = searchQuery.parse({ q: ' coffee ', colours: ['Green', 'navy'], styles: 'minimalist,bold' });
    expect(q).toMatchObject({ q: 'coffee', colours: ['green', 'navy'], styles: ['minimalist', 'bold'] });
  });

  it('gives industries back in their catalogue spelling whatever the case', () => {
    expect(searchQuery.parse({ industries: 'food & beverage' }).industries).toEqual(['Food & Beverage']);
  });

  it('accepts hex colours with or without #', () => {
    expect(searchQuery.parse({ colours: '#2e7d4f,C9A227' }).colours).toEqual(['#2e7d4f', 'c9a227']);
  });

  it('names the unknown values and lists the allowed ones', () => {
    const r = searchQuery.safeParse({ styles: 'minimalist,wobbly' });
    expect(r.success).toBe(false);
    const message = r.error?.issues[0]?.message ?? '';
    expect(message).toContain('Unknown styles: wobbly');
    expect(message).toContain('minimalist');
  });

  it('refuses too many values, a limit above the maximum and an over-long prompt', () => {
    const many = Array.from({ length: 50 }, () => 'green');
    expect(searchQuery.safeParse({ colours: many }).success).toBe(false);
    expect(searchQuery.safeParse({ limit: SEARCH_LIMITS.pageMax + 1 }).success).toBe(false);
    expect(searchQuery.safeParse({ q: 'x'.repeat(SEARCH_LIMITS.queryMaxChars + 1) }).success).toBe(false);
  });
});
