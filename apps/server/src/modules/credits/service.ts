import {
  CREDIT_MESSAGES,
  type CreditActionType,
  type CreditBalance,
  type CreditHistoryItem,
  type CreditHistoryStatus,
  MONTHLY_ALLOWANCE,
  TIERS,
  type Tier,
  type TierChangeReason,
  TOP_UP_EXPIRY_MONTHS,
  type TopUpBucket,
  UNLIMITED_BALANCE,
} from '@packsmith/core';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type CreditAllocation,
  creditHistory,
  noCreditsEvents,
  payments,
  tierChanges,
  topUpCredits,
  userCredits,
  users,
} from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { keyedQueue } from '../../lib/keyed-queue.ts';

// ---------------------------------------------------------------------------------------------
// Calendar: monthly resets on anniversaries of an anchor date
// ---------------------------------------------------------------------------------------------

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `date` plus `months` calendar months (UTC); the 31st becomes the last day of shorter months. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/**
 * The first monthly anniversary of `anchor` after `now`: one month after the anchor, rolled
 * forward month by month until it lies in the future. Counted from the anchor each time, so a
 * 31 January sign-up resets on 28/29 February and then on 31 March again.
 */
export function nextResetDate(anchor: Date, now: Date): Date {
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let k = Math.max(1, monthsApart - 1);
  while (addMonths(anchor, k) <= now) k++;
  return addMonths(anchor, k);
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export interface Reservation {
  id: string;
  userId: string;
  actionType: CreditActionType;
  /** Credits held (positive). */
  amount: number;
  status: CreditHistoryStatus;
  allocation: CreditAllocation;
}

export interface ReserveOptions {
  /** Run inside the caller's transaction (e.g. with the design action insert). */
  tx?: DbOrTx;
  /** What the reservation pays for (a design action id, …). */
  reference?: string;
  /** The 402 message; defaults to CREDIT_MESSAGES.insufficient. */
  message?: string;
}

export interface CreditsServiceOptions {
  now?: () => Date;
}

interface Account {
  userId: string;
  tier: Tier;
  allowanceBalance: number;
  resetDate: Date;
  resetAnchor: Date;
}

const asTier = (value: string): Tier =>
  (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';

interface NoCreditsEvent {
  actionType?: string | null;
  required?: number | null;
  available?: number | null;
  source?: string;
}

/** The 402 every short reservation answers; it carries the no-credits event to record. */
export class InsufficientCreditsError extends HttpError {
  constructor(
    message: string,
    readonly event: NoCreditsEvent,
  ) {
    super(402, 'insufficient_credits', message);
  }
}

/**
 * How long after the end of a paid period a user with a provider subscription keeps the tier
 * while the renewal webhook is on its way (Stripe charges about an hour after the period ends and
 * retries deliveries); the test checkout's one-off periods end on the dot.
 */
export const SUBSCRIPTION_RENEWAL_GRACE_MS = 24 * 3600_000;

/** One user's credit transactions on this instance, in arrival order (see transaction()). */
const oneAtATimePerUser = keyedQueue();

const EMPTY_ALLOCATION: CreditAllocation = { allowance: 0, allowancePeriod: null, topUps: [] };

// ---------------------------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------------------------

/**
 * The credit ledger. Balance = allowance left this month + unexpired top-up buckets. Every
 * movement takes the user's user_credits row lock first (SELECT … FOR UPDATE), so one user's
 * reservations, releases, top-ups and resets are serialised and the balance can never go
 * negative; different users never wait for each other.
 */
export function creditsService(db: Db, { now = () => new Date() }: CreditsServiceOptions = {}) {
  /** Inserts the user's row with their tier's allowance if missing (and records the grant). */
  async function ensureAccount(tx: DbOrTx, userId: string, at: Date): Promise<void> {
    const [user] = await tx
      .select({ tier: users.tier, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    const tier = asTier(user.tier);
    const allowance = MONTHLY_ALLOWANCE[tier] ?? 0;
    const inserted = await tx
      .insert(userCredits)
      .values({
        userId,
        currentAllowanceBalance: allowance,
        resetAnchor: user.createdAt,
        resetDate: nextResetDate(user.createdAt, at),
      })
      .onConflictDoNothing()
      .returning({ userId: userCredits.userId });
    if (inserted.length > 0 && allowance > 0) {
      await tx.insert(creditHistory).values({
        userId,
        actionType: 'allowance_reset',
        amount: allowance,
        status: 'completed',
        createdAt: at,
        settledAt: at,
      });
    }
  }

  async function selectAccount(tx: DbOrTx, userId: string, lock: boolean): Promise<Account | undefined> {
    const query = tx
      .select({
        userId: userCredits.userId,
        tier: users.tier,
        allowanceBalance: userCredits.currentAllowanceBalance,
        resetDate: userCredits.resetDate,
        resetAnchor: userCredits.resetAnchor,
      })
      .from(userCredits)
      .innerJoin(users, eq(users.id, userCredits.userId))
      .where(eq(userCredits.userId, userId));
    const [row] = lock ? await query.for('update', { of: userCredits }) : await query;
    return row ? { ...row, tier: asTier(row.tier) } : undefined;
  }

  /** Applies a due monthly reset to a locked account: allowance back to the tier's, date rolled on. */
  async function applyDueReset(tx: DbOrTx, account: Account, at: Date): Promise<Account> {
    if (account.resetDate > at) return account;
    const allowance = MONTHLY_ALLOWANCE[account.tier];
    const resetDate = nextResetDate(account.resetAnchor, at);
    const allowanceBalance = allowance ?? account.allowanceBalance;
    await tx
      .update(userCredits)
      .set({ currentAllowanceBalance: allowanceBalance, resetDate, updatedAt: at })
      .where(eq(userCredits.userId, account.userId));
    if (allowance !== null) {
      await tx.insert(creditHistory).values({
        userId: account.userId,
        actionType: 'allowance_reset',
        amount: allowance,
        status: 'completed',
        createdAt: at,
        settledAt: at,
      });
    }
    return { ...account, allowanceBalance, resetDate };
  }

  /** Locks the user's credit row (creating it on first use) and applies a due reset. */
  async function lockAccount(tx: DbOrTx, userId: string, at: Date): Promise<Account> {
    let account = await selectAccount(tx, userId, true);
    if (!account) {
      await ensureAccount(tx, userId, at);
      account = await selectAccount(tx, userId, true);
      if (!account) throw notFound();
    }
    return applyDueReset(tx, account, at);
  }

  /** Unexpired top-up buckets with credits left, oldest expiry first. */
  function spendableBuckets(tx: DbOrTx, userId: string, at: Date) {
    return tx
      .select({ id: topUpCredits.id, balance: topUpCredits.balance })
      .from(topUpCredits)
      .where(
        and(eq(topUpCredits.userId, userId), gt(topUpCredits.balance, 0), gt(topUpCredits.expiryDate, at)),
      )
      .orderBy(asc(topUpCredits.expiryDate), asc(topUpCredits.purchaseDate), asc(topUpCredits.id));
  }

  async function topUpBalance(tx: DbOrTx, userId: string, at: Date): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${topUpCredits.balance})` })
      .from(topUpCredits)
      .where(
        and(eq(topUpCredits.userId, userId), gt(topUpCredits.balance, 0), gt(topUpCredits.expiryDate, at)),
      );
    return Number(row?.total ?? 0);
  }

  const inTx = <T>(tx: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : db.transaction(fn);

  /**
   * A transaction that moves this user's credits (reserve with `{ tx }` inside it, together with
   * what the credits pay for): all of it commits or none. On this instance one user's money
   * transactions run one at a time, so a burst from one user waits in memory instead of holding
   * pooled connections that queue on their own row lock (other users keep the pool). A short
   * reservation inside it rolls everything back and is recorded as a no-credits event after.
   */
  async function transaction<T>(userId: string, body: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await oneAtATimePerUser(userId, () => db.transaction(body));
    } catch (error) {
      if (error instanceof InsufficientCreditsError) await recordNoCredits(userId, error.event);
      throw error;
    }
  }

  async function recordNoCredits(userId: string, event: NoCreditsEvent) {
    await db.insert(noCreditsEvents).values({
      userId,
      actionType: event.actionType ?? null,
      required: event.required ?? null,
      available: event.available ?? null,
      source: event.source ?? 'server',
    });
  }

  /**
   * The common case in one statement: the allowance covers the whole amount and no reset is due.
   * A conditional UPDATE (row lock, predicate re-checked on the newest row version) plus the
   * ledger insert; the row lock is held only for this statement, not a multi-step transaction.
   * Answers null when it does not apply, and reserve() takes the general locked path.
   */
  async function reserveFromAllowance(
    tx: DbOrTx,
    userId: string,
    actionType: CreditActionType,
    amount: number,
    reference: string | undefined,
  ): Promise<{ id: string; allocation: CreditAllocation } | null> {
    const at = now();
    const result = await tx.execute<{ id: string; allocation: CreditAllocation }>(sql`
      with spent as (
        update ${userCredits}
        set current_allowance_balance = current_allowance_balance - ${amount}, updated_at = ${at}
        where user_id = ${userId}
          and current_allowance_balance >= ${amount}
          and reset_date > ${at}
          and exists (select 1 from ${users} where id = ${userId} and tier <> 'unlimited')
        returning user_id, reset_date
      )
      insert into ${creditHistory} (user_id, action_type, amount, status, allocation, reference, created_at)
      select user_id, ${actionType}, ${0 - amount}, 'pending',
        jsonb_build_object(
          'allowance', ${amount}::int,
          'allowancePeriod', to_char(reset_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'topUps', '[]'::jsonb
        ),
        ${reference ?? null}, ${at}
      from spent
      returning id, allocation`);
    return result.rows[0] ?? null;
  }

  /**
   * Holds `amount` credits for an action: a pending ledger row, spent from the allowance first and
   * then from top-up buckets with the earliest expiry. 402 (code insufficient_credits) when short,
   * after recording a no_credits event. Unlimited users skip the check; the row is still written.
   */
  async function reserve(
    userId: string,
    actionType: CreditActionType,
    amount: number,
    options: ReserveOptions = {},
  ): Promise<Reservation> {
    if (!Number.isInteger(amount) || amount < 0) throw badRequest('Credit amounts must be whole numbers');
    const fast =
      amount > 0
        ? await reserveFromAllowance(options.tx ?? db, userId, actionType, amount, options.reference)
        : null;
    if (fast)
      return { id: fast.id, userId, actionType, amount, status: 'pending', allocation: fast.allocation };
    const outcome = await inTx(options.tx, async (tx) => {
      const at = now();
      const account = await lockAccount(tx, userId, at);
      let allocation = EMPTY_ALLOCATION;
      if (MONTHLY_ALLOWANCE[account.tier] !== null && amount > 0) {
        const fromAllowance = Math.min(account.allowanceBalance, amount);
        let rest = amount - fromAllowance;
        const topUps: CreditAllocation['topUps'] = [];
        if (rest > 0) {
          const buckets = await spendableBuckets(tx, userId, at);
          const available = account.allowanceBalance + buckets.reduce((s, b) => s + b.balance, 0);
          if (available < amount) return { short: true as const, available };
          for (const bucket of buckets) {
            if (rest === 0) break;
            const take = Math.min(bucket.balance, rest);
            topUps.push({ id: bucket.id, amount: take });
            rest -= take;
          }
          for (const t of topUps) {
            await tx
              .update(topUpCredits)
              .set({ balance: sql`${topUpCredits.balance} - ${t.amount}` })
              .where(eq(topUpCredits.id, t.id));
          }
        }
        if (fromAllowance > 0) {
          await tx
            .update(userCredits)
            .set({ currentAllowanceBalance: sql`${userCredits.currentAllowanceBalance} - ${fromAllowance}` })
            .where(eq(userCredits.userId, userId));
        }
        allocation = {
          allowance: fromAllowance,
          allowancePeriod: fromAllowance > 0 ? account.resetDate.toISOString() : null,
          topUps,
        };
      }
      const [row] = await tx
        .insert(creditHistory)
        .values({
          userId,
          actionType,
          amount: 0 - amount,
          status: 'pending',
          allocation,
          reference: options.reference ?? null,
          createdAt: at,
        })
        .returning({ id: creditHistory.id });
      return { short: false as const, id: row.id, allocation };
    });
    if (outcome.short) {
      const error = new InsufficientCreditsError(options.message ?? CREDIT_MESSAGES.insufficient, {
        actionType,
        required: amount,
        available: outcome.available,
      });
      // Inside the caller's transaction the event is recorded by transaction() after the rollback.
      if (!options.tx) await recordNoCredits(userId, error.event);
      throw error;
    }
    return { id: outcome.id, userId, actionType, amount, status: 'pending', allocation: outcome.allocation };
  }

  async function loadReservation(tx: DbOrTx, reservationId: string, lock: boolean) {
    const query = tx.select().from(creditHistory).where(eq(creditHistory.id, reservationId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.amount > 0) throw new HttpError(404, 'not_found', CREDIT_MESSAGES.reservationNotFound);
    return row;
  }

  const toReservation = (row: typeof creditHistory.$inferSelect): Reservation => ({
    id: row.id,
    userId: row.userId,
    actionType: row.actionType as CreditActionType,
    amount: -row.amount,
    status: row.status as CreditHistoryStatus,
    allocation: row.allocation ?? EMPTY_ALLOCATION,
  });

  const closed = () => new HttpError(409, 'reservation_settled', CREDIT_MESSAGES.reservationClosed);

  /** Makes a reservation final (the action succeeded). Capturing twice is harmless. */
  async function capture(reservationId: string, options: { tx?: DbOrTx } = {}): Promise<Reservation> {
    const tx = options.tx ?? db;
    const [row] = await tx
      .update(creditHistory)
      .set({ status: 'completed', settledAt: now() })
      .where(and(eq(creditHistory.id, reservationId), eq(creditHistory.status, 'pending')))
      .returning();
    if (row) return toReservation(row);
    const existing = await loadReservation(tx, reservationId, false);
    if (existing.status === 'completed') return toReservation(existing);
    throw closed();
  }

  /**
   * Cancels a reservation (the action failed) and puts the credits back exactly where they came
   * from: the allowance (unless a monthly reset has replaced it since) and each top-up bucket.
   * Releasing twice is harmless; releasing a captured reservation is a 409.
   */
  async function release(reservationId: string, options: { tx?: DbOrTx } = {}): Promise<Reservation> {
    return inTx(options.tx, async (tx) => {
      const at = now();
      const peek = await loadReservation(tx, reservationId, false);
      if (peek.status === 'cancelled') return toReservation(peek);
      if (peek.status === 'completed') throw closed();
      // Same lock order as reserve: the account row first, then the ledger row.
      const account = await lockAccount(tx, peek.userId, at);
      const row = await loadReservation(tx, reservationId, true);
      if (row.status === 'cancelled') return toReservation(row);
      if (row.status === 'completed') throw closed();
      const allocation = row.allocation ?? EMPTY_ALLOCATION;
      if (
        allocation.allowance > 0 &&
        allocation.allowancePeriod !== null &&
        new Date(allocation.allowancePeriod).getTime() === account.resetDate.getTime()
      ) {
        await tx
          .update(userCredits)
          .set({
            currentAllowanceBalance: sql`${userCredits.currentAllowanceBalance} + ${allocation.allowance}`,
          })
          .where(eq(userCredits.userId, row.userId));
      }
      for (const t of allocation.topUps) {
        await tx
          .update(topUpCredits)
          .set({ balance: sql`${topUpCredits.balance} + ${t.amount}` })
          .where(eq(topUpCredits.id, t.id));
      }
      const [updated] = await tx
        .update(creditHistory)
        .set({ status: 'cancelled', settledAt: at })
        .where(eq(creditHistory.id, reservationId))
        .returning();
      return toReservation(updated);
    });
  }

  /**
   * Adds a top-up bucket (expiring TOP_UP_EXPIRY_MONTHS after purchase) and its ledger row, under
   * the account lock. Payment fulfilment calls this inside its own transaction.
   */
  async function addTopUp(
    userId: string,
    credits: number,
    options: {
      tx?: DbOrTx;
      paymentId?: string;
      actionType?: Extract<CreditActionType, 'topup' | 'bonus'>;
      purchaseDate?: Date;
      expiryDate?: Date;
    } = {},
  ) {
    if (!Number.isInteger(credits) || credits <= 0) throw badRequest('Credit amounts must be whole numbers');
    return inTx(options.tx, async (tx) => {
      const at = now();
      await lockAccount(tx, userId, at);
      const purchaseDate = options.purchaseDate ?? at;
      const [bucket] = await tx
        .insert(topUpCredits)
        .values({
          userId,
          paymentId: options.paymentId ?? null,
          balance: credits,
          purchasedCredits: credits,
          purchaseDate,
          expiryDate: options.expiryDate ?? addMonths(purchaseDate, TOP_UP_EXPIRY_MONTHS),
        })
        .returning();
      await tx.insert(creditHistory).values({
        userId,
        actionType: options.actionType ?? 'topup',
        amount: credits,
        status: 'completed',
        reference: options.paymentId ?? null,
        createdAt: at,
        settledAt: at,
      });
      return bucket;
    });
  }

  /**
   * Moves the user to `tier` and records it (a tier_changes row) in the same transaction. A paid
   * tier (plan fulfilment or a restored subscription): the new tier's full allowance starts today
   * (an allowance_reset row), monthly resets count from today, and the paid period is recorded as
   * subscriptionEndsAt (`endsAt`, or today + `periodMonths`) with its billing interval. Free (a
   * plan that ended): the same, with Free's allowance and no subscriptionEndsAt. Top-up buckets
   * are never touched.
   */
  async function changeTier(
    userId: string,
    tier: Tier,
    options: {
      tx?: DbOrTx;
      reason: TierChangeReason;
      paymentId?: string | null;
      periodMonths?: number;
      endsAt?: Date | null;
    },
  ): Promise<{ fromTier: Tier; toTier: Tier }> {
    return inTx(options.tx, async (tx) => {
      const at = now();
      const account = await lockAccount(tx, userId, at);
      const periodMonths = options.periodMonths ?? 1;
      const paid = tier !== 'free';
      await tx
        .update(users)
        .set({
          tier,
          billingInterval: paid && periodMonths >= 12 ? 'annual' : 'monthly',
          subscriptionEndsAt: paid ? (options.endsAt ?? addMonths(at, periodMonths)) : null,
        })
        .where(eq(users.id, userId));
      const allowance = MONTHLY_ALLOWANCE[tier];
      await tx
        .update(userCredits)
        .set({
          currentAllowanceBalance: allowance ?? 0,
          resetAnchor: at,
          resetDate: addMonths(at, 1),
          updatedAt: at,
        })
        .where(eq(userCredits.userId, userId));
      if (allowance !== null) {
        await tx.insert(creditHistory).values({
          userId,
          actionType: 'allowance_reset',
          amount: allowance,
          status: 'completed',
          createdAt: at,
          settledAt: at,
        });
      }
      await tx.insert(tierChanges).values({
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
  async function runSubscriptionExpiries({
    renewalGraceMs = SUBSCRIPTION_RENEWAL_GRACE_MS,
    batchSize = 500,
  }: {
    renewalGraceMs?: number;
    batchSize?: number;
  } = {}) {
    const at = now();
    const graceCutoff = new Date(at.getTime() - renewalGraceMs);
    const expired = and(
      ne(users.tier, 'free'),
      eq(users.manualUpgrade, false),
      isNotNull(users.subscriptionEndsAt),
      or(
        and(isNull(users.paymentCustomerId), lte(users.subscriptionEndsAt, at)),
        and(isNotNull(users.paymentCustomerId), lte(users.subscriptionEndsAt, graceCutoff)),
      ),
    );
    let downgrades = 0;
    for (;;) {
      const due = await db
        .select({ userId: users.id })
        .from(users)
        .where(expired)
        .orderBy(asc(users.subscriptionEndsAt))
        .limit(batchSize);
      let batchDowngrades = 0;
      for (const { userId } of due) {
        await db.transaction(async (tx) => {
          await lockAccount(tx, userId, at);
          // Re-checked under the account lock: a renewal may have landed since the select.
          const [still] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), expired));
          if (!still) return;
          // The plan payment whose period ran out (none for plans set by staff or migrations).
          const [plan] = await tx
            .select({ id: payments.id })
            .from(payments)
            .innerJoin(users, eq(users.id, payments.userId))
            .where(
              and(
                eq(payments.userId, userId),
                eq(payments.kind, 'plan'),
                eq(payments.status, 'succeeded'),
                eq(payments.tier, users.tier),
              ),
            )
            .orderBy(desc(payments.fulfilledAt))
            .limit(1);
          await changeTier(userId, 'free', { tx, reason: 'expiry', paymentId: plan?.id ?? null });
          batchDowngrades++;
        });
      }
      downgrades += batchDowngrades;
      // A batch that downgraded nobody was all renewed meanwhile: the next run looks again.
      if (due.length < batchSize || batchDowngrades === 0) break;
    }
    return { downgrades };
  }

  /** The balance the API answers, creating the account and applying a due reset on the way. */
  async function balance(userId: string): Promise<CreditBalance> {
    const at = now();
    let account = await selectAccount(db, userId, false);
    if (!account || account.resetDate <= at) {
      account = await db.transaction((tx) => lockAccount(tx, userId, at));
    }
    const allowance = MONTHLY_ALLOWANCE[account.tier];
    const topUps = await topUpBalance(db, userId, at);
    if (allowance === null) {
      return {
        balance: UNLIMITED_BALANCE,
        resetDate: null,
        tier: account.tier,
        allowance: null,
        allowanceBalance: null,
        topUpBalance: topUps,
      };
    }
    return {
      balance: account.allowanceBalance + topUps,
      resetDate: account.resetDate.toISOString(),
      tier: account.tier,
      allowance,
      allowanceBalance: account.allowanceBalance,
      topUpBalance: topUps,
    };
  }

  /** The user's ledger, newest first. Only their own rows. */
  async function history(userId: string, page: number, limit: number) {
    await balance(userId); // creates the account (and its first allowance row) on first sight
    const rows = await db
      .select({
        id: creditHistory.id,
        actionType: creditHistory.actionType,
        amount: creditHistory.amount,
        status: creditHistory.status,
        createdAt: creditHistory.createdAt,
      })
      .from(creditHistory)
      .where(eq(creditHistory.userId, userId))
      .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [{ n }] = await db
      .select({ n: count() })
      .from(creditHistory)
      .where(eq(creditHistory.userId, userId));
    const items: CreditHistoryItem[] = rows.map((r) => ({
      ...r,
      actionType: r.actionType as CreditActionType,
      status: r.status as CreditHistoryStatus,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, totalCount: n };
  }

  /** The user's top-up buckets, newest purchase first, expired ones flagged. */
  async function topUps(userId: string, page: number, limit: number) {
    const at = now();
    const rows = await db
      .select()
      .from(topUpCredits)
      .where(eq(topUpCredits.userId, userId))
      .orderBy(desc(topUpCredits.purchaseDate), desc(topUpCredits.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [{ n }] = await db.select({ n: count() }).from(topUpCredits).where(eq(topUpCredits.userId, userId));
    const items: TopUpBucket[] = rows.map((r) => ({
      id: r.id,
      balance: r.balance,
      purchasedCredits: r.purchasedCredits,
      purchaseDate: r.purchaseDate.toISOString(),
      expiryDate: r.expiryDate.toISOString(),
      expired: r.expiryDate <= at,
    }));
    return { items, totalCount: n };
  }

  /**
   * The monthly reset: every account whose resetDate has passed gets its tier's allowance back
   * (an allowance_reset row) and a resetDate rolled forward to the next future anniversary. One
   * short transaction per user; safe to run any number of times, on any number of workers.
   */
  async function runAllowanceResets({ batchSize = 500 }: { batchSize?: number } = {}) {
    const at = now();
    let resets = 0;
    for (;;) {
      const due = await db
        .select({ userId: userCredits.userId })
        .from(userCredits)
        .where(lte(userCredits.resetDate, at))
        .orderBy(asc(userCredits.resetDate))
        .limit(batchSize);
      if (due.length === 0) break;
      for (const { userId } of due) {
        await db.transaction(async (tx) => {
          const account = await selectAccount(tx, userId, true);
          if (account && account.resetDate <= at) {
            await applyDueReset(tx, account, at);
            resets++;
          }
        });
      }
    }
    return { resets };
  }

  return {
    reserve,
    capture,
    release,
    addTopUp,
    changeTier,
    /** Locks the user's credit row inside `tx` (serialises with every credit and tier change). */
    lock: (tx: DbOrTx, userId: string) => lockAccount(tx, userId, now()),
    runSubscriptionExpiries,
    balance,
    history,
    topUps,
    recordNoCredits,
    transaction,
    runAllowanceResets,
    /** For payment fulfilment: lock the account row inside the caller's transaction. */
    lockAccount: (tx: DbOrTx, userId: string) => lockAccount(tx, userId, now()),
    now,
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
