/** What the user sees of their credits: balance, ledger and top-up buckets (reads only). */
import {
  type CreditActionType,
  type CreditBalance,
  type CreditHistoryItem,
  type CreditHistoryStatus,
  MONTHLY_ALLOWANCE,
  type TopUpBucket,
  UNLIMITED_BALANCE,
} from '@packsmith/core';
import { currentAccount } from './account.ts';
import type { LedgerContext } from './context.ts';
import { bucketPage, ledgerPage, topUpBalance } from './repository.ts';

/** The balance the API answers, creating the account and applying a due reset on the way. */
export async function balance(ctx: LedgerContext, userId: string): Promise<CreditBalance> {
  const at = ctx.now();
  const account = await currentAccount(ctx, userId, at);
  const allowance = MONTHLY_ALLOWANCE[account.tier];
  const topUps = await topUpBalance(ctx.db, userId, at);
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
export async function history(ctx: LedgerContext, userId: string, page: number, limit: number) {
  await balance(ctx, userId); // creates the account (and its first allowance row) on first sight
  const { rows, totalCount } = await ledgerPage(ctx.db, userId, page, limit);
  const items: CreditHistoryItem[] = rows.map((r) => ({
    ...r,
    actionType: r.actionType as CreditActionType,
    status: r.status as CreditHistoryStatus,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, totalCount };
}

/** The user's top-up buckets, newest purchase first, expired ones flagged. */
export async function topUps(ctx: LedgerContext, userId: string, page: number, limit: number) {
  const at = ctx.now();
  const { rows, totalCount } = await bucketPage(ctx.db, userId, page, limit);
  const items: TopUpBucket[] = rows.map((r) => ({
    id: r.id,
    balance: r.balance,
    purchasedCredits: r.purchasedCredits,
    purchaseDate: r.purchaseDate.toISOString(),
    expiryDate: r.expiryDate.toISOString(),
    expired: r.expiryDate <= at,
  }));
  return { items, totalCount };
}
