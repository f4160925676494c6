import { describe, expect, it } from 'vitest';
import {
  imageryFixture,
  logoFixture,
  mockupFixture,
  packagingFixture,
  photoshootFixture,
  stillLifeFixture,
} from '../../../../test/edit-fixtures.ts';
import {
  blindSets,
  designerSets,
  evalSets,
  freshDesignerSets,
  leadProbeSets,
  runEval,
  summarise,
} from './score.ts';

const fixtures = {
  packaging: packagingFixture,
  logo: logoFixture,
  imagery: imageryFixture,
  stillLife: stillLifeFixture,
  photoshoot: photoshootFixture,
  mockup: mockupFixture,
};
const sets = evalSets(fixtures);

describe('the chat understanding evaluation set', () => {
  const results = runEval(sets);
  const score = summarise(results);

  it('has at least 300 phrasings across every document kind', () => {
    expect(results.length).toBeGreaterThanOrEqual(300);
    expect(Object.keys(score.byKind).sort()).toEqual([
      'imagery',
      'logo',
      'mockup',
      'packaging',
      'photoshoot',
    ]);
  });

  it('reads at least 95 % exactly and never maps a word onto the wrong field', () => {
    const misses = results
      .filter((r) => !r.exact)
      .map((r) => `${r.kind}: ${r.message} → ${JSON.stringify(r.got)}`);
    const wrong = results
      .filter((r) => r.wrongFields.length)
      .map((r) => `${r.kind}: ${r.message} → ${r.wrongFields}`);
    expect(wrong).toEqual([]);
    expect(score.overall.score, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the held-out blind batch', () => {
  const results = runEval(blindSets(fixtures));
  it('reads at least 90 % of phrasings it was never tuned on, never onto a wrong field', () => {
    const misses = results
      .filter((r) => !r.exact)
      .map((r) => `${r.kind}: ${r.message} → ${JSON.stringify(r.got)}`);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(results.filter((r) => r.wrongFields.length).map((r) => r.message)).toEqual([]);
    expect(summarise(results).overall.score, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

describe.each([
  ['the held-out designer batch', designerSets(fixtures), 60],
  ['the fresh designer batch written after it', freshDesignerSets(fixtures), 20],
  ["the lead's probe", leadProbeSets(fixtures), 16],
])('%s', (name, sets, size) => {
  const results = runEval(sets);
  it('reads at least 90 % of compound, qualified and reasoned phrasings, never onto a wrong field', () => {
    const misses = results
      .filter((r) => !r.exact)
      .map((r) => `${r.kind}: ${r.message} → ${JSON.stringify(r.got)}`);
    const score = summarise(results).overall;
    console.log(`${name}: ${score.exact}/${score.cases} exact, ${score.wrongField} wrong-field`);
    if (misses.length) console.log(misses.join('\n'));
    expect(results.length).toBeGreaterThanOrEqual(size);
    expect(results.filter((r) => r.wrongFields.length).map((r) => r.message)).toEqual([]);
    expect(score.score, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
