import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchIndexState, searchItems, searchWordFacets, searchWords } from '../../db/schema/index.ts';
import { foldedWords, type QueryTerm, rankSql, textRankSql } from './repository-query.ts';

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

/** The indexed words among these. */
export async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, words));
  return new Set(rows.map((r) => r.word));
}

/** At most this many indexed words are weighed as one unknown word's correction. */
const CANDIDATES_PER_WORD = 40;
const EDIT_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Longer words are looked up by trigrams only (a pasted 1,000-letter word must not become 72,000 keys). */
const MAX_EDITED_LENGTH = 16;

/** Every string one edit away (a letter dropped, swapped with the next, changed or added). */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of EDIT_LETTERS) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out];
}

/**
 * Indexed words that could correct an unknown word, however large the vocabulary: those one
 * edit away (looked up by key: a short word shares too few trigrams with its correction, 'tae'
 * with 'tea') and the most trigram-alike within two letters of its length (the GIN trigram
 * index), at most CANDIDATES_PER_WORD per word.
 */
export async function correctionCandidates(db: Db, words: string[]): Promise<string[]> {
  const lists = await Promise.all(
    words.map(async (w) => {
      const edits = w.length <= MAX_EDITED_LENGTH ? oneEditAway(w) : [w];
      const rows = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(
          sql`length(${searchWords.word}) between ${w.length - 2} and ${w.length + 2}
            and (${inArray(searchWords.word, edits)} or ${searchWords.word} % ${w})`,
        )
        .orderBy(
          sql`${inArray(searchWords.word, edits)} desc`,
          sql`similarity(${searchWords.word}, ${w}) desc`,
          searchWords.word,
        )
        .limit(CANDIDATES_PER_WORD);
      return rows.map((r) => r.word);
    }),
  );
  return [...new Set(lists.flat())];
}

export type SearchItemRow = typeof searchItems.$inferSelect;

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

/**
 * The one word whose library items are exactly those the terms match, so that their counts can be
 * read from its facet profiles (`search_word_facets`): '' without terms (every item); null when no
 * one word says it — several terms, a phrase, a form that is not one lexeme, two of the term's
 * forms the library holds, or a prefix some library word starts with. With none of its forms held,
 * the exact form (which then counts nothing).
 */
export async function libraryCountWord(db: Db, terms: QueryTerm[]): Promise<string | null> {
  if (terms.length === 0) return '';
  const forms = terms.length === 1 ? terms[0]!.forms : [];
  if (forms.length === 0 || forms.some((f) => f.text.includes(' '))) return null;
  const words = forms.filter((f) => !f.prefix).map((f) => f.text);
  const prefixes = forms.filter((f) => f.prefix).map((f) => f.text);
  if (words.length === 0) return null;
  const w = searchWordFacets.word;
  const list = (xs: string[]) =>
    sql`(values ${sql.join(
      xs.map((x) => sql`(${x}::text)`),
      sql`, `,
    )}) as x(w)`;
  // A prefix is a range of the "C"-ordered word index (x.w up to x.w and the last code point); it
  // adds nothing when the only words it starts are the term's own.
  const prefixed = prefixes.length
    ? sql`exists (select 1 from ${list(prefixes)}, lateral (select 1 from ${searchWordFacets}
        where ${w} >= x.w and ${w} < x.w || chr(1114111) and not ${inArray(w, words)} limit 1) l)`
    : sql`false`;
  const [row] = (
    await db.execute<{ held: string[]; lexemes: boolean; prefixed: boolean }>(sql`select
      array(select distinct ${w} from ${searchWordFacets} where ${inArray(w, words)}) as held,
      (select bool_and(to_tsquery('simple', x.w)::text = quote_literal(x.w)) from ${list(words)}) as lexemes,
      ${prefixed} as prefixed`)
  ).rows;
  if (!row?.lexemes || row.prefixed || row.held.length > 1) return null;
  return row.held[0] ?? words[0] ?? null;
}

/** The total and the counted facets' value counts, in one statement (`countsSql`). */
export async function totalAndFacetCounts(db: Db, counts: SQL) {
  const rows = await db.execute<{ facet: string; value: string; count: number }>(counts);
  return rows.rows;
}

/** One page of the rows matching `where`, best ranked first when there are words. */
export function searchPage(db: Db, where: SQL, words: QueryTerm[], page: { limit: number; offset: number }) {
  const order: SQL[] = words.length
    ? [desc(rankSql(words)), desc(textRankSql(words)), sql`${searchItems.id}`]
    : [sql`${searchItems.id}`];
  return db
    .select()
    .from(searchItems)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** The row `id` when `visible` lets the caller see it. */
export async function visibleItem(db: Db, id: string, visible: SQL): Promise<SearchItemRow | undefined> {
  const [row] = await db
    .select()
    .from(searchItems)
    .where(and(eq(searchItems.id, id), visible));
  return row;
}
