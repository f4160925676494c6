/** The showcase tables: consents (the owner's) and features (staff's). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { showcaseConsents, showcaseFeatures } from '../../db/schema/index.ts';

export async function giveConsent(db: DbOrTx, userId: string, assetId: string) {
  await db.insert(showcaseConsents).values({ userId, assetId }).onConflictDoNothing();
}

/** Withdraws the owner's consent; its feature goes with it (cascade). */
export async function withdrawConsent(db: DbOrTx, userId: string, assetId: string) {
  await db
    .delete(showcaseConsents)
    .where(and(eq(showcaseConsents.assetId, assetId), eq(showcaseConsents.userId, userId)));
}

export async function consentState(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ assetId: showcaseConsents.assetId, featuredAt: showcaseFeatures.featuredAt })
    .from(showcaseConsents)
    .leftJoin(showcaseFeatures, eq(showcaseFeatures.assetId, showcaseConsents.assetId))
    .where(eq(showcaseConsents.assetId, assetId));
  return row ? { allowed: true, featured: row.featuredAt !== null } : { allowed: false, featured: false };
}

/** Featured designs, newest feature first (over-fetched: the caller drops deleted images). */
export function featuredRows(db: DbOrTx, limit: number) {
  return db
    .select({ assetId: showcaseFeatures.assetId, featuredAt: showcaseFeatures.featuredAt })
    .from(showcaseFeatures)
    .orderBy(desc(showcaseFeatures.featuredAt))
    .limit(limit);
}

/** Consented designs for staff, newest consent first, with their feature when featured. */
export function candidateRows(db: DbOrTx, limit: number) {
  return db
    .select({
      assetId: showcaseConsents.assetId,
      userId: showcaseConsents.userId,
      consentedAt: showcaseConsents.createdAt,
      featuredAt: showcaseFeatures.featuredAt,
    })
    .from(showcaseConsents)
    .leftJoin(showcaseFeatures, eq(showcaseFeatures.assetId, showcaseConsents.assetId))
    .orderBy(desc(showcaseConsents.createdAt))
    .limit(limit);
}

/** Features a design only while its consent stands (one statement: a withdrawal racing it wins or loses whole). */
export async function feature(db: DbOrTx, assetId: string, actorId: string) {
  const rows = await db.execute<{ asset_id: string }>(sql`
    insert into ${showcaseFeatures} (asset_id, featured_by)
    select ${showcaseConsents.assetId}, ${actorId}::uuid from ${showcaseConsents}
    where ${showcaseConsents.assetId} = ${assetId}
    on conflict (asset_id) do nothing
    returning asset_id`);
  return rows.rows.length > 0;
}

export async function unfeature(db: DbOrTx, assetId: string) {
  const rows = await db.delete(showcaseFeatures).where(eq(showcaseFeatures.assetId, assetId)).returning();
  return rows.length > 0;
}
