/** The design-action queue: sending, the stalled-action sweep, and the workers (ARCHITECTURE.md §7). */
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { designActions } from '../../db/schema/index.ts';
import { ensureQueue } from '../../jobs/boss.ts';
import { registerSweep } from '../../jobs/sweep.ts';
import { type DesignJobDeps, runDesignAction } from './pipeline.ts';

export const DESIGN_ACTION_QUEUE = 'design-action';
export const DESIGN_ACTION_SWEEP_QUEUE = 'design-action-sweep';

let queue: PgBoss | null = null;
let queueLog: Logger | null = null;
/** This process's design-action workers (ROLE=all), woken at once when an action is queued here. */
let localWorkerIds: string[] = [];
/**
 * Actions one process runs at a time: one action's storing and settling overlap another's
 * rendering, and remote providers mostly wait on the network.
 */
const DESIGN_ACTION_LANES = 2;
let jobExpirySeconds = 15 * 60;

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

/** Queues an action (singleton per action id). A no-op where no queue is registered (tests). */
export async function enqueueDesignAction(actionId: string): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(
      DESIGN_ACTION_QUEUE,
      { actionId },
      {
        singletonKey: actionId,
        retryLimit: 3,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: jobExpirySeconds,
      },
    );
    for (const id of localWorkerIds) queue.notifyWorker(id);
  } catch (err) {
    queueLog?.warn({ err, actionId }, 'could not queue design action; the sweep will retry');
  }
}

/**
 * Actions left unfinished (job lost before send, worker killed and job expired, retries used up)
 * are re-queued; each re-run resumes where the last one stopped.
 */
export async function requeueStalledActions(db: Db, olderThanSeconds: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const rows = await db
    .select({ id: designActions.id })
    .from(designActions)
    .where(
      and(
        inArray(designActions.status, ['pending', 'generating', 'retrying']),
        lt(designActions.lastUpdatedAt, cutoff),
        isNull(designActions.deletedAt),
      ),
    )
    .limit(500);
  const ids = rows.map((r) => r.id);
  // An action still waiting in a long queue already has its job: a second one could run it in two
  // workers at once (duplicate images). A job that is active is not trusted: its worker may be dead.
  const waiting = new Set<string>();
  if (queue && ids.length) {
    const queued = await db.execute<{ key: string }>(
      sql`select singleton_key as key from pgboss.job
          where name = ${DESIGN_ACTION_QUEUE} and state in ('created', 'retry') and singleton_key in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const r of queued.rows) waiting.add(r.key);
  }
  const stalled = ids.filter((id) => !waiting.has(id));
  for (const id of stalled) await enqueueDesignAction(id);
  return stalled;
}

export async function registerDesignActionJobs(boss: PgBoss, deps: DesignJobDeps) {
  queue = boss;
  queueLog = deps.log ?? null;
  jobExpirySeconds = designJobExpirySeconds(deps.config);
  if (deps.config.ROLE === 'api') return;
  await ensureQueue(boss, DESIGN_ACTION_QUEUE);
  // Poll every 0.5 s (pg-boss's floor; its default is 2 s): pick-up latency is most of a small
  // action's wait. Actions queued by this same process (ROLE=all) wake the workers without a poll.
  // One job per worker: each lane takes the next action as soon as its own is done.
  localWorkerIds = [];
  for (let lane = 0; lane < DESIGN_ACTION_LANES; lane++) {
    localWorkerIds.push(
      await boss.work<{ actionId: string }>(
        DESIGN_ACTION_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await runDesignAction(deps, job.data.actionId);
        },
      ),
    );
  }
  // Every 5 minutes, and as the worker starts: it picks up what a dead one left behind at once.
  await registerSweep(boss, {
    queue: DESIGN_ACTION_SWEEP_QUEUE,
    cron: '*/5 * * * *',
    log: deps.log,
    run: async () => {
      const ids = await requeueStalledActions(deps.db, deps.config.DESIGN_ACTION_STALL_SECONDS);
      if (ids.length) deps.log?.info({ count: ids.length }, 'requeued stalled design actions');
    },
  });
}
