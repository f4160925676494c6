/** Plans on the ledger: moving a user to a tier, and the sweep that ends paid periods. */
import { MONTHLY_ALLOWANCE, type Tier, type TierChangeReason } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { lockAccount } from './account.ts';
import { addMonths } from './calendar.ts';
import { inTx, type LedgerContext } from './context.ts';
import { planPaymentOfCurrentTier } from './payment-repository.ts';
import {
  dueExpiries,
  insertTierChange,
  planExpired,
  recordAllowanceGrant,
  setAllowance,
  setPlan,
} from './repository.ts';

/**
 * How long after the end of a paid period a user with a provider subscription keeps the tier
 * while the renewal webhook is on its way (Stripe charges about an hour after the period ends and
 * retries deliveries); the test checkout's one-off periods end on the dot.
 */
export const SUBSCRIPTION_RENEWAL_GRACE_MS = 24 * 3600_000;

export interface ChangeTierOptions {
  tx?: DbOrTx;
  reason: TierChangeReason;
  paymentId?: string | null;
  periodMonths?: number;
  endsAt?: Date | null;
}

/**
 * Moves the user to `tier` and records it (a tier_changes row) in the same transaction. A paid
 * tier (plan fulfilment or a restored subscription): the new tier's full allowance starts today
 * (an allowance_reset row), monthly resets count from today, and the paid period is recorded as
 * subscriptionEndsAt (`endsAt`, or today + `periodMonths`) with its billing interval. Free (a
 * plan that ended): the same, with Free's allowance and no subscriptionEndsAt. Top-up buckets
 * are never touched.
 */
export async function changeTier(
  ctx: LedgerContext,
  userId: string,
  tier: Tier,
  options: ChangeTierOptions,
): Promise<{ fromTier: Tier; toTier: Tier }> {
  return inTx(ctx, options.tx, async (tx) => {
    const at = ctx.now();
    const account = await lockAccount(tx, userId, at);
    const periodMonths = options.periodMonths ?? 1;
    const paid = tier !== 'free';
    await setPlan(tx, userId, {
      tier,
      billingInterval: paid && periodMonths >= 12 ? 'annual' : 'monthly',
      subscriptionEndsAt: paid ? (options.endsAt ?? addMonths(at, periodMonths)) : null,
    });
    const allowance = MONTHLY_ALLOWANCE[tier];
    await setAllowance(tx, userId, {
      allowanceBalance: allowance ?? 0,
      resetAnchor: at,
      resetDate: addMonths(at, 1),
      at,
    });
    if (allowance !== null) await recordAllowanceGrant(tx, userId, allowance, at);
    await insertTierChange(tx, {
      userId,
      fromTier: account.tier,
      toTier: tier,
      reason: options.reason,
      paymentId: options.paymentId ?? null,
      createdAt: at,
    });
    return { fromTier: account.tier, toTier: tier };
  });
}

/**
 * The expiry sweep: users on a paid tier whose paid period (subscriptionEndsAt) is over go back
 * to Free, each with a tier_changes row (reason 'expiry'). Staff upgrades (manualUpgrade) are
 * left alone. Users with a provider customer (a Stripe subscription, renewed by webhook) get
 * `renewalGraceMs` more, so a renewal webhook arriving late never downgrades a paying user.
 */
export async function runSubscriptionExpiries(
  ctx: LedgerContext,
  {
    renewalGraceMs = SUBSCRIPTION_RENEWAL_GRACE_MS,
    batchSize = 500,
  }: {
    renewalGraceMs?: number;
    batchSize?: number;
  } = {},
) {
  const at = ctx.now();
  const graceCutoff = new Date(at.getTime() - renewalGraceMs);
  let downgrades = 0;
  for (;;) {
    const due = await dueExpiries(ctx.db, at, graceCutoff, batchSize);
    let batchDowngrades = 0;
    for (const { userId } of due) {
      await ctx.db.transaction(async (tx) => {
        await lockAccount(tx, userId, at);
        // Re-checked under the account lock: a renewal may have landed since the select.
        if (!(await planExpired(tx, userId, at, graceCutoff))) return;
        // The plan payment whose period ran out (none for plans set by staff or migrations).
        const plan = await planPaymentOfCurrentTier(tx, userId);
        await changeTier(ctx, userId, 'free', { tx, reason: 'expiry', paymentId: plan?.id ?? null });
        batchDowngrades++;
      });
    }
    downgrades += batchDowngrades;
    // A batch that downgraded nobody was all renewed meanwhile: the next run looks again.
    if (due.length < batchSize || batchDowngrades === 0) break;
  }
  return { downgrades };
}
