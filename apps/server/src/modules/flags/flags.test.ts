import { FLAG_KEYS, FLAGS } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const people: Record<'ada' | 'bob' | 'ops', { token: string; id: string }> = {} as never;

async function person(email: string) {
  const token = await t.signIn(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string };
}

const flagsOf = async (token?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/flags', headers: token ? t.bearer(token) : {} })).json()
    .data;

const setAudience = (key: string, audience: object, token = people.ops.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/flags/${key}`,
    headers: t.bearer(token),
    payload: { audience },
  });

const NOBODY = { everyone: false, staff: false, tiers: [], userIds: [], percentage: 0 };

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  people.ada = await person('ada@brand.co');
  people.bob = await person('bob@brand.co');
  people.ops = await person('ops@packsmith.app');
});
afterAll(() => t.close());

describe('GET /api/flags', () => {
  it('answers every flag with its default audience, for anonymous visitors too', async () => {
    const anonymous = await flagsOf();
    expect(Object.keys(anonymous).sort()).toEqual([...FLAG_KEYS].sort());
    for (const key of FLAG_KEYS) expect(anonymous[key]).toBe(FLAGS[key].defaultAudience.everyone);
    // Render MVP starts staff-only.
    expect((await flagsOf(people.ada.token))['render-mvp']).toBe(false);
    expect((await flagsOf(people.ops.token))['render-mvp']).toBe(true);
  });
});

describe('staff set who a flag is on for', () => {
  it('turns render MVP on for one user: that user sees it at once, another does not, and the audit log says so', async () => {
    const res = await setAudience('render-mvp', { ...NOBODY, userIds: [people.ada.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'render-mvp', updatedBy: 'ops@packsmith.app' });
    expect((await flagsOf(people.ada.token))['render-mvp']).toBe(true);
    expect((await flagsOf(people.bob.token))['render-mvp']).toBe(false);
    expect((await flagsOf(people.ops.token))['render-mvp']).toBe(false);

    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: t.bearer(people.ops.token),
    });
    expect(overview.json().data.recentChanges[0]).toMatchObject({
      actorEmail: 'ops@packsmith.app',
      action: 'flag.update',
      target: 'render-mvp',
      before: FLAGS['render-mvp'].defaultAudience,
      after: { ...NOBODY, userIds: [people.ada.id] },
    });
  });

  it('targets tiers, staff and everyone', async () => {
    await t.deps.db.execute(`update users set tier = 'pro' where id = '${people.bob.id}'`);
    await setAudience('early-access-alpha', { ...NOBODY, tiers: ['pro'] });
    expect((await flagsOf(people.bob.token))['early-access-alpha']).toBe(true);
    expect((await flagsOf(people.ada.token))['early-access-alpha']).toBe(false);
    await setAudience('early-access-alpha', { ...NOBODY, everyone: true });
    expect((await flagsOf())['early-access-alpha']).toBe(true);
    await setAudience('early-access-alpha', NOBODY);
    expect((await flagsOf(people.ops.token))['early-access-alpha']).toBe(false);
  });

  it('rolls a percentage out to the same people every time', async () => {
    await setAudience('blurry-previews', { ...NOBODY, percentage: 50 });
    const first = await Promise.all([people.ada, people.bob].map((p) => flagsOf(p.token)));
    t.deps.flags.invalidate();
    const again = await Promise.all([people.ada, people.bob].map((p) => flagsOf(p.token)));
    expect(again.map((f) => f['blurry-previews'])).toEqual(first.map((f) => f['blurry-previews']));
    await setAudience('blurry-previews', { ...NOBODY, percentage: 100 });
    expect((await flagsOf(people.ada.token))['blurry-previews']).toBe(true);
    expect((await flagsOf())['blurry-previews']).toBe(false);
  });

  it('refuses unknown flags and bad audiences with a 400, changing nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/flags', headers: t.bearer(people.ops.token) })
    ).json();
    for (const [key, audience] of [
      ['x'.repeat(90), NOBODY],
      ['no-such-flag', NOBODY],
      ['render-mvp', { ...NOBODY, percentage: 101 }],
      ['render-mvp', { ...NOBODY, tiers: ['gold'] }],
      ['render-mvp', { ...NOBODY, userIds: ['not-a-uuid'] }],
      ['render-mvp', { ...NOBODY, extra: true }],
    ] as const) {
      const res = await setAudience(key, audience);
      expect(res.statusCode, `${key.slice(0, 20)} ${JSON.stringify(audience)}`).toBe(400);
    }
    expect((await setAudience('no-such-flag', NOBODY)).json().message).toBe(
      'There is no flag with that name.',
    );
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/flags', headers: t.bearer(people.ops.token) })
    ).json();
    expect(after).toEqual(before);
  });
});

describe('the maintenance page', () => {
  it('shows to people the flag is on for, never to staff', async () => {
    await setAudience('maintenance-page', { ...NOBODY, everyone: true });
    expect((await flagsOf())['maintenance-page']).toBe(true);
    expect((await flagsOf(people.ada.token))['maintenance-page']).toBe(true);
    expect((await flagsOf(people.ops.token))['maintenance-page']).toBe(false);
    await setAudience('maintenance-page', NOBODY);
    expect((await flagsOf(people.ada.token))['maintenance-page']).toBe(false);
  });

  it('is forced on for everyone by the MAINTENANCE environment variable', async () => {
    const forced = await createTestApp({ MAINTENANCE: 'true', STAFF_EMAIL_DOMAIN: 'packsmith.app' });
    try {
      const staff = await forced.signIn('ops@packsmith.app');
      const res = await forced.app.inject({
        method: 'GET',
        url: '/api/flags',
        headers: forced.bearer(staff),
      });
      expect(res.json().data['maintenance-page']).toBe(true);
    } finally {
      await forced.close();
    }
  });
});

describe('the annual subscriptions flag', () => {
  const changePlan = (tier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/change-plan',
      headers: t.bearer(people.ada.token),
      payload: { tier },
    });

  it('refuses a yearly plan while it is off, and lets monthly plans through', async () => {
    await setAudience('annual-subscriptions', NOBODY);
    const refused = await changePlan('plus');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Yearly plans are not available right now. Please choose a monthly plan.',
    );
    expect((await changePlan('starter')).statusCode).toBe(200);

    await setAudience('annual-subscriptions', { ...NOBODY, everyone: true });
    expect((await changePlan('plus')).statusCode).toBe(200);
  });
});
