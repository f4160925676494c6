import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Notification, notificationsChannel } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RealtimeClient, type WebSocketFactory } from '../../../../web/src/lib/realtime.ts';
import { freePort } from '../../../test/free-port.ts';
import { createTestDatabase } from '../../../test/harness.ts';
import { REPO_ROOT } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { listDevMails } from '../mail/dev-mailbox.ts';

const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(TSX, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ROLE: 'api',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      STAFF_EMAIL_DOMAIN: 'packsmith.app',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server never became healthy');
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
}, 120_000);

afterAll(async () => {
  for (const i of [a, b]) i?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await database.close();
}, 60_000);

async function signInOn(base: string, email: string) {
  await fetch(`${base}/api/auth/code/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const mail = (await listDevMails(database.db)).find((m) => m.to === email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  const res = await fetch(`${base}/api/auth/code/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, id: row.id };
}

describe('two API processes on one database', () => {
  it('a notification created through one reaches a WebSocket client connected to the other', async () => {
    const staff = await signInOn(a.base, 'ops@packsmith.app');

    // The browser client talks only to instance B.
    const client = new RealtimeClient({
      userId: staff.id,
      getToken: () => staff.token,
      baseUrl: b.base,
      WebSocket: WebSocket as unknown as WebSocketFactory,
    });
    const received: Notification[] = [];
    client.on('notification', (n) => received.push(n as Notification));
    client.connect();
    const until = async (check: () => boolean) => {
      const end = Date.now() + 10_000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out in state ${client.state}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(() => client.state === 'subscribed');

    // The staff test endpoint on instance A writes the row and publishes.
    const sent = await fetch(`${a.base}/api/notifications/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ title: 'Across instances', type: 'MOCKUP_READY' }),
    });
    expect(sent.status).toBe(200);
    const made = ((await sent.json()) as { data: Notification }).data;
    await until(() => received.length === 1);
    expect(received[0]).toEqual(made);
    expect(made).toMatchObject({ title: 'Across instances', type: 'mockup_ready' });
    client.disconnect();
  }, 60_000);

  it('an authorisation from one instance is accepted by the other (shared secret)', async () => {
    const user = await signInOn(b.base, 'ada@brand.co');
    const ws = new WebSocket(`${b.base.replace('http', 'ws')}/api/realtime`);
    const frames: { event: string; channel?: string }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await new Promise((r) => ws.once('message', r));
    const socketId = JSON.parse((frames[0] as unknown as { data: string }).data).socket_id;
    const channel = notificationsChannel(user.id);
    const res = await fetch(`${a.base}/api/pusher/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
    });
    const { auth } = (await res.json()) as { auth: string };
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
    const end = Date.now() + 5000;
    while (!frames.some((f) => f.event.includes('subscription')) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(frames.map((f) => f.event)).toContain('pusher_internal:subscription_succeeded');
    ws.close();
  }, 30_000);
});
