import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { notificationsChannel } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  RealtimeClient,
  type RealtimeState,
  type WebSocketFactory,
} from '../../../../web/src/lib/realtime.ts';
import { createTestDatabase } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { buildDeps } from '../../deps.ts';
import { sha256 } from '../../lib/tokens.ts';
import { loadNotificationDto, notificationsService } from '../../modules/notifications/service.ts';
import { buildServices } from '../../services.ts';
import { listenerConfig } from './index.ts';
import { type WebsocketRealtimeOptions, websocketRealtime } from './websocket.ts';

type Db = Awaited<ReturnType<typeof createTestDatabase>>;

interface Server {
  app: App;
  db: Db['db'];
  base: string;
  sockets: WebSocket[];
  realtime: ReturnType<typeof websocketRealtime>;
  close: () => Promise<void>;
}

/** The real app listening on a port, with a built-in realtime whose timings a test may shorten. */
async function startServer(opts: Partial<WebsocketRealtimeOptions> = {}): Promise<Server> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const log = pino({ level: 'silent' });
  const realtime = websocketRealtime({
    db: database.db,
    log,
    listener: listenerConfig(database.db),
    secret: 'test-secret',
    loadNotification: (id) => loadNotificationDto(database.db, id),
    ...opts,
  });
  const sockets: WebSocket[] = [];
  const accept = realtime.accept;
  realtime.accept = (ws) => {
    sockets.push(ws);
    accept(ws);
  };
  await realtime.start();
  const app = await buildApp(buildServices({ ...buildDeps(config, database.db, log), realtime }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: database.db,
    base: `http://127.0.0.1:${port}`,
    sockets,
    realtime,
    close: async () => {
      await app.close();
      await realtime.stop();
      await database.close();
    },
  };
}

async function createUser(db: Db['db'], email: string) {
  const [row] = await db.insert(users).values({ email, onboardedAt: new Date() }).returning();
  const token = `tok-${row.id}`;
  await db.insert(authTokens).values({
    userId: row.id,
    tokenHash: sha256(token),
    method: 'email',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id: row.id, token };
}

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A bare Pusher-protocol client over `ws`, recording every frame. */
async function rawClient(base: string, { answerPings = true } = {}) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`);
  const frames: Frame[] = [];
  const waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw.toString());
    const frame: Frame = { ...msg, data: typeof msg.data === 'string' ? JSON.parse(msg.data) : msg.data };
    if (frame.event === 'pusher:ping' && answerPings)
      ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const next = (event: string, timeoutMs = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return resolve(found);
      }
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        match: (f) => f.event === event,
        resolve: (f) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  const established = await next('pusher:connection_established');
  const socketId = (established.data as { socket_id: string }).socket_id;
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, frames, next, send, socketId, closed };
}

async function auth(base: string, token: string, socketId: string, channel: string) {
  const res = await fetch(`${base}/api/pusher/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
  });
  return { status: res.status, auth: res.ok ? ((await res.json()) as { auth: string }).auth : null };
}

