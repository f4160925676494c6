import { type EvaluatedFlags, EXTRACTOR_JOB_ROLE, type FlagKey, type Tier } from '@packsmith/core';

/** Paths whose nav item is active only on an exact match (spec: /dashboard and /judge). */
export const EXACT_MATCH_PATHS: readonly string[] = ['/dashboard', '/judge'];

/**
 * The sidebar's active-item rule: exact match for /dashboard and /judge, otherwise the
 * item's path itself or that path followed by a slash and more.
 */
export function isPathActive(pathname: string, itemPath: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXACT_MATCH_PATHS.includes(itemPath)) return path === itemPath;
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

export function isAnyPathActive(pathname: string, itemPaths: readonly string[]): boolean {
  return itemPaths.some((p) => isPathActive(pathname, p));
}

export interface NavContext {
  /** null while signed out, loading or still onboarding: role-gated items stay hidden. */
  user: { isStaff: boolean; jobRole: string | null; tier: Tier } | null;
  /** null while loading: every flag-gated item stays hidden until the flags are known. */
  flags: EvaluatedFlags | null;
}

/** Items that only some people see; every other item is always shown. */
export type NavGate = 'staff' | 'extractor' | 'notUnlimited' | { flag: FlagKey };

export function passesGate(gate: NavGate | undefined, ctx: NavContext): boolean {
  switch (gate) {
    case undefined:
      return true;
    case 'staff':
      return ctx.user?.isStaff === true;
    case 'extractor':
      return ctx.user?.jobRole === EXTRACTOR_JOB_ROLE;
    case 'notUnlimited':
      return ctx.user?.tier !== 'unlimited';
    default:
      return ctx.flags?.[gate.flag] === true;
  }
}

/** Home, Create and Projects always stay on the rail, however short the window. */
export const MIN_RAIL_ITEMS = 3;

/**
 * Splits the rail's items (More excluded) between the rail and the More overflow: all of them
 * when they fit beside More in `capacity` slots (null: not measured yet), else the first ones
 * stay and the rest, from the bottom up, move into More.
 */
export function fitRail<T>(items: readonly T[], capacity: number | null): { rail: T[]; overflow: T[] } {
  if (capacity === null || items.length + 1 <= capacity) return { rail: [...items], overflow: [] };
  const room = Math.max(MIN_RAIL_ITEMS, capacity - 1);
  return { rail: items.slice(0, room), overflow: items.slice(room) };
}
