import type { SearchFacet } from '@packsmith/core';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchIndexState, searchItems, searchWords } from '../../db/schema/index.ts';
import { facetColumn, foldedWords, type QueryTerm, rankSql, textRankSql } from './repository-query.ts';

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

export type SearchItemRow = typeof searchItems.$inferSelect;

/** Which of `probes` the vocabulary holds. */
export async function knownWords(db: Db, probes: string[]): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, probes));
  return rows.map((r) => r.word);
}

/** The vocabulary's words of `min` to `max` letters (a typo's correction candidates). */
export async function wordsOfLength(db: Db, min: number, max: number): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`length(${searchWords.word}) between ${min} and ${max}`);
  return rows.map((r) => r.word);
}

/** A library item's stored full render and its document. */
export async function libraryItemImage(db: Db, id: string) {
  const [row] = await db
    .select({ imageKey: searchItems.imageKey, document: searchItems.document })
    .from(searchItems)
    .where(and(eq(searchItems.id, id), eq(searchItems.kind, 'library')));
  return row;
}

export async function setImageKey(db: Db, id: string, key: string): Promise<void> {
  await db.update(searchItems).set({ imageKey: key }).where(eq(searchItems.id, id));
}

/** Counts of one facet's values among the rows matching `where` (list facets unnested). */
export async function facetValueCounts(db: Db, facet: SearchFacet, where: SQL) {
  const { column, list } = facetColumn[facet];
  const value = list ? sql`v` : column;
  const from = list ? sql`${searchItems}, unnest(${column}) v` : sql`${searchItems}`;
  const rows = await db.execute<{ value: string; count: number }>(
    sql`select ${value} as value, count(*)::int as count from ${from}
        where ${where} and ${value} is not null
        group by 1 order by 2 desc, 1`,
  );
  return rows.rows;
}

/** One page of the rows matching `where` (best ranked first when there are words) and their total. */
export async function searchPage(
  db: Db,
  where: SQL,
  words: QueryTerm[],
  page: { limit: number; offset: number },
) {
  const order: SQL[] = words.length
    ? [desc(rankSql(words)), desc(textRankSql(words)), sql`${searchItems.id}`]
    : [sql`${searchItems.id}`];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchItems)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(searchItems).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The row `id` when `visible` lets the caller see it. */
export async function visibleItem(db: Db, id: string, visible: SQL): Promise<SearchItemRow | undefined> {
  const [row] = await db
    .select()
    .from(searchItems)
    .where(and(eq(searchItems.id, id), visible));
  return row;
}
