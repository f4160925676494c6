import { describe, expect, it } from 'vitest';
import {
  COLOUR_PRESETS,
  catalogueCategories,
  catalogueProductList,
  getTemplate,
  INDUSTRIES,
  NAMED_COLOURS,
  normaliseCatalogueText,
  PRODUCT_TYPE_PRESETS,
  STYLE_PRESETS,
  searchCatalogue,
  searchNamedColours,
  TEMPLATE_CATEGORIES,
  TEMPLATES,
  templateSchema,
} from './index.ts';

describe('template catalogue', () => {
  it('validates every template against the schema', () => {
    for (const t of TEMPLATES) {
      const r = templateSchema.safeParse(t);
      expect(r.success, `${t.id}: ${r.success ? '' : JSON.stringify(r.error.issues)}`).toBe(true);
    }
  });

  it('has about ninety unique templates covering every category', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(85);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    expect(new Set(catalogueCategories())).toEqual(new Set(TEMPLATE_CATEGORIES));
    for (const t of TEMPLATES) for (const i of t.industries) expect(INDUSTRIES).toContain(i);
  });

  it('covers the products the spec lists', () => {
    const names = TEMPLATES.map((t) => `${t.product} ${t.tags.join(' ')}`.toLowerCase()).join(' | ');
    const required = [
      'glass bottle',
      'plastic bottle',
      'dropper bottle',
      'airless pump bottle',
      'can',
      'tin',
      'mailer box',
      'cake box',
      'window box',
      'shoulder-and-neck',
      'sleeve-and-tray',
      'shelf-display',
      'pouch',
      'sachet',
      'flow wrap',
      'bag',
      'jar',
      'tub',
      'advent calendar',
      'vinyl album cover',
      'cosmetic tube',
      'screw-top tube',
      'toothpaste',
      'lip balm',
      'paper canister',
      'rum bottle',
      'spirit bottle',
      'spout pouch',
      'juice pouch',
      'straw',
      'paper mailer bag',
      'padded mailer bag',
      'cotton tote',
      'drawstring bag',
      'tall rectangular tin',
      'candle tin',
      'slimline',
      'tall drinks can',
      'sealed tray with sleeve',
      'eurohook',
      'window hanging box',
      'aluminium screw-cap bottle',
      'wipe pack with lid',
      'frozen pizza box',
      'delivery pizza box',
      'product box',
      'food product box',
      'paper clamshell',
      'blister pack',
      'coffee cup',
      'paper food bowl',
      'wine box',
      'sticker pack',
      'sticker',
      'paper tape',
      'plastic tape',
      'postcard',
      'leaflet',
      'insert card',
      'menu card',
      'envelope',
      'clamshell rigid box',
      'hang tag',
      'soap belly band',
      'product belly band',
      'business card',
      'tissue paper',
    ];
    for (const r of required) expect(names, r).toContain(r);
  });

  it('keeps outside-weights fields present but empty, studio backgrounds and variant counts', () => {
    for (const t of TEMPLATES) {
      expect(t.background).toBe('Studio');
      expect(t.lora_url).toBe('');
      expect(t.air).toBe('');
      expect(t.background_urls).toEqual([]);
      expect(t.num_user_variants).toBe(t.id === 'food-pouch' ? 6 : 5);
      expect(t.render.views).toEqual(['front', 'back', 'three-quarter-left', 'three-quarter-right']);
      expect(t.trigger_word.split(' ')[0]).toMatch(/^PKS\d{3}$/);
    }
    const withProjector = TEMPLATES.filter((t) => 'projector_finetune_id' in t).map((t) => t.id);
    expect(withProjector.sort()).toEqual(['advent-calendar', 'beer-bottle', 'food-pouch']);
    expect(TEMPLATES.some((t) => t.product_type === undefined)).toBe(true);
    expect(TEMPLATES.some((t) => t.inspiration_prompts)).toBe(true);
  });

  it('lists products sorted by name with locale comparison', () => {
    const list = catalogueProductList();
    const names = list.map((e) => e.product);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list[0]).toHaveProperty('type');
    expect(list[0]).toHaveProperty('thumbnail_url');
  });
});

describe('catalogue search', () => {
  const list = catalogueProductList();
  it('ignores case and non-letters', () => {
    expect(normaliseCatalogueText('Shelf-Display Box!')).toBe('shelfdisplaybox');
    const a = searchCatalogue(list, 'SHELF display');
    expect(a.map((e) => e.id)).toContain('shelf-display-box');
    expect(searchCatalogue(list, 'e-commerce').length).toBe(searchCatalogue(list, 'ECOMMERCE').length);
  });
  it('searches product, category, industries and tags', () => {
    expect(searchCatalogue(list, 'Pouches Sachets').length).toBeGreaterThan(3);
    expect(
      searchCatalogue(list, 'healthcare').every((e) => e.industries.includes('Healthcare & Supplements')),
    ).toBe(true);
    expect(searchCatalogue(list, 'doypack').map((e) => e.id)).toEqual(['stand-up-pouch']);
    expect(searchCatalogue(list, 'zzzz')).toEqual([]);
  });
  it('filters categories by exact match', () => {
    const cans = searchCatalogue(list, '', { categories: ['Cans'] });
    expect(cans.length).toBeGreaterThan(0);
    expect(cans.every((e) => e.category === 'Cans')).toBe(true);
    expect(searchCatalogue(list, '', { categories: ['cans'] })).toEqual([]);
    expect(
      searchCatalogue(list, 'tall', { categories: ['Cans', 'Cans & Tins'] })
        .map((e) => e.id)
        .sort(),
    ).toEqual(['tall-drinks-can', 'tall-rectangular-tin']);
  });
});

describe('named colours and presets', () => {
  it('has about 180 named colours with hex values and keywords', () => {
    expect(NAMED_COLOURS.length).toBeGreaterThanOrEqual(170);
    expect(NAMED_COLOURS.length).toBeLessThanOrEqual(200);
    for (const c of NAMED_COLOURS) {
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.keywords.length).toBeGreaterThan(0);
    }
    expect(new Set(NAMED_COLOURS.map((c) => c.name)).size).toBe(NAMED_COLOURS.length);
    expect(searchNamedColours('sage').map((c) => c.name)).toContain('Sage');
    expect(searchNamedColours('pastel pink').length).toBeGreaterThan(1);
  });
  it('has 18 colour presets, 20 styles and about 50 product types that point at real templates', () => {
    expect(COLOUR_PRESETS).toHaveLength(18);
    expect(STYLE_PRESETS).toHaveLength(20);
    expect(PRODUCT_TYPE_PRESETS.length).toBeGreaterThanOrEqual(45);
    expect(PRODUCT_TYPE_PRESETS.length).toBeLessThanOrEqual(60);
    for (const p of PRODUCT_TYPE_PRESETS)
      for (const id of p.templateIds) expect(getTemplate(id), `${p.label}: ${id}`).toBeDefined();
  });
});
