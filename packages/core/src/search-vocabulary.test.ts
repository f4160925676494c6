import { describe, expect, it } from 'vitest';
import {
  correctWord,
  editDistance,
  planSearch,
  SEARCH_RELATED,
  searchSuggestion,
  type Vocabulary,
} from './search-vocabulary.ts';

const vocab = (...words: string[]): Vocabulary => ({ has: (w) => words.includes(w), words: () => words });
const library = vocab(
  'can',
  'candle',
  'drinks',
  'tea',
  'teal',
  'the',
  'mint',
  'coffee',
  'toffee',
  'serum',
  'cream',
);

describe('search vocabulary', () => {
  it('maps skincare and an industry name to the products designs are described with', () => {
    expect(SEARCH_RELATED.get('skincare')).toEqual(expect.arrayContaining(['serum', 'cream', 'lotion']));
    expect(SEARCH_RELATED.get('confectionery')).toEqual(expect.arrayContaining(['chocolate', 'toffee']));
    expect(SEARCH_RELATED.get('beauty')).toContain('beauty personal care');
  });

  it('counts a swap of neighbours as one edit and stops past the budget', () => {
    expect(editDistance('tae', 'tea')).toBe(1);
    expect(editDistance('pepermint', 'peppermint')).toBe(1);
    expect(editDistance('coffee', 'candle', 2)).toBe(3);
  });

  it('corrects towards product words, never digits or short words', () => {
    expect(correctWord('tae', library.words())).toBe('tea');
    expect(correctWord('cofee', library.words())).toBe('coffee');
    expect(correctWord('pepermint', library.words())).toBe('peppermint');
    expect(correctWord('ab', library.words())).toBeNull();
    expect(correctWord('zzzzzz', library.words())).toBeNull();
  });

  it('matches a known word whole, never as the prefix of a longer one', () => {
    const [can] = planSearch(['can'], library);
    expect(can!.forms).toEqual([{ text: 'can', weight: 1, prefix: false }]);
    const [choc] = planSearch(['choc'], library);
    expect(choc!.forms.some((f) => f.prefix && f.text === 'choc')).toBe(true);
  });

  it('reads plurals as their singular, phrases the table knows as one term, and drops fillers', () => {
    const [candles] = planSearch(['candles'], library);
    expect(candles!.forms.map((f) => f.text)).toContain('candle');
    expect(candles!.correction).toBeUndefined();
    const terms = planSearch(['skin', 'care', 'packaging', 'for', 'serum'], library);
    expect(terms.map((t) => t.text)).toEqual(['skin care', 'serum']);
    expect(terms[0]!.forms.map((f) => f.text)).toEqual(expect.arrayContaining(['serum', 'cream', 'lotion']));
  });

  it('suggests the corrected query, and nothing when every word was found', () => {
    const terms = planSearch(['pepermint', 'tae'], library);
    expect(searchSuggestion(terms)).toBe('peppermint tea');
    expect(terms[0]!.forms.map((f) => f.text)).toContain('mint');
    expect(searchSuggestion(planSearch(['coffee', 'tea'], library))).toBeNull();
  });
});

describe('corrections and compounds', () => {
  it('prefers a word extended to one changed, and reads a compound by its known tail', () => {
    expect(correctWord('sneaker', ['speaker', 'sneakers'])).toBe('sneakers');
    const [sun] = planSearch(['suncream'], vocab('cream', 'lotion'));
    expect(sun!.forms.map((f) => f.text)).toContain('cream');
  });
});
