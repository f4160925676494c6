/**
 * Commits that need not wait for their WAL flush (each such wait is a disk sync, ~10 ms on a small
 * volume, where the statement itself takes ~1 ms). For writes that are hints or are made again
 * (a turn's progress status, a work lease, an output stored before its paid settle): a database
 * crash may lose the last of them, never a later durable commit's view of them, since the WAL is
 * written in order and a durable commit flushes everything before it. Money never goes this way.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * A condition that is always true and turns the flush wait off for the rest of its transaction:
 * added to a single statement's WHERE, that statement's own commit does not wait.
 */
export const flushLater = sql`set_config('synchronous_commit', 'off', true) is not null`;

/** The same for the rest of an explicit transaction (one more statement in it). */
export async function flushLaterIn(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}
