import { getTemplate, VIEWS, type View } from '@packsmith/core/catalogue/index';
import { z } from 'zod';
import { darken, fromHsl, hsl, luminance, mix } from '../color.ts';
import type { AssetBytes } from '../document/asset-bytes.ts';
import {
  ENGINE_NAME,
  type MockupDocument,
  mockupDocumentSchema,
  type PackagingDocument,
  packagingDocumentSchema,
} from '../document/design-document.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { iconsForText } from '../scene/icons.ts';
import { coloursInText, titleCase } from '../words.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';
import { resolveTemplate } from './packaging.ts';

export const MOCKUP_VALIDATION = {
  artwork: 'Please upload at least one artwork file',
  product: 'Please select at least one product type',
} as const;

/** Same document from the four camera positions used by 'See angles'. */
export function viewsOf<D extends PackagingDocument | MockupDocument>(
  doc: D,
  views: readonly View[] = VIEWS,
): D[] {
  return views.map((view) => ({ ...doc, view }));
}

export const productsSchema = z
  .array(z.string().min(1))
  .min(1, 'Please select at least one product type')
  .max(4, 'You can only select up to 4 product types');

/**
 * Packaging range: one identity re-rendered across the chosen templates. A source without a
 * document (an uploaded image) is mapped onto each template as artwork instead.
 */
export async function generatePackagingRange(
  source: PackagingDocument | AssetBytes,
  products: string[],
  options: Omit<GenerateOptions, 'count'> & { prompt?: string; sourceRef?: string } = {},
): Promise<GeneratedDesign<PackagingDocument | MockupDocument>[]> {
  const list = productsSchema.parse(products);
  const opts = generateOptionsSchema.parse({
    seed: options.seed,
    render: options.render,
    count: list.length,
  });
  if (isBytes(source)) {
    const ref = options.sourceRef ?? 'source';
    const docs = list.map((p, i) =>
      mockupDoc(ref, resolveTemplate(p).id, 'front', deriveSeed(opts.seed, 'range', i), 'packaging-range'),
    );
    return withRenders(docs, opts, { [ref]: source });
  }
  const base = packagingDocumentSchema.parse(source);
  const docs = list.map((p, i) => {
    const t = resolveTemplate(p);
    return packagingDocumentSchema.parse({
      ...base,
      template: t.id,
      view: 'front',
      seed: deriveSeed(base.seed, 'range', i),
      meta: { ...base.meta, generator: 'packaging-range', title: `${base.text.brand} — ${t.product}` },
    });
  });
  return withRenders(docs, opts);
}

export const variantInstructionsSchema = z.object({
  userInstructions: z.string().trim().min(1, 'Please describe the variation you want').max(1000),
  imageCount: z.number().int().min(1).max(4).default(4),
  isGenerateAngles: z.boolean().default(false),
});
export type VariantInstructions = z.input<typeof variantInstructionsSchema>;

