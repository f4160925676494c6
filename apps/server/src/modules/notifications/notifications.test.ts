import { createHmac } from 'node:crypto';
import { NOTIFICATION_MESSAGES, type NotificationType, notificationsChannel } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { realtimeSecret } from '../../providers/realtime/index.ts';
import { type NotificationsService, notificationsService } from './service.ts';

let t: TestApp;
let service: NotificationsService;
let ada: { token: string; id: string };
let bob: { token: string; id: string };
let staff: { token: string; id: string };

async function user(email: string) {
  const token = await t.signIn(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string };
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });

const TYPES: NotificationType[] = ['design_action_complete', 'mockup_ready', 'edit_complete'];

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  service = notificationsService(t.deps);
  ada = await user('ada@brand.co');
  bob = await user('bob@brand.co');
  staff = await user('ops@packsmith.app');
  // 25 for Ada, oldest first: types cycle, so 9 design_action_complete, 8 mockup_ready, 8 edit_complete.
  for (let i = 0; i < 25; i++) {
    await service.notify(ada.id, {
      type: TYPES[i % 3],
      title: `Ada #${i}`,
      message: `Message ${i}`,
      deeplink: `/dashboard/sessions/s${i}`,
      queryKeys: [['design-actions', `a${i}`], ['sessions']],
    });
  }
  await service.notify(bob.id, { type: 'judge_complete', title: 'Bob only' });
});
afterAll(() => t.close());

describe('GET /api/notifications', () => {
  it('pages newest first, 10 by default, with pagination under data', async () => {
    const first = (await get(ada.token, '/api/notifications')).json();
    expect(first.data.pagination).toEqual({ page: 1, limit: 10, totalPages: 3, totalCount: 25 });
    expect(first.totalCount).toBe(25);
    expect(first.data.notifications).toHaveLength(10);
    expect(first.data.notifications[0]).toMatchObject({
      title: 'Ada #24',
      type: TYPES[24 % 3],
      message: 'Message 24',
      deeplink: '/dashboard/sessions/s24',
      readAt: null,
      queryKeys: [['design-actions', 'a24'], ['sessions']],
    });
    expect(typeof first.data.notifications[0].createdAt).toBe('string');

    const third = (await get(ada.token, '/api/notifications?page=3')).json().data;
    expect(third.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Ada #4',
      'Ada #3',
      'Ada #2',
      'Ada #1',
      'Ada #0',
    ]);
    const all = (await get(ada.token, '/api/notifications?limit=25')).json().data.notifications;
    expect(new Set(all.map((n: { id: string }) => n.id)).size).toBe(25);
    const beyond = (await get(ada.token, '/api/notifications?page=9')).json().data;
    expect(beyond.notifications).toEqual([]);
    expect(beyond.pagination.totalPages).toBe(3);
  });

  it('filters by type, accepting upper-case aliases and "all"', async () => {
    const lower = (await get(ada.token, '/api/notifications?type=mockup_ready')).json().data;
    expect(lower.pagination.totalCount).toBe(8);
    expect(lower.notifications.every((n: { type: string }) => n.type === 'mockup_ready')).toBe(true);
    const upper = (await get(ada.token, '/api/notifications?type=MOCKUP_READY')).json().data;
    expect(upper.notifications).toEqual(lower.notifications);
    const everything = (await get(ada.token, '/api/notifications?type=all')).json().data;
    expect(everything.pagination.totalCount).toBe(25);
    const none = (await get(ada.token, '/api/notifications?type=judge_complete')).json().data;
    expect(none.pagination).toEqual({ page: 1, limit: 10, totalPages: 0, totalCount: 0 });
  });

  it('rejects bad paging and unknown types with 400', async () => {
    const bad = await get(ada.token, '/api/notifications?type=party_time');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NOTIFICATION_MESSAGES.invalidType);
    expect((await get(ada.token, '/api/notifications?page=0')).statusCode).toBe(400);
    expect((await get(ada.token, '/api/notifications?limit=1000')).statusCode).toBe(400);
  });

  it("never shows another user's notifications", async () => {
    const bobs = (await get(bob.token, '/api/notifications')).json().data;
    expect(bobs.notifications.map((n: { title: string }) => n.title)).toEqual(['Bob only']);
  });
});

