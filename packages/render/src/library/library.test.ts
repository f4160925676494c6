/**
 * The whole shipped library read back from its titles: each title names a brand of a sector, a
 * product that sector sells and a pack that product comes in, with the industry the tables
 * give; capitals are right and no word is said twice; the label prints the same product.
 */
import { SEARCH_LIMITS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { libraryItems } from './library-items.ts';
import { LIBRARY_SECTORS } from './sector-tables.ts';
import { titleProblem } from './title-audit.ts';

describe('the inspiration library', { timeout: 60_000 }, () => {
  const items = libraryItems(SEARCH_LIMITS.libraryItems);

  it('reads as real products: every title checks out against the product, pack and industry tables', () => {
    const wrong = items.map((i) => [i.title, titleProblem(i)]).filter(([, p]) => p);
    console.log(`library titles: ${items.length - wrong.length}/${items.length} coherent`);
    expect(wrong).toEqual([]);
  });

  it('covers every sector, with pet care, baby, wine and spirits, household and health well stocked', () => {
    const has = (values: Iterable<string>) => new Set(values);
    expect(has(items.map((i) => i.sector))).toEqual(has(LIBRARY_SECTORS.map((s) => s.name)));
    for (const s of ['Pet Care', 'Baby', 'Wine & Spirits', 'Household & Cleaning', 'Health & Supplements'])
      expect(items.filter((i) => i.sector === s).length).toBeGreaterThan(40);
  });

  it('a mismatched title is caught (the check can fail)', () => {
    const item = items[0]!;
    expect(titleProblem({ ...item, title: item.title.replace(item.product, 'Dry Dog Food') })).not.toBeNull();
    expect(titleProblem({ ...item, title: `${item.title} Box` })).not.toBeNull();
    const lower = { ...item, title: item.title.replace(/(\S+)$/, (w) => w.toLowerCase()) };
    expect(titleProblem(lower)).not.toBeNull();
  });
});
