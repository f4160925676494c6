import { printReadyCapability, TEMPLATES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { dielineTemplates, exploreQuery, exploreValue } from './explore';

describe('exploreValue', () => {
  it('takes a known value in any case, with its canonical spelling', () => {
    expect(exploreValue(new URLSearchParams('styles=Luxury'), 'styles')).toBe('luxury');
    expect(exploreValue(new URLSearchParams('industries=food+%26+beverage'), 'industries')).toBe(
      'Food & Beverage',
    );
  });

  it('is null for an unknown or missing value', () => {
    expect(exploreValue(new URLSearchParams('styles=wobbly'), 'styles')).toBeNull();
    expect(exploreValue(new URLSearchParams(''), 'materials')).toBeNull();
  });

  it('queries by the facet alone, or everything', () => {
    expect(exploreQuery('finishes', 'foil')).toEqual({ finishes: 'foil' });
    expect(exploreQuery('finishes', null)).toEqual({ finishes: undefined });
  });
});

describe('dielineTemplates', () => {
  const list = dielineTemplates();

  it('lists every template with an instant dieline (boxes, cartons, tins, sleeves) and nothing else', () => {
    const ids = list.map((d) => d.template.id);
    expect(ids.length).toBe(TEMPLATES.filter((t) => printReadyCapability(t.id) === 'dieline').length);
    expect(ids).toEqual(
      expect.arrayContaining(['mailer-box', 'cosmetic-carton', 'round-tin', 'sealed-tray-sleeve']),
    );
    for (const t of TEMPLATES.filter((t) => t.category === 'Boxes')) expect(ids).toContain(t.id);
    expect(ids).not.toContain('coffee-bag');
    expect(ids).not.toContain('stand-up-pouch');
  });

  it('is sorted by name and links each to its packaging type gallery', () => {
    const names = list.map((d) => d.template.product);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.find((d) => d.template.id === 'mailer-box')?.galleryHref).toBe(
      '/explore/packaging?types=mailer-box',
    );
  });
});
