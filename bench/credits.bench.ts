/**
 * Credit reservations per second under 20 concurrent clients — all on one user (every
 * reservation waits for the same row lock) and spread over many users — against a baseline of
 * the same number of bare single-row UPDATEs in the same run, on a fresh embedded PostgreSQL.
 *
 *   npm run bench:credits -w @packsmith/bench   (BENCH_OPS=4000 BENCH_CLIENTS=20 BENCH_ROUNDS=3)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { connectDatabase, migrateDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { userCredits, users } from '../apps/server/src/db/schema/index.ts';
import { creditsService } from '../apps/server/src/modules/credits/service.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const OPS = Number(process.env.BENCH_OPS ?? 4000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const MANY_USERS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Runs `ops` calls of `op` over `clients` concurrent loops; answers operations per second. */
async function measure(ops: number, clients: number, op: (i: number) => Promise<unknown>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < ops; i = next++) await op(i);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return ops / seconds;
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-bench-pg-'));
  await fs.chmod(dir, 0o755);
  const log = pino({ level: 'silent' });
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), log);
  try {
    await pg.createDatabase('bench');
    const database = connectDatabase(pg.url('bench'), { max: CLIENTS });
    await migrateDatabase(database);
    const { db } = database;
    const credits = creditsService(db);

    const created = await db
      .insert(users)
      .values(
        Array.from({ length: MANY_USERS }, (_, i) => ({ email: `bench${i}@bench.test`, tier: 'scale' })),
      )
      .returning({ id: users.id });
    const ids = created.map((u) => u.id);
    for (const id of ids) await credits.balance(id); // creates each user_credits row
    await db.update(userCredits).set({ currentAllowanceBalance: 100_000_000 });
    const hot = ids[0];
    // a user with no allowance left and one large top-up: every reservation takes the general,
    // multi-statement locked path (allowance → buckets) instead of the one-statement fast path
    const [bucketUser] = await db
      .insert(users)
      .values({ email: 'buckets@bench.test', tier: 'scale' })
      .returning({ id: users.id });
    await credits.addTopUp(bucketUser.id, 100_000_000);
    await db
      .update(userCredits)
      .set({ currentAllowanceBalance: 0 })
      .where(eq(userCredits.userId, bucketUser.id));
    const pick = (i: number) => ids[(i * 7919) % ids.length];

    const bareUpdate = (userId: string) =>
      db
        .update(userCredits)
        .set({ currentAllowanceBalance: sql`${userCredits.currentAllowanceBalance} - 1` })
        .where(eq(userCredits.userId, userId));
    const reserve = (userId: string) => credits.reserve(userId, 'image_generation', 1);

    // warm up connections, plans and the JIT
    await measure(400, CLIENTS, (i) => bareUpdate(pick(i)));
    await measure(400, CLIENTS, (i) => reserve(pick(i)));

    // interleaved rounds, median of each: the machine's noise hits both sides alike
    const scenarios = {
      baselineOne: () => measure(OPS, CLIENTS, () => bareUpdate(hot)),
      reserveOne: () => measure(OPS, CLIENTS, () => reserve(hot)),
      baselineMany: () => measure(OPS, CLIENTS, (i) => bareUpdate(pick(i))),
      reserveMany: () => measure(OPS, CLIENTS, (i) => reserve(pick(i))),
      reserveBuckets: () => measure(OPS, CLIENTS, () => reserve(bucketUser.id)),
    };
    const samples: Record<keyof typeof scenarios, number[]> = {
      baselineOne: [],
      reserveOne: [],
      baselineMany: [],
      reserveMany: [],
      reserveBuckets: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const key of Object.keys(scenarios) as (keyof typeof scenarios)[]) {
        samples[key].push(await scenarios[key]());
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const results = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])) as Record<
      keyof typeof scenarios,
      number
    >;

    const f = (n: number) => n.toFixed(0).padStart(8);
    console.log(
      `credits bench: ${OPS} operations per scenario, ${CLIENTS} concurrent clients, median of ${ROUNDS} interleaved rounds, embedded PostgreSQL`,
    );
    console.log('scenario                 bare UPDATE/s  reserve()/s   reserve / baseline');
    console.log(
      `one user (hot row)       ${f(results.baselineOne)}       ${f(results.reserveOne)}     ${(results.reserveOne / results.baselineOne).toFixed(2)}`,
    );
    console.log(
      `${MANY_USERS} users               ${f(results.baselineMany)}       ${f(results.reserveMany)}     ${(results.reserveMany / results.baselineMany).toFixed(2)}`,
    );
    console.log(
      `one user, from top-ups   ${f(results.baselineOne)}       ${f(results.reserveBuckets)}     ${(results.reserveBuckets / results.baselineOne).toFixed(2)}   (locked path)`,
    );
    await database.close();
  } finally {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
