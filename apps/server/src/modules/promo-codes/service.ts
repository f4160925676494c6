/**
 * Promo codes: staff create them; a checkout redeems one inside its own transaction, so the
 * discounted payment and the redemption commit together or not at all.
 */
import {
  type CreatePromoCodeBody,
  PROMO_MESSAGES,
  type PromoCode,
  type PromoTarget,
  promoDiscountCents,
} from '@packsmith/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { findPeople } from '../users/index.ts';
import {
  type CodeRow,
  findCode,
  insertCode,
  insertRedemption,
  listCodes,
  lockRedemption,
  moveRedemption,
  takePlace,
} from './repository.ts';

export interface RedeemRequest {
  code: string;
  userId: string;
  target: PromoTarget;
  /** The new, still pending payment the discount is for. */
  paymentId: string;
  priceCents: number;
  /** Whether an earlier payment the person's redemption sits on was paid (then the code is spent). */
  paymentSettled: (paymentId: string) => Promise<boolean>;
}

/**
 * Redeems a code for one checkout and answers the cents it takes off. Once per person: a person
 * whose earlier checkout with the code was never paid moves the redemption to this one (the
 * count does not change). A new redemption takes a place with one conditional UPDATE, so a burst
 * of people on the last place leaves exactly one with it.
 */
export async function redeemPromoCode(tx: DbOrTx, request: RedeemRequest): Promise<number> {
  const code = await findCode(tx, request.code);
  if (!code) throw badRequest(PROMO_MESSAGES.unknown, 'promo_unknown');
  if (code.appliesTo !== request.target)
    throw badRequest(PROMO_MESSAGES.otherTarget(code.appliesTo as PromoTarget), 'promo_other_target');
  if (code.expiresAt && code.expiresAt.getTime() <= Date.now())
    throw badRequest(PROMO_MESSAGES.expired, 'promo_expired');
  const discountCents = promoDiscountCents(request.priceCents, code);

  const earlier = await lockRedemption(tx, code.id, request.userId);
  if (earlier) {
    if (earlier.paymentId && (await request.paymentSettled(earlier.paymentId)))
      throw badRequest(PROMO_MESSAGES.usedByYou, 'promo_used');
    await moveRedemption(tx, earlier.id, { paymentId: request.paymentId, discountCents });
    return discountCents;
  }

  if (!(await takePlace(tx, code.id))) throw badRequest(PROMO_MESSAGES.exhausted, 'promo_exhausted');
  const inserted = await insertRedemption(tx, {
    codeId: code.id,
    userId: request.userId,
    paymentId: request.paymentId,
    discountCents,
  });
  // The same person in two tabs at once: the second finds the first's row (its place is given back by the rollback).
  if (!inserted) throw badRequest(PROMO_MESSAGES.usedByYou, 'promo_used');
  return discountCents;
}

function toDto(row: CodeRow, emailOf: Map<string, string>): PromoCode {
  return {
    id: row.id,
    code: row.code,
    appliesTo: row.appliesTo as PromoTarget,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : row.amountOffCents / 100,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    createdAt: row.createdAt.toISOString(),
    createdByEmail: (row.createdBy && emailOf.get(row.createdBy)) ?? null,
  };
}

/** Staff's side: the codes, newest first, and making one (audited). */
export function promoCodesService(db: Db) {
  async function dtos(rows: CodeRow[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
    const emailOf = new Map((await findPeople(db, { ids })).map((p) => [p.id, p.email]));
    return rows.map((r) => toDto(r, emailOf));
  }
  return {
    async list(): Promise<PromoCode[]> {
      return dtos(await listCodes(db));
    },

    async create(actor: AuthenticatedUser, body: CreatePromoCodeBody & { code: string }): Promise<PromoCode> {
      const row = await db.transaction(async (tx) => {
        const created = await insertCode(tx, {
          code: body.code,
          appliesTo: body.appliesTo,
          percentOff: body.percentOff ?? null,
          amountOffCents: body.amountOff === undefined ? null : Math.round(body.amountOff * 100),
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          maxRedemptions: body.maxRedemptions ?? null,
          createdBy: actor.id,
        });
        if (!created) throw conflict(PROMO_MESSAGES.duplicate, 'promo_duplicate');
        await recordAudit(tx, actor, { action: 'promo_code.create', target: created.code, after: body });
        return created;
      });
      const [dto] = await dtos([row]);
      return dto!;
    },
  };
}

export type PromoCodesService = ReturnType<typeof promoCodesService>;
