/** The judge queue: one paid job per evaluation, and the sweep for evaluations whose job was lost (jobs/paid-job.ts). */
import { type PaidJobDeps, paidJob, stalledIds } from '../../jobs/paid-job.ts';
import { type JudgeJobDeps, runJudge } from './pipeline.ts';
import { paidEvaluations } from './repository.ts';

export const JUDGE_QUEUE = 'judge';

export const judgeJob = paidJob<JudgeJobDeps & PaidJobDeps>({
  queue: { name: JUDGE_QUEUE, dataKey: 'evaluationId', retryDelay: 5, expireInSeconds: 5 * 60 },
  run: runJudge,
  stalled: (db, cutoff) => stalledIds(db, paidEvaluations, ['pending', 'processing'], cutoff),
  sweptMessage: 'requeued stalled judge evaluations',
});