async function subscribed(base: string, user: { id: string; token: string }) {
  const client = await rawClient(base);
  const channel = notificationsChannel(user.id);
  const { auth: signature } = await auth(base, user.token, client.socketId, channel);
  client.send('pusher:subscribe', { channel, auth: signature });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let s: Server;
let ada: { id: string; token: string };
let bob: { id: string; token: string };
let service: ReturnType<typeof notificationsService>;

beforeAll(async () => {
  s = await startServer();
  ada = await createUser(s.db, 'ada@ws.test');
  bob = await createUser(s.db, 'bob@ws.test');
  service = notificationsService({ db: s.db, realtime: s.realtime });
});
afterAll(() => s.close());

describe('built-in WebSocket realtime', () => {
  it('delivers notify() and chat progress to the subscribed socket', async () => {
    const client = await subscribed(s.base, ada);
    expect(s.realtime.stats()).toMatchObject({ listening: true, channels: 1 });
    const made = await service.notify(ada.id, {
      type: 'DESIGN_ACTION_COMPLETE',
      title: 'Your designs are ready',
      deeplink: '/dashboard/sessions/abc',
      queryKeys: [['design-actions', 'x']],
    });
    const frame = await client.next('notification');
    expect(frame.channel).toBe(notificationsChannel(ada.id));
    expect(frame.data).toEqual(made);
    expect(made.type).toBe('design_action_complete');

    await service.publishChatProgress(ada.id, { conversationId: 'c1', stage: 'generating' });
    expect((await client.next('chat-progress')).data).toEqual({ conversationId: 'c1', stage: 'generating' });
    client.ws.close();
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await rawClient(s.base);
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    client.ws.close();
  });

  it("never subscribes a socket to another user's channel", async () => {
    const spy = await rawClient(s.base);
    const bobsChannel = notificationsChannel(bob.id);
    // The auth route refuses Bob's channel to Ada…
    expect((await auth(s.base, ada.token, spy.socketId, bobsChannel)).status).toBe(403);
    // …and the socket refuses a missing, forged or borrowed signature.
    const adas = await auth(s.base, ada.token, spy.socketId, notificationsChannel(ada.id));
    spy.send('pusher:subscribe', { channel: bobsChannel });
    spy.send('pusher:subscribe', { channel: bobsChannel, auth: adas.auth });
    spy.send('pusher:subscribe', { channel: bobsChannel, auth: `packsmith:${'0'.repeat(64)}` });
    const other = await rawClient(s.base);
    const bobsOwn = await auth(s.base, bob.token, other.socketId, bobsChannel);
    spy.send('pusher:subscribe', { channel: bobsChannel, auth: bobsOwn.auth }); // signed for another socket
    for (let i = 0; i < 4; i++) {
      const refused = await spy.next('pusher:subscription_error');
      expect(refused.channel).toBe(bobsChannel);
      expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
    }
    const bobs = await subscribed(s.base, bob);
    await service.notify(bob.id, { type: 'mockup_ready', title: 'For Bob only' });
    expect(((await bobs.next('notification')).data as { title: string }).title).toBe('For Bob only');
    await sleep(200);
    expect(spy.frames.filter((f) => f.event === 'notification')).toEqual([]);
    for (const c of [spy, other, bobs]) c.ws.close();
  });

  it('publishes inside a transaction only after commit, and never on rollback', async () => {
    const client = await subscribed(s.base, ada);
    await expect(
      s.db.transaction(async (tx) => {
        await service.notify(ada.id, { type: 'edit_complete', title: 'rolled back' }, tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    let sawBeforeCommit = false;
    await s.db.transaction(async (tx) => {
      await service.notify(ada.id, { type: 'edit_complete', title: 'committed' }, tx);
      await sleep(200);
      sawBeforeCommit = client.frames.some((f) => f.event === 'notification');
    });
    expect(sawBeforeCommit).toBe(false);
    expect(((await client.next('notification')).data as { title: string }).title).toBe('committed');
    await sleep(100);
    expect(client.frames.filter((f) => f.event === 'notification')).toEqual([]);
    client.ws.close();
  });

  it('sends notifications too large for NOTIFY by id and re-reads them', async () => {
    const client = await subscribed(s.base, ada);
    const queryKeys = Array.from({ length: 6 }, (_, i) => [`key-${i}`, 'x'.repeat(1500)]);
    const made = await service.notify(ada.id, { type: 'judge_complete', title: 'Big', queryKeys });
    expect(Buffer.byteLength(JSON.stringify(made))).toBeGreaterThan(8000);
    expect((await client.next('notification')).data).toEqual(made);
    client.ws.close();
  });

  it('listens again after the database drops the LISTEN connection', async () => {
    const client = await subscribed(s.base, ada);
    await s.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %'`,
    );
    const end = Date.now() + 5000;
    while (s.realtime.stats().listening && Date.now() < end) await sleep(5);
    while (!s.realtime.stats().listening && Date.now() < end) await sleep(20);
    expect(s.realtime.stats().listening).toBe(true);
    await service.notify(ada.id, { type: 'mockup_ready', title: 'after reconnect' });
    expect(((await client.next('notification')).data as { title: string }).title).toBe('after reconnect');
    client.ws.close();
  });

  it('drops the subscription when the socket closes', async () => {
    const client = await subscribed(s.base, bob);
    client.ws.close();
    await client.closed;
    await sleep(50);
    expect(s.realtime.stats().channels).toBe(0);
  });
});

describe('heartbeats', () => {
  it('pings idle sockets and drops those that do not answer within the pong timeout', async () => {
    const quick = await startServer({ activityTimeoutMs: 150, pongTimeoutMs: 300, heartbeatCheckMs: 25 });
    try {
      const lively = await rawClient(quick.base);
      const silent = await rawClient(quick.base, { answerPings: false });
      await silent.next('pusher:ping', 1000);
      const started = Date.now();
      await silent.closed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      await sleep(400);
      expect(lively.ws.readyState).toBe(WebSocket.OPEN);
      expect(lively.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(1);
      lively.ws.close();
    } finally {
      await quick.close();
    }
  });
});

describe('the browser client (apps/web/src/lib/realtime.ts)', () => {
  it('connects, authorises, receives, and reconnects with backoff after a drop', async () => {
    const states: RealtimeState[] = [];
    const errors: Error[] = [];
    const client = new RealtimeClient({
      userId: ada.id,
      getToken: () => ada.token,
      baseUrl: s.base,
      WebSocket: WebSocket as unknown as WebSocketFactory,
      reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
    });
    const received: unknown[] = [];
    client.on('notification', (n) => received.push(n));
    client.onStateChange((state) => states.push(state));
    client.onError((e) => errors.push(e));
    const until = async (check: () => boolean, ms = 5000) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out; states ${states.join(' → ')}`);
        await sleep(10);
      }
    };
    client.connect();
    await until(() => client.state === 'subscribed');
    expect(states).toEqual(['connecting', 'connected', 'subscribed']);
    const first = await service.notify(ada.id, { type: 'mockup_ready', title: 'live 1' });
    await until(() => received.length === 1);
    expect(received[0]).toEqual(first);

    // The server drops every socket: the client reports an error and comes back by itself.
    for (const ws of s.sockets) ws.terminate();
    await until(() => errors.length > 0 && client.state === 'subscribed');
    expect(states).toContain('unavailable');
    await service.notify(ada.id, { type: 'mockup_ready', title: 'live 2' });
    await until(() => received.length === 2);
    client.disconnect();
    expect(client.state).toBe('disconnected');
  });

  it("shows 'subscription_failed' when the channel is refused and 'failed' without a valid token", async () => {
    const refused = new RealtimeClient({
      userId: bob.id, // Ada asking for Bob's channel
      getToken: () => ada.token,
      baseUrl: s.base,
      WebSocket: WebSocket as unknown as WebSocketFactory,
    });
    refused.connect();
    await sleep(10);
    const end = Date.now() + 5000;
    while (refused.state !== 'subscription_failed' && Date.now() < end) await sleep(10);
    expect(refused.state).toBe('subscription_failed');
    refused.disconnect();

    const anonymous = new RealtimeClient({
      userId: ada.id,
      getToken: () => 'not-a-token',
      baseUrl: s.base,
      WebSocket: WebSocket as unknown as WebSocketFactory,
    });
    anonymous.connect();
    const end2 = Date.now() + 5000;
    while (anonymous.state !== 'failed' && Date.now() < end2) await sleep(10);
    expect(anonymous.state).toBe('failed');
    anonymous.disconnect();
  });

  it("is 'unavailable' when the server cannot be reached, within the unavailable timeout", async () => {
    const client = new RealtimeClient({
      userId: ada.id,
      getToken: () => ada.token,
      baseUrl: 'http://127.0.0.1:9', // nothing listens on the discard port
      WebSocket: WebSocket as unknown as WebSocketFactory,
      reconnect: { initialDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    const errors: Error[] = [];
    client.onError((e) => errors.push(e));
    client.connect();
    const end = Date.now() + 5000;
    while (client.state !== 'unavailable' && Date.now() < end) await sleep(10);
    expect(client.state).toBe('unavailable');
    expect(errors.length).toBe(1);
    client.disconnect();
  });

  it('gives up on a handshake that hangs after the unavailable timeout and retries', async () => {
    // Answers the config, then accepts upgrades but never completes them.
    const hang = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { driver: 'websocket', path: '/api/realtime' } }));
    });
    const upgrades: Duplex[] = [];
    hang.on('upgrade', (_req, socket: Duplex) => {
      upgrades.push(socket);
    });
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', () => r()));
    const port = (hang.address() as AddressInfo).port;
    const client = new RealtimeClient({
      userId: ada.id,
      getToken: () => ada.token,
      baseUrl: `http://127.0.0.1:${port}`,
      WebSocket: WebSocket as unknown as WebSocketFactory,
      unavailableTimeoutMs: 200,
      reconnect: { initialDelayMs: 50, maxDelayMs: 50 },
      failAfterAttempts: 2,
    });
    const states: RealtimeState[] = [];
    client.onStateChange((state) => states.push(state));
    const started = Date.now();
    client.connect();
    while (client.state !== 'unavailable' && Date.now() - started < 5000) await sleep(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    while (client.state !== 'failed' && Date.now() - started < 5000) await sleep(5);
    expect(states.slice(0, 4)).toEqual(['connecting', 'unavailable', 'connecting', 'failed']);
    expect(upgrades.length).toBeGreaterThanOrEqual(2);
    client.disconnect();
    for (const socket of upgrades) socket.destroy();
    await new Promise((r) => hang.close(r));
  });
});
