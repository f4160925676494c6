import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solidPng } from '../../test/files.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assets, designActions, designSessions, judgeEvaluations, mockups } from '../db/schema/index.ts';
import { DESIGN_ACTION_QUEUE, designActionJob } from '../modules/actions/jobs.ts';
import { assetsServiceFor } from '../modules/assets/index.ts';
import { ASSET_DERIVATIVES_QUEUE, registerAssetJobs } from '../modules/assets/jobs.ts';
import { JUDGE_QUEUE, judgeJob } from '../modules/judge/jobs.ts';
import { MOCKUP_QUEUE, mockupJob } from '../modules/mockups/jobs.ts';
import type { JobQueue } from '../ports.ts';
import { inProcessQueue } from './in-process-queue.ts';
import { registerSweep } from './sweep.ts';

describe('registerSweep', () => {
  /** The in-process queue, with the order of what the helper asks of it. */
  function recordingQueue() {
    const calls: string[] = [];
    const queue = inProcessQueue();
    const jobs: JobQueue = {
      ...queue,
      schedule: async (name, cron) => void calls.push(`schedule ${name} ${cron}`),
      work: async (name, options, handler) => {
        calls.push(`work ${name}`);
        await queue.work(name, options, handler);
      },
    };
    return { jobs, calls };
  }

  it('schedules the sweep, works its queue, and runs one pass before returning', async () => {
    const { jobs, calls } = recordingQueue();
    const run = vi.fn(async () => {
      calls.push('run');
    });
    await registerSweep(jobs, { queue: 'x-sweep', cron: '*/5 * * * *', run });
    expect(calls).toEqual(['schedule x-sweep */5 * * * *', 'work x-sweep', 'run']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a failed start-up pass is logged and does not stop the worker from starting', async () => {
    const { jobs } = recordingQueue();
    const log = pino({ level: 'silent' });
    const warn = vi.spyOn(log, 'warn');
    await expect(
      registerSweep(jobs, {
        queue: 'x-sweep',
        cron: '*/5 * * * *',
        log,
        run: async () => {
          throw new Error('database away');
        },
      }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('a worker that starts requeues what a crashed one left, without waiting for the schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Anything unfinished and quiet for 1 s counts as left behind.
    t = await createTestApp(
      { DESIGN_ACTION_STALL_SECONDS: '1', SEARCH_LIBRARY_SIZE: '0' },
      {},
      { jobs: 'pg-boss' },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Whether a job for `key` is in `queue` (in any state: a worker may already have taken it). */
  async function queued(queue: string, key: string): Promise<boolean> {
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${queue} and singleton_key = ${key}`,
    );
    return (rows.rows[0]?.n ?? 0) > 0;
  }

  it('design actions, mockups, judge evaluations and image derivatives', async () => {
    const token = await t.signIn('crash@sweep.test');
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })
    ).json().data.userId as string;
    const long = new Date(Date.now() - 60 * 60_000);

    // What a process killed mid-work leaves: rows still in progress, no live job for them.
    const [session] = await t.db.insert(designSessions).values({ userId, name: 'Crash' }).returning();
    const [action] = await t.db
      .insert(designActions)
      .values({
        userId,
        sessionId: session!.id,
        type: 'ai-imagery',
        status: 'generating',
        lastUpdatedAt: long,
      })
      .returning();
    const [mockup] = await t.db
      .insert(mockups)
      .values({
        requestId: crypto.randomUUID(),
        userId,
        artworks: [],
        products: [],
        imageCount: 0,
        step: 0,
        status: 'processing',
        creditCost: 0,
        lastUpdatedAt: long,
      })
      .returning();
    const [judgement] = await t.db
      .insert(judgeEvaluations)
      .values({
        userId,
        mode: 'SINGLE',
        assetIds: [],
        status: 'processing',
        creditCost: 0,
        lastUpdatedAt: long,
      })
      .returning();
    const image = await assetsServiceFor(t.deps).storeGeneratedImage(
      userId,
      await solidPng(32, 32, '#123456'),
      {
        visibility: 'private',
        queueDerivatives: false,
      },
    );
    await t.db
      .update(assets)
      .set({ createdAt: long, processingStatus: 'pending' })
      .where(eq(assets.id, image.id));

    for (const [queue, key] of [
      [DESIGN_ACTION_QUEUE, action!.id],
      [MOCKUP_QUEUE, mockup!.id],
      [JUDGE_QUEUE, judgement!.id],
      [ASSET_DERIVATIVES_QUEUE, image.id],
    ] as const) {
      expect(await queued(queue, key).catch(() => false), queue).toBe(false);
    }

    // The worker starts (as main.ts registers it): each kind's sweep has run once by the time its
    // registration returns, long before any 5- or 10-minute schedule.
    await designActionJob.register(t.services);
    expect(await queued(DESIGN_ACTION_QUEUE, action!.id)).toBe(true);
    await mockupJob.register(t.services);
    expect(await queued(MOCKUP_QUEUE, mockup!.id)).toBe(true);
    await judgeJob.register(t.services);
    expect(await queued(JUDGE_QUEUE, judgement!.id)).toBe(true);
    await registerAssetJobs(t.deps);
    expect(await queued(ASSET_DERIVATIVES_QUEUE, image.id)).toBe(true);
  }, 60_000);
});
