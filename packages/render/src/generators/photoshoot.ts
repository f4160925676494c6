import { getTemplate } from '@packsmith/core/catalogue/index';
import { z } from 'zod';
import { templateHeightMm } from '../compose/still-life-scene.ts';
import type { AssetBytes } from '../document/asset-bytes.ts';
import {
  ENGINE_NAME,
  type PhotoshootDocument,
  photoshootDocumentSchema,
} from '../document/design-document.ts';
import type { SurfaceKind } from '../document/set-vocabulary.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { type Camera, type Light, readPrompt, surfaceToneOf } from '../read/image-prompt/image-prompt.ts';
import { buildPalette, moodFromText } from './brief.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';
import { wallFor } from './imagery.ts';

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

const LEGACY_LIGHT: Record<Light, PhotoshootDocument['light']> = {
  soft: 'soft',
  morning: 'soft',
  window: 'cool',
  golden: 'golden',
  hard: 'dramatic',
  evening: 'dramatic',
};

const LEGACY_SCENE: Record<string, PhotoshootDocument['scene']> = {
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  outdoor: 'outdoor',
  cafe: 'surface',
  studio: 'sweep',
};

/** Typical product heights (mm) by category when the description names no catalogue pack. */
const CATEGORY_HEIGHT: [RegExp, number][] = [
  [/candle/i, 95],
  [/skincare|serum|beauty|cosmetic/i, 110],
  [/wine|spirit|beer|bottle/i, 250],
  [/cereal|box/i, 280],
  [/coffee|tea|snack|pet|pouch|bag/i, 220],
];

/**
 * Product photoshoot documents: the product image (cut out) on the set the brief's scene describes —
 * its surface, setting, light and props — first from the camera asked for, then from others.
 */
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
  const product = readPrompt(`${meta.productDescription} ${meta.productCategory}`);
  const sceneWords = readPrompt(`${meta.scene} ${meta.productDescription}`);
  const scene = readPrompt(meta.scene || text);
  const mood = moodFromText(text);
  const palette = buildPalette([], text, mood, new Rng(deriveSeed(seed, 'photo-palette')));
  const setting = scene.setting || sceneWords.setting;
  const surface: SurfaceKind =
    scene.surface ||
    (setting === 'bathroom'
      ? 'marble'
      : setting === 'studio'
        ? 'paper'
        : setting
          ? 'wood'
          : mood === 'luxury'
            ? 'marble'
            : 'concrete');
  const props = (scene.props.length ? scene.props : sceneWords.props).slice(0, 3);
  const template = product.template ? getTemplate(product.template) : undefined;
  const heightMm = template
    ? templateHeightMm(template)
    : (CATEGORY_HEIGHT.find(([re]) => re.test(text))?.[1] ?? 160);
  const asked = scene.camera;
  const cams: Camera[] = [
    asked === 'three-quarter' && !/three|3\/4|angle/i.test(meta.scene) ? 'hero' : asked,
  ];
  for (const c of ['three-quarter', 'close-up', 'hero'] as const) if (!cams.includes(c)) cams.push(c);
  const out: PhotoshootDocument[] = [];
  for (let i = 0; i < count; i++) {
    const camera = cams[i % cams.length]!;
    const doc = {
      version: 1,
      kind: 'photoshoot',
      seed: deriveSeed(seed, 'photo-doc', i),
      product: { ref: productRef, description: meta.productDescription },
      scene: LEGACY_SCENE[setting] ?? 'surface',
      camera: camera === 'close-up' ? 'close' : 'centred',
      light: LEGACY_LIGHT[scene.light],
      props,
      palette,
      background: { colour: palette.background, style: 'sweep' },
      set: {
        surface,
        surfaceColour: surfaceToneOf(meta.scene),
        wall: wallFor(setting, palette.background),
        camera,
        light: scene.light,
        setting,
        props: i % 3 === 2 && props.length > 1 ? props.slice(0, 1) : props,
        productHeightMm: heightMm,
      },
      meta: {
        engine: ENGINE_NAME,
        generator: 'photoshoot',
        title: `${meta.productCategory} — ${surface}, ${camera}`,
        notes:
          'Composited by the local design engine from the uploaded product image on a procedural set the scene describes.',
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
