import { DESIGN_MESSAGES, TEMPLATES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  emptyFilters,
  filtersActive,
  filterTemplates,
  idsFromProductsTypes,
  MAX_PRODUCT_TYPES,
  NO_PRODUCTS_HINT,
  NO_PRODUCTS_TITLE,
  productTypesError,
  SEARCH_PLACEHOLDER,
  templateList,
  templateThumbnailUrl,
  toggleCategory,
  toggleProduct,
  toProductsTypes,
} from './picker-rules';

describe('template catalogue list', () => {
  it('lists every template once, alphabetically by product name', () => {
    const list = templateList();
    expect(list).toHaveLength(TEMPLATES.length);
    const names = list.map((e) => e.product);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offers the categories present, with counts that add up to the catalogue', () => {
    const options = categoryOptions();
    expect(options.map((o) => o.category)).toContain('Bottles');
    expect(options.every((o) => o.count > 0)).toBe(true);
    expect(options.reduce((n, o) => n + o.count, 0)).toBe(TEMPLATES.length);
  });

  it("keeps the spec's texts", () => {
    expect(SEARCH_PLACEHOLDER).toBe('Search by industry or packaging category');
    expect(NO_PRODUCTS_TITLE).toBe('No products found');
    expect(NO_PRODUCTS_HINT).toBe('Try adjusting your search or filters');
    expect(MAX_PRODUCT_TYPES).toBe(4);
  });
});

describe('search and category filter', () => {
  const list = templateList();

  it('ignores case and non-letters over product, category, industries and tags', () => {
    const byProduct = filterTemplates(list, { query: 'GLASS-bottle', categories: [] });
    expect(byProduct.map((e) => e.id)).toContain('glass-bottle');
    const byIndustry = filterTemplates(list, { query: 'beauty & personal care', categories: [] });
    expect(byIndustry.length).toBeGreaterThan(3);
    expect(byIndustry.every((e) => e.industries.includes('Beauty & Personal Care'))).toBe(true);
    const byCategory = filterTemplates(list, { query: 'jars&tubs', categories: [] });
    expect(byCategory.some((e) => e.category === 'Jars & Tubs')).toBe(true);
  });

  it('matches the exact categories picked (several at once)', () => {
    const cans = filterTemplates(list, { query: '', categories: ['Cans'] });
    expect(cans.length).toBeGreaterThan(0);
    expect(cans.every((e) => e.category === 'Cans')).toBe(true);
    const two = filterTemplates(list, { query: '', categories: ['Cans', 'Bottles'] });
    expect(two.length).toBe(
      cans.length + filterTemplates(list, { query: '', categories: ['Bottles'] }).length,
    );
  });

  it('finds nothing for nonsense (the "No products found" case)', () => {
    expect(filterTemplates(list, { query: 'zzzqqq', categories: [] })).toEqual([]);
    expect(filterTemplates(list, { query: 'wine', categories: ['Tapes'] })).toEqual([]);
  });

  it('offers Reset all only while something narrows the list', () => {
    expect(filtersActive(emptyFilters)).toBe(false);
    expect(filtersActive({ query: '  - ', categories: [] })).toBe(false);
    expect(filtersActive({ query: 'can', categories: [] })).toBe(true);
    expect(filtersActive({ query: '', categories: ['Bags'] })).toBe(true);
  });

  it('toggles categories in and out', () => {
    expect(toggleCategory([], 'Bags')).toEqual(['Bags']);
    expect(toggleCategory(['Bags', 'Cans'], 'Bags')).toEqual(['Cans']);
  });
});

describe('selection limit', () => {
  it('adds and removes types in the order picked', () => {
    let s = toggleProduct([], 'a').selected;
    s = toggleProduct(s, 'b').selected;
    expect(s).toEqual(['a', 'b']);
    expect(toggleProduct(s, 'a')).toEqual({ selected: ['b'], refused: null });
  });

  it("refuses a fifth with 'You can only select up to 4 product types'", () => {
    const four = ['a', 'b', 'c', 'd'];
    const result = toggleProduct(four, 'e');
    expect(result.refused).toBe('You can only select up to 4 product types');
    expect(result.selected).toEqual(four);
    // Removing one is still allowed at the limit.
    expect(toggleProduct(four, 'c')).toEqual({ selected: ['a', 'b', 'd'], refused: null });
  });

  it('validates with the shared schema messages', () => {
    expect(productTypesError([])).toBe('Please select at least one product type');
    expect(productTypesError([{ product: 'Drinks Can' }])).toBeNull();
    expect(productTypesError(['a', 'b', 'c', 'd', 'e'].map((product) => ({ product })))).toBe(
      DESIGN_MESSAGES.productTypesMax,
    );
  });
});

describe('productsTypes', () => {
  it('maps picked ids to { product, thumbnailUrl } in order', () => {
    expect(toProductsTypes(['mailer-box', 'drinks-can', 'gone'], templateThumbnailUrl)).toEqual([
      { product: 'Mailer Box', thumbnailUrl: '/api/templates/mailer-box/thumbnail.webp' },
      { product: 'Drinks Can', thumbnailUrl: '/api/templates/drinks-can/thumbnail.webp' },
    ]);
  });

  it('maps a remixed action back to ids, ignoring case, unknown names and extras', () => {
    expect(
      idsFromProductsTypes([
        { product: 'drinks can' },
        { product: 'Mailer-Box' },
        { product: 'Not A Pack' },
        'Glass Bottle',
        { product: 'Drinks Can' },
      ]),
    ).toEqual(['drinks-can', 'mailer-box', 'glass-bottle']);
    expect(idsFromProductsTypes(undefined)).toEqual([]);
    const many = templateList()
      .slice(0, 6)
      .map((e) => ({ product: e.product }));
    expect(idsFromProductsTypes(many)).toHaveLength(4);
  });
});
