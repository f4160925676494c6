/**
 * One runner at a time for a piece of background work, without holding a database connection:
 * a row in `work_leases` claimed in one statement, renewed while the work runs, deleted when it
 * ends. A runner that dies stops renewing and its claim expires, so a retry or the stalled-work
 * sweep picks the work up after at most `seconds`. Anything slow (a render, a model call) runs
 * between statements, so a burst of turns cannot take the pool (issue 26).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { workLeases } from '../db/schema/index.ts';
import { flushLater } from './flush-later.ts';

/** How long a claim lives without renewal; renewed every third of it. */
export const DEFAULT_LEASE_SECONDS = 30;

export interface LeaseOptions {
  seconds?: number;
  log?: Logger;
}

/**
 * Claims `key` when free or expired; true for the caller that got it. A lease's writes do not wait
 * for their flush (lib/flush-later.ts): a database crash that loses one ends the work it guards too.
 */
async function claim(db: Db, key: string, owner: string, seconds: number): Promise<boolean> {
  const result = await db.execute<{ owner: string }>(sql`
    insert into ${workLeases} (key, owner, expires_at)
    select ${key}, ${owner}, now() + make_interval(secs => ${seconds}) where ${flushLater}
    on conflict (key) do update set owner = excluded.owner, expires_at = excluded.expires_at
      where ${workLeases.expiresAt} < now()
    returning owner`);
  return result.rows[0]?.owner === owner;
}

/**
 * Runs `body` while holding the lease on `key`; a caller that does not get it gets 'skipped'.
 * The body's own statements use the pool as usual; the lease itself holds nothing open.
 */
export async function withLease<T>(
  db: Db,
  key: string,
  body: () => Promise<T>,
  { seconds = DEFAULT_LEASE_SECONDS, log }: LeaseOptions = {},
): Promise<T | 'skipped'> {
  const owner = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  if (!(await claim(db, key, owner, seconds))) return 'skipped';
  const mine = and(eq(workLeases.key, key), eq(workLeases.owner, owner), flushLater);
  const renew = setInterval(
    () => {
      db.update(workLeases)
        .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
        .where(mine)
        .catch((err) => log?.warn({ err, key }, 'lease not renewed'));
    },
    (seconds * 1000) / 3,
  );
  renew.unref();
  try {
    return await body();
  } finally {
    clearInterval(renew);
    // a claim that cannot be deleted now simply expires
    await db
      .delete(workLeases)
      .where(mine)
      .catch((err) => log?.warn({ err, key }, 'lease not released; it expires'));
  }
}
