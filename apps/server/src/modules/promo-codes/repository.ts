/** The promo codes' tables (promo_codes, promo_redemptions): every query of the module. */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/index.ts';

export type CodeRow = typeof promoCodes.$inferSelect;
export type NewCode = typeof promoCodes.$inferInsert;

export async function findCode(tx: DbOrTx, code: string): Promise<CodeRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/** The person's redemption of the code, locked until the transaction ends. */
export async function lockRedemption(tx: DbOrTx, codeId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.codeId, codeId), eq(promoRedemptions.userId, userId)))
    .for('update');
  return row;
}

export async function moveRedemption(
  tx: DbOrTx,
  redemptionId: string,
  values: { paymentId: string; discountCents: number },
): Promise<void> {
  await tx.update(promoRedemptions).set(values).where(eq(promoRedemptions.id, redemptionId));
}

/** Takes one place on the code with one conditional UPDATE: false when none is left. */
export async function takePlace(tx: DbOrTx, codeId: string): Promise<boolean> {
  const [taken] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.id, codeId),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ id: promoCodes.id });
  return Boolean(taken);
}

/** A new redemption; false when the person already has one (a concurrent checkout). */
export async function insertRedemption(
  tx: DbOrTx,
  values: { codeId: string; userId: string; paymentId: string; discountCents: number },
): Promise<boolean> {
  const [inserted] = await tx
    .insert(promoRedemptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  return Boolean(inserted);
}

export function listCodes(db: Db): Promise<CodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt)).limit(500);
}

/** A new code, or undefined when the code is taken. */
export async function insertCode(tx: DbOrTx, values: NewCode): Promise<CodeRow | undefined> {
  const [created] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return created;
}
