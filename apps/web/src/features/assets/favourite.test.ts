import { describe, expect, it } from 'vitest';
import { findFavourite, optimisticFavourite, reconcileFavourite, setFavouriteIn } from './favourite';

const a = (id: string, isFavourite = false) => ({ id, isFavourite, url: `/${id}` });

describe('favourite reconciliation', () => {
  it('flips optimistically', () => {
    expect(optimisticFavourite(false)).toBe(true);
    expect(optimisticFavourite(true)).toBe(false);
  });

  it("lets the server's value win", () => {
    expect(reconcileFavourite(false, { data: { id: 'x', isFavourite: true } })).toBe(true);
    // The server may disagree with the optimistic flip (e.g. a second tab flipped it meanwhile).
    expect(reconcileFavourite(false, { data: { id: 'x', isFavourite: false } })).toBe(false);
    expect(reconcileFavourite(true, { data: { isFavourite: false } })).toBe(false);
  });

  it('reverts when the response lacks a value', () => {
    expect(reconcileFavourite(false, { data: {} })).toBe(false);
    expect(reconcileFavourite(true, { data: { isFavourite: 'yes' } })).toBe(true);
    expect(reconcileFavourite(true, {})).toBe(true);
    expect(reconcileFavourite(false, null)).toBe(false);
    expect(reconcileFavourite(true, undefined)).toBe(true);
  });
});

describe('cache patching', () => {
  it('patches a single asset, a page and infinite pages', () => {
    expect(setFavouriteIn(a('1'), '1', true)).toEqual(a('1', true));
    const page = { data: [a('1'), a('2')], totalCount: 2 };
    expect(setFavouriteIn(page, '2', true)).toEqual({ data: [a('1'), a('2', true)], totalCount: 2 });
    const infinite = { pages: [page, { data: [a('3')], totalCount: 3 }], pageParams: [0, 2] };
    const next = setFavouriteIn(infinite, '3', true);
    expect(next.pages[1]!.data[0]).toEqual(a('3', true));
    expect(next.pages[0]).toBe(page);
    expect(findFavourite(next, '3')).toBe(true);
    expect(findFavourite(page, '9')).toBeUndefined();
  });

  it('returns the same object when nothing changes', () => {
    const page = { data: [a('1', true)], totalCount: 1 };
    expect(setFavouriteIn(page, '1', true)).toBe(page);
    expect(setFavouriteIn(page, 'other', false)).toBe(page);
    expect(setFavouriteIn(undefined, '1', true)).toBeUndefined();
    expect(setFavouriteIn({ something: 1 }, '1', true)).toEqual({ something: 1 });
  });
});
