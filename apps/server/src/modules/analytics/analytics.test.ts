import { MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { analyticsEvents, userCredits } from '../../db/schema/index.ts';
import { tableAnalytics } from '../../providers/analytics/table.ts';

const LIMIT = 5;
let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_EVENTS_PER_MINUTE: String(LIMIT) });
  token = await t.signIn('events@analytics.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).json().data
    .userId;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
});

/** Each test its own client address, so the per-address limit never carries over. */
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

const send = (payload: unknown, { auth = null as string | null, ip = nextAddress() } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: payload as object,
    headers: auth ? t.bearer(auth) : {},
    remoteAddress: ip,
  });

/** Every stored event, once the adapter has written what it was given. */
async function stored() {
  await t.deps.analytics.flush();
  return t.db.select().from(analyticsEvents);
}

describe('POST /api/analytics/events', () => {
  it('stores a signed-in event under the user, 204', async () => {
    expect(t.deps.analytics.name).toBe('table');
    const res = await send(
      { name: 'download_design', properties: { suffix: 'png' }, anonymousId: 'browser-1234' },
      { auth: token },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row, ...rest] = await stored();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      name: 'download_design',
      userId,
      anonymousId: null,
      properties: { suffix: 'png' },
    });
  });

  it('stores a signed-out event under its anonymousId, and needs one', async () => {
    const res = await send({ name: 'print_service_homepage_landing', anonymousId: 'visitor-abcdef' });
    expect(res.statusCode).toBe(204);
    expect(await stored()).toMatchObject([
      { name: 'print_service_homepage_landing', userId: null, anonymousId: 'visitor-abcdef', properties: {} },
    ]);

    await t.db.delete(analyticsEvents);
    const missing = await send({ name: 'print_service_homepage_landing' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.analytics.anonymousIdRequired);
    expect(await stored()).toEqual([]);
  });

  it('refuses unknown names, extra, too many and over-long properties with 400, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'page_view' }, MESSAGES.analytics.unknownEvent],
      [{ name: 'x'.repeat(1000) }, MESSAGES.analytics.unknownEvent],
      [{ name: 'logout', properties: { plan: 'pro' } }, MESSAGES.analytics.badProperties],
      [
        { name: 'download_design', properties: { suffix: 'png', price: 5 } },
        MESSAGES.analytics.badProperties,
      ],
      [
        {
          name: 'download_design',
          properties: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`p${i}`, i])),
        },
        MESSAGES.analytics.badProperties,
      ],
      [{ name: 'download_design', properties: { suffix: 'p'.repeat(61) } }, MESSAGES.analytics.badProperties],
      [{ name: 'search', properties: { query: 'q'.repeat(201) } }, MESSAGES.analytics.badProperties],
      [
        { name: 'download_design', properties: { ['k'.repeat(41)]: 'png' } },
        MESSAGES.analytics.badProperties,
      ],
      [{ name: 'download_design', properties: { suffix: 3 } }, MESSAGES.analytics.badProperties],
    ];
    for (const [payload, message] of cases) {
      const res = await send({ anonymousId: 'visitor-abcdef', ...(payload as object) });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('limits events per address when signed out and per user when signed in (429), storing no more', async () => {
    const ip = nextAddress();
    const event = { name: 'print_service_homepage_landing', anonymousId: 'visitor-flood' };
    for (let i = 0; i < LIMIT; i++) expect((await send(event, { ip })).statusCode).toBe(204);
    const over = await send(event, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.generic.rateLimited);
    // A changed anonymousId does not get round it; another address is counted on its own.
    expect((await send({ ...event, anonymousId: 'visitor-other' }, { ip })).statusCode).toBe(429);
    expect((await send(event)).statusCode).toBe(204);
    expect(await stored()).toHaveLength(LIMIT + 1);

    const flooder = await t.signIn('flood@analytics.test');
    for (let i = 0; i < LIMIT; i++)
      expect((await send({ name: 'logout' }, { auth: flooder })).statusCode).toBe(204);
    expect((await send({ name: 'logout' }, { auth: flooder })).statusCode).toBe(429);
    expect(await stored()).toHaveLength(2 * LIMIT + 1);
  });
});

describe('server-side events', () => {
  it('captures no_credits when a reservation is refused with a 402', async () => {
    const poor = await t.signIn('poor@analytics.test');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(poor) });
    const poorId = me.json().data.userId as string;
    await t.app.inject({ method: 'GET', url: '/api/credits/balance', headers: t.bearer(poor) });
    await t.db.update(userCredits).set({ currentAllowanceBalance: 2 }).where(eq(userCredits.userId, poorId));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design-actions',
      headers: t.bearer(poor),
      payload: { type: 'ai-imagery', metadata: { prompt: 'lemons on a summer table', imageCount: 1 } },
    });
    expect(res.statusCode).toBe(402);
    expect(await stored()).toMatchObject([
      { name: 'no_credits', userId: poorId, properties: { action: 'image_generation', required: 3 } },
    ]);
  });

  it('captures logout when the sign-out endpoint runs, and nothing for a refused sign-out', async () => {
    const leaving = await t.signIn('leaving@analytics.test');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(leaving) });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: t.bearer(leaving) });
    expect(res.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: t.bearer(leaving),
    });
    expect(again.statusCode).toBe(401);
    expect(await stored()).toMatchObject([{ name: 'logout', userId: me.json().data.userId, properties: {} }]);
  });
});

describe('the table adapter', () => {
  it('logs a write that fails instead of throwing, and keeps the rest', async () => {
    const log = { error: vi.fn() };
    const table = tableAnalytics(t.db, log as never);
    const at = new Date('2026-02-03T04:05:06Z');
    // An unknown user id breaks the foreign key: that row fails, the other is stored.
    table.capture({
      name: 'logout',
      userId: '00000000-0000-4000-8000-000000000000',
      anonymousId: null,
      properties: {},
      at,
    });
    table.capture({
      name: 'search',
      userId,
      anonymousId: null,
      properties: { query: 'tins', colours: ['teal'] },
      at,
    });
    await table.shutdown();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await stored()).toMatchObject([
      { name: 'search', userId, properties: { query: 'tins', colours: ['teal'] }, createdAt: at },
    ]);
    table.capture({ name: 'logout', userId, anonymousId: null, properties: {}, at });
    await table.flush();
    expect(await stored()).toHaveLength(1);
  });
});
