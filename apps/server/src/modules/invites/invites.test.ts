import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_PATTERN,
  INVITE_FEATURES,
  INVITE_LIST_PAGE_SIZE,
  MESSAGES,
} from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, featureAccess, featureInvites, featureWaitlist } from '../../db/schema/index.ts';
import { newInviteCode } from './service.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('ops@packsmith.app');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });
const get = (token: string | undefined, url: string) => call('GET', url, token);
const post = (token: string | undefined, url: string, payload: object) => call('POST', url, token, payload);
const userIdOf = async (token: string) => (await get(token, '/api/users/me')).json().data.userId as string;
const statusOf = async (token: string, feature: string) =>
  (await get(token, `/api/feature-invites/check-activated?feature=${feature}`)).json().data;

/** Staff makes `count` codes for a feature; returns them. */
async function makeCodes(feature: string, count = 1, days = 30): Promise<string[]> {
  const res = await post(staff, '/api/admin/invites', { feature, count, days });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.invites.map((i: { code: string }) => i.code);
}
const redeem = (token: string, code: string, feature: string) =>
  post(token, '/api/feature-invites/redeem', { code, feature });
const expect400 = (res: Awaited<ReturnType<typeof call>>, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
};
const accessRows = (userId: string, feature: string) =>
  t.db
    .select()
    .from(featureAccess)
    .where(and(eq(featureAccess.userId, userId), eq(featureAccess.feature, feature)));

