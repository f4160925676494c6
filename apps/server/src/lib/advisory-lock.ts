import type pg from 'pg';
import type { Db } from '../db/client.ts';

/** The node-postgres pool behind a Drizzle handle. */
const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/**
 * Runs `body` under a Postgres advisory lock on `key`, held by a connection of its own so
 * Postgres drops it when the process dies; a caller that does not get the lock gets 'skipped'.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  key: string,
  body: () => Promise<T>,
): Promise<T | 'skipped'> {
  const client = await poolOf(db).connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    );
    if (!rows[0]?.locked) return 'skipped';
    try {
      return await body();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {
        broken = true; // never hand a connection that may still hold the lock back to the pool
      });
    }
  } finally {
    client.release(broken);
  }
}
