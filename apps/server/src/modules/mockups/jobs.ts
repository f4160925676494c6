/** The mockup queue: one paid job per mockup, and the sweep for mockups whose job was lost (jobs/paid-job.ts). */
import { and, inArray, lt } from 'drizzle-orm';
import { mockups } from '../../db/schema/index.ts';
import { type PaidJobDeps, paidJob } from '../../jobs/paid-job.ts';
import { type MockupJobDeps, runMockup } from './pipeline.ts';

export const MOCKUP_QUEUE = 'mockup';

export const mockupJob = paidJob<MockupJobDeps & PaidJobDeps>({
  queue: { name: MOCKUP_QUEUE, dataKey: 'mockupId', retryDelay: 10, expireInSeconds: 15 * 60 },
  run: runMockup,
  // Unfinished mockups untouched for the stall time; a re-run resumes after the stored outputs.
  stalled: async (db, cutoff) =>
    (
      await db
        .select({ id: mockups.id })
        .from(mockups)
        .where(and(inArray(mockups.status, ['pending', 'processing']), lt(mockups.lastUpdatedAt, cutoff)))
        .limit(500)
    ).map((r) => r.id),
  sweptMessage: 'requeued stalled mockups',
});
