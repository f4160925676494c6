/**
 * The credit ledger's tables (user_credits, credit_history, top_up_credits, no_credits_events,
 * tier_changes) and the user columns the ledger reads or sets. Every function runs on the pool or
 * on the caller's transaction (`tx`); rules and lock order live in the callers.
 */
import { type CreditActionType, type CreditHistoryStatus, TIERS, type Tier } from '@packsmith/core';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CreditAllocation,
  creditHistory,
  noCreditsEvents,
  tierChanges,
  topUpCredits,
  userCredits,
  users,
} from '../../db/schema/index.ts';

export const asTier = (value: string): Tier =>
  (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';

export type { CreditAllocation };

export const EMPTY_ALLOCATION: CreditAllocation = { allowance: 0, allowancePeriod: null, topUps: [] };

export interface Account {
  userId: string;
  tier: Tier;
  allowanceBalance: number;
  resetDate: Date;
  resetAnchor: Date;
}

export type LedgerRow = typeof creditHistory.$inferSelect;

/** The user's credit row joined with their tier; `lock` takes the row lock (FOR UPDATE). */
export async function selectAccount(tx: DbOrTx, userId: string, lock: boolean): Promise<Account | undefined> {
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

/** What a first credit row is made from: the user's tier and sign-up date (undefined: no such user). */
export async function selectAccountOwner(tx: DbOrTx, userId: string) {
  const [user] = await tx
    .select({ tier: users.tier, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ? { tier: asTier(user.tier), createdAt: user.createdAt } : undefined;
}

/** Inserts the user's credit row unless one exists; answers whether this call created it. */
export async function insertAccount(
  tx: DbOrTx,
  values: { userId: string; allowanceBalance: number; resetAnchor: Date; resetDate: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(userCredits)
    .values({
      userId: values.userId,
      currentAllowanceBalance: values.allowanceBalance,
      resetAnchor: values.resetAnchor,
      resetDate: values.resetDate,
    })
    .onConflictDoNothing()
    .returning({ userId: userCredits.userId });
  return inserted.length > 0;
}

/** Sets the allowance and, when given, the reset calendar of the user's credit row. */
export async function setAllowance(
  tx: DbOrTx,
  userId: string,
  values: { allowanceBalance: number; resetDate: Date; resetAnchor?: Date; at: Date },
) {
  await tx
    .update(userCredits)
    .set({
      currentAllowanceBalance: values.allowanceBalance,
      resetDate: values.resetDate,
      ...(values.resetAnchor ? { resetAnchor: values.resetAnchor } : {}),
      updatedAt: values.at,
    })
    .where(eq(userCredits.userId, userId));
}

/** Adds `delta` (negative to spend) to the allowance left this month. */
export async function changeAllowance(tx: DbOrTx, userId: string, delta: number) {
  await tx
    .update(userCredits)
    .set({ currentAllowanceBalance: sql`${userCredits.currentAllowanceBalance} + ${delta}` })
    .where(eq(userCredits.userId, userId));
}

/** Adds `delta` (negative to spend) to one top-up bucket. */
export async function changeBucket(tx: DbOrTx, bucketId: string, delta: number) {
  await tx
    .update(topUpCredits)
    .set({ balance: sql`${topUpCredits.balance} + ${delta}` })
    .where(eq(topUpCredits.id, bucketId));
}

const spendable = (userId: string, at: Date) =>
  and(eq(topUpCredits.userId, userId), gt(topUpCredits.balance, 0), gt(topUpCredits.expiryDate, at));

/** Unexpired top-up buckets with credits left, oldest expiry first. */
export function spendableBuckets(tx: DbOrTx, userId: string, at: Date) {
  return tx
    .select({ id: topUpCredits.id, balance: topUpCredits.balance })
    .from(topUpCredits)
    .where(spendable(userId, at))
    .orderBy(asc(topUpCredits.expiryDate), asc(topUpCredits.purchaseDate), asc(topUpCredits.id));
}

/** Credits left in the user's unexpired top-up buckets. */
export async function topUpBalance(tx: DbOrTx, userId: string, at: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${topUpCredits.balance})` })
    .from(topUpCredits)
    .where(spendable(userId, at));
  return Number(row?.total ?? 0);
}

export async function insertBucket(tx: DbOrTx, values: typeof topUpCredits.$inferInsert) {
  const [bucket] = await tx.insert(topUpCredits).values(values).returning();
  return bucket;
}

/** One ledger row; answers its id. */
export async function insertLedgerRow(tx: DbOrTx, values: typeof creditHistory.$inferInsert) {
  const [row] = await tx.insert(creditHistory).values(values).returning({ id: creditHistory.id });
  return row.id;
}

/** The ledger row of a monthly allowance granted (sign-up, reset, tier change). */
export function recordAllowanceGrant(tx: DbOrTx, userId: string, amount: number, at: Date) {
  return insertLedgerRow(tx, {
    userId,
    actionType: 'allowance_reset',
    amount,
    status: 'completed',
    createdAt: at,
    settledAt: at,
  });
}

/**
 * The allowance pays the whole amount in one statement: a conditional UPDATE (row lock, predicate
 * re-checked on the newest row version) plus the pending ledger row. No row when the allowance is
 * short, a reset is due or the user is Unlimited.
 */
export async function spendAllowanceAtOnce(
  tx: DbOrTx,
  request: {
    userId: string;
    actionType: CreditActionType;
    amount: number;
    reference: string | undefined;
    at: Date;
    id?: string;
  },
): Promise<{ id: string; allocation: CreditAllocation } | null> {
  const { userId, actionType, amount, reference, at, id } = request;
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
    insert into ${creditHistory} (id, user_id, action_type, amount, status, allocation, reference, created_at)
    select coalesce(${id ?? null}::uuid, gen_random_uuid()), user_id, ${actionType}, ${0 - amount}, 'pending',
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

export async function selectLedgerRow(tx: DbOrTx, id: string, lock: boolean): Promise<LedgerRow | undefined> {
  const query = tx.select().from(creditHistory).where(eq(creditHistory.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Settles a ledger row; with `onlyPending`, only a row still pending (undefined otherwise). A
 * partly captured reservation also gets the amount and allocation it keeps.
 */
export async function settleLedgerRow(
  tx: DbOrTx,
  id: string,
  status: Extract<CreditHistoryStatus, 'completed' | 'cancelled'>,
  at: Date,
  {
    onlyPending = false,
    amount,
    allocation,
  }: { onlyPending?: boolean; amount?: number; allocation?: CreditAllocation } = {},
): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .update(creditHistory)
    .set({
      status,
      settledAt: at,
      ...(amount !== undefined ? { amount } : {}),
      ...(allocation ? { allocation } : {}),
    })
    .where(
      onlyPending
        ? and(eq(creditHistory.id, id), eq(creditHistory.status, 'pending'))
        : eq(creditHistory.id, id),
    )
    .returning();
  return row;
}

/** One page of the user's ledger, newest first, and how many rows it has. */
export async function ledgerPage(tx: DbOrTx, userId: string, page: number, limit: number) {
  const rows = await tx
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
  const [{ n }] = await tx.select({ n: count() }).from(creditHistory).where(eq(creditHistory.userId, userId));
  return { rows, totalCount: n };
}

/** One page of the user's top-up buckets, newest purchase first, and how many there are. */
export async function bucketPage(tx: DbOrTx, userId: string, page: number, limit: number) {
  const rows = await tx
    .select()
    .from(topUpCredits)
    .where(eq(topUpCredits.userId, userId))
    .orderBy(desc(topUpCredits.purchaseDate), desc(topUpCredits.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ n }] = await tx.select({ n: count() }).from(topUpCredits).where(eq(topUpCredits.userId, userId));
  return { rows, totalCount: n };
}

/** Credit rows whose monthly reset is due, oldest first. */
export async function dueResets(tx: DbOrTx, at: Date, limit: number) {
  return tx
    .select({ userId: userCredits.userId })
    .from(userCredits)
    .where(lte(userCredits.resetDate, at))
    .orderBy(asc(userCredits.resetDate))
    .limit(limit);
}

export interface NoCreditsEvent {
  actionType?: string | null;
  required?: number | null;
  available?: number | null;
  source?: string;
}

export async function insertNoCreditsEvent(tx: DbOrTx, userId: string, event: NoCreditsEvent) {
  await tx.insert(noCreditsEvents).values({
    userId,
    actionType: event.actionType ?? null,
    required: event.required ?? null,
    available: event.available ?? null,
    source: event.source ?? 'server',
  });
}

export async function insertTierChange(tx: DbOrTx, values: typeof tierChanges.$inferInsert) {
  await tx.insert(tierChanges).values(values);
}

/** Moves the user to a tier with its paid period (null: none) and billing interval. */
export async function setPlan(
  tx: DbOrTx,
  userId: string,
  plan: { tier: Tier; billingInterval: 'monthly' | 'annual'; subscriptionEndsAt: Date | null },
) {
  await tx.update(users).set(plan).where(eq(users.id, userId));
}

/**
 * Paid tiers whose period is over: not staff upgrades; users with a provider customer (renewed by
 * webhook) only once the grace before `graceCutoff` has passed too.
 */
const expiredPlan = (at: Date, graceCutoff: Date) =>
  and(
    ne(users.tier, 'free'),
    eq(users.manualUpgrade, false),
    isNotNull(users.subscriptionEndsAt),
    or(
      and(isNull(users.paymentCustomerId), lte(users.subscriptionEndsAt, at)),
      and(isNotNull(users.paymentCustomerId), lte(users.subscriptionEndsAt, graceCutoff)),
    ),
  );

/** Users whose paid period has ended, the longest ended first. */
export function dueExpiries(tx: DbOrTx, at: Date, graceCutoff: Date, limit: number) {
  return tx
    .select({ userId: users.id })
    .from(users)
    .where(expiredPlan(at, graceCutoff))
    .orderBy(asc(users.subscriptionEndsAt))
    .limit(limit);
}

/** Whether this user's paid period is (still) over. */
export async function planExpired(tx: DbOrTx, userId: string, at: Date, graceCutoff: Date) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), expiredPlan(at, graceCutoff)));
  return !!row;
}
