import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchIndexState, searchItems, searchWords } from '../../db/schema/index.ts';
import { foldedWords } from './repository-query.ts';

export type NewIndexRow = typeof searchItems.$inferInsert;

/** Inserts index rows and adds their words to the vocabulary the typo lookup reads. */
export async function insertRows(db: Db, rows: NewIndexRow[]) {
  if (rows.length === 0) return;
  const words = [...new Set(rows.flatMap((r) => foldedWords(r.searchText)))];
  await db.transaction(async (tx) => {
    await tx.insert(searchItems).values(rows).onConflictDoNothing();
    await tx
      .insert(searchWords)
      .values(words.map((word) => ({ word })))
      .onConflictDoNothing();
  });
}

/** The ids of the library items indexed so far. */
export async function indexedLibraryIds(db: Db): Promise<string[]> {
  const have = await db
    .select({ id: searchItems.id })
    .from(searchItems)
    .where(eq(searchItems.kind, 'library'));
  return have.map((r) => r.id);
}

/** Those of these assets that are indexed already. */
export async function indexedAssetIds(db: Db, assetIds: string[]): Promise<(string | null)[]> {
  const known = await db
    .select({ assetId: searchItems.assetId })
    .from(searchItems)
    .where(inArray(searchItems.assetId, assetIds));
  return known.map((k) => k.assetId);
}

/** Where the asset sync stopped: the creation time of the newest asset it indexed, if any. */
export async function assetSyncCursor(db: Db): Promise<string | undefined> {
  const [state] = await db.select().from(searchIndexState).where(eq(searchIndexState.key, 'assets'));
  return typeof state?.value.createdAt === 'string' ? state.value.createdAt : undefined;
}

export async function saveAssetSyncCursor(db: Db, newest: Date) {
  await db
    .insert(searchIndexState)
    .values({ key: 'assets', value: { createdAt: newest.toISOString() } })
    .onConflictDoUpdate({
      target: searchIndexState.key,
      set: { value: { createdAt: newest.toISOString() }, updatedAt: sql`now()` },
    });
}
