import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  canSearch,
  EMPTY_SEARCH,
  promptError,
  readSearch,
  searchApiQuery,
  searchPath,
  toggleValue,
  withFilter,
} from './rules';

const params = (query: string) => new URLSearchParams(query);

describe('readSearch', () => {
  it('reads q and list-valued facets from commas or repeated keys', () => {
    expect(
      readSearch(params('q=+coffee+&colours=green,navy&styles=minimalist&styles=bold&types=coffee-bag')),
    ).toEqual({
      q: 'coffee',
      colours: ['green', 'navy'],
      styles: ['minimalist', 'bold'],
      types: ['coffee-bag'],
    });
  });

  it('lower-cases, de-duplicates and drops unknown values but keeps hex colours', () => {
    expect(readSearch(params('colours=Green,green,plaid,%232E7D4F&styles=wobbly'))).toEqual({
      ...EMPTY_SEARCH,
      colours: ['green', '#2e7d4f'],
    });
  });

  it('caps each list at the per-facet maximum', () => {
    const many = Array.from({ length: 30 }, (_, i) => `#0000${String(i).padStart(2, '0')}`).join(',');
    expect(readSearch(params(`colours=${encodeURIComponent(many)}`)).colours).toHaveLength(
      SEARCH_LIMITS.maxValuesPerFacet,
    );
  });

  it('is empty for a bare /search', () => {
    expect(readSearch(params(''))).toEqual(EMPTY_SEARCH);
  });
});

describe('searchPath', () => {
  it('writes q then the non-empty facets comma-joined, and round-trips', () => {
    const state = { q: 'tea & honey', colours: ['green', 'gold'], types: [], styles: ['luxury'] };
    const path = searchPath(state);
    expect(path).toBe('/search?q=tea+%26+honey&colours=green%2Cgold&styles=luxury');
    expect(readSearch(new URL(path, 'http://x').searchParams)).toEqual(state);
  });

  it('is /search when there is nothing to say', () => {
    expect(searchPath({ ...EMPTY_SEARCH, q: '   ' })).toBe('/search');
  });
});

describe('prompt rules', () => {
  it('requires a prompt and refuses one over the limit', () => {
    expect(promptError('')).toBe(SEARCH_MESSAGES.promptRequired);
    expect(promptError('   ')).toBe(SEARCH_MESSAGES.promptRequired);
    expect(promptError('x'.repeat(SEARCH_LIMITS.queryMaxChars + 1))).not.toBeNull();
    expect(promptError('kraft coffee')).toBeNull();
  });

  it('searches only with a valid submitted prompt', () => {
    expect(canSearch({ ...EMPTY_SEARCH, colours: ['green'] })).toBe(false);
    expect(canSearch({ ...EMPTY_SEARCH, q: 'coffee' })).toBe(true);
  });
});

describe('filters', () => {
  it('counts the active filter values (the dot shows when above zero)', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, colours: ['green'], styles: ['bold', 'retro'] })).toBe(3);
  });

  it('toggles a value in and out', () => {
    expect(toggleValue(['green'], 'navy')).toEqual(['green', 'navy']);
    expect(toggleValue(['green', 'navy'], 'green')).toEqual(['navy']);
  });

  it('re-submits with the prompt in the box when valid, else the submitted one', () => {
    const submitted = { ...EMPTY_SEARCH, q: 'coffee' };
    expect(withFilter(submitted, ' tea ', 'colours', ['green'])).toEqual({
      ...EMPTY_SEARCH,
      q: 'tea',
      colours: ['green'],
    });
    expect(withFilter(submitted, '  ', 'styles', ['bold'])).toEqual({ ...submitted, styles: ['bold'] });
  });

  it('builds the API query with comma-joined lists and no empty facets', () => {
    expect(searchApiQuery({ q: ' coffee ', colours: ['green', 'navy'], types: [], styles: [] })).toEqual({
      q: 'coffee',
      colours: 'green,navy',
      types: undefined,
      styles: undefined,
    });
  });
});
