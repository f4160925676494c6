/** The judge queue: one pg-boss job per evaluation, and a sweep for evaluations whose job was lost. */
import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { judgeEvaluations } from '../../db/schema/index.ts';
import { ensureQueue } from '../../jobs/boss.ts';
import { registerSweep } from '../../jobs/sweep.ts';
import { type JudgeJobDeps, runJudge } from './pipeline.ts';

export const JUDGE_QUEUE = 'judge';
export const JUDGE_SWEEP_QUEUE = 'judge-sweep';

let queue: PgBoss | null = null;
let queueLog: Logger | null = null;
let localWorkerIds: string[] = [];

/** Queues an evaluation (singleton per id). A no-op where no queue is registered (tests). */
export async function enqueueJudge(evaluationId: string): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(
      JUDGE_QUEUE,
      { evaluationId },
      {
        singletonKey: evaluationId,
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 5 * 60,
      },
    );
    for (const id of localWorkerIds) queue.notifyWorker(id);
  } catch (err) {
    queueLog?.warn({ err, evaluationId }, 'could not queue judge evaluation; the sweep will retry');
  }
}

export async function registerJudgeJobs(boss: PgBoss, deps: JudgeJobDeps & { config: Config }) {
  queue = boss;
  queueLog = deps.log ?? null;
  if (deps.config.ROLE === 'api') return;
  await ensureQueue(boss, JUDGE_QUEUE);
  localWorkerIds = [
    await boss.work<{ evaluationId: string }>(
      JUDGE_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) await runJudge(deps, job.data.evaluationId);
      },
    ),
  ];
  // Every 5 minutes and as the worker starts: unfinished evaluations untouched for the stall time
  // are queued again.
  await registerSweep(boss, {
    queue: JUDGE_SWEEP_QUEUE,
    cron: '*/5 * * * *',
    log: deps.log,
    run: async () => {
      const ids = await requeueStalledJudgements(deps.db, deps.config.DESIGN_ACTION_STALL_SECONDS);
      if (ids.length) deps.log?.info({ count: ids.length }, 'requeued stalled judge evaluations');
    },
  });
}

/** Queues again the evaluations left pending/processing with no progress for `olderThanSeconds`. */
export async function requeueStalledJudgements(db: Db, olderThanSeconds: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const rows = await db
    .select({ id: judgeEvaluations.id })
    .from(judgeEvaluations)
    .where(
      and(
        inArray(judgeEvaluations.status, ['pending', 'processing']),
        lt(judgeEvaluations.lastUpdatedAt, cutoff),
      ),
    )
    .limit(500);
  for (const r of rows) await enqueueJudge(r.id);
  return rows.map((r) => r.id);
}
