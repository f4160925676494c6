import { z } from 'zod';
import type { AssetBytes } from '../assets.ts';
import {
  ENGINE_NAME,
  PHOTO_CAMERAS,
  type PhotoshootDocument,
  photoshootDocumentSchema,
} from '../document.ts';
import { iconsForText, words } from '../icons.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { buildPalette, moodFromText } from './brief.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';

/** product-photoshoot metadata (part 1, sections 3 and 5). */
export const photoshootMetaSchema = z.object({
  productDescription: z.string().max(10000).optional().default(''),
  referenceImageAssetId: z.string().optional(),
  scene: z.string().max(10000).optional().default(''),
  audience: z.string().trim().min(1, 'Please enter the audience'),
  productCategory: z.string().trim().min(1, 'Please enter the product category'),
  useCase: z.string().trim().min(1, 'Please enter the use case'),
});
export type PhotoshootMeta = z.input<typeof photoshootMetaSchema>;

function sceneOf(text: string): PhotoshootDocument['scene'][] {
  const ws = new Set(words(text));
  const has = (...k: string[]) => k.some((x) => ws.has(x));
  const out: PhotoshootDocument['scene'][] = [];
  if (has('kitchen', 'breakfast', 'counter', 'table')) out.push('kitchen');
  if (has('bathroom', 'shelf', 'spa', 'shower', 'vanity')) out.push('bathroom');
  if (has('window', 'sunlight', 'morning', 'sun')) out.push('window');
  if (has('outdoor', 'outdoors', 'garden', 'nature', 'beach', 'park', 'mountain')) out.push('outdoor');
  if (has('podium', 'plinth', 'pedestal', 'display')) out.push('podium');
  if (has('marble', 'wood', 'wooden', 'surface', 'bar', 'desk')) out.push('surface');
  for (const s of ['podium', 'surface', 'sweep', 'window'] as const) if (!out.includes(s)) out.push(s);
  return out;
}

function lightOf(text: string): PhotoshootDocument['light'] {
  const ws = new Set(words(text));
  if (ws.has('dramatic') || ws.has('evening') || ws.has('night') || ws.has('moody')) return 'dramatic';
  if (ws.has('golden') || ws.has('sunset')) return 'golden';
  if (ws.has('warm') || ws.has('cosy') || ws.has('cozy')) return 'warm';
  if (ws.has('cool') || ws.has('fresh') || ws.has('clinical')) return 'cool';
  return 'soft';
}

/** Product photoshoot documents: the product image (cut out when its background is flat) placed into scenes. */
export function photoshootDocuments(
  productRef: string,
  input: PhotoshootMeta,
  count: number,
  seed: number,
): PhotoshootDocument[] {
  const meta = photoshootMetaSchema.parse(input);
  const text = [meta.scene, meta.productDescription, meta.productCategory, meta.useCase, meta.audience].join(
    ' ',
  );
  const scenes = sceneOf(text);
  const PROPS = new Set([
    'leaf',
    'sprout',
    'flower',
    'flower-tulip',
    'citrus',
    'apple',
    'cherries',
    'grapes',
    'pineapple',
    'coffee',
    'tea',
    'hops',
    'barley',
    'candle',
    'cookie',
    'cupcake',
    'water',
    'spa',
    'cactus',
    'mushroom',
    'carrot',
    'chili',
    'bread',
    'gift',
    'ornament',
    'star',
    'peanut',
    'egg',
    'cheese',
    'glass-wine',
    'cocktail',
    'mug',
    'cup',
    'bowl',
    'tree',
    'pine',
    'butterfly',
    'shimmer',
  ]);
  const props = iconsForText(`${meta.scene} ${meta.productCategory} ${meta.productDescription}`).filter((i) =>
    PROPS.has(i),
  );
  const propSet = props.length ? props : ['leaf', 'sprout'];
  const palette = buildPalette([], text, moodFromText(text), new Rng(deriveSeed(seed, 'photo-palette')));
  const rng = new Rng(deriveSeed(seed, 'photo'));
  const cams = rng.shuffle(PHOTO_CAMERAS);
  const out: PhotoshootDocument[] = [];
  for (let i = 0; i < count; i++) {
    const doc = {
      version: 1,
      kind: 'photoshoot',
      seed: deriveSeed(seed, 'photo-doc', i),
      product: { ref: productRef, description: meta.productDescription },
      scene: scenes[i % scenes.length]!,
      camera: i === 0 ? 'centred' : cams[i % cams.length]!,
      light: lightOf(text),
      props: i % 3 === 2 ? [] : propSet.slice(0, 2 + (i % 2)),
      palette,
      background: { colour: palette.background, style: 'sweep' },
      meta: {
        engine: ENGINE_NAME,
        generator: 'photoshoot',
        title: `${meta.productCategory} — ${scenes[i % scenes.length]}`,
        notes: 'Composited by the local design engine from the uploaded product image.',
      },
    };
    out.push(photoshootDocumentSchema.parse(doc));
  }
  return out;
}

/** Renders need the product bytes; they are passed as the asset `productRef`. */
export async function generatePhotoshoot(
  product: AssetBytes,
  meta: PhotoshootMeta,
  options: GenerateOptions & { productRef?: string } = {},
): Promise<GeneratedDesign<PhotoshootDocument>[]> {
  const opts = generateOptionsSchema.parse({ ...options, productRef: undefined });
  const ref = options.productRef ?? meta.referenceImageAssetId ?? 'product';
  return withRenders(photoshootDocuments(ref, meta, opts.count, opts.seed), opts, { [ref]: product });
}
