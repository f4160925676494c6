/**
 * Collections at size: one person with 1,000 collections holding 20,000 items (20,000 images),
 * through the collections service (the same code the routes call, signed URLs included):
 *
 *   - list: a page of 10 by last update, with counts, cover and thumbnails     target p95 < 50 ms
 *   - items: a page of 48 images of one collection, as asset DTOs              target p95 < 50 ms
 *   - memberships for 48 images                                                target p95 < 30 ms
 *   - adding 100 images to a collection (one transaction)                      target p95 < 200 ms
 *
 * Each against a bare indexed SELECT in the same run (a page of the person's collections by
 * last update, no counts), so the ratios travel between machines.
 *
 * Run: npm run bench:collections -w @packsmith/bench   (BENCH_CALLS=200)
 *
 * Measured 2026-11-25 on the 2-core machine with other helpers running (loaded), p50/p95 ms:
 * bare SELECT 0.45/1.94; list 13.9/26.9; items 2.6/7.4; memberships 1.2/5.1; add 100 12.0/19.7.
 * Every target met. Counts are taken for the page's collections only (in the select list they
 * were computed for every row an OFFSET skips: list p50 was 23.9 ms), and "not deleted" is a
 * correlated EXISTS per item rather than `in (select id from assets …)`.
 */
import os from 'node:os';
import { COLLECTIONS } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  assets,
  collectionItems,
  collections,
  storedFiles,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { inProcessQueue } from '../apps/server/src/jobs/in-process-queue.ts';
import { assetsService } from '../apps/server/src/modules/assets/index.ts';
import { collectionsService } from '../apps/server/src/modules/collections/index.ts';
import { notificationsService } from '../apps/server/src/modules/notifications/index.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { withBenchDatabase } from './support/database.ts';
import { timed } from './support/timing.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const COLLECTION_COUNT = 1000;
const ITEM_COUNT = 20_000;
const CHUNK = 2000;

async function main() {
  await withBenchDatabase('collections', 10, async ({ dir, database: { db } }) => {
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const storage = createStorage(config);

    const [me] = await db.insert(users).values({ email: 'collector@bench.test' }).returning({ id: users.id });
    const userId = me!.id;
    const assetIds: string[] = [];
    for (let start = 0; start < ITEM_COUNT + 10 * 100; start += CHUNK) {
      const n = Math.min(CHUNK, ITEM_COUNT + 10 * 100 - start);
      const files = await db
        .insert(storedFiles)
        .values(
          Array.from({ length: n }, (_, i) => ({
            userId,
            bucket: storage.bucket,
            storageKey: `bench/${start + i}.png`,
            originalFileName: `image-${start + i}.png`,
            filetype: 'image/png',
            fileCategory: 'GENERATED IMAGE',
            maxBytes: 1000,
            status: 'stored',
          })),
        )
        .returning({ id: storedFiles.id, key: storedFiles.storageKey });
      const rows = await db
        .insert(assets)
        .values(
          files.map((f) => ({
            id: f.id,
            userId,
            fileId: f.id,
            originalFileName: 'image.png',
            mimetype: 'image/png',
            fileCategory: 'GENERATED IMAGE',
            displayKey: f.key,
            thumbnailKey: f.key.replace('.png', '-thumb.webp'),
            processingStatus: 'ready',
          })),
        )
        .returning({ id: assets.id });
      assetIds.push(...rows.map((r) => r.id));
    }
    const made = await db
      .insert(collections)
      .values(
        Array.from({ length: COLLECTION_COUNT }, (_, i) => ({
          userId,
          name: `Collection ${i}`,
          lastUpdatedAt: new Date(Date.now() - i * 60_000),
        })),
      )
      .returning({ id: collections.id });
    const collectionIds = made.map((c) => c.id);
    const perCollection = ITEM_COUNT / COLLECTION_COUNT;
    for (let start = 0; start < ITEM_COUNT; start += CHUNK) {
      await db.insert(collectionItems).values(
        Array.from({ length: CHUNK }, (_, i) => ({
          collectionId: collectionIds[Math.floor((start + i) / perCollection)]!,
          assetId: assetIds[start + i]!,
          addedBy: userId,
        })),
      );
    }
    await db.execute(sql`analyze`);
    console.log(
      `${COLLECTION_COUNT} collections, ${ITEM_COUNT} items for one person; ${CALLS} calls each; ${os.cpus().length} CPUs`,
    );

    const service = collectionsService({
      db,
      storage,
      jobs: inProcessQueue(),
      log: pino({ level: 'silent' }),
      assets: assetsService({ db, storage, jobs: inProcessQueue() }),
      notifications: notificationsService({ db }),
    });
    const pages = COLLECTION_COUNT / COLLECTIONS.listPageSize;
    const bare = await timed(
      CALLS,
      (i) =>
        db
          .select()
          .from(collections)
          .where(sql`${collections.userId} = ${userId}`)
          .orderBy(sql`${collections.lastUpdatedAt} desc`)
          .limit(COLLECTIONS.listPageSize)
          .offset((i % pages) * COLLECTIONS.listPageSize),
      5,
    );
    const list = await timed(
      CALLS,
      (i) =>
        service.list(userId, {
          limit: COLLECTIONS.listPageSize,
          offset: (i % pages) * COLLECTIONS.listPageSize,
          sortBy: 'last-modified',
        }),
      5,
    );
    const items = await timed(
      CALLS,
      (i) =>
        service.items(userId, collectionIds[i % COLLECTION_COUNT]!, {
          limit: COLLECTIONS.pageImages,
          offset: 0,
          sortBy: 'date-created',
        }),
      5,
    );
    const memberships = await timed(
      CALLS,
      (i) => {
        const from = (i * 48) % (ITEM_COUNT - 48);
        return service.memberships(userId, assetIds.slice(from, from + 48));
      },
      5,
    );
    // Each add puts 100 images not yet in the collection into it (10 rounds of fresh images).
    const spare = assetIds.slice(ITEM_COUNT);
    const add = await timed(
      Math.min(CALLS, 100),
      (i) =>
        service.addItems(
          userId,
          collectionIds[i % COLLECTION_COUNT]!,
          spare.slice((i % 10) * 100, (i % 10) * 100 + 100),
        ),
      5,
    );

    const row = (label: string, t: { p50: number; p95: number }, target?: number) =>
      console.log(
        `${label.padEnd(30)} p50 ${t.p50.toFixed(2).padStart(7)} ms  p95 ${t.p95.toFixed(2).padStart(7)} ms  ` +
          `(${(t.p95 / bare.p95).toFixed(1)}× bare p95)${
            target === undefined ? '' : `  target p95 < ${target} ms: ${t.p95 < target ? 'OK' : 'OVER'}`
          }`,
      );
    console.log('');
    row('bare indexed SELECT (page)', bare);
    row('list (10, counts, covers)', list, 50);
    row('items (48 asset DTOs)', items, 50);
    row('memberships (48 images)', memberships, 30);
    row('add 100 images', add, 200);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
