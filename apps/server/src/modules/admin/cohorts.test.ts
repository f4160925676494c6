import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { designActions, users } from '../../db/schema/index.ts';
import { lastWeeks, utcMondayOf } from '../../lib/weeks.ts';

let t: TestApp;
let staff: string;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The middle of the week `weeksAgo` weeks before this one. */
const inWeek = (weeksAgo: number) =>
  new Date(utcMondayOf(new Date()).getTime() - weeksAgo * 7 * DAY_MS + 1.5 * DAY_MS);

async function person(email: string, signedUpWeeksAgo: number, excluded = false) {
  const token = await t.signIn(email);
  await t.db
    .update(users)
    .set({ createdAt: inWeek(signedUpWeeksAgo), excludeFromReporting: excluded })
    .where(eq(users.email, email));
  return token;
}

/** A design action made through the API, dated `weeksAgo` weeks back (0: now). */
async function act(token: string, weeksAgo: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/design-actions',
    headers: t.bearer(token),
    payload: { type: 'ai-imagery', metadata: { prompt: 'a tin of tea', imageCount: 1 } },
  });
  expect(res.statusCode).toBe(201);
  if (weeksAgo > 0)
    await t.db
      .update(designActions)
      .set({ createdAt: inWeek(weeksAgo) })
      .where(eq(designActions.id, res.json().data.designAction.id));
}

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  const ann = await person('ann@cohort.test', 2);
  await person('ben@cohort.test', 2);
  const cat = await person('cat@cohort.test', 1);
  const dan = await person('dan@cohort.test', 20);
  const eve = await person('eve@cohort.test', 2, true);
  await act(ann, 2);
  await act(ann, 0);
  await act(cat, 1);
  await act(cat, 1);
  await act(dan, 0);
  await act(eve, 2);
});
afterAll(() => t.close());

describe('GET /api/admin/returning-active-users', () => {
  it('counts, per sign-up week, the people active in that week and each week after, from real rows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returning-active-users?weeks=3',
      headers: t.bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    const weeks = lastWeeks(3, new Date());
    expect(res.json().data).toEqual({
      weeks,
      cohorts: [
        // Ann and Ben (Eve is excluded from reporting): Ann made something then and again this week.
        { week: weeks[0], size: 2, active: [1, 0, 1] },
        // Cat, twice in her first week: one person.
        { week: weeks[1], size: 1, active: [1, 0] },
        // Staff signed up this week and made nothing; Dan signed up long before.
        { week: weeks[2], size: 1, active: [0] },
      ],
    });
  });

  it('refuses a window it does not offer', async () => {
    for (const weeks of ['0', '27', 'x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/returning-active-users?weeks=${weeks}`,
        headers: t.bearer(staff),
      });
      expect(res.statusCode, weeks).toBe(400);
    }
  });
});

describe('lastWeeks', () => {
  it('lists Mondays (UTC), oldest first, ending with the current week', () => {
    expect(lastWeeks(3, new Date('2026-11-25T23:30:00Z'))).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(lastWeeks(1, new Date('2026-11-23T00:00:00Z'))).toEqual(['2026-11-23']);
    expect(lastWeeks(1, new Date('2026-11-22T23:59:59Z'))).toEqual(['2026-11-16']);
  });
});
