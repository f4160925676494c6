/**
 * The job queue port in memory, for unit tests: it records every job sent and runs the handlers
 * registered with `work` only when `drain` is called, so a test sees what was queued and decides
 * when it runs.
 */
import { randomUUID } from 'node:crypto';
import type { JobQueue, SendOptions } from '../ports.ts';

export interface SentJob {
  id: string;
  queue: string;
  data: object;
  options: SendOptions;
}

export type InProcessQueue = JobQueue & {
  /** Every job sent, in order. */
  sent: SentJob[];
  /** The schedules asked for. */
  schedules: { queue: string; cron: string }[];
  /** The keys sent to `queue`, in order. */
  keys(queue: string): string[];
  /** Runs the waiting jobs (and any they queue) with the registered handlers; jobs of a queue without one stay. */
  drain(): Promise<void>;
};

export function inProcessQueue(): InProcessQueue {
  const handlers = new Map<string, (batch: object[]) => Promise<unknown>>();
  const sent: SentJob[] = [];
  let waiting: SentJob[] = [];
  const queue: InProcessQueue = {
    sent,
    schedules: [],
    keys: (name) => sent.filter((j) => j.queue === name).map((j) => j.options.singletonKey),
    async ensure() {},
    async send(name, data, options) {
      const job = { id: randomUUID(), queue: name, data, options };
      sent.push(job);
      waiting.push(job);
      return job.id;
    },
    async work(name, _options, handler) {
      handlers.set(name, handler as (batch: object[]) => Promise<unknown>);
    },
    async schedule(name, cron) {
      queue.schedules.push({ queue: name, cron });
    },
    async waiting(name, keys) {
      const wanted = new Set(keys);
      return new Set(
        waiting
          .filter((j) => j.queue === name && wanted.has(j.options.singletonKey))
          .map((j) => j.options.singletonKey),
      );
    },
    async busy(name) {
      return waiting.some((j) => j.queue === name);
    },
    async drain() {
      for (;;) {
        const next = waiting.find((j) => handlers.has(j.queue));
        if (!next) return;
        waiting = waiting.filter((j) => j !== next);
        await handlers.get(next.queue)!([next.data]);
      }
    },
  };
  return queue;
}
