/** The design-action queue: one paid job per action, its workers and its stalled-action sweep (jobs/paid-job.ts). */
import type { Config } from '../../config.ts';
import { type PaidJobDeps, paidJob } from '../../jobs/paid-job.ts';
import { type DesignJobDeps, runDesignAction } from './pipeline.ts';
import { stalledActions } from './repository-run.ts';

export const DESIGN_ACTION_QUEUE = 'design-action';

/** Most images one action asks for (mockups: 10). */
const MAX_IMAGES_PER_ACTION = 10;

/**
 * How long a design-action job may run before pg-boss expires and retries it: the worst case of the
 * slowest configured list (every image × 3 attempts × each remote provider's timeout), at least 15
 * minutes and under pg-boss's 24-hour limit.
 */
export function designJobExpirySeconds(config: Config): number {
  const remote = Math.max(
    0,
    ...Object.values(config.imageProviders).map((list) => list.filter((p) => p !== 'local').length),
  );
  const worst = remote * 3 * config.IMAGE_PROVIDER_TIMEOUT_SECONDS * MAX_IMAGES_PER_ACTION + 15 * 60;
  return Math.min(23 * 3600, Math.max(15 * 60, worst));
}

export const designActionJob = paidJob<DesignJobDeps & PaidJobDeps>({
  queue: {
    name: DESIGN_ACTION_QUEUE,
    dataKey: 'actionId',
    // One action's storing and settling overlap another's rendering; remote providers mostly wait.
    lanes: 2,
    retryDelay: 10,
    expireInSeconds: designJobExpirySeconds,
  },
  run: runDesignAction,
  stalled: stalledActions,
  // An action still waiting in a long queue already has its job: a second one could run it in two
  // workers at once (duplicate images). A job that is active is not trusted: its worker may be dead.
  needsJob: async (jobs, ids) => {
    const waiting = await jobs.waiting(DESIGN_ACTION_QUEUE, ids);
    return ids.filter((id) => !waiting.has(id));
  },
  sweptMessage: 'requeued stalled design actions',
});
