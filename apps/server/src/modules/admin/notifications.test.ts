import { MESSAGES, NOTIFICATION_MESSAGES, notificationsChannel, type Tier } from '@packsmith/core';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { adminNotificationSends, auditLog, notifications, users } from '../../db/schema/index.ts';
import { type Envelope, listenerConfig, PG_CHANNEL } from '../../providers/realtime/index.ts';

let t: TestApp;
let staff: string;
let ada: string;
let bob: string;
let pia: string;
let quin: string;
/** Every realtime envelope published while the tests run, as a LISTENing instance sees them. */
const envelopes: Envelope[] = [];
let listener: pg.Client;

const M = MESSAGES.adminNotifications;
const send = (payload: object, token = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: t.bearer(token), payload });
const titles = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: t.bearer(token) }))
    .json()
    .data.notifications.map((n: { title: string }) => n.title);
const content = {
  type: 'design_action_complete',
  title: 'Hello',
  message: 'A message',
  deeplink: '/pricing',
};

async function setTier(email: string, tier: Tier) {
  await t.db.update(users).set({ tier }).where(eq(users.email, email));
}

async function stored() {
  const [[sends], [rows], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(adminNotificationSends),
    t.db.select({ n: count() }).from(notifications),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { sends: sends!.n, notifications: rows!.n, audits: audits!.n };
}

/** Waits until the LISTEN connection has seen `n` envelopes for these channels (or times out). */
async function envelopesFor(userIds: string[], n: number) {
  const channels = new Set(userIds.map(notificationsChannel));
  const matching = () => envelopes.filter((e) => channels.has(e.c));
  for (let i = 0; i < 100 && matching().length < n; i++) await new Promise((r) => setTimeout(r, 50));
  return matching();
}

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  ada = await t.signIn('ada@brand.co');
  bob = await t.signIn('bob@brand.co');
  pia = await t.signIn('pia@brand.co');
  quin = await t.signIn('quin@brand.co');
  await setTier('pia@brand.co', 'pro');
  await setTier('quin@brand.co', 'pro');
  listener = new pg.Client(listenerConfig(t.db));
  await listener.connect();
  listener.on('notification', (msg) => {
    if (msg.channel === PG_CHANNEL && msg.payload) envelopes.push(JSON.parse(msg.payload));
  });
  await listener.query(`LISTEN ${PG_CHANNEL}`);
});

afterAll(async () => {
  await listener?.end();
  await t.close();
});

describe('POST /api/admin/notifications to one person', () => {
  it('reaches that person (any case of e-mail), live and in their list, and nobody else', async () => {
    const res = await send({ audience: 'user', email: 'ADA@Brand.co', ...content, type: 'MOCKUP_READY' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: expect.any(String),
        senderEmail: 'ops@packsmith.app',
        audience: 'user',
        target: 'ada@brand.co',
        type: 'mockup_ready',
        title: 'Hello',
        message: 'A message',
        deeplink: '/pricing',
        delivered: 1,
        createdAt: expect.any(String),
      },
      message: 'Sent to ada@brand.co.',
    });
    expect(await titles(ada)).toEqual(['Hello']);
    expect(await titles(bob)).toEqual([]);
    const [live] = await envelopesFor([await idOf('ada@brand.co')], 1);
    expect(live).toMatchObject({
      e: 'notification',
      d: { title: 'Hello', type: 'mockup_ready', readAt: null },
    });
  });
});

