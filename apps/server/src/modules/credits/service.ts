/**
 * The credit ledger's face for routes, jobs and other modules. Balance = allowance left this month
 * + unexpired top-up buckets; the parts live beside this file, one concern each:
 * account.ts (row lock, monthly allowance), reservations.ts (reserve/capture/release, the per-user
 * money transaction), top-ups.ts, tiers.ts (tier changes, expiry sweep), statement.ts (balance,
 * history, buckets), repository.ts (the tables).
 */
import type { CreditActionType, Tier } from '@packsmith/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockAccount, runAllowanceResets } from './account.ts';
import type { LedgerContext } from './context.ts';
import type { NoCreditsEvent } from './repository.ts';
import {
  capture,
  type ReserveOptions,
  recordNoCredits,
  release,
  reserve,
  transaction,
} from './reservations.ts';
import { balance, history, topUps } from './statement.ts';
import { type ChangeTierOptions, changeTier, runSubscriptionExpiries } from './tiers.ts';
import { addTopUp, type TopUpOptions } from './top-ups.ts';

export { addMonths, nextResetDate } from './calendar.ts';
export { InsufficientCreditsError, type Reservation, type ReserveOptions } from './reservations.ts';
export { SUBSCRIPTION_RENEWAL_GRACE_MS } from './tiers.ts';

export interface CreditsServiceOptions {
  now?: () => Date;
}

export function creditsService(db: Db, { now = () => new Date() }: CreditsServiceOptions = {}) {
  const ctx: LedgerContext = { db, now };
  return {
    reserve: (userId: string, actionType: CreditActionType, amount: number, options?: ReserveOptions) =>
      reserve(ctx, userId, actionType, amount, options),
    capture: (reservationId: string, options?: { tx?: DbOrTx; amount?: number }) =>
      capture(ctx, reservationId, options),
    release: (reservationId: string, options?: { tx?: DbOrTx }) => release(ctx, reservationId, options),
    addTopUp: (userId: string, credits: number, options?: TopUpOptions) =>
      addTopUp(ctx, userId, credits, options),
    changeTier: (userId: string, tier: Tier, options: ChangeTierOptions) =>
      changeTier(ctx, userId, tier, options),
    /** Locks the user's credit row inside `tx` (serialises with every credit and tier change). */
    lock: (tx: DbOrTx, userId: string) => lockAccount(tx, userId, now()),
    runSubscriptionExpiries: (options?: Parameters<typeof runSubscriptionExpiries>[1]) =>
      runSubscriptionExpiries(ctx, options),
    runAllowanceResets: (options?: Parameters<typeof runAllowanceResets>[1]) =>
      runAllowanceResets(ctx, options),
    balance: (userId: string) => balance(ctx, userId),
    history: (userId: string, page: number, limit: number) => history(ctx, userId, page, limit),
    topUps: (userId: string, page: number, limit: number) => topUps(ctx, userId, page, limit),
    recordNoCredits: (userId: string, event: NoCreditsEvent) => recordNoCredits(ctx, userId, event),
    transaction: <T>(userId: string, body: (tx: DbOrTx) => Promise<T>) => transaction(ctx, userId, body),
    now,
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
