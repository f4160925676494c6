import { VIEWS } from '@packsmith/core/catalogue/index';
import { CHAT_MESSAGES } from '@packsmith/core/chat';
import { z } from 'zod';
import { hexColourSchema } from '../color.ts';
import {
  assetRefSchema,
  backgroundSchema,
  dimensionsSchema,
  PHOTO_SCENES,
  paletteSchema,
} from '../document.ts';

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
  }),
  z.object({ type: z.literal('set-text'), field: z.enum(TEXT_FIELDS), value: z.string().max(2000) }),
  z.object({ type: z.literal('set-claims'), claims: z.array(z.string().max(80)).max(6) }),
  z.object({ type: z.literal('set-logo'), logo: assetRefSchema }),
  /** Artwork or product image: packaging artwork, a mockup's artwork, a photoshoot's product. */
  z.object({ type: z.literal('set-artwork'), artwork: assetRefSchema }),
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
  'set-logo': 'logo',
  'set-artwork': 'product image',
  'set-template': 'packaging format',
  'set-size': 'size',
  'set-view': 'view',
  'new-variant': 'variant',
  'set-background': 'background',
  'zoom-out': 'framing',
  reseed: 'variation',
  upscale: 'resolution',
};

/** A refused edit: the message is meant for the user. */
export class EditError extends Error {
  override name = 'EditError';
}
