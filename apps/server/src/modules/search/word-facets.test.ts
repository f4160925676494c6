/**
 * The library's facet counts read from the per-word facet profiles (`search_word_facets`, kept by
 * triggers) against the same counts read from the rows: equal for every query of the evaluation
 * set under several filters, and still equal after library rows are changed, re-coloured,
 * deleted and truncated.
 */
import { SEARCH_FACET_VALUES, type SearchFacet, type SearchFilters, searchQuery } from '@packsmith/core';
import { libraryItems } from '@packsmith/render';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { searchItems, searchWordFacets } from '../../db/schema/index.ts';
import { EVAL_HELD_OUT, EVAL_QUERIES } from './eval-set.ts';
import { insertRows } from './index.ts';
import { libraryRowOf } from './indexer.ts';
import { libraryCountWord, totalAndFacetCounts } from './repository.ts';
import { countsSql, type Scope } from './repository-query.ts';
import { termsOf } from './service.ts';

const ITEMS = 600;
const COUNTED: SearchFacet[] = ['colours', 'styles', 'types'];
let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_LIBRARY_SIZE: '0' });
  const rows = libraryItems(ITEMS).map((item) => libraryRowOf(item, [], null));
  for (let i = 0; i < rows.length; i += 200) await insertRows(t.deps.db, rows.slice(i, i + 200));
  token = await t.signIn('counts@brand.co');
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  userId = (me.json() as { id: string }).id;
}, 120_000);
afterAll(() => t?.close());

type Counted = { totalCount: number; facets: Record<string, { value: string; count: number }[]> };

/** The search's counts, as the route answers them. */
async function answered(query: Record<string, string>): Promise<Counted> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams({ ...query, limit: '1' })}`,
    headers: t.bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Counted;
}

/** The same counts read from the rows (`countsSql`), whatever the query. */
async function fromRows(query: Record<string, string>): Promise<Counted> {
  const f: SearchFilters = searchQuery.parse(query);
  const scope: Scope = { userId, source: f.source, isLive: () => sql`true` };
  const terms = await termsOf(t.deps.db, f.q);
  let rows = await totalAndFacetCounts(t.deps.db, countsSql(scope, terms, f, COUNTED));
  // As the search does: several terms that find nothing together fall back to any of them.
  if (terms.length > 1 && !rows.some((r) => r.facet === 'total' && r.count > 0)) {
    rows = await totalAndFacetCounts(t.deps.db, countsSql(scope, terms, f, COUNTED, true));
  }
  const facets = Object.fromEntries(
    COUNTED.map((x) => [
      x,
      rows
        .filter((r) => r.facet === x && (SEARCH_FACET_VALUES[x] as readonly string[]).includes(r.value))
        .map(({ value, count }) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
    ]),
  );
  return { totalCount: rows.find((r) => r.facet === 'total')?.count ?? 0, facets };
}

const FILTERS: Record<string, string>[] = [
  {},
  { colours: 'green' },
  { colours: 'white,black', styles: 'minimalist' },
  { styles: 'luxury', types: 'bottle,gift-box' },
  { industries: 'food & beverage', materials: 'paper' },
];

/** Every query of the evaluation set under every filter set: how many were read from profiles. */
async function compareAll(source: string): Promise<number> {
  let fromProfiles = 0;
  for (const { q } of [...EVAL_QUERIES, ...EVAL_HELD_OUT, { q: '' }]) {
    if ((await libraryCountWord(t.deps.db, await termsOf(t.deps.db, q))) !== null) fromProfiles++;
    for (const filters of FILTERS) {
      const query = { ...(q ? { q } : {}), source, ...filters };
      const got = await answered(query);
      const want = await fromRows(query);
      expect(got.totalCount, JSON.stringify(query)).toBe(want.totalCount);
      for (const x of COUNTED) expect(got.facets[x], `${JSON.stringify(query)} ${x}`).toEqual(want.facets[x]);
    }
  }
  return fromProfiles;
}

it('counts every evaluation query from the word profiles exactly as from the rows', async () => {
  const fromProfiles = await compareAll('library');
  // Most one-word queries are read from the profiles (the comparison is not vacuous).
  expect(fromProfiles).toBeGreaterThan(30);
}, 300_000);

it('keeps the profiles in step when library rows are changed, re-coloured, deleted and truncated', async () => {
  const db = t.deps.db;
  const recount = async () =>
    (
      await db.execute<{
        key: string;
      }>(sql`select concat_ws('|', word, type, industry, styles, colours, materials,
        finishes, items) as key from ${searchWordFacets} order by 1`)
    ).rows.map((r) => r.key);
  const fresh = async () =>
    (
      await db.execute<{
        key: string;
      }>(sql`select concat_ws('|', w, type, industry, styles, colours, materials,
        finishes, count(*)) as key from ${searchItems}, unnest(search_item_words(tsv)) w
        where kind = 'library' group by w, type, industry, styles, colours, materials, finishes order by 1`)
    ).rows.map((r) => r.key);
  expect(await recount()).toEqual(await fresh());
  const before = await recount();
  await db
    .update(searchItems)
    .set({ imageKey: 'library/lib-00001/image.webp' })
    .where(eq(searchItems.id, 'lib-00001'));
  expect(await recount()).toEqual(before);

  await db
    .update(searchItems)
    .set({ title: 'Quokka Cola Can', colours: ['green', 'gold'], styles: ['retro'] })
    .where(inArray(searchItems.id, ['lib-00002', 'lib-00003']));
  await db.delete(searchItems).where(inArray(searchItems.id, ['lib-00004', 'lib-00005', 'lib-00006']));
  await db.update(searchItems).set({ kind: 'asset' }).where(eq(searchItems.id, 'lib-00007'));
  expect(await recount()).toEqual(await fresh());
  expect((await answered({ q: 'quokka', source: 'library' })).totalCount).toBe(2);
  expect(await recount()).not.toEqual(before);
  await compareAll('library');

  await db.execute(sql`truncate ${searchItems}`);
  expect(await recount()).toEqual([]);
}, 300_000);
