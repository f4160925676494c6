import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

describe('searchHref', () => {
  it('is null for a blank prompt', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \n\t')).toBeNull();
  });

  it('sends the trimmed prompt as q, encoded', () => {
    expect(searchHref('  kraft coffee bag ')).toBe('/search?q=kraft+coffee+bag');
    expect(searchHref('tea & honey?')).toBe('/search?q=tea+%26+honey%3F');
  });
});