describe('unread count and marking read', () => {
  it('counts unread, marks one (idempotently) and then all', async () => {
    const fresh = await user('carol@brand.co');
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await service.notify(fresh.id, { type: 'EDIT_COMPLETE', title: `C${i}` }));
    expect(made[0].type).toBe('edit_complete');
    expect((await get(fresh.token, '/api/notifications/unread')).json()).toEqual({ data: { count: 3 } });

    const one = await post(fresh.token, `/api/notifications/${made[1].id}/mark-as-read`);
    expect(one.statusCode).toBe(200);
    const readAt = one.json().data.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect((await get(fresh.token, '/api/notifications/unread')).json().data.count).toBe(2);
    const again = await post(fresh.token, `/api/notifications/${made[1].id}/mark-as-read`);
    expect(again.json().data.readAt).toBe(readAt);

    const all = await post(fresh.token, '/api/notifications/mark-all-as-read');
    expect(all.json()).toEqual({ data: { count: 2 } });
    expect((await get(fresh.token, '/api/notifications/unread')).json().data.count).toBe(0);
    const list = (await get(fresh.token, '/api/notifications')).json().data.notifications;
    expect(list.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect((await post(fresh.token, '/api/notifications/mark-all-as-read')).json().data.count).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [adas] = (await get(ada.token, '/api/notifications?limit=1')).json().data.notifications;
    const before = (await get(ada.token, '/api/notifications/unread')).json().data.count;
    const res = await post(bob.token, `/api/notifications/${adas.id}/mark-as-read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await get(ada.token, '/api/notifications/unread')).json().data.count).toBe(before);
    await post(bob.token, '/api/notifications/mark-all-as-read');
    expect((await get(ada.token, '/api/notifications/unread')).json().data.count).toBe(before);
    expect((await post(ada.token, '/api/notifications/not-a-uuid/mark-as-read')).statusCode).toBe(404);
    expect(
      (await post(ada.token, '/api/notifications/00000000-0000-4000-8000-000000000000/mark-as-read'))
        .statusCode,
    ).toBe(404);
  });
});

describe('staff test notification', () => {
  it('sends one to yourself; others get 404', async () => {
    expect((await post(ada.token, '/api/notifications/test')).statusCode).toBe(404);
    const sent = await post(staff.token, '/api/notifications/test');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      type: 'design_action_complete',
      title: NOTIFICATION_MESSAGES.testTitle,
      deeplink: '/notifications',
      readAt: null,
    });
    const custom = await post(staff.token, '/api/notifications/test', {
      type: 'MOCKUP_READY',
      title: 'Mockup done',
      deeplink: '/dashboard',
    });
    expect(custom.json().data).toMatchObject({
      type: 'mockup_ready',
      title: 'Mockup done',
      deeplink: '/dashboard',
    });
    const list = (await get(staff.token, '/api/notifications')).json().data;
    expect(list.pagination.totalCount).toBe(2);
    expect((await post(staff.token, '/api/notifications/test', { type: 'nope' })).statusCode).toBe(400);
    expect(
      (await post(staff.token, '/api/notifications/test', { deeplink: 'https://evil.test' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/pusher/auth', () => {
  const socketId = '1234.5678';
  it('signs your own channel the way Pusher does', async () => {
    const channel = notificationsChannel(ada.id);
    const res = await post(ada.token, '/api/pusher/auth', { socket_id: socketId, channel_name: channel });
    expect(res.statusCode).toBe(200);
    const secret = realtimeSecret(t.deps.config, t.db);
    const sig = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
    expect(res.json()).toEqual({ auth: `packsmith:${sig}` });
  });

  it('accepts the form-encoded body pusher-js sends', async () => {
    const channel = notificationsChannel(ada.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pusher/auth',
      headers: { ...t.bearer(ada.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().auth).toMatch(/^packsmith:[0-9a-f]{64}$/);
  });

  it("refuses another user's channel and any other channel", async () => {
    const other = await post(ada.token, '/api/pusher/auth', {
      socket_id: socketId,
      channel_name: notificationsChannel(bob.id),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOTIFICATION_MESSAGES.channelForbidden);
    for (const channel_name of ['private-admin', 'presence-notifications_x', `notifications_${ada.id}`]) {
      expect(
        (await post(ada.token, '/api/pusher/auth', { socket_id: socketId, channel_name })).statusCode,
      ).toBe(403);
    }
    const badSocket = await post(ada.token, '/api/pusher/auth', {
      socket_id: 'abc',
      channel_name: notificationsChannel(ada.id),
    });
    expect(badSocket.statusCode).toBe(400);
  });
});

describe('anonymous callers', () => {
  it('get 401 on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/mark-all-as-read'],
      ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/mark-as-read'],
      ['POST', '/api/notifications/test'],
      ['POST', '/api/pusher/auth'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('can read which realtime transport to use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(res.json()).toEqual({ data: { driver: 'websocket', path: '/api/realtime' } });
  });
});

describe('OpenAPI', () => {
  it('documents the notification routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/notifications',
        '/api/notifications/{id}/mark-as-read',
        '/api/pusher/auth',
      ]),
    );
  });
});
