import { describe, expect, it } from 'vitest';
import { searchQuery } from './contracts/search.ts';
import { designTitle, editedImageTitle, SEARCH_LIMITS } from './search.ts';

describe('search query', () => {
  it('reads list-valued facets from commas or repeated keys, lower-cased', () => {
    const q = searchQuery.parse({ q: ' coffee ', colours: ['Green', 'navy'], styles: 'minimalist,bold' });
    expect(q).toMatchObject({ q: 'coffee', colours: ['green', 'navy'], styles: ['minimalist', 'bold'] });
  });

  it('matches capitalised facet values (industries) in any case, returning their own spelling', () => {
    expect(searchQuery.parse({ industries: 'food & beverage,LUXURY' }).industries).toEqual([
      'Food & Beverage',
      'Luxury',
    ]);
    expect(searchQuery.parse({ industries: 'Food & Beverage' }).industries).toEqual(['Food & Beverage']);
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

describe('titles of images made from a design', () => {
  it('names a packaging design by brand, product and template, never doubling the product', () => {
    const doc = {
      kind: 'packaging',
      template: 'coffee-bag',
      text: { brand: 'Bean There', descriptor: 'Cold Brew' },
    };
    expect(designTitle(doc)).toBe('Bean There Cold Brew Coffee Bag');
    expect(
      designTitle({ ...doc, text: { brand: 'Bean There', descriptor: 'Single Origin Coffee Bag' } }),
    ).toBe('Bean There Single Origin Coffee Bag');
    expect(designTitle({ kind: 'logo', text: { brand: 'Aurum' } })).toBe('Aurum logo');
    expect(designTitle(undefined)).toBeNull();
  });

  it("titles a chat edit from its design, else the source's title with the edit, never the reply", () => {
    const doc = { kind: 'packaging', template: 'coffee-bag', text: { brand: 'Verde' } };
    expect(editedImageTitle(doc, 'Rendered it from four angles.')).toBe('Verde Coffee Bag');
    expect(editedImageTitle(null, 'Summer label')).toBe('Summer label (edited)');
    expect(editedImageTitle(null, 'Summer label (edited)')).toBe('Summer label (edited)');
    expect(editedImageTitle(null, null)).toBe('Edited image');
  });
});
