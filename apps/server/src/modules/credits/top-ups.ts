import { type CreditActionType, TOP_UP_EXPIRY_MONTHS } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { lockAccount } from './account.ts';
import { addMonths } from './calendar.ts';
import { inTx, type LedgerContext } from './context.ts';
import { insertBucket, insertLedgerRow } from './repository.ts';

export interface TopUpOptions {
  tx?: DbOrTx;
  paymentId?: string;
  actionType?: Extract<CreditActionType, 'topup' | 'bonus'>;
  purchaseDate?: Date;
  expiryDate?: Date;
}

/**
 * Adds a top-up bucket (expiring TOP_UP_EXPIRY_MONTHS after purchase) and its ledger row, under
 * the account lock. Payment fulfilment calls this inside its own transaction.
 */
export async function addTopUp(
  ctx: LedgerContext,
  userId: string,
  credits: number,
  options: TopUpOptions = {},
) {
  if (!Number.isInteger(credits) || credits <= 0) throw badRequest('Credit amounts must be whole numbers');
  return inTx(ctx, options.tx, async (tx) => {
    const at = ctx.now();
    await lockAccount(tx, userId, at);
    const purchaseDate = options.purchaseDate ?? at;
    const bucket = await insertBucket(tx, {
      userId,
      paymentId: options.paymentId ?? null,
      balance: credits,
      purchasedCredits: credits,
      purchaseDate,
      expiryDate: options.expiryDate ?? addMonths(purchaseDate, TOP_UP_EXPIRY_MONTHS),
    });
    await insertLedgerRow(tx, {
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
