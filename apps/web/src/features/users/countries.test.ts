import { describe, expect, it } from 'vitest';
import { countryNames } from './countries';

describe('countryNames', () => {
  it('lists real countries, sorted, without groupings', () => {
    const names = countryNames();
    expect(names.length).toBeGreaterThan(200);
    expect(names).toContain('United Kingdom');
    expect(names).toContain('United States');
    expect(names).toContain('Germany');
    expect(names).not.toContain('European Union');
    expect(names).not.toContain('United Nations');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
