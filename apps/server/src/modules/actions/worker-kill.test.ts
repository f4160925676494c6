import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { creditHistory } from '../../db/schema/credits.ts';
import { designActionImages, designActions } from '../../db/schema/design.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { DESIGN_ACTION_QUEUE, designActionJob } from './jobs.ts';
import { runDesignAction } from './pipeline.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const IMAGES = 9;

let t: TestApp;
let dataDir: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  // The API side (this process, ROLE=api) queues actions on pg-boss; only worker processes run them.
  t = await createTestApp({ ROLE: 'api' }, {}, { jobs: 'pg-boss' });
  await designActionJob.register(t.services);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-worker-kill-'));
});
afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A real worker process (ROLE=worker) on the test database. */
function startWorker(): ChildProcess {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'worker',
      // The inspiration library's build would compete for the CPU with what is measured here.
      SEARCH_LIBRARY_SIZE: '0',
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Anything unfinished and quiet for 1 s counts as left behind by a dead worker.
      DESIGN_ACTION_STALL_SECONDS: '1',
      // a killed worker's claim on its action expires quickly (lib/lease.ts)
      WORK_LEASE_SECONDS: '2',
    },
    stdio: 'ignore',
  });
  workers.push(worker);
  return worker;
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a worker killed mid-action', () => {
  it('resumes in the next worker: completed, one asset per image, credits captured once', async () => {
    const token = await t.signIn('kill@worker.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design-actions',
      headers: t.bearer(token),
      payload: {
        type: 'packaging-generation',
        metadata: {
          brand: 'Tidewater',
          packagingImage: 'pouch',
          prompt: 'Sea salt crisps',
          imageCount: IMAGES,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const actionId: string = res.json().data.designAction.id;
    const progress = async () => {
      const [action] = await t.db
        .select({ status: designActions.status })
        .from(designActions)
        .where(eq(designActions.id, actionId));
      const images = await t.db
        .select({ status: designActionImages.status })
        .from(designActionImages)
        .where(eq(designActionImages.designActionId, actionId));
      return { status: action!.status, done: images.filter((i) => i.status === 'completed').length };
    };

    const first = startWorker();
    const midway = await waitFor(progress, (p) => p.done >= 1);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await progress();
    expect(midway.status).not.toBe('completed');
    expect(atKill.status).toBe('generating');
    expect(atKill.done).toBeLessThan(IMAGES);

    startWorker();
    const finished = await waitFor(progress, (p) => p.status === 'completed' || p.status === 'error');
    expect(finished).toEqual({ status: 'completed', done: IMAGES });

    // One stored asset per image, none orphaned by the killed run.
    const images = await t.db
      .select({ assetId: designActionImages.assetId })
      .from(designActionImages)
      .where(eq(designActionImages.designActionId, actionId));
    expect(new Set(images.map((i) => i.assetId)).size).toBe(IMAGES);
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from assets where metadata->>'designActionId' = ${actionId} or metadata->>'designActionImageId' in (select id::text from design_action_images where design_action_id = ${actionId})`,
    );
    expect(stored.rows[0]!.n).toBe(IMAGES);

    // The reservation was captured exactly once; nothing else was charged or refunded.
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, actionId));
    expect(ledger.map((r) => [r.status, r.amount])).toEqual([['completed', -IMAGES]]);
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/credits/balance',
      headers: t.bearer(token),
    });
    expect(balance.json().data.balance).toBe(70 - IMAGES);

    // One completion notification.
    const sent = await t.db
      .select({ type: notifications.type, deeplink: notifications.deeplink })
      .from(notifications);
    expect(sent).toEqual([
      { type: 'design_generation_complete', deeplink: expect.stringContaining('/dashboard/sessions/') },
    ]);
  }, 180_000);

  it('runs an action once when two jobs reach it at the same time (lanes or workers)', async () => {
    const token = await t.signIn('twice@worker.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design-actions',
      headers: t.bearer(token),
      payload: { type: 'ai-imagery', metadata: { prompt: 'Mint tea tins', imageCount: 3 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const actionId: string = res.json().data.designAction.id;
    const deps = { ...t.services, imageProviders: () => [localImageProvider({ size: 128 })] };
    const outcomes = await Promise.all([runDesignAction(deps, actionId), runDesignAction(deps, actionId)]);
    expect(outcomes.sort()).toEqual(['completed', 'skipped']);
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from assets where metadata->>'designActionId' = ${actionId}`,
    );
    expect(stored.rows[0]!.n).toBe(3);
    // The lock is released: a later run finds the action settled.
    expect(await runDesignAction(deps, actionId)).toBe('skipped');
  });

  it('the sweep leaves an action still waiting in the queue to its job, and re-queues one whose job is lost', async () => {
    for (const w of workers) {
      if (w.exitCode !== null || w.signalCode !== null) continue;
      w.kill('SIGKILL');
      await new Promise((r) => w.once('exit', r));
    }
    const token = await t.signIn('queued@worker.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design-actions',
      headers: t.bearer(token),
      payload: { type: 'ai-imagery', metadata: { prompt: 'Lemon soda on a beach', imageCount: 1 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const actionId: string = res.json().data.designAction.id;
    const jobs = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = ${DESIGN_ACTION_QUEUE} and singleton_key = ${actionId}`,
        )
      ).rows[0]!.n;
    expect(await jobs()).toBe(1);

    // Quiet for a minute only because no worker has reached it yet (a long queue): not stalled.
    await t.db
      .update(designActions)
      .set({ lastUpdatedAt: new Date(Date.now() - 60_000) })
      .where(eq(designActions.id, actionId));
    expect(await designActionJob.requeueStalled(t.deps, 30)).not.toContain(actionId);
    expect(await jobs()).toBe(1);

    // Its job lost (the process stopped between commit and send): queued again.
    await t.db.execute(
      sql`delete from pgboss.job where name = ${DESIGN_ACTION_QUEUE} and singleton_key = ${actionId}`,
    );
    expect(await designActionJob.requeueStalled(t.deps, 30)).toContain(actionId);
    expect(await jobs()).toBe(1);
  });
});
