import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { workLeases } from '../db/schema/index.ts';
import { withLease } from './lease.ts';

let database: Database;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('withLease', () => {
  it('one runner at a time; the lease is gone when the body ends, so the next one runs', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const first = withLease(db, 'job:a', async () => {
      await held;
      return 'first';
    });
    await sleep(50);
    expect(await withLease(db, 'job:a', async () => 'second')).toBe('skipped');
    // another key is not blocked
    expect(await withLease(db, 'job:b', async () => 'other')).toBe('other');
    release();
    expect(await first).toBe('first');
    expect(await db.select().from(workLeases).where(eq(workLeases.key, 'job:a'))).toHaveLength(0);
    expect(await withLease(db, 'job:a', async () => 'again')).toBe('again');
  });

  it('holds no connection while the body runs: 20 bodies at once on a 5-connection pool', async () => {
    const { db, pool } = database;
    let inside = 0;
    let all!: () => void;
    const allInside = new Promise<void>((r) => {
      all = r;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const runs = Array.from({ length: 20 }, (_, i) =>
      withLease(db, `job:many:${i}`, async () => {
        if (++inside === 20) all();
        await held;
        return i;
      }),
    );
    await allInside;
    // all twenty are running, and not one of them holds a connection
    expect(pool.totalCount - pool.idleCount).toBe(0);
    release();
    expect(await Promise.all(runs)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("a dead runner's claim expires and is taken over; a live one is renewed and is not", async () => {
    const { db } = database;
    // a runner that died: its row stays, already past its time
    await db
      .insert(workLeases)
      .values({ key: 'job:dead', owner: 'gone:1:x', expiresAt: sql`now() - interval '1 second'` });
    expect(await withLease(db, 'job:dead', async () => 'resumed')).toBe('resumed');

    // a live runner with a 1-second lease, working for 2.5 seconds: renewed, never taken
    let attempts = 0;
    let taken = 0;
    const live = withLease(db, 'job:live', () => sleep(2500).then(() => 'done'), { seconds: 1 });
    while (attempts < 8) {
      await sleep(300);
      attempts++;
      if ((await withLease(db, 'job:live', async () => 'stolen')) !== 'skipped') taken++;
    }
    expect(await live).toBe('done');
    expect(taken).toBe(0);
  });
});
