/**
 * What feature flags add to a request. A request's flags cost one read of the person's flag
 * context (tier, job role, staff) plus the evaluation of every flag against the flags table's
 * audiences, which the table adapter keeps in memory (re-read every 2 s). Evaluated once per
 * request (flagsService.forRequest), however many times the request reads them.
 *
 * Measured in the same run: p50/p95 of flagsService.forUser(id) for 1,000 people with
 * every flag given a targeted audience, against the cheapest query there is (`select 1`) on the
 * same pool, and the pure evaluation (context already known, no database). Target (issue #15):
 * p95 < 1 ms added per request.
 *
 * Run: npm run bench:flags -w @packsmith/bench   (BENCH_CALLS=5000)
 *
 * Measured 2026-11-24 on the 2-core machine with helpers running (loaded): select 1 p50/p95
 * 0.098/0.248 ms; forUser 0.295/0.895 ms (3.0×/3.6×); evaluation alone 0.010/0.015 ms. Target met.
 */
import { FLAG_KEYS, TIERS } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { featureFlags, users } from '../apps/server/src/db/schema/index.ts';
import { flagsService } from '../apps/server/src/modules/flags/index.ts';
import { tableFlags } from '../apps/server/src/providers/flags/table.ts';
import { withBenchDatabase } from './support/database.ts';
import { timed } from './support/timing.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 5000);
const PEOPLE = 1000;

async function main() {
  await withBenchDatabase('flags', 10, async ({ database: { db } }) => {
    const ids = (
      await db
        .insert(users)
        .values(
          Array.from({ length: PEOPLE }, (_, i) => ({ email: `flags${i}@bench.test`, tier: TIERS[i % 7]! })),
        )
        .returning({ id: users.id })
    ).map((u) => u.id);
    // Every flag targeted: tiers, 200 named people and a rollout, so no rule short-circuits early.
    await db.insert(featureFlags).values(
      FLAG_KEYS.map((key) => ({
        key,
        audience: {
          everyone: false,
          staff: true,
          tiers: ['pro' as const],
          userIds: ids.slice(0, 200),
          percentage: 30,
        },
      })),
    );
    const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
    const flags = tableFlags(db);
    const service = flagsService({ db, config, flags });
    const pick = (i: number) => ids[(i * 7919) % ids.length]!;
    const context = { userId: ids[500]!, tier: 'growth' as const, staff: false, jobRole: 'Marketing' };

    // Warm up the pool, the plans and the JIT.
    await timed(500, () => db.execute(sql`select 1`));
    await timed(500, (i) => service.forUser(pick(i)));

    const baseline = await timed(CALLS, () => db.execute(sql`select 1`));
    const perRequest = await timed(CALLS, (i) => service.forUser(pick(i)));
    const evaluation = await timed(CALLS, () => flags.evaluate(context));

    const f = (n: number) => `${n.toFixed(3)} ms`;
    console.log(`flags for a request (${CALLS} calls, ${PEOPLE} people, ${FLAG_KEYS.length} flags)`);
    console.log(`  baseline select 1        p50 ${f(baseline.p50)}  p95 ${f(baseline.p95)}`);
    console.log(`  flagsService.forUser     p50 ${f(perRequest.p50)}  p95 ${f(perRequest.p95)}`);
    console.log(`  evaluation only (cached) p50 ${f(evaluation.p50)}  p95 ${f(evaluation.p95)}`);
    console.log(
      `  ratio forUser / select 1 p50 ${(perRequest.p50 / baseline.p50).toFixed(2)}×  p95 ${(perRequest.p95 / baseline.p95).toFixed(2)}×`,
    );
    console.log(`  target p95 < 1 ms: ${perRequest.p95 < 1 ? 'met' : 'NOT met'}`);
  });
}

await main();
