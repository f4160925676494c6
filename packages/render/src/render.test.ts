import { TEMPLATES, VIEWS } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../test/fixtures.ts';
import { HEX_COLOUR_MESSAGE, hexColourSchema, normaliseHex } from './color.ts';
import { packagingLayout, panelRequests, type SceneResult } from './compose/packaging-scene.ts';
import { type ItemTag, layoutFaults, panelLayout } from './compose/panel-layout.ts';
import { type Emphasis, LAYOUTS, POSITIONS, packagingDocumentSchema } from './document/design-document.ts';
import { type PackagingForm, packagingConceptDocument, readBrief } from './generators/packaging.ts';
import { buildScene, rasterise, render, renderSvg } from './render.ts';
import { words } from './scene/icons.ts';
import { circle, rect } from './scene/path.ts';
import type { Item } from './scene/surface.ts';
import type { FittedText } from './scene/text.ts';
import { fitText } from './scene/text.ts';

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

/** Words a concept may print: the brief's own, plus the net content the template implies. */
function copyWords(form: PackagingForm, netContent: string): Set<string> {
  const own = [form.brand, form.slogan, form.prompt, form.standOutPoints, form.region, netContent, 'Made in'];
  return new Set(words(own.join(' ')));
}

function foreignCopy(scene: Pick<SceneResult, 'texts'>, allowed: Set<string>): string[] {
  return scene.texts.flatMap((t) => {
    const foreign = words(t.text).filter((w) => !allowed.has(w));
    return foreign.length ? [`"${t.text}" prints words the brief never gave`] : [];
  });
}

describe('layout invariants on every template × route × view', () => {
  // briefs without product words (the catalogue name must not fill in), with long copy, with a
  // one-word brand; the template is swapped in so every template meets every route
  const forms: PackagingForm[] = [
    { brand: 'JAM CO', industry: 'Food', packagingImage: 'candle-jar' },
    {
      brand: 'Hollow Oak Provisions',
      slogan: 'Picked at dawn, cooked slowly',
      prompt: 'small batch strawberry jam with a hand-drawn feel',
      industry: 'Food',
      standOutPoints: 'vegan, no added sugar',
      region: 'Kent',
      packagingImage: 'candle-jar',
    },
    { brand: 'Lumen', slogan: 'Glow daily', prompt: 'vitamin C face serum', packagingImage: 'candle-jar' },
    {
      brand: 'The Extraordinarily Long-Named Artisanal Roasting Company',
      slogan: 'A very long slogan that keeps going and going well past any sensible length',
      prompt: 'cold brew coffee, flavour: salted caramel hazelnut',
      standOutPoints: 'single origin, fair trade, ready to drink',
      packagingImage: 'candle-jar',
    },
  ];
  const briefs = forms.map((f) => readBrief(f));

  it.each<[string, Emphasis | undefined]>([
    ['as designed', undefined],
    ['with a bigger brand and symbol', { brand: 2, symbol: 2 }],
    ['with a smaller brand and symbol', { brand: -2, symbol: -1 }],
    // positional emphasis: every place for each element, and both moved and resized at once
    ...POSITIONS.flatMap((place) => [
      [`with the brand at the ${place}`, { at: { brand: place } }] as [string, Emphasis],
      [`with the symbol at the ${place}`, { at: { symbol: place } }] as [string, Emphasis],
    ]),
    [
      'with a bigger brand at the bottom and the symbol at the top',
      { brand: 1, at: { brand: 'bottom', symbol: 'top' } },
    ],
  ])(
    'keeps shapes off text, text off marks, and prints only the brief’s words (%s)',
    (_name, emphasis) => {
      const faults: string[] = [];
      let n = 0;
      for (const template of TEMPLATES) {
        // every panel any of the four views shows (the same sizes for every design on a template)
        const panels = panelRequests(template, [...VIEWS]);
        for (const route of LAYOUTS) {
          // briefs rotate so each route meets each brief on a quarter of the templates
          const i = (n++ + Math.floor(n / LAYOUTS.length)) % briefs.length;
          const brief = { ...briefs[i]!, template };
          const doc = { ...packagingConceptDocument(brief, route, 3), ...(emphasis ? { emphasis } : {}) };
          const allowed = copyWords(forms[i]!, doc.text.netContent);
          const scene = packagingLayout(doc, template, panels);
          const found = [...(scene.panels ?? []).flatMap(layoutFaults), ...foreignCopy(scene, allowed)];
          for (const f of found) faults.push(`${template.id}/${route}/brief ${i}: ${f}`);
        }
      }
      expect(n).toBe(TEMPLATES.length * LAYOUTS.length);
      expect([...new Set(faults)]).toEqual([]);
    },
    120_000,
  );
});

