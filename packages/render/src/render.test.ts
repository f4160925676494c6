import { TEMPLATES, VIEWS } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../test/fixtures.ts';
import { HEX_COLOUR_MESSAGE, hexColourSchema, normaliseHex } from './color.ts';
import { LAYOUTS, packagingDocumentSchema } from './document.ts';
import { buildScene, rasterise, render, renderSvg } from './render.ts';
import type { FittedText } from './text.ts';

const EPS = 0.75;
function expectInside(t: FittedText, where: string) {
  if (!t.lines.length || t.path.length === 0) return;
  const { ink, box } = t;
  const ok =
    ink.x >= box.x - EPS &&
    ink.y >= box.y - EPS &&
    ink.x + ink.w <= box.x + box.w + EPS &&
    ink.y + ink.h <= box.y + box.h + EPS;
  expect(ok, `${where}: "${t.text}" ink ${JSON.stringify(ink)} outside box ${JSON.stringify(box)}`).toBe(
    true,
  );
}

describe('every template in every view', () => {
  it('renders without error and keeps every text block inside its box', async () => {
    let n = 0;
    for (const t of TEMPLATES) {
      for (const view of VIEWS) {
        const layout = LAYOUTS[n % LAYOUTS.length]!;
        const scene = await buildScene(sampleDoc({ template: t.id, view, layout }));
        expect(scene.svg.startsWith('<svg')).toBe(true);
        for (const tx of scene.texts) expectInside(tx, `${t.id}/${view}/${layout}`);
        // every scene through resvg too (small, so the whole catalogue stays fast)
        const r = rasterise(scene.svg, 64);
        expect(r.width).toBe(64);
        expect(r.height).toBeGreaterThan(0);
        n++;
      }
    }
    expect(n).toBe(TEMPLATES.length * 4);
  }, 90_000);
});

describe('text never overflows', () => {
  const long = 'The Extraordinarily Long-Named Artisanal Coffee Roasting Company of the Northern Territories';
  it.each([
    'drinks-can',
    'dropper-bottle',
    'food-product-box',
    'flow-wrap',
    'business-card',
    'stick-sachet',
    'wine-bottle',
    'paper-tape',
  ])('shrinks or wraps a long brand on %s', async (template) => {
    for (const layout of LAYOUTS) {
      const doc = sampleDoc({
        template,
        layout,
        text: {
          ...sampleDoc().text,
          brand: long,
          slogan: 'A very long slogan that keeps going and going well past any sensible length',
          variant: 'Double Chocolate Salted Caramel Hazelnut Crunch',
        },
      });
      const scene = await buildScene(doc);
      const brandBlocks = scene.texts.filter((t) => t.text.toUpperCase().includes('EXTRAORDINARILY'));
      expect(brandBlocks.length).toBeGreaterThan(0);
      for (const t of scene.texts) expectInside(t, `${template}/${layout}`);
    }
  });
});

describe('determinism', () => {
  it('gives identical bytes for the same document and seed at 1024 px', async () => {
    const doc = sampleDoc({ template: 'tall-drinks-can', view: 'three-quarter-left', layout: 'badge' });
    const a = await render(doc, { size: 1024, format: 'png' });
    const b = await render(structuredClone(doc), { size: 1024, format: 'png' });
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect(meta.width).toBe(1024);
    expect(meta.height).toBe(1024);
    const c = await render(
      { ...doc, seed: 8, pattern: { ...doc.pattern, kind: 'confetti' } },
      { size: 1024, format: 'png' },
    );
    expect(a.equals(c)).toBe(false);
  }, 30_000);

  it('renders WebP and refuses sizes under 1024', async () => {
    const webp = await render(sampleDoc(), { format: 'webp', size: 1024 });
    expect(webp.toString('ascii', 8, 12)).toBe('WEBP');
    await expect(render(sampleDoc(), { size: 512 })).rejects.toThrow();
  });

  it('places an uploaded logo from the assets map', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#FF0000' } })
      .png()
      .toBuffer();
    const svg = await renderSvg(sampleDoc({ layout: 'minimal', logo: { ref: 'logo-1' } }), {
      assets: { 'logo-1': logo },
    });
    expect(svg).toContain('data:image/png;base64');
  });

  it('produces SVG with text as outlines and no external references', async () => {
    const svg = await renderSvg(sampleDoc());
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/href="http/);
  });
});

describe('hex colours', () => {
  it('accepts colours with or without # and normalises them', () => {
    expect(hexColourSchema.parse('1f3a5f')).toBe('#1F3A5F');
    expect(hexColourSchema.parse('#1f3a5f')).toBe('#1F3A5F');
    expect(normaliseHex('ABCDEF')).toBe('#ABCDEF');
  });
  it('refuses invalid hex with the spec message', () => {
    for (const bad of ['12345', '#12345g', 'red', '#1234567', '']) {
      const r = hexColourSchema.safeParse(bad);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0]!.message).toBe(HEX_COLOUR_MESSAGE);
    }
    expect(() => normaliseHex('nothex')).toThrow(HEX_COLOUR_MESSAGE);
    const doc = sampleDoc();
    expect(
      packagingDocumentSchema.safeParse({ ...doc, palette: { ...doc.palette, primary: '#12' } }).success,
    ).toBe(false);
  });
});
