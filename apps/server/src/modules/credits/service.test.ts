import { CREDIT_MESSAGES, type Tier } from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { creditHistory, noCreditsEvents, topUpCredits, userCredits, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { runAllowanceReset } from './jobs.ts';
import { addMonths, creditsService, nextResetDate } from './service.ts';

let database: Database & { url: string };
/** A second pool on the same database, wide enough for real parallelism in the concurrency test. */
let wide: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  wide = connectDatabase(database.url, { max: 25 });
});
afterAll(async () => {
  await wide.close();
  await database.close();
});

let seq = 0;
async function makeUser(tier: Tier, createdAt?: Date) {
  const [row] = await database.db
    .insert(users)
    .values({ email: `u${++seq}-${tier}@ledger.test`, tier, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: users.id });
  return row.id;
}

const day = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + n * day);

async function rejectsWith402(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({
    status: 402,
    code: 'insufficient_credits',
    message: CREDIT_MESSAGES.insufficient,
  });
}

describe('calendar', () => {
  it('adds months clamping to the month end and rolls reset dates into the future', () => {
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2023-01-31T10:00:00Z'), 1).toISOString()).toBe('2023-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-11-15T00:00:00Z'), 3).toISOString()).toBe('2025-02-15T00:00:00.000Z');
    const anchor = new Date('2024-01-31T10:00:00Z');
    expect(nextResetDate(anchor, new Date('2024-01-31T11:00:00Z')).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(nextResetDate(anchor, new Date('2024-02-29T10:00:00Z')).toISOString()).toBe(
      '2024-03-31T10:00:00.000Z',
    );
    expect(nextResetDate(anchor, new Date('2025-06-01T00:00:00Z')).toISOString()).toBe(
      '2025-06-30T10:00:00.000Z',
    );
  });
});

describe('credit ledger', () => {
  it('gives a new user their tier allowance lazily, with a reset date one month after sign-up', async () => {
    const created = new Date(Date.now() - 40 * day);
    const userId = await makeUser('growth', created);
    const credits = creditsService(database.db);
    const balance = await credits.balance(userId);
    expect(balance).toMatchObject({ balance: 1500, tier: 'growth', allowance: 1500, topUpBalance: 0 });
    expect(new Date(balance.resetDate as string).getTime()).toBe(
      nextResetDate(created, new Date()).getTime(),
    );
    expect(new Date(balance.resetDate as string).getTime()).toBeGreaterThan(Date.now());
    const { items } = await credits.history(userId, 1, 10);
    expect(items).toMatchObject([{ actionType: 'allowance_reset', amount: 1500, status: 'completed' }]);
    // a second look does not grant again
    await credits.balance(userId);
    expect((await credits.history(userId, 1, 10)).totalCount).toBe(1);
  });

  it('reserves, captures and releases; release restores the balance and shows cancelled', async () => {
    const userId = await makeUser('free');
    const credits = creditsService(database.db);
    const a = await credits.reserve(userId, 'image_generation', 15, { reference: 'action-a' });
    expect(a).toMatchObject({ status: 'pending', amount: 15 });
    expect((await credits.balance(userId)).balance).toBe(55);
    const b = await credits.reserve(userId, 'edit', 10);
    expect((await credits.balance(userId)).balance).toBe(45);

    expect((await credits.capture(a.id)).status).toBe('completed');
    expect((await credits.capture(a.id)).status).toBe('completed'); // idempotent
    await expect(credits.release(a.id)).rejects.toMatchObject({ status: 409 });

    expect((await credits.release(b.id)).status).toBe('cancelled');
    expect((await credits.release(b.id)).status).toBe('cancelled'); // idempotent
    await expect(credits.capture(b.id)).rejects.toMatchObject({ status: 409 });
    expect((await credits.balance(userId)).balance).toBe(55);

    const { items } = await credits.history(userId, 1, 10);
    expect(items.map((i) => [i.actionType, i.amount, i.status])).toEqual(
      expect.arrayContaining([
        ['image_generation', -15, 'completed'],
        ['edit', -10, 'cancelled'],
        ['allowance_reset', 70, 'completed'],
      ]),
    );
  });

  it('answers 402 when short, records a no_credits event and leaves the balance alone', async () => {
    const userId = await makeUser('free');
    const credits = creditsService(database.db);
    await credits.reserve(userId, 'artwork_extraction', 50);
    await rejectsWith402(credits.reserve(userId, 'artwork_extraction', 50));
    expect((await credits.balance(userId)).balance).toBe(20);
    const events = await database.db.select().from(noCreditsEvents).where(eq(noCreditsEvents.userId, userId));
    expect(events).toMatchObject([
      { actionType: 'artwork_extraction', required: 50, available: 20, source: 'server' },
    ]);
    // a custom message for the calling flow
    await expect(
      credits.reserve(userId, 'image_generation', 30, { message: CREDIT_MESSAGES.insufficientFor.logos }),
    ).rejects.toMatchObject({ status: 402, message: CREDIT_MESSAGES.insufficientFor.logos });
  });

  it('spends the allowance first, then top-ups oldest expiry first, and releases back to each', async () => {
    const userId = await makeUser('free'); // 70 allowance
    const credits = creditsService(database.db);
    const later = await credits.addTopUp(userId, 100, { purchaseDate: inDays(-10), expiryDate: inDays(300) });
    const sooner = await credits.addTopUp(userId, 50, {
      purchaseDate: inDays(-200),
      expiryDate: inDays(100),
    });
    expect((await credits.balance(userId)).balance).toBe(220);

    const r = await credits.reserve(userId, 'mockup', 100);
    expect(r.allocation).toMatchObject({ allowance: 70, topUps: [{ id: sooner.id, amount: 30 }] });
    const r2 = await credits.reserve(userId, 'mockup', 40);
    expect(r2.allocation).toMatchObject({
      allowance: 0,
      topUps: [
        { id: sooner.id, amount: 20 },
        { id: later.id, amount: 20 },
      ],
    });
    const bucket = async (id: string) =>
      (await database.db.select().from(topUpCredits).where(eq(topUpCredits.id, id)))[0].balance;
    expect([await bucket(sooner.id), await bucket(later.id)]).toEqual([0, 80]);

    await credits.release(r.id);
    expect([await bucket(sooner.id), await bucket(later.id)]).toEqual([30, 80]);
    const b = await credits.balance(userId);
    expect(b).toMatchObject({ balance: 180, allowanceBalance: 70, topUpBalance: 110 });
  });

  it('captures part of a reservation: keeps that much, gives the rest back, the last taken first', async () => {
    const userId = await makeUser('free'); // 70 allowance
    const credits = creditsService(database.db);
    await credits.addTopUp(userId, 50, { purchaseDate: inDays(-1), expiryDate: inDays(300) });
    const r = await credits.reserve(userId, 'chat_image_generation', 90); // 70 allowance + 20 top-up
    expect((await credits.balance(userId)).balance).toBe(30);

    const kept = await credits.capture(r.id, { amount: 60 });
    expect(kept).toMatchObject({ amount: 60, status: 'completed' });
    expect(kept.allocation).toMatchObject({ allowance: 60, topUps: [] });
    // 30 back: the 20 from the top-up first, then 10 of the allowance
    expect(await credits.balance(userId)).toMatchObject({
      balance: 60,
      allowanceBalance: 10,
      topUpBalance: 50,
    });
    const [row] = await database.db.select().from(creditHistory).where(eq(creditHistory.id, r.id));
    expect(row).toMatchObject({ amount: -60, status: 'completed' });
    // settled once: a second capture changes nothing, a release is refused
    await credits.capture(r.id, { amount: 10 });
    expect((await credits.balance(userId)).balance).toBe(60);
    await expect(credits.release(r.id)).rejects.toMatchObject({ status: 409 });
    // the whole amount, or more, is a plain capture
    const whole = await credits.reserve(userId, 'chat_image_generation', 5);
    await credits.capture(whole.id, { amount: 5 });
    expect((await credits.balance(userId)).balance).toBe(55);
  });

  it('ignores expired top-ups for spending and for the balance', async () => {
    const userId = await makeUser('free');
    const credits = creditsService(database.db);
    await credits.addTopUp(userId, 500, { purchaseDate: inDays(-400), expiryDate: inDays(-35) });
    expect((await credits.balance(userId)).balance).toBe(70);
    await rejectsWith402(credits.reserve(userId, 'artwork_extraction', 100));
    const { items } = await credits.topUps(userId, 1, 10);
    expect(items).toMatchObject([{ balance: 500, purchasedCredits: 500, expired: true }]);
  });

  it('top-up buckets expire 12 months after purchase', async () => {
    const userId = await makeUser('starter');
    const credits = creditsService(database.db);
    const bucket = await credits.addTopUp(userId, 100, { purchaseDate: new Date('2025-03-15T12:00:00Z') });
    expect(bucket.expiryDate.toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('skips checks for Unlimited but still writes history', async () => {
    const userId = await makeUser('unlimited');
    const credits = creditsService(database.db);
    expect(await credits.balance(userId)).toMatchObject({
      balance: 'Unlimited',
      resetDate: null,
      allowance: null,
    });
    const r = await credits.reserve(userId, 'artwork_extraction', 100_000);
    await credits.capture(r.id);
    const { items } = await credits.history(userId, 1, 10);
    expect(items).toMatchObject([
      { actionType: 'artwork_extraction', amount: -100_000, status: 'completed' },
    ]);
  });

  it('resets allowances monthly, rolling the reset date forward until it is in the future', async () => {
    let clock = new Date('2024-02-10T00:00:00Z');
    const now = () => clock;
    const userId = await makeUser('starter', new Date('2024-01-31T10:00:00Z'));
    const credits = creditsService(database.db, { now });
    const first = await credits.balance(userId);
    expect(first).toMatchObject({ balance: 200, resetDate: '2024-02-29T10:00:00.000Z' });
    const held = await credits.reserve(userId, 'image_generation', 150);
    await credits.capture((await credits.reserve(userId, 'edit', 10)).id);

    clock = new Date('2024-03-05T00:00:00Z');
    const ran = await runAllowanceReset(creditsService(database.db, { now }));
    expect(ran.resets).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
    expect(row.currentAllowanceBalance).toBe(200);
    expect(row.resetDate.toISOString()).toBe('2024-03-31T10:00:00.000Z');

    // a reservation from the previous period does not refill the new allowance when released
    await credits.release(held.id);
    expect((await credits.balance(userId)).balance).toBe(200);

    // the job ran again at once: nothing is due
    expect((await runAllowanceReset(creditsService(database.db, { now }))).resets).toBe(0);

    // months without a run: one reset, date rolled to the next future anniversary
    clock = new Date('2024-07-15T00:00:00Z');
    await runAllowanceReset(creditsService(database.db, { now }));
    const [later] = await database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
    expect(later.resetDate.toISOString()).toBe('2024-07-31T10:00:00.000Z');
    const resets = await database.db
      .select()
      .from(creditHistory)
      .where(and(eq(creditHistory.userId, userId), eq(creditHistory.actionType, 'allowance_reset')));
    expect(resets.map((r) => r.amount)).toEqual([200, 200, 200]);
  });

  it('is concurrency-safe: 50 parallel reservations of 10 against 200 succeed exactly 20 times', async () => {
    const credits = creditsService(wide.db);
    for (const setup of [
      async () => makeUser('starter'), // 200 allowance
      async () => {
        const id = await makeUser('free'); // 70 allowance + 130 in two buckets
        await credits.addTopUp(id, 60, { expiryDate: inDays(30) });
        await credits.addTopUp(id, 70, { expiryDate: inDays(60) });
        return id;
      },
    ]) {
      const userId = await setup();
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => credits.reserve(userId, 'image_generation', 10)),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(ok).toHaveLength(20);
      expect(refused).toHaveLength(30);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 402 });
      expect((await credits.balance(userId)).balance).toBe(0);
      const [acct] = await database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
      expect(acct.currentAllowanceBalance).toBe(0);
      const buckets = await database.db.select().from(topUpCredits).where(eq(topUpCredits.userId, userId));
      for (const b of buckets) expect(b.balance).toBe(0);
      const pending = await database.db
        .select()
        .from(creditHistory)
        .where(and(eq(creditHistory.userId, userId), eq(creditHistory.status, 'pending')));
      expect(pending).toHaveLength(20);
      // the lazily created account granted its allowance exactly once despite 50 first touches
      const grants = await database.db
        .select()
        .from(creditHistory)
        .where(and(eq(creditHistory.userId, userId), eq(creditHistory.actionType, 'allowance_reset')));
      expect(grants).toHaveLength(1);

      // releasing everything in parallel restores exactly 200
      await Promise.all(
        ok.map((r) => credits.release((r as PromiseFulfilledResult<{ id: string }>).value.id)),
      );
      expect((await credits.balance(userId)).balance).toBe(200);
    }
  });

  it('can reserve inside a caller transaction that rolls back', async () => {
    const userId = await makeUser('free');
    const credits = creditsService(database.db);
    await credits.balance(userId);
    await database.db
      .transaction(async (tx) => {
        await credits.reserve(userId, 'image_generation', 30, { tx });
        throw new Error('action insert failed');
      })
      .catch(() => {});
    expect((await credits.balance(userId)).balance).toBe(70);
  });
});
