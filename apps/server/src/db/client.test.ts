import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { connectDatabase, type Database, PoolUseInTransactionError } from './client.ts';

let url: string;
let base: Database;

beforeAll(async () => {
  const created = await createTestDatabase();
  base = created;
  url = created.url;
});
afterAll(async () => {
  await base.close();
});

/** Drizzle wraps driver errors (DrizzleQueryError); the guard's error is the cause. */
const isGuardError = (error: unknown): boolean =>
  error instanceof PoolUseInTransactionError || (error instanceof Error && isGuardError(error.cause));

describe('the pool inside a transaction', () => {
  it('refuses a second pooled connection while a transaction is open, and allows it after', async () => {
    const { db, close } = connectDatabase(url, { max: 2 });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await db.execute(sql`select 1`);
        }),
      ).rejects.toSatisfy(isGuardError);
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toSatisfy(isGuardError);
      // Savepoints on the transaction's own handle, and the pool once the transaction is over.
      expect(await db.transaction((tx) => tx.transaction(async () => 2))).toBe(2);
      let later: Promise<unknown> = Promise.resolve();
      await db.transaction(async () => {
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 1`));
      });
      await expect(later).resolves.toBeTruthy();
    } finally {
      await close();
    }
  });

  it('reports instead of refusing when given a reporter (production)', async () => {
    const reported: Error[] = [];
    const { db, close } = connectDatabase(url, { max: 2, onPoolUseInTransaction: (e) => reported.push(e) });
    try {
      await db.transaction(async () => {
        await db.execute(sql`select 1`);
      });
      expect(reported).toHaveLength(1);
      expect(isGuardError(reported[0])).toBe(true);
    } finally {
      await close();
    }
  });

  it('fails at once, not after the connection timeout, when every pooled transaction reaches for the pool', async () => {
    // Two transactions on a pool of two each reach for a third connection: without the guard
    // they would wait for each other until the connection timeout.
    const { db, close } = connectDatabase(url, { max: 2 });
    try {
      const results = await Promise.allSettled(
        [1, 2].map(() => db.transaction(async () => db.execute(sql`select 1`))),
      );
      expect(results.map((r) => r.status === 'rejected' && isGuardError(r.reason))).toEqual([true, true]);
    } finally {
      await close();
    }
  });
});
