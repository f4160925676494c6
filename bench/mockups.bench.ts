/**
 * Mockups: from `POST /api/mockups` (one artwork, two products, 4 images, local engine) to the
 * mockup reading `completed`, on a real `tsx apps/server/src/main.ts` process (ROLE=all) and an
 * embedded Postgres. Baseline, measured in the same run and process-idle: the engine's bare render
 * of the very same outputs (same documents and seeds), one after another.
 * Target: pipeline ≤ 1.5 × the bare render. Also: catalogue filtering over the 105 products,
 * one search per keystroke while typing, target < 16 ms per keystroke.
 * Run: npm run bench:mockups -w @packsmith/bench   (BENCH_ROUNDS=5)
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { catalogueProductList, type Mockup, searchCatalogue } from '@packsmith/core';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { inProcessQueue } from '../apps/server/src/jobs/in-process-queue.ts';
import { assetsService } from '../apps/server/src/modules/assets/index.ts';
import { renderMockupOutput, seedOf } from '../apps/server/src/modules/mockups/pipeline.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { benchArtwork } from './support/artwork.ts';
import { withBenchDatabase } from './support/database.ts';
import { createPeople, sleep, startServer } from './support/server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PRODUCTS = ['drinks-can', 'mailer-box'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function catalogueKeystrokes() {
  const list = catalogueProductList();
  // The first search compiles the code and the regular expression: reported on its own.
  const c0 = performance.now();
  searchCatalogue(list, 'a');
  const cold = performance.now() - c0;
  const times: number[] = [];
  for (const phrase of ['Drinks Can', 'food & beverage', 'eco-friendly pouch', 'shelf display box', 'xyz']) {
    for (let i = 1; i <= phrase.length; i++) {
      const t0 = performance.now();
      searchCatalogue(list, phrase.slice(0, i));
      times.push(performance.now() - t0);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `catalogue filtering over ${list.length} products, ${times.length} keystrokes: median ${median(times).toFixed(3)} ms, ` +
      `p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(3)} ms ` +
      `(target < 16 ms: ${sorted.at(-1)! < 16 ? 'met' : 'MISSED'}); the very first search (cold) ${cold.toFixed(1)} ms`,
  );
}

async function main() {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
  catalogueKeystrokes();
  await withBenchDatabase('mockups', 4, async ({ dir, url, database, onClose }) => {
    const { db } = database;
    const _log = pino({ level: 'silent' });
    const dataDir = path.join(dir, 'data');
    const people = await createPeople(db, 1 + ROUNDS);
    // The artworks are stored through the assets service on the server's own storage folder.
    const storage = createStorage(
      loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url }),
    );
    const assets = assetsService({ db, storage, jobs: inProcessQueue() });
    const art = await benchArtwork();
    const artworks = await Promise.all(
      people.map((p) =>
        assets.storeGeneratedImage(p.userId, art, { visibility: 'private', category: 'MOCKUP ARTWORK' }),
      ),
    );

    const server = await startServer(url, dataDir);
    onClose(async () => {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    });

    const pipeline: number[] = [];
    const bare: number[] = [];
    for (const [i, p] of people.entries()) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${p.token}` };
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/mockups`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          requestId: randomUUID(),
          artworks: [artworks[i]!.id],
          products: PRODUCTS,
          imageCount: 4,
          step: 3,
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/mockups → ${res.status} ${await res.text()}`);
      const { data: created } = (await res.json()) as { data: Mockup };
      let mockup = created;
      while (mockup.status !== 'completed') {
        if (mockup.status === 'failed') throw new Error(`mockup failed: ${mockup.error}`);
        await sleep(20);
        mockup = (
          (await (await fetch(`${server.url}/api/mockups/${created.id}`, { headers })).json()) as {
            data: Mockup;
          }
        ).data;
      }
      const wall = performance.now() - t0;
      // The same outputs rendered bare, while the server is idle.
      const b0 = performance.now();
      for (const o of mockup.outputs)
        await renderMockupOutput(art, o.productId, o.view, seedOf(mockup.id, o.position), 1024);
      const engine = performance.now() - b0;
      const label = i === 0 ? 'warm-up' : `round ${i}`;
      console.log(
        `${label.padEnd(8)} POST → completed ${wall.toFixed(0).padStart(5)} ms   bare render ${engine.toFixed(0).padStart(5)} ms   ratio ${(wall / engine).toFixed(2)}`,
      );
      if (i > 0) {
        pipeline.push(wall);
        bare.push(engine);
      }
    }
    const ratio = median(pipeline) / median(bare);
    console.log(
      `\nmedian over ${ROUNDS} rounds: pipeline ${median(pipeline).toFixed(0)} ms, bare render ${median(bare).toFixed(0)} ms → ` +
        `${ratio.toFixed(2)} × (target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'MISSED'})`,
    );
  });
}

await main();
