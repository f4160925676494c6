/**
 * Holding credits for an action and settling them: reserve (pending ledger row), capture (the
 * action succeeded), release (it failed: credits go back where they came from), and the per-user
 * money transaction they run in.
 */
import {
  CREDIT_MESSAGES,
  type CreditActionType,
  type CreditHistoryStatus,
  MONTHLY_ALLOWANCE,
} from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { keyedQueue } from '../../lib/keyed-queue.ts';
import { lockAccount } from './account.ts';
import { inTx, type LedgerContext } from './context.ts';
import {
  type CreditAllocation,
  changeAllowance,
  changeBucket,
  EMPTY_ALLOCATION,
  insertLedgerRow,
  insertNoCreditsEvent,
  type LedgerRow,
  type NoCreditsEvent,
  selectLedgerRow,
  settleLedgerRow,
  spendAllowanceAtOnce,
  spendableBuckets,
} from './repository.ts';

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

/** The 402 every short reservation answers; it carries the no-credits event to record. */
export class InsufficientCreditsError extends HttpError {
  constructor(
    message: string,
    readonly event: NoCreditsEvent,
  ) {
    super(402, 'insufficient_credits', message);
  }
}

/** One user's credit transactions on this instance, in arrival order (see transaction()). */
const oneAtATimePerUser = keyedQueue();

export function recordNoCredits({ db }: LedgerContext, userId: string, event: NoCreditsEvent) {
  return insertNoCreditsEvent(db, userId, event);
}

/**
 * A transaction that moves this user's credits (reserve with `{ tx }` inside it, together with
 * what the credits pay for): all of it commits or none. On this instance one user's money
 * transactions run one at a time, so a burst from one user waits in memory instead of holding
 * pooled connections that queue on their own row lock (other users keep the pool). A short
 * reservation inside it rolls everything back and is recorded as a no-credits event after.
 */
export async function transaction<T>(
  ctx: LedgerContext,
  userId: string,
  body: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await oneAtATimePerUser(userId, () => ctx.db.transaction(body));
  } catch (error) {
    if (error instanceof InsufficientCreditsError) await recordNoCredits(ctx, userId, error.event);
    throw error;
  }
}

/**
 * Holds `amount` credits for an action: a pending ledger row, spent from the allowance first and
 * then from top-up buckets with the earliest expiry. 402 (code insufficient_credits) when short,
 * after recording a no_credits event. Unlimited users skip the check; the row is still written.
 */
export async function reserve(
  ctx: LedgerContext,
  userId: string,
  actionType: CreditActionType,
  amount: number,
  options: ReserveOptions = {},
): Promise<Reservation> {
  if (!Number.isInteger(amount) || amount < 0) throw badRequest('Credit amounts must be whole numbers');
  // The common case in one statement (no multi-step lock); else the general locked path below.
  const fast =
    amount > 0
      ? await spendAllowanceAtOnce(options.tx ?? ctx.db, {
          userId,
          actionType,
          amount,
          reference: options.reference,
          at: ctx.now(),
        })
      : null;
  if (fast)
    return { id: fast.id, userId, actionType, amount, status: 'pending', allocation: fast.allocation };
  const outcome = await inTx(ctx, options.tx, async (tx) => {
    const at = ctx.now();
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
        for (const t of topUps) await changeBucket(tx, t.id, -t.amount);
      }
      if (fromAllowance > 0) await changeAllowance(tx, userId, -fromAllowance);
      allocation = {
        allowance: fromAllowance,
        allowancePeriod: fromAllowance > 0 ? account.resetDate.toISOString() : null,
        topUps,
      };
    }
    const id = await insertLedgerRow(tx, {
      userId,
      actionType,
      amount: 0 - amount,
      status: 'pending',
      allocation,
      reference: options.reference ?? null,
      createdAt: at,
    });
    return { short: false as const, id, allocation };
  });
  if (outcome.short) {
    const error = new InsufficientCreditsError(options.message ?? CREDIT_MESSAGES.insufficient, {
      actionType,
      required: amount,
      available: outcome.available,
    });
    // Inside the caller's transaction the event is recorded by transaction() after the rollback.
    if (!options.tx) await recordNoCredits(ctx, userId, error.event);
    throw error;
  }
  return { id: outcome.id, userId, actionType, amount, status: 'pending', allocation: outcome.allocation };
}

async function loadReservation(tx: DbOrTx, reservationId: string, lock: boolean) {
  const row = await selectLedgerRow(tx, reservationId, lock);
  if (!row || row.amount > 0) throw new HttpError(404, 'not_found', CREDIT_MESSAGES.reservationNotFound);
  return row;
}

const toReservation = (row: LedgerRow): Reservation => ({
  id: row.id,
  userId: row.userId,
  actionType: row.actionType as CreditActionType,
  amount: -row.amount,
  status: row.status as CreditHistoryStatus,
  allocation: row.allocation ?? EMPTY_ALLOCATION,
});

const closed = () => new HttpError(409, 'reservation_settled', CREDIT_MESSAGES.reservationClosed);

/** Makes a reservation final (the action succeeded). Capturing twice is harmless. */
export async function capture(
  ctx: LedgerContext,
  reservationId: string,
  options: { tx?: DbOrTx } = {},
): Promise<Reservation> {
  const tx = options.tx ?? ctx.db;
  const row = await settleLedgerRow(tx, reservationId, 'completed', ctx.now(), { onlyPending: true });
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
export async function release(
  ctx: LedgerContext,
  reservationId: string,
  options: { tx?: DbOrTx } = {},
): Promise<Reservation> {
  return inTx(ctx, options.tx, async (tx) => {
    const at = ctx.now();
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
      await changeAllowance(tx, row.userId, allocation.allowance);
    }
    for (const t of allocation.topUps) await changeBucket(tx, t.id, t.amount);
    const updated = await settleLedgerRow(tx, reservationId, 'cancelled', at);
    return toReservation(updated as LedgerRow);
  });
}