describe('invite codes', () => {
  it('are three groups of four from the readable alphabet', () => {
    const codes = new Set(Array.from({ length: 200 }, newInviteCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(INVITE_CODE_PATTERN);
      for (const ch of code.replaceAll('-', '')) expect(INVITE_CODE_ALPHABET).toContain(ch);
    }
  });
});

describe('feature invites API: guards and validation', () => {
  it('answers 401 to anonymous callers on every route, admin ones included', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/feature-invites/check-activated?feature=photoshoots'],
      ['POST', '/api/feature-invites/redeem'],
      ['POST', '/api/feature-invites/waitlist'],
      ['GET', '/api/admin/invites'],
      ['POST', '/api/admin/invites'],
      ['GET', '/api/admin/invites/waitlist?feature=photoshoots'],
      ['POST', '/api/admin/invites/waitlist/admit'],
    ];
    for (const [method, url] of routes) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('hides every admin invite route from people who are not staff (404), and changes nothing', async () => {
    const user = await t.signIn('curious@invites.test');
    const id = await userIdOf(user);
    const codesBefore = await t.db.select().from(featureInvites);
    await post(user, '/api/feature-invites/waitlist', { feature: 'early-access' });
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/invites'],
      ['POST', '/api/admin/invites', { feature: 'early-access', count: 1, days: 1 }],
      ['GET', '/api/admin/invites/waitlist?feature=early-access'],
      ['POST', '/api/admin/invites/waitlist/admit', { feature: 'early-access', userIds: [id] }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, user, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.select().from(featureInvites)).toEqual(codesBefore);
    expect(await accessRows(id, 'early-access')).toEqual([]);
  });

  it('refuses unknown and over-long feature names with the spec message', async () => {
    const user = await t.signIn('names@invites.test');
    for (const feature of ['nope', 'x'.repeat(1000), '']) {
      expect400(
        await get(user, `/api/feature-invites/check-activated?feature=${feature}`),
        MESSAGES.invites.unknownFeature,
      );
      expect400(
        await post(user, '/api/feature-invites/waitlist', { feature }),
        MESSAGES.invites.unknownFeature,
      );
    }
    expect((await get(user, '/api/feature-invites/check-activated')).statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(featureWaitlist)
        .where(eq(featureWaitlist.userId, await userIdOf(user))),
    ).toEqual([]);
  });

  it('answers a fresh person: not activated, not waitlisted, for every feature', async () => {
    const user = await t.signIn('fresh@invites.test');
    for (const feature of INVITE_FEATURES) {
      expect(await statusOf(user, feature)).toEqual({ feature, activated: false, waitlisted: false });
    }
  });
});

describe('staff creating and listing codes', () => {
  it('creates N codes with their expiry, audits it, and lists them by feature', async () => {
    const before = Date.now();
    const res = await post(staff, '/api/admin/invites', { feature: 'print-ready', count: 3, days: 7 });
    expect(res.statusCode).toBe(200);
    const invites = res.json().data.invites;
    expect(invites).toHaveLength(3);
    for (const invite of invites) {
      expect(invite.code).toMatch(INVITE_CODE_PATTERN);
      expect(invite).toMatchObject({
        feature: 'print-ready',
        createdByEmail: 'ops@packsmith.app',
        redeemedByEmail: null,
        redeemedAt: null,
      });
      const expires = new Date(invite.expiresAt).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
      expect(expires).toBeLessThan(before + 8 * 86_400_000);
    }
    const codes = invites.map((i: { code: string }) => i.code).sort();

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invite.create'));
    expect(audit).toMatchObject({ actorEmail: 'ops@packsmith.app', target: 'print-ready' });
    expect((audit.after as { codes: string[] }).codes.sort()).toEqual(codes);

    await makeCodes('photoshoots', 2);
    const listed = (await get(staff, '/api/admin/invites?feature=print-ready')).json().data;
    expect(listed).toMatchObject({ page: 1, pageSize: INVITE_LIST_PAGE_SIZE, totalCount: 3 });
    expect(listed.invites.map((i: { code: string }) => i.code).sort()).toEqual(codes);
    const all = (await get(staff, '/api/admin/invites')).json().data;
    expect(all.totalCount).toBeGreaterThanOrEqual(5);
    expect(new Set(all.invites.map((i: { feature: string }) => i.feature))).toEqual(
      new Set(['print-ready', 'photoshoots']),
    );
  });

  it('refuses a bad batch (unknown feature, no codes, too many days) and stores nothing', async () => {
    const countBefore = (await get(staff, '/api/admin/invites')).json().data.totalCount;
    expect400(
      await post(staff, '/api/admin/invites', { feature: 'x'.repeat(1000), count: 1, days: 1 }),
      MESSAGES.invites.unknownFeature,
    );
    for (const body of [
      { feature: 'extractor', count: 0, days: 1 },
      { feature: 'extractor', count: 101, days: 1 },
      { feature: 'extractor', count: 1, days: 366 },
      { feature: 'extractor', count: 1, days: 0 },
    ]) {
      expect((await post(staff, '/api/admin/invites', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(staff, '/api/admin/invites')).json().data.totalCount).toBe(countBefore);
  });
});

describe('redeeming a code', () => {
  it('unlocks the feature for the redeemer only, and the list shows who and when', async () => {
    const alice = await t.signIn('alice@invites.test');
    const bob = await t.signIn('bob@invites.test');
    const [code] = await makeCodes('photoshoots');
    // Typed loosely: lower case and spaces are forgiven.
    const res = await redeem(alice, ` ${code.toLowerCase()} `, 'photoshoots');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { feature: 'photoshoots', activated: true, waitlisted: false },
      message: MESSAGES.invites.redeemed,
    });
    expect(await statusOf(alice, 'photoshoots')).toMatchObject({ activated: true });
    expect(await statusOf(alice, 'extractor')).toMatchObject({ activated: false });
    expect(await statusOf(bob, 'photoshoots')).toMatchObject({ activated: false });
    expect(await accessRows(await userIdOf(alice), 'photoshoots')).toMatchObject([{ via: 'invite' }]);

    const listed = (await get(staff, '/api/admin/invites?feature=photoshoots')).json().data.invites;
    const row = listed.find((i: { code: string }) => i.code === code);
    expect(row.redeemedByEmail).toBe('alice@invites.test');
    expect(new Date(row.redeemedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a used code — to someone else and to the redeemer again', async () => {
    const carol = await t.signIn('carol@invites.test');
    const dave = await t.signIn('dave@invites.test');
    const [code] = await makeCodes('extractor');
    expect((await redeem(carol, code, 'extractor')).statusCode).toBe(200);
    expect400(await redeem(carol, code, 'extractor'), MESSAGES.invites.codeUsed);
    expect400(await redeem(dave, code, 'extractor'), MESSAGES.invites.codeUsed);
    expect(await statusOf(dave, 'extractor')).toMatchObject({ activated: false });
    const [invite] = await t.db.select().from(featureInvites).where(eq(featureInvites.code, code));
    expect(invite.redeemedBy).toBe(await userIdOf(carol));
  });

  it('refuses unknown, malformed, expired and other-feature codes, granting nothing', async () => {
    const erin = await t.signIn('erin@invites.test');
    const erinId = await userIdOf(erin);
    const [code] = await makeCodes('print-ready');
    expect400(await redeem(erin, 'ZZZZ-ZZZZ-ZZZZ', 'print-ready'), MESSAGES.invites.codeUnknown);
    expect400(await redeem(erin, 'not a code', 'print-ready'), MESSAGES.invites.codeUnknown);
    expect400(await redeem(erin, 'A'.repeat(1000), 'print-ready'), MESSAGES.invites.codeUnknown);
    expect400(await redeem(erin, code, 'photoshoots'), MESSAGES.invites.codeOtherFeature);
    expect400(await redeem(erin, code, 'x'.repeat(1000)), MESSAGES.invites.unknownFeature);

    await t.db
      .update(featureInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(featureInvites.code, code));
    expect400(await redeem(erin, code, 'print-ready'), MESSAGES.invites.codeExpired);

    expect(await t.db.select().from(featureAccess).where(eq(featureAccess.userId, erinId))).toEqual([]);
    const [invite] = await t.db.select().from(featureInvites).where(eq(featureInvites.code, code));
    expect(invite).toMatchObject({ redeemedBy: null, redeemedAt: null });
  });

  it('lets exactly one of two people win the same code redeemed at the same moment', async () => {
    const racers = await Promise.all([t.signIn('racer1@invites.test'), t.signIn('racer2@invites.test')]);
    const ids = await Promise.all(racers.map(userIdOf));
    const codes = await makeCodes('early-access', 5);
    for (const code of codes) {
      const results = await Promise.all(racers.map((token) => redeem(token, code, 'early-access')));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json().message).toBe(MESSAGES.invites.codeUsed);
      const winner = ids[results.findIndex((r) => r.statusCode === 200)];
      const [invite] = await t.db.select().from(featureInvites).where(eq(featureInvites.code, code));
      expect(invite.redeemedBy).toBe(winner);
    }
  });
});

describe('waitlist', () => {
  it('joins idempotently: twice is one row, 200 both times', async () => {
    const frank = await t.signIn('frank@invites.test');
    const frankId = await userIdOf(frank);
    const first = await post(frank, '/api/feature-invites/waitlist', { feature: 'photoshoots' });
    const second = await post(frank, '/api/feature-invites/waitlist', { feature: 'photoshoots' });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { feature: 'photoshoots', activated: false, waitlisted: true },
        message: MESSAGES.invites.waitlistJoined,
      });
    }
    const rows = await t.db.select().from(featureWaitlist).where(eq(featureWaitlist.userId, frankId));
    expect(rows).toHaveLength(1);
    expect(await statusOf(frank, 'photoshoots')).toMatchObject({ waitlisted: true, activated: false });
    expect(await statusOf(frank, 'print-ready')).toMatchObject({ waitlisted: false });
  });

  it('shows staff who waits, per feature; admitting unlocks, notifies and audits each person', async () => {
    const gina = await t.signIn('gina@invites.test');
    const hank = await t.signIn('hank@invites.test');
    const ivan = await t.signIn('ivan@invites.test');
    const [ginaId, hankId, ivanId] = await Promise.all([gina, hank, ivan].map(userIdOf));
    for (const token of [gina, hank])
      await post(token, '/api/feature-invites/waitlist', { feature: 'extractor' });
    await post(ivan, '/api/feature-invites/waitlist', { feature: 'print-ready' });

    const waiting = (await get(staff, '/api/admin/invites/waitlist?feature=extractor')).json().data;
    expect(waiting.feature).toBe('extractor');
    expect(waiting.people.map((p: { email: string }) => p.email)).toEqual([
      'gina@invites.test',
      'hank@invites.test',
    ]);
    expect(waiting.people[0]).toMatchObject({ userId: ginaId, name: 'Test User' });
    expect(Number.isNaN(Date.parse(waiting.people[0].joinedAt))).toBe(false);

    // Ivan waits for another feature: naming him admits nobody extra.
    const res = await post(staff, '/api/admin/invites/waitlist/admit', {
      feature: 'extractor',
      userIds: [ginaId, ivanId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ feature: 'extractor', admitted: [ginaId] });

    expect(await statusOf(gina, 'extractor')).toEqual({
      feature: 'extractor',
      activated: true,
      waitlisted: false,
    });
    expect(await statusOf(hank, 'extractor')).toMatchObject({ activated: false, waitlisted: true });
    expect(await statusOf(ivan, 'extractor')).toMatchObject({ activated: false, waitlisted: false });
    expect(await statusOf(ivan, 'print-ready')).toMatchObject({ activated: false, waitlisted: true });
    expect(await accessRows(ginaId, 'extractor')).toMatchObject([{ via: 'waitlist' }]);
    const [place] = await t.db
      .select()
      .from(featureWaitlist)
      .where(and(eq(featureWaitlist.userId, ginaId), eq(featureWaitlist.feature, 'extractor')));
    expect(place.admittedAt).not.toBeNull();

    const inbox = (await get(gina, '/api/notifications')).json().data.notifications;
    expect(inbox).toMatchObject([
      {
        type: 'feature_access_granted',
        title: MESSAGES.invites.admittedTitle,
        message: 'Artwork extractor is now unlocked for you.',
        deeplink: '/dashboard/early-access',
      },
    ]);
    expect((await get(hank, '/api/notifications')).json().data.notifications).toEqual([]);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'waitlist.admit'));
    expect(audits).toMatchObject([{ actorEmail: 'ops@packsmith.app', target: ginaId }]);

    const after = (await get(staff, '/api/admin/invites/waitlist?feature=extractor')).json().data.people;
    expect(after.map((p: { userId: string }) => p.userId)).toEqual([hankId]);
  });

  it('answers 404 when nobody named is waiting, and grants nothing', async () => {
    const jill = await t.signIn('jill@invites.test');
    const jillId = await userIdOf(jill);
    const res = await post(staff, '/api/admin/invites/waitlist/admit', {
      feature: 'photoshoots',
      userIds: [jillId],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.invites.notWaiting);
    expect(await accessRows(jillId, 'photoshoots')).toEqual([]);
    expect(
      (await post(staff, '/api/admin/invites/waitlist/admit', { feature: 'photoshoots', userIds: [] }))
        .statusCode,
    ).toBe(400);
  });

  it('takes a person off the waitlist once they redeem a code, and keeps them off it after', async () => {
    const kate = await t.signIn('kate@invites.test');
    const kateId = await userIdOf(kate);
    await post(kate, '/api/feature-invites/waitlist', { feature: 'print-ready' });
    const [code] = await makeCodes('print-ready');
    expect((await redeem(kate, code, 'print-ready')).statusCode).toBe(200);
    const people = (await get(staff, '/api/admin/invites/waitlist?feature=print-ready')).json().data.people;
    expect(people.map((p: { userId: string }) => p.userId)).not.toContain(kateId);
    const again = await post(kate, '/api/feature-invites/waitlist', { feature: 'print-ready' });
    expect(again.json().data).toEqual({ feature: 'print-ready', activated: true, waitlisted: false });
    expect(
      (await get(staff, '/api/admin/invites/waitlist?feature=print-ready'))
        .json()
        .data.people.map((p: { userId: string }) => p.userId),
    ).not.toContain(kateId);
  });
});

