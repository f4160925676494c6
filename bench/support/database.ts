/**
 * A throwaway embedded PostgreSQL with the app's migrations, for benchmarks that query it directly
 * (its buffer cache as the served database's, EMBEDDED_PG_SHARED_BUFFERS to change).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { connectDatabase, type Database, migrateDatabase } from '../../apps/server/src/db/client.ts';
import { defaultSharedBuffers, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { freePort } from '../../apps/server/test/free-port.ts';

export interface BenchDatabase {
  dir: string;
  /** Its connection string, for a server process the bench starts on it. */
  url: string;
  database: Database;
  /** Runs `step` at the end, before the pool closes (latest registered first); its failure is ignored. */
  onClose: (step: () => Promise<unknown>) => void;
}

/**
 * Starts Postgres in a temp dir, migrates, runs `fn`, then closes the pool, stops and removes it all.
 * With BENCH_DATA_DIR set, the database lives there and is kept (a bench can reuse rows it seeded).
 */
export async function withBenchDatabase<T>(
  name: string,
  poolSize: number,
  fn: (bench: BenchDatabase) => Promise<T>,
): Promise<T> {
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept
    ? path.resolve(kept)
    : await fs.mkdtemp(path.join(os.tmpdir(), `packsmith-bench-${name}-`));
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755);
  // Sized as the served database is (main.ts), so a bench measures what a deployment would.
  const pg = await startEmbeddedPostgres(
    path.join(dir, 'pg'),
    await freePort(),
    pino({ level: 'silent' }),
    process.env.EMBEDDED_PG_SHARED_BUFFERS ?? defaultSharedBuffers(),
  );
  try {
    await pg.createDatabase('bench');
    const url = pg.url('bench');
    const database = connectDatabase(url, { max: poolSize });
    const steps: (() => Promise<unknown>)[] = [];
    try {
      await migrateDatabase(database);
      return await fn({ dir, url, database, onClose: (step) => steps.unshift(step) });
    } finally {
      for (const step of steps) await step().catch(() => {});
      await database.close();
    }
  } finally {
    await pg.stop();
    if (!kept) await fs.rm(dir, { recursive: true, force: true });
  }
}
