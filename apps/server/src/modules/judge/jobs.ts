/** The judge queue: one pg-boss job per evaluation, and a sweep for evaluations whose job was lost. */
import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { judgeEvaluations } from '../../db/schema/index.ts';
import { ensureQueue } from '../../jobs/boss.ts';
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
  for (const name of [JUDGE_QUEUE, JUDGE_SWEEP_QUEUE]) await ensureQueue(boss, name);
  localWorkerIds = [
    await boss.work<{ evaluationId: string }>(
      JUDGE_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) await runJudge(deps, job.data.evaluationId);
      },
    ),
  ];
  // Unfinished evaluations untouched for the stall time are queued again.
  const sweep = async () => {
    const cutoff = new Date(Date.now() - deps.config.DESIGN_ACTION_STALL_SECONDS * 1000);
    const rows = await deps.db
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
  };
  await boss.schedule(JUDGE_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(JUDGE_SWEEP_QUEUE, sweep);
}
