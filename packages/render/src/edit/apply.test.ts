import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import {
  type DesignDocument,
  designDocumentSchema,
  type LogoDocument,
  type MockupDocument,
} from '../document/design-document.ts';
import { rasterise } from '../raster/rasterise.ts';
import { buildScene } from '../render.ts';
import { applyEdit, applyEdits, renderScale } from './apply.ts';
import { EditError, type EditOperation, editOperationSchema } from './operations.ts';

const logo: LogoDocument = {
  version: 1,
  kind: 'logo',
  seed: 3,
  meta: { engine: 'packsmith-local-design-engine', generator: 'test' },
  palette: sampleDoc().palette,
  typography: sampleDoc().typography,
  lockup: 'horizontal',
  symbol: { type: 'icon', icon: 'coffee', letters: '', container: 'circle' },
  text: { brand: 'Northbound', tagline: 'Coffee' },
  background: { colour: '#FFFFFF', style: 'flat' },
};
const mockup: MockupDocument = {
  version: 1,
  kind: 'mockup',
  seed: 4,
  meta: { engine: 'packsmith-local-design-engine', generator: 'test' },
  template: 'product-box',
  view: 'front',
  artwork: { ref: 'art' },
  fit: 'cover',
  background: { colour: '#EEEEEE', style: 'sweep' },
};

/** Only the named top-level keys differ between two documents. */
function changedKeys(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter(
    (k) =>
      JSON.stringify((a as Record<string, unknown>)[k]) !== JSON.stringify((b as Record<string, unknown>)[k]),
  );
}

