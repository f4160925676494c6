/**
 * The paid background job, written once. A paid action (design action, chat turn, mockup, judge
 * evaluation) goes through the same steps:
 *
 *   reserve   the caller's request transaction creates the row and reserves its credits
 *             (`credits.reserve(…, { tx, reference: row.id })`): a 402 rolls back both;
 *   enqueue   after the commit, `job.enqueue(jobs, id)`: one job per id, a retry keeps the key;
 *   run       the module's own step, holding no database connection while it renders or waits
 *             (render slots in lib/slots.ts, one runner per piece of work in lib/lease.ts);
 *   settle    exactly once: the module's guarded status update ("not already finished") wins or
 *             the settle is a no-op; the winner captures (completed) or releases (failed) the
 *             reservation and notifies the user, all in one transaction;
 *   sweep     workers queue again, at start-up and every few minutes, what stalled (a job lost
 *             before it was sent, a worker killed): the run resumes under the same key.
 *
 * A module supplies its queue, its run step, its stalled query and its texts (docs/architecture.md).
 */
import type { NotifyInput } from '@packsmith/core';
import { and, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { CreditsService } from '../modules/credits/index.ts';
import type { NotificationsService } from '../modules/notifications/index.ts';
import type { AppDeps, JobQueue } from '../ports.ts';
import { registerSweep } from './sweep.ts';

export type PaidOutcome = 'completed' | 'failed';
export type Settled = PaidOutcome | 'skipped';

/** What a paid row carries for settling: its owner and its reservation (null when free). */
export interface PaidRow {
  id: string;
  userId: string;
  creditReservationId: string | null;
}

export type PaidJobDeps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'realtime'> & { log?: AppDeps['log'] };

/** What settling uses: the ledger and the user's notifications (services.ts builds them once). */
export interface SettleDeps {
  db: Db;
  credits: CreditsService;
  notifications: NotificationsService;
}

export interface PaidJobQueue {
  /** The pg-boss queue name (stalled work is swept on `${name}-sweep`). */
  name: string;
  /** The job's payload key for the id (kept as it was, so jobs queued by an older release still run). */
  dataKey: string;
  /** Workers per process. */
  lanes?: number;
  retryDelay: number;
  expireInSeconds: number | ((config: Config) => number);
  /** Sweep schedule (default every 5 minutes). */
  sweepCron?: string;
}

export interface PaidJob<D extends PaidJobDeps = PaidJobDeps> {
  readonly queue: string;
  /** Queues the run of `id` after the reserving transaction committed; never fails the request. */
  enqueue(deps: Pick<PaidJobDeps, 'jobs' | 'config'>, id: string): Promise<void>;
  /** Queues again the work with no progress since `cutoff`; the ids queued. */
  requeueStalled(
    deps: Pick<PaidJobDeps, 'db' | 'jobs' | 'config'>,
    olderThanSeconds: number,
  ): Promise<string[]>;
  /**
   * Every role creates the queue it sends to; workers (ROLE=worker|all) also run it and sweep
   * for stalled work at start-up and on the schedule.
   */
  register(deps: D): Promise<void>;
}

export interface PaidJobSpec<D extends PaidJobDeps> {
  queue: PaidJobQueue;
  /** The module's run step for one id (it settles through `settlePaid`). */
  run: (deps: D, id: string) => Promise<unknown>;
  /** Unfinished ids with no progress since `cutoff` (at most a few hundred). */
  stalled: (db: Db, cutoff: Date) => Promise<string[]>;
  /** Of the stalled ids, those that need a new job (default: all; design actions skip the ones still waiting). */
  needsJob?: (jobs: JobQueue, ids: string[]) => Promise<string[]>;
  /** Log line for a sweep that queued something. */
  sweptMessage: string;
}

/** A paid job's queue, workers and sweeps from its spec. */
export function paidJob<D extends PaidJobDeps>(spec: PaidJobSpec<D>): PaidJob<D> {
  const { queue } = spec;
  const expiry = (config: Config) =>
    typeof queue.expireInSeconds === 'number' ? queue.expireInSeconds : queue.expireInSeconds(config);
  const job: PaidJob<D> = {
    queue: queue.name,
    async enqueue({ jobs, config }, id) {
      await jobs.send(
        queue.name,
        { [queue.dataKey]: id },
        {
          singletonKey: id,
          retryLimit: 3,
          retryDelay: queue.retryDelay,
          retryBackoff: true,
          expireInSeconds: expiry(config),
        },
      );
    },
    async requeueStalled(deps, olderThanSeconds) {
      const stalled = await spec.stalled(deps.db, new Date(Date.now() - olderThanSeconds * 1000));
      const ids = spec.needsJob && stalled.length ? await spec.needsJob(deps.jobs, stalled) : stalled;
      for (const id of ids) await job.enqueue(deps, id);
      return ids;
    },
    async register(deps) {
      await deps.jobs.ensure(queue.name);
      if (deps.config.ROLE === 'api') return;
      // Poll every 0.5 s (pg-boss's floor): pick-up latency is most of a small job's wait; jobs
      // queued by this same process wake its workers without a poll. One job per worker.
      await deps.jobs.work<Record<string, string>>(
        queue.name,
        { lanes: queue.lanes ?? 1, batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([data]) => {
          const id = data?.[queue.dataKey];
          if (id) await spec.run(deps, id);
        },
      );
      await registerSweep(deps.jobs, {
        queue: `${queue.name}-sweep`,
        cron: queue.sweepCron ?? '*/5 * * * *',
        log: deps.log,
        run: async () => {
          const ids = await job.requeueStalled(deps, deps.config.DESIGN_ACTION_STALL_SECONDS);
          if (ids.length) deps.log?.info({ count: ids.length }, spec.sweptMessage);
        },
      });
    },
  };
  return job;
}

export interface Settlement {
  row: PaidRow;
  outcome: PaidOutcome;
  /**
   * The module's status update, guarded so only one caller finds the row unfinished: true for
   * that caller. Runs in the settling transaction.
   */
  claim: (tx: DbOrTx) => Promise<boolean>;
  /** What the user is told (the module's texts); none when `also` tells them. */
  notification?: NotifyInput;
  /** More the module records in the same transaction once it won and the credits moved (history, events). */
  also?: (tx: DbOrTx) => Promise<void>;
  /** A completed run that delivered less than was paid for keeps only this much (the rest goes back). */
  capture?: number;
}

/**
 * Settles a paid run exactly once: the winner of `claim` captures (completed) or releases (failed)
 * the reservation and notifies, in one transaction; any other caller gets 'skipped'.
 */
export async function settlePaid(
  deps: SettleDeps,
  { row, outcome, claim, notification, also, capture }: Settlement,
): Promise<Settled> {
  const { credits, notifications } = deps;
  return deps.db.transaction(async (tx) => {
    if (!(await claim(tx))) return 'skipped' as const;
    if (row.creditReservationId) {
      if (outcome === 'completed') await credits.capture(row.creditReservationId, { tx, amount: capture });
      else await credits.release(row.creditReservationId, { tx });
    }
    await also?.(tx);
    if (notification) await notifications.notify(row.userId, notification, tx);
    return outcome;
  });
}

/** A paid job's table as the block reads it: an id, a status and the time of its last progress. */
export type PaidTable = PgTable & { id: PgColumn; status: PgColumn; lastUpdatedAt: PgColumn };

/** Paid rows still running and untouched since `cutoff` (at most 500 a pass): what a sweep queues again. */
export async function stalledIds(
  db: Db,
  table: PaidTable,
  running: string[],
  cutoff: Date,
  ...more: SQL[]
): Promise<string[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.status, running), lt(table.lastUpdatedAt, cutoff), ...more))
    .limit(500);
  return rows.map((r) => r.id as string);
}

