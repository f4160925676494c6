import type { Logger } from 'pino';
import type { JobQueue } from '../ports.ts';

export interface SweepOptions {
  /** The sweep's own queue (the schedule's jobs land there). */
  queue: string;
  /** When it runs besides start-up, e.g. every 5 minutes: '*\/5 * * * *'. */
  cron: string;
  /** One pass: finds the work left behind and queues it again (must be idempotent). */
  run: () => Promise<unknown>;
  log?: Logger;
}

/**
 * A stalled-work sweep for a worker (ROLE=worker|all): scheduled on `cron`, and run once now, as
 * the worker starts, so what a crashed process left behind is queued again at once instead of at
 * the next tick. A failed start-up pass is logged and left to the schedule: it never stops the
 * worker from starting.
 */
export async function registerSweep(jobs: JobQueue, { queue, cron, run, log }: SweepOptions): Promise<void> {
  await jobs.ensure(queue);
  await jobs.schedule(queue, cron);
  await jobs.work(queue, {}, async () => {
    await run();
  });
  try {
    await run();
  } catch (err) {
    log?.warn({ err, queue }, 'start-up sweep failed; the schedule will run it again');
  }
}
