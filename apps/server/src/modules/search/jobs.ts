/**
 * The index's durable work: building the library (one job, queued at every worker start unless
 * one is waiting or running, and a no-op once complete) and syncing new assets (every minute). The app serves meanwhile;
 * search covers what is indexed so far.
 */
import type { AppDeps, JobQueue } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import { buildLibrary, type IndexerDeps, syncAssets } from './indexer.ts';

export const SEARCH_LIBRARY_QUEUE = 'search-library';
export const SEARCH_SYNC_QUEUE = 'search-sync';

export async function registerSearchJobs(app: AppDeps & { assets: AssetsService }) {
  if (app.config.ROLE === 'api') return;
  const deps: IndexerDeps = { db: app.db, storage: app.storage, log: app.log, assets: app.assets };
  await app.jobs.work(SEARCH_LIBRARY_QUEUE, {}, async () => {
    await buildLibrary(deps, app.config.SEARCH_LIBRARY_SIZE);
  });
  await app.jobs.work(SEARCH_SYNC_QUEUE, {}, async () => {
    await syncAssets(deps);
  });
  await queueLibraryBuild(app.jobs);
  await app.jobs.schedule(SEARCH_SYNC_QUEUE, '* * * * *', { singletonKey: 'sync' });
}

/**
 * Queues the library build unless one is already waiting or running. A `singletonKey` does not
 * deduplicate on a standard pg-boss queue, so several workers started together on a new database
 * each drew the whole library. Start-up registration runs under main.ts's start-up lock: two
 * starting processes cannot both find none. The id of the queued job, or null.
 */
export async function queueLibraryBuild(jobs: JobQueue): Promise<string | null> {
  if (await jobs.busy(SEARCH_LIBRARY_QUEUE)) return null;
  return jobs.send(
    SEARCH_LIBRARY_QUEUE,
    {},
    { singletonKey: 'library', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
  );
}