describe('feature access gates the flags behind it', () => {
  const flagsOf = async (token: string) => (await get(token, '/api/flags')).json().data;
  let lou: string;

  it('opens Photoshoots (render-mvp) for a person admitted from its waitlist, and only for them', async () => {
    const kim = await t.signIn('kim@access.test');
    lou = await t.signIn('lou@access.test');
    const [kimId, louId] = await Promise.all([kim, lou].map(userIdOf));
    expect((await flagsOf(kim))['render-mvp']).toBe(false);
    for (const token of [kim, lou])
      await post(token, '/api/feature-invites/waitlist', { feature: 'photoshoots' });
    // Waiting is not access.
    expect((await flagsOf(kim))['render-mvp']).toBe(false);

    const res = await post(staff, '/api/admin/invites/waitlist/admit', {
      feature: 'photoshoots',
      userIds: [kimId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await flagsOf(kim))['render-mvp']).toBe(true);
    expect((await flagsOf(lou))['render-mvp']).toBe(false);
    expect(louId).not.toBe(kimId);
    // The admission's notification refreshes the flags on the person's screen (over the realtime channel).
    const [note] = (await get(kim, '/api/notifications')).json().data.notifications;
    expect(note.type).toBe('feature_access_granted');
    expect(note.queryKeys).toEqual(expect.arrayContaining([['flags'], ['feature-invites']]));
  });

  it('opens the Early Access item (early-access-alpha) for the redeemer of an early-access code only', async () => {
    const [code] = await makeCodes('early-access');
    const mia = await t.signIn('mia@access.test');
    expect((await flagsOf(mia))['early-access-alpha']).toBe(false);
    expect((await redeem(mia, code!, 'early-access')).statusCode).toBe(200);
    expect((await flagsOf(mia))['early-access-alpha']).toBe(true);
    expect((await flagsOf(lou))['early-access-alpha']).toBe(false);
    // Another feature's access opens nothing else.
    expect((await flagsOf(mia))['render-mvp']).toBe(false);
  });

  it('keeps every gated flag off for anonymous callers', async () => {
    const flags = (await get(undefined, '/api/flags')).json().data;
    expect([flags['render-mvp'], flags['early-access-alpha']]).toEqual([false, false]);
  });
});
