import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { creditHistory, tierChanges, users } from '../../db/schema/index.ts';
import { startBoss } from '../../jobs/boss.ts';
import { pgBossQueue } from '../../jobs/pg-boss-queue.ts';
import {
  ALLOWANCE_RESET_CRON,
  ALLOWANCE_RESET_QUEUE,
  registerCreditJobs,
  runAllowanceReset,
  runSubscriptionExpiry,
  SUBSCRIPTION_EXPIRY_CRON,
  SUBSCRIPTION_EXPIRY_QUEUE,
} from './jobs.ts';
import { creditsService } from './service.ts';

let database: Database & { url: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('credit jobs', () => {
  it('schedules the allowance reset on pg-boss', async () => {
    const boss = await startBoss(database.url, pino({ level: 'silent' }));
    try {
      const log = pino({ level: 'silent' });
      await registerCreditJobs(pgBossQueue(boss, log), creditsService(database.db), log);
      const schedules = await boss.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: ALLOWANCE_RESET_QUEUE, cron: ALLOWANCE_RESET_CRON }),
          expect.objectContaining({ name: SUBSCRIPTION_EXPIRY_QUEUE, cron: SUBSCRIPTION_EXPIRY_CRON }),
        ]),
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('resets many users in batches', async () => {
    let clock = new Date('2025-01-10T00:00:00Z');
    const now = () => clock;
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          email: `batch${i}@jobs.test`,
          tier: 'scale',
          createdAt: new Date('2024-12-20T00:00:00Z'),
        })),
      )
      .returning({ id: users.id });
    const credits = creditsService(database.db, { now });
    for (const { id } of rows) await credits.reserve(id, 'edit', 10);
    clock = new Date('2025-01-25T00:00:00Z');
    expect((await creditsService(database.db, { now }).runAllowanceResets({ batchSize: 3 })).resets).toBe(7);
    for (const { id } of rows) {
      expect(await credits.balance(id)).toMatchObject({
        balance: 5000,
        resetDate: '2025-02-20T00:00:00.000Z',
      });
    }
    expect((await runAllowanceReset(creditsService(database.db, { now }))).resets).toBe(0);
  });

  it('moves users whose paid period is over back to Free, once, and records it', async () => {
    const clock = new Date('2025-03-01T12:00:00Z');
    const now = () => clock;
    const at = (iso: string) => new Date(iso);
    const rows = await database.db
      .insert(users)
      .values([
        // ended an hour ago (a test-checkout plan): back to Free
        { email: 'ended@sweep.test', tier: 'growth', subscriptionEndsAt: at('2025-03-01T11:00:00Z') },
        // yearly plan ended: back to Free, billing interval back to the default
        {
          email: 'yearly@sweep.test',
          tier: 'pro',
          billingInterval: 'annual',
          subscriptionEndsAt: at('2025-02-01T00:00:00Z'),
        },
        // still paid for
        { email: 'paid@sweep.test', tier: 'scale', subscriptionEndsAt: at('2025-03-02T00:00:00Z') },
        // staff upgrade: left alone
        {
          email: 'staff@sweep.test',
          tier: 'unlimited',
          manualUpgrade: true,
          subscriptionEndsAt: at('2025-01-01T00:00:00Z'),
        },
        // a Stripe subscriber an hour past the period: the renewal webhook may still come
        {
          email: 'stripe@sweep.test',
          tier: 'starter',
          paymentCustomerId: 'cus_sweep',
          subscriptionEndsAt: at('2025-03-01T11:00:00Z'),
        },
        // a Stripe subscriber two days past: back to Free
        {
          email: 'stripe-late@sweep.test',
          tier: 'starter',
          paymentCustomerId: 'cus_sweep_late',
          subscriptionEndsAt: at('2025-02-27T11:00:00Z'),
        },
        // Free with an old end date: nothing to do
        { email: 'free@sweep.test', tier: 'free', subscriptionEndsAt: at('2025-01-01T00:00:00Z') },
      ])
      .returning({ id: users.id, email: users.email });
    const id = (email: string) => rows.find((r) => r.email === email)?.id as string;
    const credits = creditsService(database.db, { now });
    await credits.reserve(id('ended@sweep.test'), 'edit', 10); // spends from the Growth allowance

    expect(await runSubscriptionExpiry(creditsService(database.db, { now }))).toEqual({ downgrades: 3 });
    expect(await runSubscriptionExpiry(creditsService(database.db, { now }))).toEqual({ downgrades: 0 });

    const tierOf = async (email: string) => {
      const [row] = await database.db
        .select({ tier: users.tier, endsAt: users.subscriptionEndsAt, interval: users.billingInterval })
        .from(users)
        .where(eq(users.id, id(email)));
      return row;
    };
    expect(await tierOf('ended@sweep.test')).toEqual({ tier: 'free', endsAt: null, interval: 'monthly' });
    expect(await tierOf('yearly@sweep.test')).toEqual({ tier: 'free', endsAt: null, interval: 'monthly' });
    expect((await tierOf('stripe-late@sweep.test')).tier).toBe('free');
    expect((await tierOf('paid@sweep.test')).tier).toBe('scale');
    expect((await tierOf('staff@sweep.test')).tier).toBe('unlimited');
    expect((await tierOf('stripe@sweep.test')).tier).toBe('starter');

    const changes = await database.db
      .select()
      .from(tierChanges)
      .where(
        inArray(
          tierChanges.userId,
          rows.map((r) => r.id),
        ),
      );
    expect(changes.map((c) => [c.userId, c.fromTier, c.toTier, c.reason, c.paymentId]).sort()).toEqual(
      [
        [id('ended@sweep.test'), 'growth', 'free', 'expiry', null],
        [id('yearly@sweep.test'), 'pro', 'free', 'expiry', null],
        [id('stripe-late@sweep.test'), 'starter', 'free', 'expiry', null],
      ].sort(),
    );
    // Free's allowance starts on the day of the downgrade; monthly resets count from then
    expect(await credits.balance(id('ended@sweep.test'))).toMatchObject({
      tier: 'free',
      balance: 70,
      resetDate: '2025-04-01T12:00:00.000Z',
    });
    const history = await database.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.userId, id('ended@sweep.test')));
    expect(history.filter((h) => h.actionType === 'allowance_reset').map((h) => h.amount)).toEqual(
      expect.arrayContaining([1500, 70]),
    );

    // the Stripe subscriber's grace runs out a day after the period end
    const later = () => new Date('2025-03-02T11:30:00Z');
    expect(await runSubscriptionExpiry(creditsService(database.db, { now: later }))).toEqual({
      downgrades: 2,
    }); // + paid@ (ended 00:00)
    expect((await tierOf('stripe@sweep.test')).tier).toBe('free');
  });
});
