/**
 * The index's durable work: building the library (one job, queued at every worker start unless
 * one is waiting or running, and a no-op once complete) and syncing new assets (every minute). The app serves meanwhile;
 * search covers what is indexed so far.
 */
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureQueue } from '../../jobs/boss.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { buildLibrary, type IndexerDeps, syncAssets } from './indexer.ts';

export const SEARCH_LIBRARY_QUEUE = 'search-library';
export const SEARCH_SYNC_QUEUE = 'search-sync';

export async function registerSearchJobs(boss: PgBoss, app: AppDeps) {
  if (app.config.ROLE === 'api') return;
  const deps: IndexerDeps = { db: app.db, storage: app.storage, log: app.log, assets: assetsServiceFor(app) };
  for (const name of [SEARCH_LIBRARY_QUEUE, SEARCH_SYNC_QUEUE]) await ensureQueue(boss, name);
  await boss.work(SEARCH_LIBRARY_QUEUE, { batchSize: 1 }, async () => {
    await buildLibrary(deps, app.config.SEARCH_LIBRARY_SIZE);
  });
  await boss.work(SEARCH_SYNC_QUEUE, { batchSize: 1 }, async () => {
    await syncAssets(deps);
  });
  await queueLibraryBuild(boss, app.db);
  await boss.schedule(SEARCH_SYNC_QUEUE, '* * * * *', {}, { singletonKey: 'sync' });
}

/**
 * Queues the library build unless one is already waiting or running. A `singletonKey` does not
 * deduplicate on a standard pg-boss queue, so several workers started together on a new database
 * each drew the whole library. Start-up registration runs under main.ts's start-up lock: two
 * starting processes cannot both find none. The id of the queued job, or null.
 */
export async function queueLibraryBuild(boss: PgBoss, db: Db): Promise<string | null> {
  const pending = await db.execute(
    sql`select 1 from pgboss.job where name = ${SEARCH_LIBRARY_QUEUE} and state in ('created', 'retry', 'active') limit 1`,
  );
  if (pending.rows.length) return null;
  return boss.send(
    SEARCH_LIBRARY_QUEUE,
    {},
    { singletonKey: 'library', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
  );
}
