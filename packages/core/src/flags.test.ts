import { describe, expect, it } from 'vitest';
import { audienceIncludes, type FlagAudience, rolloutBucket } from './flags.ts';

const NOBODY: FlagAudience = { everyone: false, staff: false, tiers: [], userIds: [], percentage: 0 };
const person = (userId: string) => ({ userId, tier: 'free' as const, staff: false, jobRole: null });

describe('percentage rollouts', () => {
  it('put each user in the same bucket every time, spread evenly across users', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `user-${i}`);
    expect(ids.map((id) => rolloutBucket('render-mvp', id))).toEqual(
      ids.map((id) => rolloutBucket('render-mvp', id)),
    );
    const inHalf = ids.filter((id) =>
      audienceIncludes('render-mvp', { ...NOBODY, percentage: 50 }, person(id)),
    ).length;
    expect(inHalf / ids.length).toBeGreaterThan(0.45);
    expect(inHalf / ids.length).toBeLessThan(0.55);
  });

  it('pick different people for different flags', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const a = ids.map((id) => rolloutBucket('render-mvp', id) < 50);
    const b = ids.map((id) => rolloutBucket('print-ready', id) < 50);
    expect(a).not.toEqual(b);
  });

  it('never include signed-out visitors except through everyone', () => {
    const anonymous = { userId: null, tier: null, staff: false, jobRole: null };
    expect(audienceIncludes('x', { ...NOBODY, percentage: 100, staff: true }, anonymous)).toBe(false);
    expect(audienceIncludes('x', { ...NOBODY, everyone: true }, anonymous)).toBe(true);
  });
});
