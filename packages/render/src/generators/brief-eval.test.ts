/**
 * Briefs followed: every brief of the evaluation set through the packaging generator, four
 * concepts each, checked against what a designer expects (brief-eval.ts). Prints each failed
 * check; docs/render.md holds the figures before and after.
 */
import { describe, expect, it } from 'vitest';
import { type BriefCase, briefChecks } from './brief-eval.ts';
import { BLIND_BRIEFS } from './brief-eval-blind.ts';
import { BRIEFS } from './brief-eval-set.ts';
import { generatePackagingConcepts } from './packaging.ts';

async function score(name: string, cases: BriefCase[]) {
  let checks = 0;
  let passed = 0;
  let whole = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const docs = (await generatePackagingConcepts(c.form, { count: 4, seed: 7, render: false })).map(
      (g) => g.document,
    );
    const results = briefChecks(c, docs);
    checks += results.length;
    passed += results.filter(([, ok]) => ok).length;
    if (results.every(([, ok]) => ok)) whole++;
    for (const [what, ok] of results) if (!ok) misses.push(`  ${c.name}: ${what}`);
  }
  console.log(
    `brief eval (${name}): ${passed}/${checks} checks (${((100 * passed) / checks).toFixed(1)}%), ` +
      `${whole}/${cases.length} briefs wholly followed\n${misses.join('\n')}`,
  );
  return { checks: passed / checks, briefs: whole / cases.length };
}

describe('briefs followed', { timeout: 120_000 }, () => {
  it('holds at least 60 briefs, among them the ones written blind', () => {
    expect(BRIEFS.length + BLIND_BRIEFS.length).toBeGreaterThanOrEqual(60);
    expect(BLIND_BRIEFS.length).toBeGreaterThanOrEqual(25);
  });

  it('follows the briefs written blind', async () => {
    const s = await score('blind', BLIND_BRIEFS);
    expect(s.checks).toBeGreaterThanOrEqual(0.9);
  });

  it('follows the rest of the set', async () => {
    const s = await score('main', BRIEFS);
    expect(s.checks).toBeGreaterThanOrEqual(0.9);
  });
});