/** Names of variants in free text: 'mango, lime and berry flavours' → ['Mango', 'Lime', 'Berry']. */
export function variantNames(text: string): string[] {
  const cleaned = text
    .replace(
      /\b(make|create|generate|add|new|some|a|an|the|please|versions?|variants?|variations?|flavou?rs?|scents?|editions?|range|of|in|with|for|colou?rs?)\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ');
  return cleaned
    .split(/,|\band\b|\/|;|\n|\+/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 1 && s.length <= 30)
    .map(titleCase)
    .slice(0, 8);
}

/** Variant range: flavour/variant text and accent colour change from the user's instructions. */
export async function generateVariantRange(
  source: PackagingDocument | AssetBytes,
  instructions: VariantInstructions,
  options: Omit<GenerateOptions, 'count'> & { sourceRef?: string } = {},
): Promise<GeneratedDesign<PackagingDocument | MockupDocument>[]> {
  const ins = variantInstructionsSchema.parse(instructions);
  const opts = generateOptionsSchema.parse({
    seed: options.seed,
    render: options.render,
    count: ins.imageCount,
  });
  if (isBytes(source)) {
    const ref = options.sourceRef ?? 'source';
    // no document: present the image on the pack from several angles
    const docs = VIEWS.slice(0, ins.imageCount).map((v, i) =>
      mockupDoc(ref, 'product-box', v, deriveSeed(opts.seed, 'variant', i), 'variant-range'),
    );
    return withRenders(docs, opts, { [ref]: source });
  }
  const base = packagingDocumentSchema.parse(source);
  if (ins.isGenerateAngles) return withRenders(viewsOf(base).slice(0, ins.imageCount), opts);
  const names = variantNames(ins.userInstructions);
  const colours = coloursInText(ins.userInstructions);
  const rng = new Rng(deriveSeed(opts.seed, 'variants'));
  const docs: PackagingDocument[] = [];
  for (let i = 0; i < ins.imageCount; i++) {
    const name = names[i % Math.max(1, names.length)] ?? `Edition ${i + 1}`;
    const icon = iconsForText(name)[0];
    const hue = colours[i] ?? flavourColour(name, rng);
    const palette = variantPalette(base, hue);
    docs.push(
      packagingDocumentSchema.parse({
        ...base,
        seed: deriveSeed(base.seed, 'variant', i),
        palette,
        text: { ...base.text, variant: name },
        symbol: icon ?? base.symbol,
        meta: { ...base.meta, generator: 'variant-range', title: `${base.text.brand} — ${name}` },
      }),
    );
  }
  return withRenders(docs, opts);
}

/** A variant's palette: the accent becomes its colour, the primary follows it. */
export function variantPalette(base: PackagingDocument, hue: string): PackagingDocument['palette'] {
  const palette = { ...base.palette, accent: hue };
  // grounds in the primary take the variant colour too, keeping text readable
  if (base.layout !== 'minimal' && base.layout !== 'band' && base.layout !== 'split')
    palette.primary = luminance(hue) > 0.5 ? darken(hue, 0.35) : hue;
  else palette.primary = mix(base.palette.primary, hue, 0.6);
  return palette;
}

const FLAVOUR_HUES: [RegExp, string][] = [
  [/mango|orange|apricot|peach/i, '#F28C28'],
  [/lemon|lime|citrus|yuzu/i, '#C5D82E'],
  [/berry|raspberry|strawberry|cherry/i, '#C2185B'],
  [/blueberry|blue/i, '#3949AB'],
  [/mint|matcha|apple|green/i, '#43A047'],
  [/chocolate|cocoa|coffee|mocha/i, '#6D4C41'],
  [/vanilla|coconut|cream/i, '#E8D8B0'],
  [/lavender|grape|plum/i, '#7E57C2'],
  [/caramel|honey|toffee/i, '#C68E17'],
  [/original|classic/i, '#1F3A5F'],
];

/** The colour a flavour name suggests ('mango' → orange), else a seeded hue. */
export function flavourColour(name: string, rng: Rng): string {
  for (const [re, hex] of FLAVOUR_HUES) if (re.test(name)) return hex;
  return fromHsl(rng.range(0, 360), 0.6, 0.45);
}

function isBytes(x: unknown): x is AssetBytes {
  return x instanceof Uint8Array;
}

/** One mockup: the artwork (an asset ref) on a catalogue template from a view. */
export function mockupDoc(
  ref: string,
  template: string,
  view: View,
  seed: number,
  generator: string,
  /** A person's fit, scale and move of the artwork; absent: fitted automatically. */
  placement?: { fit: 'auto' | 'cover' | 'contain'; scale: number; offset: { x: number; y: number } },
): MockupDocument {
  const bg = ['#ECE9E4', '#E4E8EC', '#EDE6E0', '#E6EAE3'][seed % 4]!;
  return mockupDocumentSchema.parse({
    version: 1,
    kind: 'mockup',
    seed,
    template,
    view,
    artwork: { ref },
    fit: 'auto',
    ...placement,
    background: { colour: bg, style: 'sweep' },
    meta: { engine: ENGINE_NAME, generator, title: getTemplate(template)?.product ?? template },
  });
}

export const mockupRequestSchema = z.object({
  templates: z.array(z.string().min(1)).min(1, MOCKUP_VALIDATION.product),
  count: z.number().int().min(4).max(10),
  seed: z.number().int().min(0).max(4294967295).default(1),
});

/** Mockups: flat artwork mapped onto the chosen templates (4 to 10 outputs) across views. */
export async function generateMockups(
  artwork: AssetBytes,
  templates: string[],
  options: { count: number; seed?: number; artworkRef?: string; render?: GenerateOptions['render'] },
): Promise<GeneratedDesign<MockupDocument>[]> {
  if (!artwork || artwork.length === 0) throw new Error(MOCKUP_VALIDATION.artwork);
  const req = mockupRequestSchema.parse({ templates, count: options.count, seed: options.seed });
  const opts = generateOptionsSchema.parse({ count: req.count, seed: req.seed, render: options.render });
  const ref = options.artworkRef ?? 'artwork';
  const ids = req.templates.map((t) => resolveTemplate(t).id);
  const views: View[] = ['front', 'three-quarter-left', 'three-quarter-right', 'front', 'back'];
  const docs: MockupDocument[] = [];
  for (let i = 0; i < req.count; i++) {
    const t = ids[i % ids.length]!;
    const v = views[Math.floor(i / ids.length) % views.length]!;
    docs.push(mockupDoc(ref, t, v, deriveSeed(req.seed, 'mockup', i), 'mockups'));
  }
  return withRenders(docs, opts, { [ref]: artwork });
}

export const _hsl = hsl;
