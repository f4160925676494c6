/**
 * INTEGRATION TEST — several processes on one Postgres (issue #26; docs/operations.md, "Scaling out").
 *
 * Real child processes of the server, compiled as for production by apps/server/build.mjs into a
 * folder of this run's own (a fresh clone has no dist yet): two API processes (ROLE=api, A and B)
 * and workers (ROLE=worker), all on one PostgreSQL database (DATABASE_URL) and one S3-compatible
 * bucket (s3rver), each with a DATA_DIR of its own. The browser's realtime client is connected to
 * B only, so everything it receives was published by another process and crossed through
 * LISTEN/NOTIFY. The last test kills the worker with SIGKILL in the middle of a chat turn and
 * starts another: the turn resumes there and is charged once.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { RealtimeClient, type WebSocketFactory } from '../../web/src/lib/realtime.ts';
import { freePort } from './free-port.ts';

// The server is not imported here (the processes under test load it): this file stays light.
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(REPO_ROOT, 'apps/server');
/** Beside src/ as dist/ is (the bundle finds node_modules and the repository from there); gitignored. */
const BUILD = path.join(SERVER, `.test-build-${process.pid}`);
const MAIN = path.join(BUILD, 'main.js');
const BUCKET = 'packsmith-multi';
/** A new Free account's credits (the ledger checks below count down from it). */
const FREE_CREDITS = 70;

interface Proc {
  name: string;
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
  /** The last lines it logged (for a failure's message). */
  output: () => string;
  /** Resolves when a log line contains `text`. */
  logged: (text: string) => Promise<void>;
}

/** The database of this file (the processes migrate it as they start); `query` reads it directly. */
let databaseUrl: string;
let pool: pg.Pool;
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}
let s3: S3rver;
let s3Dir: string;
let dataDir: string;
let env: Record<string, string>;
const procs: Proc[] = [];

function start(name: string, role: 'api' | 'worker', port: number, extra: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: REPO_ROOT,
    // each process has a disk of its own, as on separate machines
    env: {
      ...process.env,
      ...env,
      ROLE: role,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, name.replace(/\W+/g, '-')),
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      for (const w of [...waiters]) {
        if (line.includes(w.text)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const proc: Proc = {
    name,
    child,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => lines.slice(-40).join('\n'),
    logged: (text) =>
      lines.some((l) => l.includes(text))
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiters.push({ text, resolve })),
            exited.then(() => {
              throw new Error(`${name} exited before logging "${text}":\n${proc.output()}`);
            }),
          ]),
  };
  procs.push(proc);
  return proc;
}

async function startApi(name: string): Promise<Proc> {
  const proc = start(name, 'api', await freePort(), {});
  await proc.logged('Packsmith is running');
  return proc;
}

async function startWorker(name: string, extra: Record<string, string> = {}): Promise<Proc> {
  // A worker serves no HTTP; its PORT is never opened.
  const proc = start(name, 'worker', await freePort(), extra);
  await proc.logged('Packsmith worker is running');
  return proc;
}

