import { VIEWS } from '@packsmith/core/catalogue/index';
import { CHAT_MESSAGES } from '@packsmith/core/chat';
import { z } from 'zod';
import { hexColourSchema } from '../color.ts';
import {
  assetRefSchema,
  backgroundSchema,
  dimensionsSchema,
  IMAGERY_COMPOSITIONS,
  LAYOUTS,
  LOGO_CONTAINERS,
  LOGO_LOCKUPS,
  PATTERNS,
  PHOTO_CAMERAS,
  PHOTO_LIGHTS,
  PHOTO_SCENES,
  POSITIONS,
  paletteSchema,
} from '../document/design-document.ts';
import { FONT_KEYS, type FontKey } from '../document/font-keys.ts';
import {
  CAMERAS,
  FINISHES,
  LIGHTS,
  PACK_MATERIALS,
  PROPS,
  SETTINGS,
  SURFACES,
} from '../document/set-vocabulary.ts';
import { TYPE_STYLES, TYPE_WEIGHTS } from './type-styles.ts';

/** Text a 'set text' edit can change; which ones a document has depends on its kind. */
export const TEXT_FIELDS = [
  'brand',
  'slogan',
  'variant',
  'descriptor',
  'netContent',
  'backCopy',
  'tagline',
  'headline',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

const seed = z.number().int().min(0).max(4294967295);
const uniq = <T extends string>(xs: readonly T[]) => [...new Set(xs)] as [T, ...T[]];

/** Elements an emphasis edit can make bigger or smaller ('bigger logo', 'smaller brand name'). */
export const EMPHASIS_ELEMENTS = ['brand', 'symbol'] as const;
export const IMAGERY_MOODS = [
  'calm',
  'energetic',
  'dark',
  'bright',
  'warm',
  'cool',
  'playful',
  'elegant',
] as const;
/** Relative colour shifts ('darker', 'warmer', 'more muted'). */
export const COLOUR_SHIFTS = ['darker', 'lighter', 'warmer', 'cooler', 'brighter', 'muted'] as const;

/**
 * Every edit on a design document. Operations are concrete enough that `applyEdit` is a pure,
 * deterministic function of (document, operation); choices such as a new palette are made from
 * the operation's own seed.
 */
export const editOperationSchema = z.discriminatedUnion('type', [
  /** New colour scheme: explicit palette entries win, else a palette built from `colours`, else from `seed`. */
  z.object({
    type: z.literal('recolour'),
    palette: paletteSchema.partial().optional(),
    colours: z.array(hexColourSchema).max(4).default([]),
    seed: seed.optional(),
    /** No hue at all: 'black and white', 'monochrome'. */
    monochrome: z.boolean().optional(),
  }),
  z.object({ type: z.literal('set-text'), field: z.enum(TEXT_FIELDS), value: z.string().max(2000) }),
  z.object({ type: z.literal('set-claims'), claims: z.array(z.string().max(80)).max(6) }),
  /** One claim at a time: added at the end, removed by its words, or replaced in place. */
  z.object({ type: z.literal('add-claim'), claim: z.string().trim().min(1).max(80) }),
  z.object({ type: z.literal('remove-claim'), claim: z.string().trim().min(1).max(80) }),
  z.object({
    type: z.literal('replace-claim'),
    claim: z.string().trim().min(1).max(80),
    with: z.string().trim().min(1).max(80),
  }),
  /**
   * Type: a style ('serif', 'script', 'condensed'…) and weight pick the font of the role (the
   * brand's display font unless said); `font` names one exactly. Capitals and letter spacing
   * (absolute, or `trackingBy` em added) apply to the brand.
   */
  z.object({
    type: z.literal('set-typography'),
    role: z.enum(['display', 'body', 'accent']).default('display'),
    style: z.enum(TYPE_STYLES).optional(),
    weight: z.enum(TYPE_WEIGHTS).optional(),
    font: z.enum(FONT_KEYS as [FontKey, ...FontKey[]]).optional(),
    upper: z.boolean().optional(),
    tracking: z.number().min(-0.1).max(0.5).optional(),
    trackingBy: z.number().min(-0.5).max(0.5).optional(),
  }),
  z.object({ type: z.literal('set-layout'), layout: z.enum(LAYOUTS) }),
  /** Pattern: its kind ('none' removes it), size and strength (absolute or × factor), angle, icon. */
  z.object({
    type: z.literal('set-pattern'),
    kind: z.enum(PATTERNS).optional(),
    scale: z.number().positive().max(10).optional(),
    scaleBy: z.number().min(0.1).max(10).optional(),
    angle: z.number().min(-180).max(180).optional(),
    opacity: z.number().min(0).max(1).optional(),
    opacityBy: z.number().min(0).max(10).optional(),
    icon: z.string().max(60).optional(),
  }),
  /** The brand symbol by icon name ('' = no symbol): packaging symbol, a logo's icon. */
  z.object({ type: z.literal('set-symbol'), icon: z.string().max(60) }),
  /** A logo's mark: icon, monogram or none, its letters and the container around it. */
  z.object({
    type: z.literal('set-mark'),
    markType: z.enum(['icon', 'monogram', 'none']).optional(),
    icon: z.string().max(60).optional(),
    letters: z.string().max(3).optional(),
    container: z.enum(LOGO_CONTAINERS).optional(),
  }),
  z.object({ type: z.literal('set-lockup'), lockup: z.enum(LOGO_LOCKUPS) }),
  /** An element drawn bigger (+1, +2) or smaller (-1, -2) than the layout's own size; 0 resets. */
  z.object({
    type: z.literal('set-emphasis'),
    element: z.enum(EMPHASIS_ELEMENTS),
    level: z.number().int().min(-2).max(2),
  }),
  /** An element moved to the top, middle or bottom of the front ('auto' = the layout's own place). */
  z.object({
    type: z.literal('set-position'),
    element: z.enum(EMPHASIS_ELEMENTS),
    position: z.enum([...POSITIONS, 'auto']),
  }),
  /** A relative colour change of the whole palette or only the background. */
  z.object({
    type: z.literal('shift-colours'),
    shift: z.enum(COLOUR_SHIFTS),
    target: z.enum(['palette', 'background']).default('palette'),
    amount: z.number().min(0.05).max(1).default(0.25),
  }),
  /** The colour of the pack material where it is not printed ('' = the format's own). */
  z.object({ type: z.literal('set-pack-colour'), colour: hexColourSchema.or(z.literal('')) }),
  z.object({ type: z.literal('set-fit'), fit: z.enum(['auto', 'cover', 'contain']) }),
  /**
   * The photographed set (photoshoots, still-life images): surface, wall, camera, light, setting,
   * pack material and finish. Camera and light take either the set's words or a legacy scene's.
   */
  z.object({
    type: z.literal('set-scene'),
    surface: z.enum(SURFACES).optional(),
    /** A tone of the surface ('white marble'); a new surface without one takes its own colour. */
    surfaceColour: hexColourSchema.optional(),
    wall: hexColourSchema.optional(),
    camera: z.enum(uniq([...CAMERAS, ...PHOTO_CAMERAS])).optional(),
    light: z.enum(uniq([...LIGHTS, ...PHOTO_LIGHTS])).optional(),
    setting: z.enum(SETTINGS).or(z.literal('')).optional(),
    scene: z.enum(PHOTO_SCENES).optional(),
    material: z.enum(PACK_MATERIALS).or(z.literal('')).optional(),
    finish: z.enum(FINISHES).or(z.literal('')).optional(),
  }),
  /** Props in the set: one added, one removed (no prop named = all removed). */
  z.object({ type: z.literal('add-prop'), prop: z.enum(PROPS) }),
  z.object({ type: z.literal('remove-prop'), prop: z.enum(PROPS).optional() }),
  /** Generated imagery: mood, composition and subjects. */
  z.object({
    type: z.literal('set-imagery'),
    mood: z.enum(IMAGERY_MOODS).optional(),
    composition: z.enum(IMAGERY_COMPOSITIONS).optional(),
    subjects: z.array(z.string().trim().min(1).max(60)).min(1).max(8).optional(),
  }),
  /** An uploaded logo on a pack; null takes it off (the symbol shows again). */
  z.object({ type: z.literal('set-logo'), logo: assetRefSchema.nullable() }),
  /**
   * Artwork or product image: packaging artwork, a mockup's artwork, a photoshoot's product; null
   * takes a pack's artwork off (mockups and photoshoots cannot be without theirs).
   */
  z.object({ type: z.literal('set-artwork'), artwork: assetRefSchema.nullable() }),
  /** Change packaging format: another catalogue template; everything else stays. */
  z.object({ type: z.literal('set-template'), template: z.string().min(1).max(100) }),
  /** Change size, in millimetres. */
  z.object({ type: z.literal('set-size'), ...dimensionsSchema.shape }),
  z.object({ type: z.literal('set-view'), view: z.enum(VIEWS) }),
  /** New SKU or new variant: the variant name, its colour, and its icon when it suggests one. */
  z.object({
    type: z.literal('new-variant'),
    variant: z.string().trim().min(1).max(200),
    colour: hexColourSchema.optional(),
  }),
  z.object({
    type: z.literal('set-background'),
    colour: hexColourSchema.optional(),
    style: backgroundSchema.shape.style.unwrap().optional(),
    scene: z.enum(PHOTO_SCENES).optional(),
  }),
  z.object({ type: z.literal('zoom-out'), factor: z.number().min(1.05).max(4).default(1.5) }),
  /** How large the pack sits in the studio, absolute ('zoom back in'): 1 = the format's own. */
  z.object({ type: z.literal('set-framing'), zoom: z.number().min(0.25).max(1) }),
  /** Variations: the same design from another seed (pattern, details, picks). */
  z.object({ type: z.literal('reseed'), seed }),
  /** Re-render at 2× or 4×; the document does not change. */
  z.object({
    type: z.literal('upscale'),
    factor: z.union([z.literal(2), z.literal(4)], { error: CHAT_MESSAGES.upscaleSize }),
  }),
]);
export type EditOperation = z.infer<typeof editOperationSchema>;
export type EditOperationInput = z.input<typeof editOperationSchema>;
export type EditType = EditOperation['type'];

/**
 * What a language model answers for a chat message (the OpenAI adapter's structured output is
 * validated with this); variations are then expanded locally with `expandVariations`.
 */
export const interpretationSchema = z.object({
  reply: z.string().trim().min(1).max(2000),
  operations: z.array(editOperationSchema).max(8),
});
export type InterpretationAnswer = z.infer<typeof interpretationSchema>;

/** What each edit changes, in words ('A logo has no view to change'). */
export const EDIT_SUBJECTS: Record<EditType, string> = {
  recolour: 'colours',
  'set-text': 'text',
  'set-claims': 'claims',
  'add-claim': 'claims',
  'remove-claim': 'claims',
  'replace-claim': 'claims',
  'set-typography': 'type',
  'set-layout': 'layout',
  'set-pattern': 'pattern',
  'set-symbol': 'symbol',
  'set-mark': 'logo mark',
  'set-lockup': 'lockup',
  'set-emphasis': 'element sizes',
  'set-position': 'element positions',
  'shift-colours': 'colours',
  'set-pack-colour': 'pack colour',
  'set-fit': 'artwork fit',
  'set-scene': 'photographed set',
  'add-prop': 'props',
  'remove-prop': 'props',
  'set-imagery': 'mood and composition',
  'set-logo': 'logo',
  'set-artwork': 'product image',
  'set-template': 'packaging format',
  'set-size': 'size',
  'set-view': 'view',
  'new-variant': 'variant',
  'set-background': 'background',
  'zoom-out': 'framing',
  'set-framing': 'framing',
  reseed: 'variation',
  upscale: 'resolution',
};

/** A refused edit: the message is meant for the user. */
export class EditError extends Error {
  override name = 'EditError';
}
