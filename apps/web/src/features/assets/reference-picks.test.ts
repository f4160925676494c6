import { describe, expect, it } from 'vitest';
import { cancelPicks, canPickMore, openPicks, togglePick } from './reference-picks';

describe('reference picks', () => {
  it('picks and unpicks in order', () => {
    let p = openPicks([]);
    p = togglePick(p, 'a', 5);
    p = togglePick(p, 'b', 5);
    p = togglePick(p, 'a', 5);
    expect(p.selected).toEqual(['b']);
  });

  it('refuses a pick beyond the limit and disables further picks', () => {
    let p = openPicks(['a', 'b', 'c', 'd']);
    p = togglePick(p, 'e', 5);
    expect(canPickMore(p, 5)).toBe(false);
    expect(togglePick(p, 'f', 5)).toBe(p);
  });

  it('swaps the pick when the limit is one', () => {
    const p = togglePick(togglePick(openPicks([]), 'a', 1), 'b', 1);
    expect(p.selected).toEqual(['b']);
    expect(canPickMore(p, 1)).toBe(true);
  });

  it('cancel removes only this visit’s picks and keeps its unpicks', () => {
    let p = openPicks(['old1', 'old2']);
    p = togglePick(p, 'new1', 5);
    p = togglePick(p, 'old1', 5);
    p = togglePick(p, 'new2', 5);
    expect(cancelPicks(p)).toEqual(['old2']);
  });
});