describe('applyEdit', () => {
  const doc = sampleDoc();
  const cases: [EditOperation, string[]][] = [
    [{ type: 'recolour', colours: ['#2E7D32'] }, ['palette']],
    [{ type: 'recolour', palette: { accent: '#FF0000' }, colours: [] }, ['palette']],
    [{ type: 'set-text', field: 'slogan', value: 'Fresh' }, ['text']],
    [{ type: 'set-claims', claims: ['Organic', 'Fair trade'] }, ['text']],
    [{ type: 'set-logo', logo: { ref: 'logo-2' } }, ['logo']],
    [{ type: 'set-artwork', artwork: { ref: 'art-2' } }, ['artwork']],
    [{ type: 'set-template', template: 'stand-up-pouch' }, ['template']],
    [{ type: 'set-size', w: 70, h: 150 }, ['dimensions']],
    [{ type: 'set-view', view: 'back' }, ['view']],
    [{ type: 'new-variant', variant: 'Mango' }, ['palette', 'text']],
    [{ type: 'set-background', colour: '#101010', style: 'flat' }, ['background']],
    [{ type: 'zoom-out', factor: 2 }, ['framing']],
    [{ type: 'reseed', seed: 12345 }, ['seed']],
    [{ type: 'upscale', factor: 4 }, []],
  ];

  it.each(cases)('%o changes only %o, validates and leaves the input alone', (op, keys) => {
    const before = structuredClone(doc);
    const after = applyEdit(doc, op);
    expect(changedKeys(doc, after)).toEqual(keys);
    expect(doc).toEqual(before);
    expect(() => designDocumentSchema.parse(after)).not.toThrow();
  });

  it('keeps every other choice when the packaging format changes, and drops the old size', () => {
    const sized = applyEdit(doc, { type: 'set-size', w: 70, h: 150 });
    const moved = applyEdit(sized, { type: 'set-template', template: 'wine-bottle' });
    expect(moved.template).toBe('wine-bottle');
    expect(moved.dimensions).toBeUndefined();
    expect({ ...moved, template: doc.template }).toEqual(doc);
    expect(() => applyEdit(doc, { type: 'set-template', template: 'spaceship' })).toThrow(EditError);
  });

  it('refuses an edit that would make the document invalid', () => {
    expect(() => applyEdit(doc, { type: 'set-text', field: 'brand', value: '' })).toThrow(EditError);
    expect(() => applyEdit(doc, { type: 'set-text', field: 'netContent', value: 'x'.repeat(61) })).toThrow(
      /text netContent invalid/,
    );
  });

  it('makes a variant in its flavour colour', () => {
    const mango = applyEdit(doc, { type: 'new-variant', variant: 'Mango' });
    expect(mango.text.variant).toBe('Mango');
    expect(mango.palette.accent).toBe('#F28C28');
    expect(mango.text.brand).toBe(doc.text.brand);
  });

  it('zooms out step by step, never below a quarter', () => {
    let d = doc;
    d = applyEdit(d, { type: 'zoom-out', factor: 1.5 });
    expect(d.framing?.zoom).toBeCloseTo(0.667, 3);
    for (let i = 0; i < 5; i++) d = applyEdit(d, { type: 'zoom-out', factor: 4 });
    expect(d.framing?.zoom).toBe(0.25);
  });

  it('edits logos: brand, tagline, colours, background', () => {
    const l = applyEdits(logo, [
      { type: 'set-text', field: 'brand', value: 'Nordlys' },
      { type: 'set-text', field: 'tagline', value: 'Since 1920' },
      { type: 'recolour', colours: ['#2E7D32'] },
    ]);
    expect(l.text).toEqual({ brand: 'Nordlys', tagline: 'Since 1920' });
    expect(changedKeys(logo, l)).toEqual(['palette', 'text']);
    expect(() => applyEdit(logo, { type: 'set-view', view: 'back' })).toThrow(
      'A logo has no view to change.',
    );
    expect(() => applyEdit(logo, { type: 'set-text', field: 'slogan', value: 'x' })).toThrow(
      'A logo has no slogan to change.',
    );
  });

  it('edits mockups: format, view, artwork, framing', () => {
    const m = applyEdits(mockup as DesignDocument, [
      { type: 'set-template', template: 'drinks-can' },
      { type: 'set-view', view: 'three-quarter-left' },
      { type: 'set-artwork', artwork: { ref: 'art-2' } },
      { type: 'zoom-out', factor: 1.5 },
    ]) as MockupDocument;
    expect(m).toMatchObject({
      template: 'drinks-can',
      view: 'three-quarter-left',
      artwork: { ref: 'art-2' },
    });
    expect(() => applyEdit(mockup, { type: 'recolour', colours: ['#000000'] })).toThrow(EditError);
  });

  it('upscale leaves the document and asks the render for 2× or 4×', () => {
    expect(applyEdit(doc, { type: 'upscale', factor: 2 })).toBe(doc);
    expect(renderScale([{ type: 'upscale', factor: 2 }])).toBe(2);
    expect(renderScale([{ type: 'reseed', seed: 1 }])).toBe(1);
    const bad = editOperationSchema.safeParse({ type: 'upscale', factor: 3 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]!.message).toBe('Upscale size must be 2 or 4');
  });

  it('refuses bad operations through the schema', () => {
    for (const bad of [
      { type: 'set-size', w: 1, h: 100 },
      { type: 'recolour', colours: ['green'] },
      { type: 'set-view', view: 'top' },
      { type: 'zoom-out', factor: 10 },
      { type: 'explode' },
    ])
      expect(editOperationSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('size and framing reach the render', () => {
  /** Bounding box of pixels that differ from the top-left background pixel's row colour. */
  function packBox(px: Buffer, size: number) {
    let x0 = size;
    let x1 = -1;
    let y0 = size;
    let y1 = -1;
    for (let y = 0; y < size; y++) {
      const r0 = px[y * size * 4]!;
      const g0 = px[y * size * 4 + 1]!;
      const b0 = px[y * size * 4 + 2]!;
      for (let x = 0; x < size; x++) {
        const i = (y * size + x) * 4;
        if (Math.abs(px[i]! - r0) + Math.abs(px[i + 1]! - g0) + Math.abs(px[i + 2]! - b0) > 24) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
    }
    return { w: x1 - x0 + 1, h: y1 - y0 + 1 };
  }
  const box = async (d: DesignDocument) => packBox(rasterise((await buildScene(d)).svg, 256).pixels, 256);
  const flat = sampleDoc({ background: { colour: '#FFFFFF', style: 'flat' } });

  it('a taller size draws a taller, narrower can', async () => {
    const a = await box(flat);
    const b = await box(applyEdit(flat, { type: 'set-size', w: 50, h: 160 }));
    expect(b.w / b.h).toBeLessThan((a.w / a.h) * 0.85);
  });

  it('zoom out draws the pack smaller on the same canvas', async () => {
    const a = await box(flat);
    const b = await box(applyEdit(flat, { type: 'zoom-out', factor: 2 }));
    expect(b.h).toBeLessThan(a.h * 0.6);
    expect(b.h).toBeGreaterThan(a.h * 0.4);
  });
});
