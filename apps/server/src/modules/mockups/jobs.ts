/** The mockup queue: one pg-boss job per mockup, and a sweep for mockups whose job was lost. */
import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mockups } from '../../db/schema/index.ts';
import { ensureQueue } from '../../jobs/boss.ts';
import { registerSweep } from '../../jobs/sweep.ts';
import { type MockupJobDeps, runMockup } from './pipeline.ts';

export const MOCKUP_QUEUE = 'mockup';
export const MOCKUP_SWEEP_QUEUE = 'mockup-sweep';

let queue: PgBoss | null = null;
let queueLog: Logger | null = null;
let localWorkerIds: string[] = [];

/** Queues a mockup (singleton per id). A no-op where no queue is registered (tests). */
export async function enqueueMockup(mockupId: string): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(
      MOCKUP_QUEUE,
      { mockupId },
      { singletonKey: mockupId, retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
    );
    for (const id of localWorkerIds) queue.notifyWorker(id);
  } catch (err) {
    queueLog?.warn({ err, mockupId }, 'could not queue mockup; the sweep will retry');
  }
}

export async function registerMockupJobs(boss: PgBoss, deps: MockupJobDeps & { config: Config }) {
  queue = boss;
  queueLog = deps.log ?? null;
  if (deps.config.ROLE === 'api') return;
  await ensureQueue(boss, MOCKUP_QUEUE);
  localWorkerIds = [
    await boss.work<{ mockupId: string }>(
      MOCKUP_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) await runMockup(deps, job.data.mockupId);
      },
    ),
  ];
  // Every 5 minutes and as the worker starts: unfinished mockups untouched for the stall time are
  // queued again; a re-run resumes.
  await registerSweep(boss, {
    queue: MOCKUP_SWEEP_QUEUE,
    cron: '*/5 * * * *',
    log: deps.log,
    run: async () => {
      const ids = await requeueStalledMockups(deps.db, deps.config.DESIGN_ACTION_STALL_SECONDS);
      if (ids.length) deps.log?.info({ count: ids.length }, 'requeued stalled mockups');
    },
  });
}

/** Queues again the mockups left pending/processing with no progress for `olderThanSeconds`. */
export async function requeueStalledMockups(db: Db, olderThanSeconds: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const rows = await db
    .select({ id: mockups.id })
    .from(mockups)
    .where(and(inArray(mockups.status, ['pending', 'processing']), lt(mockups.lastUpdatedAt, cutoff)))
    .limit(500);
  for (const r of rows) await enqueueMockup(r.id);
  return rows.map((r) => r.id);
}
