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
  /** The reservation's id, when the caller records it in the same transaction before it exists. */
  id?: string;
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
          id: options.id,
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
      ...(options.id ? { id: options.id } : {}),
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

/**
 * Makes a reservation final (the action succeeded). Capturing twice is harmless. With `amount`
 * below the amount held (a model answered fewer images than asked), only that much is kept and the
 * rest goes back as a release would put it back; the ledger row then shows the amount kept.
 */
export async function capture(
  ctx: LedgerContext,
  reservationId: string,
  options: { tx?: DbOrTx; amount?: number } = {},
): Promise<Reservation> {
  const tx = options.tx ?? ctx.db;
  const kept = options.amount;
  if (kept !== undefined && (!Number.isInteger(kept) || kept < 0))
    throw badRequest('Credit amounts must be whole numbers');
  if (kept === undefined || kept >= -(await loadReservation(tx, reservationId, false)).amount) {
    const row = await settleLedgerRow(tx, reservationId, 'completed', ctx.now(), { onlyPending: true });
    if (row) return toReservation(row);
    const existing = await loadReservation(tx, reservationId, false);
    if (existing.status === 'completed') return toReservation(existing);
    throw closed();
  }
  return settleGivingBack(ctx, options.tx, reservationId, 'completed', (held) => held - kept);
}

/**
 * Settles a pending reservation as `status`, giving back `back(held)` of the credits it holds; a
 * captured reservation keeps the rest (its ledger row shows that amount). One already settled as
 * `status` is answered as it is; the other way round is a 409.
 */
function settleGivingBack(
  ctx: LedgerContext,
  outer: DbOrTx | undefined,
  reservationId: string,
  status: 'completed' | 'cancelled',
  back: (held: number) => number,
): Promise<Reservation> {
  return inTx(ctx, outer, async (tx) => {
    const settled = await lockedPending(ctx, tx, reservationId);
    if ('done' in settled) {
      if (settled.done.status === status) return toReservation(settled.done);
      throw closed();
    }
    const { row, resetDate } = settled;
    const held = -row.amount;
    const returned = back(held);
    const allocation = await giveBack(tx, row, resetDate, returned);
    const kept = status === 'completed' ? { amount: returned - held, allocation } : {};
    const updated = await settleLedgerRow(tx, reservationId, status, ctx.now(), kept);
    return toReservation(updated as LedgerRow);
  });
}

/**
 * The reservation's ledger row, locked after its account (the lock order of reserve), while it is
 * still pending; a settled row is answered as `done`.
 */
async function lockedPending(
  ctx: LedgerContext,
  tx: DbOrTx,
  reservationId: string,
): Promise<{ done: LedgerRow } | { row: LedgerRow; resetDate: Date }> {
  const peek = await loadReservation(tx, reservationId, false);
  if (peek.status !== 'pending') return { done: peek };
  const account = await lockAccount(tx, peek.userId, ctx.now());
  const row = await loadReservation(tx, reservationId, true);
  if (row.status !== 'pending') return { done: row };
  return { row, resetDate: account.resetDate };
}

/**
 * Puts `credits` of a reservation back where they came from, the last taken first: top-up buckets
 * in reverse order, then the allowance (unless a monthly reset has replaced it since: those credits
 * are gone with the period). Answers the allocation of what stays spent.
 */
async function giveBack(
  tx: DbOrTx,
  row: LedgerRow,
  resetDate: Date,
  credits: number,
): Promise<CreditAllocation> {
  const allocation = row.allocation ?? EMPTY_ALLOCATION;
  let rest = credits;
  const topUps = allocation.topUps.map((t) => ({ ...t }));
  for (const t of [...topUps].reverse()) {
    const back = Math.min(t.amount, rest);
    if (back === 0) continue;
    await changeBucket(tx, t.id, back);
    t.amount -= back;
    rest -= back;
  }
  const fromAllowance = Math.min(allocation.allowance, rest);
  const samePeriod =
    allocation.allowancePeriod !== null &&
    new Date(allocation.allowancePeriod).getTime() === resetDate.getTime();
  if (fromAllowance > 0 && samePeriod) await changeAllowance(tx, row.userId, fromAllowance);
  return {
    allowance: allocation.allowance - fromAllowance,
    allowancePeriod: allocation.allowancePeriod,
    topUps: topUps.filter((t) => t.amount > 0),
  };
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
  return settleGivingBack(ctx, options.tx, reservationId, 'cancelled', (held) => held);
}
