/** The judge queue: one paid job per evaluation, and the sweep for evaluations whose job was lost (jobs/paid-job.ts). */
import { and, inArray, lt } from 'drizzle-orm';
import { judgeEvaluations } from '../../db/schema/index.ts';
import { type PaidJobDeps, paidJob } from '../../jobs/paid-job.ts';
import { type JudgeJobDeps, runJudge } from './pipeline.ts';

export const JUDGE_QUEUE = 'judge';

export const judgeJob = paidJob<JudgeJobDeps & PaidJobDeps>({
  queue: { name: JUDGE_QUEUE, dataKey: 'evaluationId', retryDelay: 5, expireInSeconds: 5 * 60 },
  run: runJudge,
  stalled: async (db, cutoff) =>
    (
      await db
        .select({ id: judgeEvaluations.id })
        .from(judgeEvaluations)
        .where(
          and(
            inArray(judgeEvaluations.status, ['pending', 'processing']),
            lt(judgeEvaluations.lastUpdatedAt, cutoff),
          ),
        )
        .limit(500)
    ).map((r) => r.id),
  sweptMessage: 'requeued stalled judge evaluations',
});
