/**
 * The evaluation set run against the whole shipped library (indexed from its items, without
 * drawing them): precision@5 per query and on average. The figure is printed and must not fall
 * below the floor (docs/search.md).
 */
import { SEARCH_LIMITS, type SearchResult } from '@packsmith/core';
import { libraryItems } from '@packsmith/render';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { EVAL_HELD_OUT, EVAL_QUERIES, type EvalQuery } from './eval-set.ts';
import { insertRows } from './index.ts';
import { libraryRowOf } from './indexer.ts';

const K = 5;
/** Mean precision@5 the search must keep (0.705 before the designer ranking; 0.98 after). */
const FLOOR = 0.95;
/** The held-out batch's floor (docs/search.md). */
const HELD_OUT_FLOOR = 0.85;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_LIBRARY_SIZE: '0' });
  const rows = libraryItems(SEARCH_LIMITS.libraryItems).map((item) => libraryRowOf(item, [], null));
  for (let i = 0; i < rows.length; i += 250) await insertRows(t.deps.db, rows.slice(i, i + 250));
  token = await t.signIn('eval@brand.co');
}, 120_000);
afterAll(() => t?.close());

/** Precision@K of each query, printed as a table; answers the mean. */
async function score(name: string, queries: EvalQuery[]): Promise<number> {
  const lines: string[] = [];
  let sum = 0;
  for (const { q, relevant } of queries) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?source=library&limit=${K}&q=${encodeURIComponent(q)}`,
      headers: t.bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: SearchResult[]; totalCount: number; suggestion: string | null };
    const hits = body.data.filter(relevant).length;
    sum += hits / K;
    const suggestion = body.suggestion ? `(did you mean ${body.suggestion}?) ` : '';
    lines.push(
      `${(hits / K).toFixed(1)}  ${q.padEnd(22)} ${String(body.totalCount).padStart(5)}  ${suggestion}${body.data.map((r) => r.title).join(' | ')}`,
    );
  }
  const mean = sum / queries.length;
  console.log(
    `search eval (${name}): mean precision@${K} ${mean.toFixed(3)} over ${queries.length} queries\n${lines.join('\n')}`,
  );
  return mean;
}

it(`holds at least 40 queries and scores precision@${K} over the library`, async () => {
  expect(EVAL_QUERIES.length).toBeGreaterThanOrEqual(40);
  expect(await score('main', EVAL_QUERIES)).toBeGreaterThanOrEqual(FLOOR);
}, 120_000);

it(`scores the held-out batch (precision@${K})`, async () => {
  expect(await score('held out', EVAL_HELD_OUT)).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
}, 120_000);
