/**
 * The index's durable work: building the library (one singleton job, queued at every start and
 * a no-op once complete) and syncing new assets (every minute). The app serves meanwhile;
 * search covers what is indexed so far.
 */
import type PgBoss from 'pg-boss';
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
  await boss.send(
    SEARCH_LIBRARY_QUEUE,
    {},
    { singletonKey: 'library', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
  );
  await boss.schedule(SEARCH_SYNC_QUEUE, '* * * * *', {}, { singletonKey: 'sync' });
}
