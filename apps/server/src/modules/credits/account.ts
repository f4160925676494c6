/**
 * The account lock and the monthly allowance. Every credit movement takes the user's user_credits
 * row lock first (SELECT … FOR UPDATE), so one user's reservations, releases, top-ups, tier
 * changes and resets are serialised and the balance can never go negative; different users never
 * wait for each other.
 */
import { MONTHLY_ALLOWANCE } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { nextResetDate } from './calendar.ts';
import type { LedgerContext } from './context.ts';
import {
  type Account,
  dueResets,
  insertAccount,
  recordAllowanceGrant,
  selectAccount,
  selectAccountOwner,
  setAllowance,
} from './repository.ts';

/** Inserts the user's row with their tier's allowance if missing (and records the grant). */
async function ensureAccount(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  const owner = await selectAccountOwner(tx, userId);
  if (!owner) throw notFound();
  const allowance = MONTHLY_ALLOWANCE[owner.tier] ?? 0;
  const created = await insertAccount(tx, {
    userId,
    allowanceBalance: allowance,
    resetAnchor: owner.createdAt,
    resetDate: nextResetDate(owner.createdAt, at),
  });
  if (created && allowance > 0) await recordAllowanceGrant(tx, userId, allowance, at);
}

/** Applies a due monthly reset to a locked account: allowance back to the tier's, date rolled on. */
async function applyDueReset(tx: DbOrTx, account: Account, at: Date): Promise<Account> {
  if (account.resetDate > at) return account;
  const allowance = MONTHLY_ALLOWANCE[account.tier];
  const resetDate = nextResetDate(account.resetAnchor, at);
  const allowanceBalance = allowance ?? account.allowanceBalance;
  await setAllowance(tx, account.userId, { allowanceBalance, resetDate, at });
  if (allowance !== null) await recordAllowanceGrant(tx, account.userId, allowance, at);
  return { ...account, allowanceBalance, resetDate };
}

/** Locks the user's credit row inside `tx` (creating it on first use) and applies a due reset. */
export async function lockAccount(tx: DbOrTx, userId: string, at: Date): Promise<Account> {
  let account = await selectAccount(tx, userId, true);
  if (!account) {
    await ensureAccount(tx, userId, at);
    account = await selectAccount(tx, userId, true);
    if (!account) throw notFound();
  }
  return applyDueReset(tx, account, at);
}

/** The account as it stands now: read without a lock, locked only to create it or apply a due reset. */
export async function currentAccount({ db }: LedgerContext, userId: string, at: Date): Promise<Account> {
  const account = await selectAccount(db, userId, false);
  if (account && account.resetDate > at) return account;
  return db.transaction((tx) => lockAccount(tx, userId, at));
}

/**
 * The monthly reset: every account whose resetDate has passed gets its tier's allowance back
 * (an allowance_reset row) and a resetDate rolled forward to the next future anniversary. One
 * short transaction per user; safe to run any number of times, on any number of workers.
 */
export async function runAllowanceResets(
  { db, now }: LedgerContext,
  { batchSize = 500 }: { batchSize?: number } = {},
) {
  const at = now();
  let resets = 0;
  for (;;) {
    const due = await dueResets(db, at, batchSize);
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
