import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let staff: string;
let member: string;
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/competitions', headers: t.bearer(staff), payload });
const current = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/competitions/current' })).json().data;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  member = await t.signIn('member@brand.co');
});
afterAll(() => t.close());

describe('competitions', () => {
  it('shows the running competition to anyone; a future or past one is not current', async () => {
    expect(await current()).toBeNull();
    expect(
      (await create({ title: 'Next year', bannerText: 'Soon', startsAt: at(300), endsAt: at(330) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await create({ title: 'Last year', bannerText: 'Over', startsAt: at(-60), endsAt: at(-30) }))
        .statusCode,
    ).toBe(201);
    expect(await current()).toBeNull();
    const running = await create({
      title: 'Summer pouch contest',
      bannerText: 'Design a summer pouch and win a year of Pro',
      startsAt: at(-1),
      endsAt: at(14),
    });
    expect(running.statusCode).toBe(201);
    expect(await current()).toMatchObject({
      title: 'Summer pouch contest',
      bannerText: 'Design a summer pouch and win a year of Pro',
    });
  });

  it('staff end a competition: its banner goes and the audit log has both changes', async () => {
    const { id } = await current();
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/competitions/${id}`,
      headers: t.bearer(staff),
    });
    expect(ended.statusCode).toBe(204);
    expect(await current()).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/competitions/${id}`,
      headers: t.bearer(staff),
    });
    expect(again.statusCode).toBe(404);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: t.bearer(staff) })
    ).json();
    const actions = overview.data.recentChanges.map(
      (c: { action: string; target: string }) => `${c.action} ${c.target}`,
    );
    expect(actions[0]).toBe(`competition.delete ${id}`);
    expect(actions).toContain(`competition.create ${id}`);
  });

  it('refuses a blank title, a blank banner, or an end before the start, with the message; members cannot create', async () => {
    const bad = [
      [{ title: ' ', bannerText: 'x', startsAt: at(0), endsAt: at(1) }, 'Please enter a title'],
      [{ title: 'x', bannerText: '', startsAt: at(0), endsAt: at(1) }, 'Please enter the banner text'],
      [
        { title: 'x', bannerText: 'x', startsAt: at(2), endsAt: at(1) },
        'The competition must end after it starts.',
      ],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/admin/competitions',
      headers: t.bearer(member),
      payload: { title: 'x', bannerText: 'x', startsAt: at(0), endsAt: at(1) },
    });
    expect(asMember.statusCode).toBe(404);
    expect(await current()).toBeNull();
  });
});
