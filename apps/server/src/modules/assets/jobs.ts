import { sniffImageType } from '@packsmith/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { registerSweep } from '../../jobs/sweep.ts';
import type { AppDeps, JobQueue } from '../../ports.ts';
import type { Storage } from '../../providers/storage/index.ts';
import { makeDerivatives } from './images.ts';
import { deleteFileIn, filesIn, findLiveAsset, pendingAssetIds, updateAsset } from './repository.ts';

export const ASSET_DERIVATIVES_QUEUE = 'asset-derivatives';
export const ASSET_SWEEP_QUEUE = 'asset-derivatives-sweep';

export interface AssetJobDeps {
  db: Db;
  storage: Storage;
  log?: Logger;
}

export type DerivativeOutcome = 'done' | 'skipped' | 'missing';

/**
 * The derivative job for one image: thumbnail, 2048 px processed copy where larger, dominant
 * colours (named palette), width/height. Idempotent: a ready asset is skipped unless forced;
 * derivative keys are fixed per asset, so a retry overwrites rather than duplicates.
 */
export async function processAssetDerivatives(
  deps: AssetJobDeps,
  assetId: string,
  { force = false } = {},
): Promise<DerivativeOutcome> {
  const { db, storage } = deps;
  const row = await findLiveAsset(db, assetId);
  if (!row) return 'missing';
  if (row.processingStatus === 'ready' && !force) return 'skipped';
  try {
    const bytes = await storage.get(row.displayKey);
    const type = sniffImageType(bytes.subarray(0, 4096)) ?? row.mimetype;
    const d = await makeDerivatives(bytes, type);
    const prefix = row.visibility === 'public' ? `public/${row.id}` : `derived/${row.id}`;
    const thumbnailKey = `${prefix}/thumb.webp`;
    const processedKey = d.processed ? `${prefix}/display.${d.processed.ext}` : null;
    await Promise.all([
      storage.put(thumbnailKey, d.thumbnail, 'image/webp'),
      d.processed && processedKey
        ? storage.put(processedKey, d.processed.bytes, d.processed.contentType)
        : null,
    ]);
    const designColours = row.colourNames.filter(
      (n) => !row.dominantColours.some((c) => c.name.toLowerCase() === n),
    );
    await updateAsset(db, row.id, {
      width: d.width,
      height: d.height,
      bytes: row.bytes ?? bytes.length,
      dominantColours: d.colours,
      colourNames: [...new Set([...designColours, ...d.colours.map((c) => c.name.toLowerCase())])],
      thumbnailKey,
      processedKey,
      processingStatus: 'ready',
      processingError: null,
    });
    return 'done';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await updateAsset(db, row.id, { processingStatus: 'error', processingError: message.slice(0, 500) });
    deps.log?.warn({ err, assetId }, 'asset derivatives failed');
    throw err;
  }
}

/**
 * Queues the derivative job for new images. Never fails the request that saved them: when the
 * queue is unavailable the images stay `pending` and the worker's sweep queues them later.
 */
export async function enqueueAssetDerivatives(jobs: JobQueue, assetIds: string[]): Promise<void> {
  await Promise.all(
    assetIds.map((assetId) =>
      jobs.send(
        ASSET_DERIVATIVES_QUEUE,
        { assetId },
        { singletonKey: assetId, retryLimit: 3, retryDelay: 5, retryBackoff: true },
      ),
    ),
  );
}

/** Re-queues images whose job was lost (e.g. the process stopped between commit and send). */
export async function requeueStalledAssets(jobs: JobQueue, db: Db, olderThanMinutes = 5): Promise<string[]> {
  const before = new Date(Date.now() - olderThanMinutes * 60_000);
  const ids = await pendingAssetIds(db, before);
  await enqueueAssetDerivatives(jobs, ids);
  return ids;
}

/** Upload rows not saved as an asset: bytes unchecked (pending) or checked by the local endpoint. */
const UNSAVED = ['pending', 'checked'];

/**
 * Upload policies that were issued but never saved as assets (abandoned dialogs, unclaimed
 * logged-out uploads): the objects and rows go after a day.
 */
export async function purgeAbandonedUploads(db: Db, storage: Storage, olderThanHours = 24): Promise<number> {
  const before = new Date(Date.now() - olderThanHours * 3600_000);
  const rows = await filesIn(db, UNSAVED, before);
  for (const row of rows) {
    // A failed delete (storage down) keeps the row, so the next sweep tries the object again.
    await storage.delete(row.key);
    await deleteFileIn(db, row.id, UNSAVED);
  }
  return rows.length;
}

/**
 * Called once from main.ts: every role creates the queue it sends to (under the start-up lock);
 * workers (ROLE=worker|all) also process and sweep.
 */
export async function registerAssetJobs(app: Pick<AppDeps, 'db' | 'config' | 'storage' | 'log' | 'jobs'>) {
  await app.jobs.ensure(ASSET_DERIVATIVES_QUEUE);
  if (app.config.ROLE === 'api') return;
  const deps: AssetJobDeps = { db: app.db, storage: app.storage, log: app.log };
  // Two workers per process: libvips already spreads one image over the cores. A pg-boss worker
  // waits out its polling interval after every fetch, even with jobs left, so one job per fetch
  // capped each worker at one image a second; a few per fetch keep up with a generation burst.
  await app.jobs.work<{ assetId: string }>(
    ASSET_DERIVATIVES_QUEUE,
    { lanes: 2, batchSize: 4, pollingIntervalSeconds: 0.5 },
    async (batch) => {
      // pg-boss settles a batch as one: a failure retries the batch, and its done images are skipped.
      let failure: unknown = null;
      for (const job of batch) {
        await processAssetDerivatives(deps, job.assetId).catch((err) => {
          failure ??= err;
        });
      }
      if (failure) throw failure;
    },
  );
  // Every 10 minutes and as the worker starts.
  await registerSweep(app.jobs, {
    queue: ASSET_SWEEP_QUEUE,
    cron: '*/10 * * * *',
    log: app.log,
    run: async () => {
      const ids = await requeueStalledAssets(app.jobs, app.db);
      if (ids.length) app.log.info({ count: ids.length }, 'requeued stalled asset jobs');
      const purged = await purgeAbandonedUploads(app.db, app.storage);
      if (purged) app.log.info({ count: purged }, 'purged abandoned uploads');
    },
  });
}