async function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM') {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
  await proc.exited;
  clearTimeout(timer);
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  { timeoutMs = 45_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const logs = procs.map((p) => `--- ${p.name}\n${p.output()}`).join('\n');
      throw new Error(`timed out waiting for ${what}; last value ${JSON.stringify(value)}\n${logs}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function call(proc: Proc, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${proc.base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (an image); the status says enough
  }
  return { status: res.status, json, text };
}

/** Files under the processes' DATA_DIRs (with STORAGE=s3 and a FILE_SIGNING_SECRET: none). */
async function filesOnLocalDisks() {
  const entries = await fs.readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
}

let a: Proc;
let b: Proc;
let worker: Proc;

beforeAll(async () => {
  [databaseUrl, s3Dir, dataDir] = await Promise.all([
    (async () => {
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      const name = `t_multi_${process.pid}_${Date.now()}`;
      await admin.query(`create database ${name}`);
      await admin.end();
      return inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
    })(),
    fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-multi-s3-')),
    fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-multi-data-')),
    new Promise((resolve, reject) =>
      execFile(process.execPath, [path.join(SERVER, 'build.mjs'), BUILD], (err, _out, stderr) =>
        err ? reject(new Error(`server build failed: ${stderr}`)) : resolve(undefined),
      ),
    ),
  ]);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SERVE_WEB: 'false',
    // the inspiration library's build would compete for the CPU with what is measured here
    SEARCH_LIBRARY_SIZE: '0',
    DATABASE_URL: databaseUrl,
    // several processes share one test Postgres with the other test files running beside this one
    DATABASE_POOL_SIZE: '6',
    // files only in S3 (each process's DATA_DIR stays empty, checked below); one signing secret
    FILE_SIGNING_SECRET: 'multi-process-test-signing-secret',
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // a send waits briefly: the answer is usually 'queued' and the test polls, as the web app does
    CHAT_SYNC_WAIT_MS: '100',
    // work quiet for a second counts as left behind by a dead worker
    DESIGN_ACTION_STALL_SECONDS: '1',
    // and its claim on the turn expires soon after (lib/lease.ts)
    WORK_LEASE_SECONDS: '2',
  };
  // No worker yet: the first one starts once a generation is waiting for it.
  [a, b] = await Promise.all([startApi('api A'), startApi('api B')]);
}, 120_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => stop(p)));
  await s3?.close();
  await pool?.end();
  await Promise.all([s3Dir, dataDir, BUILD].map((d) => d && fs.rm(d, { recursive: true, force: true })));
}, 60_000);

describe('two API processes and a worker on one Postgres and one S3 bucket [integration]', () => {
  let token: string;
  let userId: string;
  let live: RealtimeClient | undefined;
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let designAssetId: string;
  let sessionId: string;
  let conversationId: string;
  afterAll(() => live?.disconnect());

  it('a sign-in on A is a sign-in on B', async () => {
    const email = 'ops@multi.test';
    expect((await call(a, 'POST', '/api/auth/code/request', undefined, { email })).status).toBe(200);
    // the code mailed by A is read and redeemed on B
    const mailbox = await call(b, 'GET', '/api/dev/mailbox');
    const code = (mailbox.json.data as { to: string; text: string }[])
      .find((m) => m.to === email)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const verified = await call(b, 'POST', '/api/auth/code/verify', undefined, { email, code });
    expect(verified.status, verified.text).toBe(200);
    token = verified.json.data.token;
    const onboarded = await call(a, 'POST', '/api/users/me/onboarding', token, {
      name: 'Multi Process',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    expect(onboarded.status, onboarded.text).toBe(200);
    const [meA, meB] = await Promise.all([
      call(a, 'GET', '/api/users/me', token),
      call(b, 'GET', '/api/users/me', token),
    ]);
    expect(meB.status, meB.text).toBe(200);
    expect(meA.status, meA.text).toBe(200);
    expect(meB.json.data.userId).toBe(meA.json.data.userId);
    expect(meB.json.data).toMatchObject({ email, name: 'Multi Process' }); // onboarded through A
    userId = meB.json.data.userId;
    expect((await call(b, 'GET', '/api/credits/balance', token)).json.data.balance).toBe(FREE_CREDITS);

    // the browser's realtime client, on B only
    const client = new RealtimeClient({
      userId,
      getToken: () => token,
      baseUrl: b.base,
      WebSocket: WebSocket as unknown as WebSocketFactory,
    });
    for (const event of ['notification', 'chat-progress'])
      client.on(event, (data) => events.push({ event, data: data as Record<string, unknown> }));
    client.connect();
    live = client;
    await waitFor(
      'the realtime client on B',
      async () => client.state,
      (s) => s === 'subscribed',
    );
  }, 60_000);

  it('a generation posted on A before any worker runs is kept in the queue, run by the first worker, stored in S3, and B is told live', async () => {
    const posted = await call(a, 'POST', '/api/design-actions', token, {
      type: 'packaging-generation',
      metadata: { brand: 'Tidewater', packagingImage: 'pouch', prompt: 'Sea salt crisps', imageCount: 2 },
    });
    expect(posted.status, posted.text).toBe(201);
    const actionId: string = posted.json.data.designAction.id;
    // Its job is in the queue although no worker has made the queues yet (pg-boss would drop it).
    const jobs = await query<{ state: string }>(
      `select state from pgboss.job where name = 'design-action' and singleton_key = $1`,
      [actionId],
    );
    expect(jobs.map((r) => r.state)).toEqual(['created']);
    // Only the queue can bring it to this worker: its start-up sweep leaves anything younger than 300 s.
    worker = await startWorker('worker 1', { DESIGN_ACTION_STALL_SECONDS: '300' });
    const action = await waitFor(
      'the generation',
      async () => (await call(b, 'GET', `/api/design-actions/${actionId}`, token)).json.data,
      (d) => d.status === 'completed' || d.status === 'error',
    );
    expect(action.status).toBe('completed');
    expect(action.images.map((i: { status: string }) => i.status)).toEqual(['completed', 'completed']);
    sessionId = action.sessionId;
    designAssetId = action.images[0].assetId;

    // The worker stored the render in the bucket; B signs its address; the bytes come from S3.
    const image = await fetch(new URL(action.images[0].url, b.base), { redirect: 'manual' });
    expect(image.status).toBe(302);
    const location = image.headers.get('location') ?? '';
    expect(location.startsWith(`${env.S3_ENDPOINT}/${BUCKET}/`), location).toBe(true);
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect((await object.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await filesOnLocalDisks(), 'nothing stored on a local disk').toEqual([]);

    // The worker's completion notification reached the socket on B (through NOTIFY: no other way).
    const notified = await waitFor(
      'the completion notification on B',
      async () => events.filter((e) => e.event === 'notification'),
      (n) => n.length > 0,
      { timeoutMs: 10_000 },
    );
    expect(notified.map((n) => n.data.type)).toEqual(['design_generation_complete']);
    const inbox = await call(a, 'GET', '/api/notifications', token);
    expect(inbox.status, inbox.text).toBe(200);
    expect(JSON.stringify(inbox.json.data)).toContain(String(notified[0]!.data.id));
    expect(
      (await call(b, 'GET', '/api/credits/balance', token)).json.data.balance,
      'two images, one credit each',
    ).toBe(FREE_CREDITS - 2);
  }, 90_000);

  it('a chat turn sent to B is run by the worker and read on A', async () => {
    const sent = await call(b, 'POST', '/api/chat/messages', token, {
      assetId: designAssetId,
      designSessionId: sessionId,
      content: 'make it green',
    });
    expect(sent.status, sent.text).toBe(202);
    conversationId = sent.json.data.conversationId;
    const conversation = await waitFor(
      'the chat turn',
      async () => (await call(a, 'GET', `/api/chat/conversations/${conversationId}`, token)).json.data,
      (c) => c.status === 'standby' || c.status === 'error',
    );
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'ai']);
    expect(conversation.assets).toHaveLength(1);
    expect(conversation.assets[0].parentId).toBe(designAssetId);
    expect((await fetch(new URL(conversation.assets[0].url, a.base))).status).toBe(200);
    // the worker's progress reached the socket on B, ending in 'completed'
    await waitFor(
      "the turn's progress on B",
      async () =>
        events
          .filter((e) => e.event === 'chat-progress' && e.data.conversationId === conversationId)
          .map((e) => e.data.stage),
      (stages) => stages.includes('completed'),
      { timeoutMs: 10_000 },
    );
    const stages = events
      .filter((e) => e.event === 'chat-progress' && e.data.conversationId === conversationId)
      .map((e) => e.data.stage);
    expect(stages).toEqual(
      expect.arrayContaining(['queued', 'generating_images', 'finalizing', 'completed']),
    );
    expect((await call(a, 'GET', '/api/credits/balance', token)).json.data.balance).toBe(
      FREE_CREDITS - 2 - 5,
    );
  }, 60_000);

  it('a worker killed mid-turn: nothing runs until another starts, which resumes the turn and charges once', async () => {
    const statusOf = async () =>
      (
        await query<{ status: string }>('select status from chat_conversations where id = $1', [
          conversationId,
        ])
      )[0]!.status;
    // Four variations: the turn renders long enough to be caught in the middle.
    const sent = await call(a, 'POST', '/api/chat/messages', token, {
      assetId: designAssetId,
      designSessionId: sessionId,
      conversationId,
      content: 'make it red',
      variationCount: 4,
    });
    expect(sent.status, sent.text).toBe(202);
    const turnMessageId: string = sent.json.data.userMessage.id;
    await waitFor(
      'the turn to start rendering',
      statusOf,
      (s) => ['generating_images', 'finalizing', 'standby', 'error'].includes(s),
      {
        everyMs: 5,
      },
    );
    worker.child.kill('SIGKILL');
    await worker.exited;
    const ledger = () =>
      query('select status, amount from credit_history where reference = $1', [turnMessageId]);
    const atKill = await statusOf();
    expect(['generating_images', 'finalizing'], 'killed before the turn settled').toContain(atKill);
    expect(await ledger()).toEqual([{ status: 'pending', amount: -20 }]);

    // With no worker alive nothing runs: the API processes only queue. A generation sent now waits.
    const waiting = await call(b, 'POST', '/api/design-actions', token, {
      type: 'packaging-generation',
      metadata: { brand: 'Tidewater', packagingImage: 'pouch', prompt: 'Sea salt crisps', imageCount: 1 },
    });
    expect(waiting.status, waiting.text).toBe(201);
    const waitingId: string = waiting.json.data.designAction.id;
    const actionStatus = async () =>
      (await call(a, 'GET', `/api/design-actions/${waitingId}`, token)).json.data.status as string;
    await new Promise((r) => setTimeout(r, 1500));
    expect(await actionStatus()).toBe('pending');
    expect(await statusOf()).toBe(atKill);

    const second = await startWorker('worker 2');
    worker = second;
    const conversation = await waitFor(
      'the resumed turn',
      async () => (await call(b, 'GET', `/api/chat/conversations/${conversationId}`, token)).json.data,
      (c) => c.status === 'standby' || c.status === 'error',
    );
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'ai', 'user', 'ai']);
    const answer = conversation.messages[3];
    expect(answer.outputAssets).toHaveLength(4);
    // one stored image per output, none left over from the killed run
    const stored = await query<{ n: number }>(
      `select count(*)::int as n from assets where metadata->>'chatMessageId' = $1`,
      [turnMessageId],
    );
    expect(stored[0]!.n).toBe(4);
    // the reservation captured once; nothing else charged or refunded
    expect(await ledger()).toEqual([{ status: 'completed', amount: -20 }]);
    // and the generation queued while no worker was alive ran in the new one
    await waitFor('the queued generation', actionStatus, (s) => s === 'completed' || s === 'error');
    expect(await actionStatus()).toBe('completed');
    expect((await call(b, 'GET', '/api/credits/balance', token)).json.data.balance).toBe(
      FREE_CREDITS - 2 - 5 - 20 - 1,
    );
    // one 'completed' per turn reached B: the resumed turn settled once
    const completions = () =>
      events.filter(
        (e) =>
          e.event === 'chat-progress' &&
          e.data.conversationId === conversationId &&
          e.data.stage === 'completed',
      ).length;
    await waitFor(
      "the resumed turn's completion on B",
      async () => completions(),
      (n) => n >= 2,
      {
        timeoutMs: 10_000,
      },
    );
    expect(completions()).toBe(2);
    expect(await filesOnLocalDisks(), 'nothing stored on a local disk').toEqual([]);
  }, 90_000);
});
