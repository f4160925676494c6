/**
 * Live notification delivery: time from notify() to the WebSocket frame arriving, with 1,000
 * connected clients, at p50/p99 — on one API process, and through Postgres LISTEN/NOTIFY to a
 * second API process — against a bare `ws` broadcast/send baseline in the same run.
 *
 *   npm run bench:notifications -w @packsmith/bench    (BENCH_CLIENTS=1000 BENCH_ROUNDS=30 to change)
 *
 * Processes: this one runs API instance A (buildApp + built-in realtime) and calls notify();
 * a forked load generator holds the 1,000 client sockets (so client work does not share A's
 * event loop); API instance B is a real `tsx src/main.ts` on the same database. Clocks: both
 * sides stamp with process.hrtime (CLOCK_MONOTONIC, shared by processes on one machine).
 *
 * Two shapes:
 *  - fan-out: all clients subscribed to one user's channel (1,000 tabs); one notify() reaches
 *    all of them. Baseline: one bare ws broadcast to 1,000 sockets.
 *  - per-user: 1,000 users with one socket each; notify() one user at a time. Baseline: one
 *    bare ws send to one socket among 1,000.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type WebSocket, WebSocketServer, WebSocket as WsClient } from 'ws';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 300);
/** Unmeasured rounds first, so JIT warm-up does not land on one scenario. */
const WARMUP = 3;
const HERE = fileURLToPath(import.meta.url);
const REPO = path.resolve(path.dirname(HERE), '..');

