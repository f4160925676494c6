import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { artworkExtractions, type ExtractionOutputRecord } from '../../db/schema/index.ts';
import { searchMatch } from '../../lib/admin-list.ts';

export type { ExtractionOutputRecord };
export type ExtractionRow = typeof artworkExtractions.$inferSelect;

export async function insertExtraction(
  tx: DbOrTx,
  values: typeof artworkExtractions.$inferInsert,
): Promise<ExtractionRow> {
  const [created] = await tx.insert(artworkExtractions).values(values).returning();
  return created!;
}

export async function setExtractionOutputs(
  tx: DbOrTx,
  id: string,
  outputs: ExtractionOutputRecord[],
): Promise<ExtractionRow> {
  const [updated] = await tx
    .update(artworkExtractions)
    .set({ outputs })
    .where(eq(artworkExtractions.id, id))
    .returning();
  return updated!;
}

export async function deleteExtraction(tx: DbOrTx, id: string) {
  await tx.delete(artworkExtractions).where(eq(artworkExtractions.id, id));
}

/** One page of the user's extractions, newest first, and how many in all. */
export async function extractionPage(db: Db, userId: string, limit: number, offset: number) {
  const mine = eq(artworkExtractions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(artworkExtractions)
      .where(mine)
      .orderBy(desc(artworkExtractions.createdAt), desc(artworkExtractions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(artworkExtractions).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function ownExtraction(db: Db, userId: string, id: string): Promise<ExtractionRow | undefined> {
  const [row] = await db
    .select()
    .from(artworkExtractions)
    .where(and(eq(artworkExtractions.id, id), eq(artworkExtractions.userId, userId)));
  return row;
}

/**
 * Staff's page of every extraction, newest first: `q` (when given) matches the method, or the
 * owner when their id is in `ownerIds`.
 */
export async function extractionPageForStaff(
  db: Db,
  search: { q: string; ownerIds: string[] } | undefined,
  limit: number,
  offset: number,
) {
  const where = search
    ? searchMatch(search.q, [artworkExtractions.method], {
        column: artworkExtractions.userId,
        ids: search.ownerIds,
      })
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(artworkExtractions).where(where),
    db
      .select()
      .from(artworkExtractions)
      .where(where)
      .orderBy(desc(artworkExtractions.createdAt), desc(artworkExtractions.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total: total?.n ?? 0, rows };
}
