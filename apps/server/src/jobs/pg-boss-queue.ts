/** The job queue port on pg-boss (its `pgboss` schema in the application database). */
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue } from '../ports.ts';
import { ensureQueue } from './boss.ts';

export function pgBossQueue(boss: PgBoss, log: Logger): JobQueue {
  /** This process's workers per queue, woken at once when this process sends to it. */
  const localWorkers = new Map<string, string[]>();
  /** Jobs of `queue` in `states` whose key is one of `keys`. */
  const keysIn = async (queue: string, states: string[], keys: string[] | null) => {
    const rows = await boss
      .getDb()
      .executeSql(
        `select singleton_key as key from pgboss.job where name = $1 and state::text = any($2::text[])${
          keys ? ' and singleton_key = any($3::text[])' : ''
        } limit 1000`,
        keys ? [queue, states, keys] : [queue, states],
      );
    return (rows as { rows: { key: string }[] }).rows.map((r) => r.key);
  };
  return {
    ensure: (queue) => ensureQueue(boss, queue),
    async send(queue, data, options) {
      try {
        const id = await boss.send(queue, data, options);
        // pg-boss answers null when it did not queue the job: the sweep will
        if (!id) log.warn({ queue, key: options.singletonKey }, 'job not queued; the sweep will retry');
        for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
        return id;
      } catch (err) {
        log.warn({ err, queue, key: options.singletonKey }, 'could not queue job; the sweep will retry');
        return null;
      }
    },
    async work(queue, { lanes = 1, batchSize = 1, pollingIntervalSeconds }, handler) {
      await ensureQueue(boss, queue);
      const ids = localWorkers.get(queue) ?? [];
      localWorkers.set(queue, ids);
      for (let lane = 0; lane < lanes; lane++) {
        ids.push(
          await boss.work<object>(
            queue,
            pollingIntervalSeconds ? { batchSize, pollingIntervalSeconds } : { batchSize },
            async (jobs) => {
              await handler(jobs.map((j) => j.data) as never);
            },
          ),
        );
      }
    },
    async schedule(queue, cron, options = {}) {
      await boss.schedule(queue, cron, {}, options);
    },
    async waiting(queue, keys) {
      if (keys.length === 0) return new Set();
      return new Set(await keysIn(queue, ['created', 'retry'], keys));
    },
    async busy(queue) {
      return (await keysIn(queue, ['created', 'retry', 'active'], null)).length > 0;
    },
  };
}
