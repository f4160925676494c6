import { listCollectionItemsQuery } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { alreadyHoldsAll, collectionItemsQuery, nextOffset } from './rules';

describe('alreadyHoldsAll', () => {
  it('only when every image is in the collection', () => {
    const m = { a: ['c1', 'c2'], b: ['c1'] };
    expect(alreadyHoldsAll(m, ['a', 'b'], 'c1')).toBe(true);
    expect(alreadyHoldsAll(m, ['a', 'b'], 'c2')).toBe(false);
    expect(alreadyHoldsAll(m, ['z'], 'c1')).toBe(false);
    expect(alreadyHoldsAll(m, [], 'c1')).toBe(false);
  });
});

describe('nextOffset', () => {
  it('is the number loaded so far until totalCount', () => {
    const page = (n: number, totalCount: number) => ({ data: Array.from({ length: n }), totalCount });
    expect(nextOffset(page(10, 25), [page(10, 25)])).toBe(10);
    expect(nextOffset(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextOffset(page(0, 25), [page(10, 25), page(0, 25)])).toBeUndefined();
  });
});

describe('the collection page search', () => {
  it('asks for 48 images a page and sends the trimmed words as filters, none when blank', () => {
    expect(collectionItemsQuery(0)).toEqual({ limit: 48, offset: 0 });
    expect(collectionItemsQuery(48, '   ')).toEqual({ limit: 48, offset: 48 });
    expect(collectionItemsQuery(96, '  lemon soda ')).toEqual({
      limit: 48,
      offset: 96,
      filters: 'lemon soda',
    });
    // The server's contract reads it as the items search (and would strip an unknown key).
    expect(listCollectionItemsQuery.parse(collectionItemsQuery(0, 'lemon')).filters).toBe('lemon');
  });
});