describe('the layout check', () => {
  const t = fitText({ text: 'JAM CO', font: 'montserrat-800', maxSize: 60 }, { x: 20, y: 20, w: 260, h: 60 });
  const text = { kind: 'path' as const, d: t.path, fill: '#000' };
  const layout = (items: Parameters<typeof panelLayout>[3], marks: number[] = []) =>
    layoutFaults(
      panelLayout(
        'front',
        300,
        200,
        items,
        new Map<Item, ItemTag>([
          [text, { kind: 'text', text: t }],
          ...marks.map((i): [Item, ItemTag] => [items[i]!, { kind: 'mark' }]),
        ]),
      ),
    );
  it('finds a shape half under a word, a shape over it and a word over an icon', () => {
    const blob = { kind: 'path' as const, d: circle(260, 120, 90), fill: '#0f0' };
    expect(layout([blob, text])).toEqual(['front: "JAM CO" sits partly on a shape']);
    expect(layout([text, blob])).toEqual(['front: a shape is painted over "JAM CO"']);
    const icon = { kind: 'path' as const, d: rect(100, 40, 30, 30), fill: '#000' };
    expect(layout([icon, text], [0])).toEqual(['front: "JAM CO" overlaps a logo or icon']);
  });
  it('accepts a band that holds the word whole and a shape clear of it', () => {
    const band = { kind: 'path' as const, d: rect(-2, 10, 304, 80), fill: '#00f' };
    const dot = { kind: 'path' as const, d: circle(250, 170, 20), fill: '#0f0' };
    expect(layout([band, dot, text])).toEqual([]);
  });
});

describe('the jam jar on the candle jar template (issue 16)', () => {
  const form = { brand: 'JAM CO', prompt: 'strawberry jam', industry: 'Food', packagingImage: 'candle-jar' };
  it('picks a fruit, not a burger, and prints no catalogue name', () => {
    const brief = readBrief(form);
    expect(brief.icons[0]).toBe('cherries');
    expect(readBrief({ ...form, prompt: '', brand: 'Northbound' }).icons[0]).toBe('silverware');
    for (const route of LAYOUTS) {
      const scene = packagingLayout(packagingConceptDocument(brief, route, 1), brief.template, [
        ...panelRequests(brief.template, [...VIEWS]),
      ]);
      expect(scene.texts.map((x) => x.text.toUpperCase()).join(' / ')).not.toMatch(/CANDLE|JAR/);
      expect((scene.panels ?? []).flatMap(layoutFaults)).toEqual([]);
    }
    const noProduct = packagingConceptDocument(readBrief({ ...form, prompt: '' }), 'band', 1);
    expect(noProduct.text.descriptor).toBe('');
  });
  it('sets the lid as one line, icon beside the name with a clear gap', () => {
    const brief = readBrief(form);
    const lid = packagingLayout(packagingConceptDocument(brief, 'band', 1), brief.template).panels!.find(
      (p) => p.role === 'top',
    )!;
    const [icon] = lid.marks;
    const [name] = lid.texts;
    expect(icon && name).toBeTruthy();
    expect(name!.ink.x - (icon!.box.x + icon!.box.w)).toBeGreaterThan(lid.w * 0.03);
    expect(Math.abs(name!.ink.y + name!.ink.h / 2 - (icon!.box.y + icon!.box.h / 2))).toBeLessThan(
      lid.h * 0.05,
    );
  });
  it('lays out the same panels as the full render', async () => {
    const brief = readBrief(form);
    for (const view of VIEWS) {
      const doc = { ...packagingConceptDocument(brief, 'hero-type', 1), view };
      const full = await buildScene(doc);
      expect(packagingLayout(doc, brief.template).panels).toEqual(full.panels);
    }
  });
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
      expect((scene.panels ?? []).flatMap(layoutFaults), `${template}/${layout}`).toEqual([]);
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
