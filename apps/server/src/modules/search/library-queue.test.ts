import type PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import { ensureQueue, startBoss } from '../../jobs/boss.ts';
import { pgBossQueue } from '../../jobs/pg-boss-queue.ts';
import type { JobQueue } from '../../ports.ts';
import { queueLibraryBuild, SEARCH_LIBRARY_QUEUE } from './jobs.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let boss: PgBoss;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = await startBoss(database.url, pino({ level: 'silent' }));
  await ensureQueue(boss, SEARCH_LIBRARY_QUEUE);
  jobs = pgBossQueue(boss, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await database.close();
});

const states = async () =>
  (
    await database.pool.query<{ state: string }>(
      `select state from pgboss.job where name = $1 order by created_on`,
      [SEARCH_LIBRARY_QUEUE],
    )
  ).rows.map((r) => r.state);

it('queues one library build for several starting workers, and another once it has finished', async () => {
  // three workers start one after another (main.ts's start-up lock) before any of them builds
  const first = await queueLibraryBuild(jobs);
  expect(first).toEqual(expect.any(String));
  expect(await queueLibraryBuild(jobs)).toBeNull();
  expect(await states()).toEqual(['created']);
  // one worker is building it: still not queued again
  const [job] = await boss.fetch(SEARCH_LIBRARY_QUEUE);
  expect(job?.id).toBe(first);
  expect(await queueLibraryBuild(jobs)).toBeNull();
  expect(await states()).toEqual(['active']);
  // built: a later start queues the (then empty) check again
  await boss.complete(SEARCH_LIBRARY_QUEUE, first!);
  expect(await queueLibraryBuild(jobs)).toEqual(expect.any(String));
  expect(await states()).toEqual(['completed', 'created']);
});