/**
 * The usual `claim` of a job that settles as a whole: the row takes its outcome, its error (cut to
 * 1000 characters) and `more`, only while it is not finished; true for the one caller that did it.
 */
export async function finishRow(
  tx: DbOrTx,
  job: { table: PaidTable; id: string; finished: string[] },
  outcome: PaidOutcome,
  { error, ...more }: { error?: string } & Record<string, unknown> = {},
): Promise<boolean> {
  const { table, id } = job;
  const now = new Date();
  const won = await tx
    .update(table)
    .set({
      status: outcome,
      error: error ? error.slice(0, 1000) : null,
      completedAt: outcome === 'completed' ? now : null,
      lastUpdatedAt: now,
      ...more,
    } as never)
    .where(and(eq(table.id, id), notInArray(table.status, job.finished)))
    .returning({ id: table.id });
  return won.length > 0;
}

/**
 * The run of a job that settles as a whole (mockups, judge evaluations): load the row (missing or
 * finished → 'skipped'), mark it processing, run the module's step, then settle completed with its
 * result, or failed with the error when the step or that settle throws.
 */
export async function runPaid<Row extends PaidRow & { status: string }, Result>(
  deps: Pick<PaidJobDeps, 'db' | 'log'>,
  job: { table: PaidTable; id: string; kind: string; finished: readonly string[] },
  run: (row: Row) => Promise<Result>,
  settle: (row: Row, outcome: PaidOutcome, result: Result | { error: string }) => Promise<Settled>,
): Promise<Settled> {
  const { db } = deps;
  const { table, id } = job;
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as Row[];
  if (!row || job.finished.includes(row.status)) return 'skipped';
  await db
    .update(table)
    .set({ status: 'processing', lastUpdatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.status, 'pending')));
  try {
    return await settle(row, 'completed', await run(row));
  } catch (err) {
    deps.log?.warn({ err, id }, `${job.kind} failed`);
    return await settle(row, 'failed', { error: err instanceof Error ? err.message : String(err) });
  }
}