describe('POST /api/admin/notifications to a tier', () => {
  it('reaches exactly the people on that tier and records the send with its count', async () => {
    const res = await send({ audience: 'tier', tier: 'pro', ...content, title: 'For Pro' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ audience: 'tier', target: 'pro', delivered: 2 });
    expect(res.json().message).toBe('Sent to 2 people.');
    expect(await titles(pia)).toEqual(['For Pro']);
    expect(await titles(quin)).toEqual(['For Pro']);
    expect(await titles(ada)).not.toContain('For Pro');
    expect(await titles(staff)).toEqual([]);
    const pro = [await idOf('pia@brand.co'), await idOf('quin@brand.co')];
    expect((await envelopesFor(pro, 2)).map((e) => e.d)).toEqual([
      expect.objectContaining({ title: 'For Pro' }),
      expect.objectContaining({ title: 'For Pro' }),
    ]);
  });

  it('sends nothing to an empty tier and says so', async () => {
    const before = await stored();
    const res = await send({ audience: 'tier', tier: 'unlimited', ...content });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.delivered).toBe(0);
    expect(res.json().message).toBe('Nobody is on the Unlimited plan, so nothing was sent.');
    const after = await stored();
    expect(after.notifications).toBe(before.notifications);
    expect(after.sends).toBe(before.sends + 1);
  });

  it('stores and pushes to thousands (one insert, live events in batches)', async () => {
    const people = Array.from({ length: 3000 }, (_, i) => ({ email: `bulk${i}@scale.test`, tier: 'scale' }));
    const ids = (await t.db.insert(users).values(people).returning({ id: users.id })).map((r) => r.id);
    const res = await send({ audience: 'tier', tier: 'scale', ...content, title: 'Scale news' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.delivered).toBe(3000);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(inArray(notifications.userId, ids));
    expect(n).toBe(3000);
    expect((await envelopesFor(ids, 3000)).length).toBe(3000);
  });
});

describe('bad input', () => {
  it('answers 400 or 404 with a clear message and stores nothing', async () => {
    const before = await stored();
    const cases: [object, number, string][] = [
      [{ audience: 'user', email: 'ada@brand.co', ...content, title: 'x'.repeat(1000) }, 400, M.titleTooLong],
      [
        { audience: 'user', email: 'ada@brand.co', ...content, type: 'party_time' },
        400,
        NOTIFICATION_MESSAGES.invalidType,
      ],
      [
        { audience: 'user', email: 'ada@brand.co', ...content, deeplink: 'https://evil.test/x' },
        400,
        NOTIFICATION_MESSAGES.invalidDeeplink,
      ],
      [
        { audience: 'user', email: 'ada@brand.co', ...content, deeplink: '//evil.test' },
        400,
        NOTIFICATION_MESSAGES.invalidDeeplink,
      ],
      [{ audience: 'tier', tier: 'gold', ...content }, 400, M.unknownTier],
      [{ audience: 'everyone', ...content }, 400, M.audienceRequired],
      [{ audience: 'user', email: 'nobody@brand.co', ...content }, 404, M.unknownEmail],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists sends newest first, paged, with who sent them, the audience and the count', async () => {
    for (let i = 0; i < 20; i++)
      await send({ audience: 'user', email: 'bob@brand.co', ...content, title: `B${i}` });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: t.bearer(staff),
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ page: 1, pageSize: 20, totalCount: 24 });
    expect(page1.sends).toHaveLength(20);
    expect(page1.sends[0]).toMatchObject({
      title: 'B19',
      senderEmail: 'ops@packsmith.app',
      target: 'bob@brand.co',
    });
    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/admin/notifications?page=2', headers: t.bearer(staff) })
    ).json().data;
    expect(page2.sends.map((s: { target: string; delivered: number }) => [s.target, s.delivered])).toEqual([
      ['scale', 3000],
      ['unlimited', 0],
      ['pro', 2],
      ['ada@brand.co', 1],
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications?page=0',
      headers: t.bearer(staff),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the form how many people each tier has', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications/audience',
      headers: t.bearer(staff),
    });
    expect(res.json().data.tiers).toEqual({
      free: 3,
      starter: 0,
      growth: 0,
      plus: 0,
      pro: 2,
      scale: 3000,
      unlimited: 0,
    });
  });

  it('shows each send in the audit log on the admin home', async () => {
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: t.bearer(staff),
    });
    const changes = overview.json().data.recentChanges;
    expect(changes[0]).toMatchObject({
      actorEmail: 'ops@packsmith.app',
      action: 'notification.send',
      target: 'user:bob@brand.co',
      after: { title: 'B19', delivered: 1 },
    });
    expect(changes.map((c: { target: string }) => c.target)).toContain('user:bob@brand.co');
  });
});

describe('who may send', () => {
  it('is staff only: members get 404 and nothing is sent', async () => {
    const before = await stored();
    const res = await send({ audience: 'tier', tier: 'free', ...content }, ada);
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
