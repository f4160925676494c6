import { sniffImageType } from '@packsmith/core';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/index.ts';
import { createStorage, type Storage } from '../../providers/storage/index.ts';
import { makeDerivatives } from './images.ts';

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
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), isNull(assets.deletedAt)));
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
    await db
      .update(assets)
      .set({
        width: d.width,
        height: d.height,
        bytes: row.bytes ?? bytes.length,
        dominantColours: d.colours,
        colourNames: [...new Set([...designColours, ...d.colours.map((c) => c.name.toLowerCase())])],
        thumbnailKey,
        processedKey,
        processingStatus: 'ready',
        processingError: null,
      })
      .where(eq(assets.id, row.id));
    return 'done';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(assets)
      .set({ processingStatus: 'error', processingError: message.slice(0, 500) })
      .where(eq(assets.id, row.id));
    deps.log?.warn({ err, assetId }, 'asset derivatives failed');
    throw err;
  }
}

let queue: PgBoss | null = null;

/** Queues the derivative job for new images; a no-op where no queue is registered (tests call the job directly). */
export async function enqueueAssetDerivatives(assetIds: string[]): Promise<void> {
  if (!queue || assetIds.length === 0) return;
  const boss = queue;
  await Promise.all(
    assetIds.map((assetId) =>
      boss.send(
        ASSET_DERIVATIVES_QUEUE,
        { assetId },
        { singletonKey: assetId, retryLimit: 3, retryDelay: 5, retryBackoff: true },
      ),
    ),
  );
}

/** Re-queues images whose job was lost (e.g. the process stopped between commit and send). */
export async function requeueStalledAssets(db: Db, olderThanMinutes = 5): Promise<string[]> {
  const before = new Date(Date.now() - olderThanMinutes * 60_000);
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        inArray(assets.processingStatus, ['pending']),
        lt(assets.createdAt, before),
        isNull(assets.deletedAt),
      ),
    )
    .limit(500);
  const ids = rows.map((r) => r.id);
  await enqueueAssetDerivatives(ids);
  return ids;
}

/** Called once from main.ts: every role can queue; workers also process and sweep. */
export async function registerAssetJobs(boss: PgBoss, db: Db, config: Config, log: Logger) {
  await boss.createQueue(ASSET_DERIVATIVES_QUEUE);
  queue = boss;
  if (config.ROLE === 'api') return;
  const deps: AssetJobDeps = { db, storage: createStorage(config), log };
  // Two workers per process: libvips already spreads one image over the cores.
  for (let i = 0; i < 2; i++) {
    await boss.work<{ assetId: string }>(
      ASSET_DERIVATIVES_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (job) await processAssetDerivatives(deps, job.data.assetId);
      },
    );
  }
  await boss.createQueue(ASSET_SWEEP_QUEUE);
  await boss.schedule(ASSET_SWEEP_QUEUE, '*/10 * * * *');
  await boss.work(ASSET_SWEEP_QUEUE, async () => {
    const ids = await requeueStalledAssets(db);
    if (ids.length) log.info({ count: ids.length }, 'requeued stalled asset jobs');
  });
}