/** CLOCK_MONOTONIC in ms: system-wide on Linux, so stamps compare across processes. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

// ---------------------------------------------------------------------------------------------
// Load generator (child process): opens the sockets, records arrival latency of each frame.

type ConnectCmd = {
  cmd: 'connect';
  url: string;
  protocol: 'pusher' | 'bare';
  authBase?: string;
  sockets: { userId: string; token: string; channel: string }[];
};
type ChildCmd = ConnectCmd | { cmd: 'wait'; expected: number } | { cmd: 'take' } | { cmd: 'close' };

async function runClients() {
  let sockets: WsClient[] = [];
  let samples: number[] = [];
  let waiter: { expected: number; resolve: () => void } | null = null;

  const record = (sentAt: number) => {
    samples.push(now() - sentAt);
    if (waiter && samples.length >= waiter.expected) {
      waiter.resolve();
      waiter = null;
    }
  };

  async function open(c: ConnectCmd, s: ConnectCmd['sockets'][number]) {
    const ws = new WsClient(c.url);
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      if (c.protocol === 'bare') return ws.once('open', () => resolve());
      ws.on('message', async function handshake(raw) {
        const msg = JSON.parse(raw.toString());
        if (msg.event === 'pusher:connection_established') {
          const socketId = JSON.parse(msg.data).socket_id;
          const res = await fetch(`${c.authBase}/api/pusher/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ socket_id: socketId, channel_name: s.channel }),
          });
          const { auth } = (await res.json()) as { auth: string };
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: s.channel, auth } }));
        } else if (msg.event === 'pusher_internal:subscription_succeeded') {
          ws.off('message', handshake);
          resolve();
        } else if (msg.event === 'pusher:subscription_error') reject(new Error('subscription refused'));
      });
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (c.protocol === 'bare') return record(msg.sentAt);
      if (msg.event === 'pusher:ping') return ws.send('{"event":"pusher:pong","data":{}}');
      if (msg.event === 'notification') record(Number(JSON.parse(msg.data).message));
    });
    return ws;
  }

  process.on('message', async (m: ChildCmd) => {
    if (m.cmd === 'connect') {
      for (const ws of sockets) ws.terminate();
      sockets = [];
      for (let i = 0; i < m.sockets.length; i += 50) {
        sockets.push(...(await Promise.all(m.sockets.slice(i, i + 50).map((s) => open(m, s)))));
      }
      process.send?.({ ready: sockets.length });
    } else if (m.cmd === 'wait') {
      if (samples.length < m.expected) {
        await new Promise<void>((resolve) => {
          waiter = { expected: m.expected, resolve };
          setTimeout(resolve, 15_000);
        });
      }
      process.send?.({ received: samples.length });
    } else if (m.cmd === 'take') {
      process.send?.({ samples });
      samples = [];
    } else if (m.cmd === 'close') {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
  process.send?.({ started: true });
}

// ---------------------------------------------------------------------------------------------
// Coordinator.

function ask<T>(child: ChildProcess, cmd: ChildCmd, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', on);
        resolve(m[key] as T);
      }
    };
    child.on('message', on);
    child.send(cmd);
  });
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  return { n: s.length, p50: q(0.5), p99: q(0.99), max: s[s.length - 1] ?? Number.NaN };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const { connectDatabase, migrateDatabase } = await import('../apps/server/src/db/client.ts');
  const { startEmbeddedPostgres } = await import('../apps/server/src/db/embedded.ts');
  const { createPeople } = await import('./support/server.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { buildDeps } = await import('../apps/server/src/deps.ts');
  const { buildServices } = await import('../apps/server/src/services.ts');
  const { notificationsService } = await import('../apps/server/src/modules/notifications/service.ts');
  const { freePort } = await import('../apps/server/test/free-port.ts');
  const { notificationsChannel } = await import('@packsmith/core');

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-bench-pg-'));
  await fs.chmod(dir, 0o755);
  const log = pino({ level: 'silent' });
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), log);
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    await pg.createDatabase('bench');
    const url = pg.url('bench');
    const database = connectDatabase(url, { max: 10 });
    cleanup.push(() => database.close());
    await migrateDatabase(database);
    const { db } = database;

    // Users and bearer tokens, written directly.
    const people = (await createPeople(db, CLIENTS, 'bench')).map((p) => ({
      ...p,
      channel: notificationsChannel(p.userId),
    }));

    // Instance A in this process.
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      PORT: String(port),
    });
    const deps = buildDeps(config, db, log);
    const { realtime } = deps;
    await realtime.start();
    const app = await buildApp(buildServices(deps));
    await app.listen({ port, host: '127.0.0.1' });
    cleanup.unshift(async () => {
      await app.close();
      await realtime.stop();
    });
    const service = notificationsService({ db, realtime });
    const a = `http://127.0.0.1:${port}`;

    // Instance B: a real server process on the same database.
    const portB = await freePort();
    const serverB = spawn(
      path.join(REPO, 'node_modules/.bin/tsx'),
      [path.join(REPO, 'apps/server/src/main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          SERVE_WEB: 'false',
          ROLE: 'api',
          DATABASE_URL: url,
          PORT: String(portB),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const bExited = new Promise((r) => serverB.on('exit', r));
    cleanup.unshift(async () => {
      serverB.kill('SIGTERM');
      await bExited;
    });
    const b = `http://127.0.0.1:${portB}`;
    for (
      let i = 0;
      !(await fetch(`${b}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 240) throw new Error('instance B did not start');
      await sleep(250);
    }

    // Bare ws baseline server in this process.
    const bare = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => bare.once('listening', r));
    cleanup.unshift(() => new Promise((r) => bare.close(r)));
    const bareSockets: WebSocket[] = [];
    bare.on('connection', (ws) => bareSockets.push(ws));
    const bareUrl = `ws://127.0.0.1:${(bare.address() as AddressInfo).port}`;

    const child = fork(HERE, ['clients'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    cleanup.unshift(async () => {
      child.send({ cmd: 'close' });
      await new Promise((r) => child.once('exit', r));
    });
    await new Promise((r) => child.once('message', r));

    const results: Record<string, ReturnType<typeof stats>> = {};
    const connect = (cmd: Omit<ConnectCmd, 'cmd'>) => ask<number>(child, { cmd: 'connect', ...cmd }, 'ready');
    const take = () => ask<number[]>(child, { cmd: 'take' }, 'samples');
    const wait = (expected: number) => ask<number>(child, { cmd: 'wait', expected }, 'received');

    async function fanOut(label: string, send: () => unknown) {
      for (let r = 1; r <= WARMUP; r++) {
        await send();
        await wait(r * CLIENTS);
      }
      await take();
      for (let r = 1; r <= ROUNDS; r++) {
        await send();
        await wait(r * CLIENTS);
        await sleep(20);
      }
      results[label] = stats(await take());
    }
    async function perUser(label: string, send: (i: number) => unknown) {
      for (let i = 0; i < WARMUP * 10; i++) {
        await send(i % CLIENTS);
        await wait(i + 1);
      }
      await take();
      for (let i = 0; i < SINGLES; i++) {
        await send((i * 7919) % CLIENTS);
        await wait(i + 1);
      }
      results[label] = stats(await take());
    }
    const hot = people[0];
    const notifyHot = () =>
      service.notify(hot.userId, { type: 'mockup_ready', title: 'bench', message: String(now()) });
    const notifyOne = (i: number) =>
      service.notify(people[i].userId, { type: 'mockup_ready', title: 'bench', message: String(now()) });

    console.log(
      `notifications bench: ${CLIENTS} WebSocket clients, ${ROUNDS} fan-out rounds, ${SINGLES} single sends`,
    );

    // Fan-out: every socket on one channel.
    const tabs = Array.from({ length: CLIENTS }, () => hot);
    await connect({ url: bareUrl, protocol: 'bare', sockets: tabs });
    await fanOut('fan-out  · bare ws broadcast (baseline)', () => {
      const text = JSON.stringify({ sentAt: now() });
      for (const ws of bareSockets) ws.send(text);
    });
    await connect({
      url: `${a.replace('http', 'ws')}/api/realtime`,
      protocol: 'pusher',
      authBase: a,
      sockets: tabs,
    });
    await fanOut('fan-out  · notify() → same process', notifyHot);
    await connect({
      url: `${b.replace('http', 'ws')}/api/realtime`,
      protocol: 'pusher',
      authBase: b,
      sockets: tabs,
    });
    await fanOut('fan-out  · notify() → LISTEN/NOTIFY → other process', notifyHot);

    // Per-user: one socket per user.
    bareSockets.length = 0;
    await connect({ url: bareUrl, protocol: 'bare', sockets: people });
    await perUser('per-user · bare ws send (baseline)', (i) => {
      bareSockets[i].send(JSON.stringify({ sentAt: now() }));
    });
    await connect({
      url: `${a.replace('http', 'ws')}/api/realtime`,
      protocol: 'pusher',
      authBase: a,
      sockets: people,
    });
    await perUser('per-user · notify() → same process', notifyOne);
    await connect({
      url: `${b.replace('http', 'ws')}/api/realtime`,
      protocol: 'pusher',
      authBase: b,
      sockets: people,
    });
    await perUser('per-user · notify() → LISTEN/NOTIFY → other process', notifyOne);

    const rows = Object.entries(results).map(([label, s]) => ({
      scenario: label,
      deliveries: s.n,
      'p50 ms': s.p50.toFixed(2),
      'p99 ms': s.p99.toFixed(2),
      'max ms': s.max.toFixed(2),
    }));
    console.table(rows);
    console.log(`node ${process.version}, ${os.cpus().length} CPU(s): ${os.cpus()[0]?.model ?? 'unknown'}`);
  } finally {
    for (const step of cleanup) await step().catch(() => {});
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'clients') void runClients();
else
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
