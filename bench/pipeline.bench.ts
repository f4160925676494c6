/**
 * Generation pipeline speed: from creating an AI imagery action (4 images, local design engine) to
 * its completion notification leaving Postgres (NOTIFY on the realtime channel, what every API
 * instance relays to the browser), at 1, 4 and 16 concurrent users. Everything runs for real:
 * the actions service (validation, credit reservation, rows, pg-boss send), a pg-boss worker,
 * the engine, storage on disk, thumbnails and derivatives, watermarking, the settle transaction.
 *
 * Baseline, measured in the same run: the engine's bare render of the same images (same metadata
 * and seeds, one after another), so overhead = pipeline wall time / bare render time − 1.
 * Target: overhead under 50 % at 4 concurrent users.   Run: npm run bench:pipeline -w @packsmith/bench
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, migrateDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { startBoss } from '../apps/server/src/jobs/boss.ts';
import { registerDesignActionJobs } from '../apps/server/src/modules/actions/jobs.ts';
import { actionsService } from '../apps/server/src/modules/actions/service.ts';
import { creditsService } from '../apps/server/src/modules/credits/service.ts';
import { localImageProvider } from '../apps/server/src/providers/image-generation/local.ts';
import { PG_CHANNEL, selectRealtime } from '../apps/server/src/providers/realtime/index.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const IMAGES = 4;
const LEVELS = (process.env.BENCH_LEVELS ?? '1,4,16').split(',').map(Number);

const PROMPTS = [
  'A lemon soda can on a sunny beach',
  'Mint tea tins in a calm kitchen',
  'Coconut water cartons with palm leaves',
  'Dark roast coffee bags on a wooden shelf',
];
const metadataFor = (i: number) => ({ prompt: PROMPTS[i % PROMPTS.length], imageCount: IMAGES });
const seedOf = (actionId: string) => Number.parseInt(actionId.replace(/-/g, '').slice(0, 8), 16) >>> 0;

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-bench-pipeline-'));
  await fs.chmod(dir, 0o755);
  const log = pino({ level: 'silent' });
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), log);
  try {
    await pgServer.createDatabase('bench');
    const url = pgServer.url('bench');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_DIR: path.join(dir, 'data'),
      SERVE_WEB: 'false',
    });
    const database = connectDatabase(url, 10);
    await migrateDatabase(database.db);
    const { db } = database;
    const boss = await startBoss(url, log);
    const realtime = selectRealtime(config, db, log);
    await realtime.start();
    await registerDesignActionJobs(boss, { db, config, log, realtime });
    const actions = actionsService({ db, config });
    const credits = creditsService(db);

    // Completion notifications as they leave Postgres.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query(`LISTEN ${PG_CHANNEL}`);
    const waiting = new Map<string, () => void>();
    listener.on('notification', (msg) => {
      const envelope = JSON.parse(msg.payload ?? '{}') as { c?: string; e?: string };
      if (envelope.e !== 'notification' || !envelope.c) return;
      const userId = envelope.c.replace('private-notifications_', '');
      waiting.get(userId)?.();
    });

    const maxUsers = Math.max(...LEVELS);
    const created = await db
      .insert(users)
      .values(Array.from({ length: maxUsers }, (_, i) => ({ email: `p${i}@bench.test`, tier: 'scale' })))
      .returning({ id: users.id });
    for (const u of created) await credits.balance(u.id);

    const engine = localImageProvider();
    const bareRender = async (actionId: string, metadata: Record<string, unknown>) => {
      const t0 = performance.now();
      for (let index = 0; index < IMAGES; index++) {
        await engine.generate({
          actionId,
          actionType: 'ai-imagery',
          metadata,
          index,
          count: IMAGES,
          seed: seedOf(actionId),
        });
      }
      return performance.now() - t0;
    };

    /** One user's action, from create to its notification; answers the latency and the action id. */
    const runOne = async (userId: string, i: number) => {
      const t0 = performance.now();
      const done = new Promise<void>((resolve) => waiting.set(userId, resolve));
      const action = await actions.create(userId, { type: 'ai-imagery', metadata: metadataFor(i) });
      await done;
      waiting.delete(userId);
      return { ms: performance.now() - t0, id: action.id, metadata: metadataFor(i) };
    };

    await runOne(created[0]!.id, 0); // warm-up: fonts, engine caches, queue
    console.log(`AI imagery, ${IMAGES} images, local engine at 1024 px — ${os.cpus().length} cores`);
    console.log('users  wall (ms)  bare render (ms)  overhead  median latency (ms)');
    for (const level of LEVELS) {
      const t0 = performance.now();
      const runs = await Promise.all(created.slice(0, level).map((u, i) => runOne(u.id, i)));
      const wall = performance.now() - t0;
      let render = 0;
      for (const r of runs) render += await bareRender(r.id, r.metadata);
      const latencies = runs.map((r) => r.ms).sort((a, b) => a - b);
      const overhead = wall / render - 1;
      const mark =
        level === 4 ? (overhead < 0.5 ? '  (target < 50 %: met)' : '  (target < 50 %: MISSED)') : '';
      console.log(
        `${String(level).padStart(5)}  ${wall.toFixed(0).padStart(9)}  ${render.toFixed(0).padStart(16)}  ${(overhead * 100).toFixed(0).padStart(7)}%  ${latencies[Math.floor(latencies.length / 2)]!.toFixed(0).padStart(19)}${mark}`,
      );
    }
    await listener.end();
    await boss.stop({ graceful: false, wait: true });
    await realtime.stop();
    await database.close();
  } finally {
    await pgServer.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
