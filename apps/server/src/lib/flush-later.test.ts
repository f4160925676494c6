import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { flushLater, flushLaterIn } from './flush-later.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('commits without the flush wait', () => {
  it("are the statement's (or transaction's) own: the pooled connection goes back waiting for flushes", async () => {
    const client = await database.pool.connect();
    try {
      const db = drizzle(client, { schema });
      const setting = async () =>
        (await client.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]!
          .synchronous_commit;
      expect(await setting()).toBe('on');
      const during = await db.execute<{ during: string }>(
        sql`select current_setting('synchronous_commit') as during from (select 1) one where ${flushLater}`,
      );
      expect(during.rows[0]!.during).toBe('off');
      expect(await setting()).toBe('on');
      const inTx = await db.transaction(async (tx) => {
        await flushLaterIn(tx);
        return (await tx.execute<{ s: string }>(sql`select current_setting('synchronous_commit') as s`))
          .rows[0]!.s;
      });
      expect(inTx).toBe('off');
      expect(await setting()).toBe('on');
    } finally {
      client.release();
    }
  });
});
