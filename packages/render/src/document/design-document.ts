import { VIEWS } from '@packsmith/core/catalogue/index';
import { z } from 'zod';
import { hexColourSchema } from '../color.ts';
import { FONT_KEYS, type FontKey } from './font-keys.ts';
import { CAMERAS, FINISHES, LIGHTS, PACK_MATERIALS, PROPS, SETTINGS, SURFACES } from './set-vocabulary.ts';

export const ENGINE_NAME = 'packsmith-local-design-engine';
export const DOCUMENT_VERSION = 1;

export const LAYOUTS = [
  'hero-type',
  'band',
  'badge',
  'split',
  'minimal',
  'frame',
  'illustrated',
  'vertical',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const PATTERNS = [
  'none',
  'stripes',
  'dots',
  'waves',
  'checks',
  'chevrons',
  'confetti',
  'icons',
  'sunburst',
  'grid',
  'arches',
  'botanical',
  'halftone',
] as const;
export type PatternKind = (typeof PATTERNS)[number];

export const LOGO_LOCKUPS = ['horizontal', 'stacked', 'badge', 'emblem', 'wordmark'] as const;
export const LOGO_CONTAINERS = ['none', 'circle', 'rounded', 'hexagon', 'shield', 'diamond'] as const;
export const IMAGERY_COMPOSITIONS = ['hero', 'scatter', 'landscape', 'grid', 'orbit', 'still-life'] as const;
export const PHOTO_SCENES = [
  'sweep',
  'podium',
  'surface',
  'window',
  'outdoor',
  'bathroom',
  'kitchen',
] as const;
export const PHOTO_CAMERAS = ['centred', 'low', 'offset-left', 'offset-right', 'close'] as const;
export const PHOTO_LIGHTS = ['soft', 'warm', 'cool', 'dramatic', 'golden'] as const;

const fontKey = z.enum(FONT_KEYS as [FontKey, ...FontKey[]]);

export const paletteSchema = z.object({
  /** Studio or canvas background. */
  background: hexColourSchema,
  primary: hexColourSchema,
  secondary: hexColourSchema,
  accent: hexColourSchema,
  ink: hexColourSchema,
  paper: hexColourSchema,
});
export type Palette = z.infer<typeof paletteSchema>;

export const typographySchema = z.object({
  display: fontKey,
  body: fontKey,
  accent: fontKey,
  /** Brand set in capitals. */
  upper: z.boolean().default(true),
  /** Letter spacing of the brand, in em. */
  tracking: z.number().min(-0.1).max(0.5).default(0),
});
export type Typography = z.infer<typeof typographySchema>;

export const patternSchema = z.object({
  kind: z.enum(PATTERNS),
  scale: z.number().positive().max(10).default(1),
  angle: z.number().min(-180).max(180).default(0),
  opacity: z.number().min(0).max(1).default(0.18),
  icon: z.string().optional(),
});
export type Pattern = z.infer<typeof patternSchema>;

export const packTextSchema = z.object({
  brand: z.string().trim().min(1).max(200),
  slogan: z.string().max(300).default(''),
  /** Flavour or variant, e.g. 'Salted Caramel'. */
  variant: z.string().max(200).default(''),
  /** What the product is, e.g. 'Cold Brew Coffee'. */
  descriptor: z.string().max(200).default(''),
  netContent: z.string().max(60).default(''),
  claims: z.array(z.string().max(80)).max(6).default([]),
  backCopy: z.string().max(2000).default(''),
});
export type PackText = z.infer<typeof packTextSchema>;

export const assetRefSchema = z.object({
  /** Asset id (or any key) resolved through `assets` at render time. */
  ref: z.string().min(1),
  description: z.string().max(10000).optional(),
});
export type AssetRef = z.infer<typeof assetRefSchema>;

export const metaSchema = z.object({
  engine: z.literal(ENGINE_NAME).default(ENGINE_NAME),
  generator: z.string(),
  route: z.string().optional(),
  title: z.string().optional(),
  notes: z.string().optional(),
});

const base = {
  version: z.literal(DOCUMENT_VERSION).default(DOCUMENT_VERSION),
  seed: z.number().int().min(0).max(4294967295),
  meta: metaSchema,
};

export const backgroundSchema = z.object({
  colour: hexColourSchema,
  style: z.enum(['sweep', 'gradient', 'floor', 'flat']).default('sweep'),
});

/** Real size in millimetres, overriding the template's proportions ('Change size'). */
export const dimensionsSchema = z.object({
  w: z.number().min(5).max(2000),
  h: z.number().min(5).max(2000),
  d: z.number().min(1).max(2000).optional(),
});
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** Where on the front an element is asked to sit ('brand at the top'); absent = the layout's own place. */
export const POSITIONS = ['top', 'middle', 'bottom'] as const;
export type Position = (typeof POSITIONS)[number];

/**
 * Elements drawn bigger (+) or smaller (-) than the layout's own size, in steps of one, and moved
 * to the top, middle or bottom of the front (`at`).
 */
export const emphasisSchema = z.object({
  brand: z.number().int().min(-2).max(2).optional(),
  symbol: z.number().int().min(-2).max(2).optional(),
  at: z.object({ brand: z.enum(POSITIONS).optional(), symbol: z.enum(POSITIONS).optional() }).optional(),
});
export type Emphasis = z.infer<typeof emphasisSchema>;

/** How large the pack sits in the studio: below 1 zooms out (the floor line stays put). */
export const framingSchema = z.object({ zoom: z.number().min(0.25).max(1) });
export type Framing = z.infer<typeof framingSchema>;

export const packagingDocumentSchema = z.object({
  ...base,
  kind: z.literal('packaging'),
  template: z.string().min(1),
  view: z.enum(VIEWS).default('front'),
  palette: paletteSchema,
  typography: typographySchema,
  layout: z.enum(LAYOUTS),
  pattern: patternSchema,
  text: packTextSchema,
  /** Icon name used as the brand symbol and illustration. */
  symbol: z.string().default(''),
  logo: assetRefSchema.optional(),
  artwork: assetRefSchema.optional(),
  /** Colour of the pack material where it is not printed (plastic, board); defaults from palette. */
  packColour: hexColourSchema.optional(),
  background: backgroundSchema,
  dimensions: dimensionsSchema.optional(),
  framing: framingSchema.optional(),
  emphasis: emphasisSchema.optional(),
});
export type PackagingDocument = z.infer<typeof packagingDocumentSchema>;

export const logoDocumentSchema = z.object({
  ...base,
  kind: z.literal('logo'),
  palette: paletteSchema,
  typography: typographySchema,
  lockup: z.enum(LOGO_LOCKUPS),
  symbol: z.object({
    type: z.enum(['icon', 'monogram', 'none']),
    icon: z.string().default(''),
    letters: z.string().max(3).default(''),
    container: z.enum(LOGO_CONTAINERS).default('none'),
  }),
  text: z.object({ brand: z.string().trim().min(1).max(200), tagline: z.string().max(200).default('') }),
  background: backgroundSchema,
  emphasis: emphasisSchema.optional(),
});
export type LogoDocument = z.infer<typeof logoDocumentSchema>;

/** A photographed set: the surface, wall, camera, light and props (imagery still lifes, photoshoots). */
export const setSchema = z.object({
  surface: z.enum(SURFACES),
  /** Surface tone named by the prompt ('white marble'); the material's own colour otherwise. */
  surfaceColour: hexColourSchema.optional(),
  wall: hexColourSchema,
  camera: z.enum(CAMERAS),
  light: z.enum(LIGHTS),
  setting: z.enum(SETTINGS).or(z.literal('')).default(''),
  props: z.array(z.enum(PROPS)).max(4).default([]),
});
export type StageSet = z.infer<typeof setSchema>;

export const imageryDocumentSchema = z.object({
  ...base,
  kind: z.literal('imagery'),
  prompt: z.string().min(1).max(10000),
  palette: paletteSchema,
  composition: z.enum(IMAGERY_COMPOSITIONS),
  subjects: z.array(z.string()).min(1).max(8),
  mood: z.enum(['calm', 'energetic', 'dark', 'bright', 'warm', 'cool', 'playful', 'elegant']),
  headline: z.string().max(120).default(''),
  typography: typographySchema,
  background: backgroundSchema,
  /**
   * Still lifes ('still-life' composition): the set, and the packaging drawn by the engine in it
   * with its material and finish. Absent in documents stored before still lifes existed.
   */
  still: setSchema
    .extend({
      pack: packagingDocumentSchema.optional(),
      material: z.enum(PACK_MATERIALS).or(z.literal('')).default(''),
      /** What shows through clear packs (jam, honey, oil). */
      contentsColour: hexColourSchema.optional(),
      finish: z.enum(FINISHES).or(z.literal('')).default(''),
    })
    .optional(),
});
export type ImageryDocument = z.infer<typeof imageryDocumentSchema>;

export const photoshootDocumentSchema = z.object({
  ...base,
  kind: z.literal('photoshoot'),
  product: assetRefSchema,
  scene: z.enum(PHOTO_SCENES),
  camera: z.enum(PHOTO_CAMERAS),
  light: z.enum(PHOTO_LIGHTS),
  props: z.array(z.string()).max(6).default([]),
  palette: paletteSchema,
  background: backgroundSchema,
  /**
   * The set the brief describes (surface, camera, light, shaded props) and the product's real
   * height in millimetres. Absent in documents stored before sets existed: those keep the old scenes.
   */
  set: setSchema.extend({ productHeightMm: z.number().positive().max(2000) }).optional(),
});
export type PhotoshootDocument = z.infer<typeof photoshootDocumentSchema>;

const clampTo = (min: number, max: number) => (v: number) => Math.min(max, Math.max(min, v));

export const mockupDocumentSchema = z.object({
  ...base,
  kind: z.literal('mockup'),
  template: z.string().min(1),
  view: z.enum(VIEWS).default('front'),
  artwork: assetRefSchema,
  /**
   * auto: cover when that crops next to nothing, else the whole artwork on a bleed (non-packaging-scenes.ts
   * fitFor); cover and contain are a person's explicit choice (and what older mockups stored).
   */
  fit: z.enum(['auto', 'cover', 'contain']).default('auto'),
  /** The artwork's size against its fit (1 = fitted, the default), kept to 0.5–2. */
  scale: z.number().transform(clampTo(0.5, 2)).optional(),
  /** The artwork's move from the centre, as shares of the printable area's width and height (±0.5). */
  offset: z
    .object({ x: z.number().transform(clampTo(-0.5, 0.5)), y: z.number().transform(clampTo(-0.5, 0.5)) })
    .optional(),
  packColour: hexColourSchema.optional(),
  background: backgroundSchema,
  framing: framingSchema.optional(),
});
export type MockupDocument = z.infer<typeof mockupDocumentSchema>;

/** Every generated design is one of these JSON documents; rendering is a pure function of it. */
export const designDocumentSchema = z.discriminatedUnion('kind', [
  packagingDocumentSchema,
  logoDocumentSchema,
  imageryDocumentSchema,
  photoshootDocumentSchema,
  mockupDocumentSchema,
]);
export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;

export function parseDocument(input: unknown): DesignDocument {
  return designDocumentSchema.parse(input);
}
