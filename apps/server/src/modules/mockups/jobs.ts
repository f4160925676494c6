/** The mockup queue: one paid job per mockup, and the sweep for mockups whose job was lost (jobs/paid-job.ts). */
import { type PaidJobDeps, paidJob, stalledIds } from '../../jobs/paid-job.ts';
import { type MockupJobDeps, runMockup } from './pipeline.ts';
import { paidMockups } from './repository.ts';

export const MOCKUP_QUEUE = 'mockup';

export const mockupJob = paidJob<MockupJobDeps & PaidJobDeps>({
  queue: { name: MOCKUP_QUEUE, dataKey: 'mockupId', retryDelay: 10, expireInSeconds: 15 * 60 },
  run: runMockup,
  // Unfinished mockups untouched for the stall time; a re-run resumes after the stored outputs.
  stalled: (db, cutoff) => stalledIds(db, paidMockups, ['pending', 'processing'], cutoff),
  sweptMessage: 'requeued stalled mockups',
});
