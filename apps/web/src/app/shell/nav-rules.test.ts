import { type EvaluatedFlags, FLAG_KEYS, type FlagKey } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { fitRail, isAnyPathActive, isPathActive, type NavContext, passesGate } from './nav-rules';

describe('isPathActive', () => {
  it('matches /dashboard only exactly', () => {
    expect(isPathActive('/dashboard', '/dashboard')).toBe(true);
    expect(isPathActive('/dashboard/', '/dashboard')).toBe(true);
    expect(isPathActive('/dashboard/collections', '/dashboard')).toBe(false);
    expect(isPathActive('/dashboard/sessions/abc', '/dashboard')).toBe(false);
  });

  it('matches /judge only exactly', () => {
    expect(isPathActive('/judge', '/judge')).toBe(true);
    expect(isPathActive('/judge/results', '/judge')).toBe(false);
  });

  it('matches other items by the path followed by a slash', () => {
    expect(isPathActive('/dashboard/collections', '/dashboard/collections')).toBe(true);
    expect(isPathActive('/dashboard/collections/123', '/dashboard/collections')).toBe(true);
    expect(isPathActive('/explore/styles', '/explore')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isPathActive('/dashboard/collectionsx', '/dashboard/collections')).toBe(false);
    expect(isPathActive('/explorer', '/explore')).toBe(false);
    expect(isPathActive('/admin-tools', '/admin')).toBe(false);
  });

  it('checks several paths for a panel item', () => {
    expect(isAnyPathActive('/action/mockup', ['/dashboard/mockups', '/action/mockup'])).toBe(true);
    expect(isAnyPathActive('/pricing', ['/dashboard/mockups', '/action/mockup'])).toBe(false);
  });
});

describe('passesGate', () => {
  const base: NavContext = { user: null, flags: null };
  const flags = (on: FlagKey[]) =>
    Object.fromEntries(FLAG_KEYS.map((key) => [key, on.includes(key)])) as EvaluatedFlags;
  const user = (over: Partial<NonNullable<NavContext['user']>> = {}): NavContext => ({
    ...base,
    user: { isStaff: false, jobRole: 'Marketing', tier: 'free', ...over },
  });

  it('shows ungated items to everyone', () => {
    expect(passesGate(undefined, base)).toBe(true);
  });

  it('shows Admin only to staff', () => {
    expect(passesGate('staff', base)).toBe(false);
    expect(passesGate('staff', user())).toBe(false);
    expect(passesGate('staff', user({ isStaff: true }))).toBe(true);
  });

  it('shows Extractor only to graphic or packaging designers', () => {
    expect(passesGate('extractor', user())).toBe(false);
    expect(passesGate('extractor', user({ jobRole: 'Graphic or Packaging Design' }))).toBe(true);
    expect(passesGate('extractor', base)).toBe(false);
  });

  it('hides flag-gated items while the flags load or with the flag off', () => {
    const photoshoots = { flag: 'render-mvp' } as const;
    expect(passesGate(photoshoots, user())).toBe(false);
    expect(passesGate(photoshoots, { ...user(), flags: flags([]) })).toBe(false);
    expect(passesGate(photoshoots, { ...user(), flags: flags(['print-ready']) })).toBe(false);
    expect(passesGate(photoshoots, { ...user(), flags: flags(['render-mvp']) })).toBe(true);
  });

  it('hides More credits for Unlimited', () => {
    expect(passesGate('notUnlimited', user({ tier: 'unlimited' }))).toBe(false);
    expect(passesGate('notUnlimited', user({ tier: 'growth' }))).toBe(true);
    expect(passesGate('notUnlimited', base)).toBe(true);
  });
});

describe('fitRail', () => {
  const items = ['home', 'create', 'projects', 'generator', 'print-ready', 'playground', 'judge'];

  it('keeps every item on the rail when they fit beside More, or before the rail is measured', () => {
    expect(fitRail(items, 8)).toEqual({ rail: items, overflow: [] });
    expect(fitRail(items, 20)).toEqual({ rail: items, overflow: [] });
    expect(fitRail(items, null)).toEqual({ rail: items, overflow: [] });
  });

  it('moves the bottom items into More when the rail is short, leaving More its slot', () => {
    expect(fitRail(items, 7)).toEqual({ rail: items.slice(0, 6), overflow: ['judge'] });
    expect(fitRail(items, 5)).toEqual({
      rail: ['home', 'create', 'projects', 'generator'],
      overflow: ['print-ready', 'playground', 'judge'],
    });
  });

  it('never moves Home, Create or Projects', () => {
    expect(fitRail(items, 1).rail).toEqual(['home', 'create', 'projects']);
    expect(fitRail(items, 0).overflow).toEqual(items.slice(3));
  });
});
