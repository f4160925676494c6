import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationsChannel } from '@packsmith/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { notificationsService } from '../../modules/notifications/service.ts';
import { RealtimeConfigError, selectRealtime } from './index.ts';

const APP_ID = '4242';
const KEY = 'test-key';
const SECRET = 'test-secret';

interface Received {
  name: string;
  channels: string[];
  data: unknown;
}

/**
 * A local stand-in for Pusher's REST API (POST /apps/{app_id}/events), checking each request
 * is signed as Pusher documents: auth_key, auth_timestamp, auth_version=1.0, body_md5, and
 * auth_signature = HMAC-SHA256(secret, "POST\n{path}\n{sorted query without signature}").
 */
function fakePusher() {
  const events: Received[] = [];
  const rejected: string[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const fail = (why: string, status = 401) => {
        rejected.push(why);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: why }));
      };
      if (req.method !== 'POST' || url.pathname !== `/apps/${APP_ID}/events`) return fail('wrong path', 404);
      const q = url.searchParams;
      if (q.get('auth_key') !== KEY) return fail('bad key');
      if (q.get('auth_version') !== '1.0') return fail('bad version');
      if (Math.abs(Date.now() / 1000 - Number(q.get('auth_timestamp'))) > 600) return fail('stale timestamp');
      if (q.get('body_md5') !== createHash('md5').update(body).digest('hex')) return fail('bad body_md5');
      const signed = [...q.entries()]
        .filter(([k]) => k !== 'auth_signature')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const expected = createHmac('sha256', SECRET).update(`POST\n${url.pathname}\n${signed}`).digest('hex');
      if (q.get('auth_signature') !== expected) return fail('bad signature');
      if (failNext) {
        failNext = false;
        return fail('simulated outage', 500);
      }
      const parsed = JSON.parse(body) as { name: string; channels: string[]; data: string };
      events.push({ name: parsed.name, channels: parsed.channels, data: JSON.parse(parsed.data) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    events,
    rejected,
    failOnce: () => {
      failNext = true;
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

let fake: ReturnType<typeof fakePusher>;
let t: TestApp;
let ada: { id: string; token: string };
let service: ReturnType<typeof notificationsService>;

beforeAll(async () => {
  fake = fakePusher();
  const port = await fake.listen();
  t = await createTestApp({
    PUSHER_APP_ID: APP_ID,
    PUSHER_KEY: KEY,
    PUSHER_SECRET: SECRET,
    PUSHER_CLUSTER: 'eu',
    PUSHER_HOST: `http://127.0.0.1:${port}`,
  });
  const token = await t.signIn('ada@pusher.test');
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  ada = { id: me.json().data.userId, token };
  service = notificationsService(t.deps);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Pusher Channels adapter', () => {
  it('is chosen by config and tells the browser to use pusher-js', async () => {
    expect(t.deps.realtime?.driver).toBe('pusher');
    const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(res.json().data).toEqual({ driver: 'pusher', key: KEY, cluster: 'eu', forceTLS: true });
    // No built-in socket endpoint with Pusher.
    expect((await t.app.inject({ method: 'GET', url: '/api/realtime' })).statusCode).toBe(404);
  });

  it('triggers notify() through a correctly signed REST call', async () => {
    const made = await service.notify(ada.id, {
      type: 'DESIGN_ACTION_AI_IMAGERY_COMPLETE',
      title: 'Your images are ready',
      deeplink: '/dashboard/sessions/s1',
      queryKeys: [['assets']],
    });
    await until(() => fake.events.length === 1);
    expect(fake.rejected).toEqual([]);
    expect(fake.events[0]).toEqual({
      name: 'notification',
      channels: [notificationsChannel(ada.id)],
      data: made,
    });

    await service.publishChatProgress(ada.id, { conversationId: 'c9', stage: 'completed' });
    await until(() => fake.events.length === 2);
    expect(fake.events[1]).toMatchObject({
      name: 'chat-progress',
      data: { conversationId: 'c9', stage: 'completed' },
    });
  });

  it('inside a transaction, triggers only after commit and never on rollback', async () => {
    fake.events.length = 0;
    await expect(
      t.db.transaction(async (tx) => {
        await service.notify(ada.id, { type: 'edit_complete', title: 'rolled back' }, tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    let beforeCommit = -1;
    await t.db.transaction(async (tx) => {
      await service.notify(ada.id, { type: 'edit_complete', title: 'committed' }, tx);
      await sleep(150);
      beforeCommit = fake.events.length;
    });
    expect(beforeCommit).toBe(0);
    await until(() => fake.events.length === 1);
    await sleep(100);
    expect(fake.events.map((e) => (e.data as { title: string }).title)).toEqual(['committed']);
  });

  it('triggers notifyMany() once per person after commit, each exactly as stored', async () => {
    fake.events.length = 0;
    const bob = await t.signIn('bob@pusher.test');
    const bobId = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(bob) })).json()
      .data.userId;
    let beforeCommit = -1;
    const sent = await t.db.transaction(async (tx) => {
      const n = await service.notifyMany([ada.id, bobId], { type: 'MOCKUP_READY', title: 'For both' }, tx);
      await sleep(150);
      beforeCommit = fake.events.length;
      return n;
    });
    expect(sent).toBe(2);
    expect(beforeCommit).toBe(0);
    await until(() => fake.events.length === 2);
    for (const [id, token] of [
      [ada.id, ada.token],
      [bobId, bob],
    ]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.bearer(token) });
      const stored = list.json().data.notifications[0];
      expect(stored.title).toBe('For both');
      expect(fake.events.find((e) => e.channels[0] === notificationsChannel(id))?.data).toEqual(stored);
    }
  });

  it('keeps the notification when Pusher is down', async () => {
    fake.failOnce();
    const made = await service.notify(ada.id, { type: 'mockup_ready', title: 'stored anyway' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: t.bearer(ada.token),
    });
    expect(list.json().data.notifications[0].id).toBe(made.id);
    expect(fake.rejected).toEqual(['simulated outage']);
  });

  it('authorises channels on the shared route with Pusher signatures', async () => {
    const channel = notificationsChannel(ada.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pusher/auth',
      headers: t.bearer(ada.token),
      payload: { socket_id: '123.456', channel_name: channel },
    });
    const sig = createHmac('sha256', SECRET).update(`123.456:${channel}`).digest('hex');
    expect(res.json()).toEqual({ auth: `${KEY}:${sig}` });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/pusher/auth',
      headers: t.bearer(ada.token),
      payload: {
        socket_id: '123.456',
        channel_name: notificationsChannel('00000000-0000-4000-8000-000000000000'),
      },
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a partial Pusher configuration', () => {
    const config = loadConfig({ PUSHER_KEY: 'k' });
    expect(() => selectRealtime(config, t.db, pino({ level: 'silent' }), async () => null)).toThrow(
      RealtimeConfigError,
    );
  });
});
