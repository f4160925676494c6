/**
 * Text prompts for the AI image adapters (fal, OpenAI), built per action type from the action's
 * validated metadata. Each image of an action gets its own direction (a logo lockup, a scene, an
 * angle, a product of the range) so the images of one action differ the way the local engine's
 * routes do, and the direction becomes the image's route title.
 */
import type { DesignActionType } from '@packsmith/core';
import { ImageGenerationError, type ImageGenerationRequest, type SourceImage } from './port.ts';

export type Aspect = 'square' | 'portrait' | 'landscape';

export interface ImagePrompt {
  prompt: string;
  aspect: Aspect;
  /**
   * Image-conditioned types edit this image (fal Kontext, OpenAI edits): required for ranges,
   * photoshoots and mockups; the optional reference of imagery, moodboards, logos and packaging.
   */
  source?: SourceImage;
  title: string;
}

/** User text longer than this is cut: vendors truncate or reject very long prompts. */
const FIELD_MAX = 600;
const PROMPT_MAX = 3000;

const text = (v: unknown, max = FIELD_MAX) =>
  typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '';
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const hex = (colours: string[]) => colours.map((c) => `#${c.replace(/^#/, '').toUpperCase()}`).join(', ');
/** "Label: value." or nothing when the value is empty. */
const field = (label: string, v: string) => (v ? `${label}: ${v}.` : '');
const join = (...parts: string[]) =>
  parts.filter(Boolean).join(' ').replace(/\.\./g, '.').replace(/\s+/g, ' ').trim().slice(0, PROMPT_MAX);
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

const LOGO_DIRECTIONS = [
  ['Symbol and wordmark', 'a simple memorable symbol beside the brand name set in a clean typeface'],
  ['Wordmark', 'a distinctive custom wordmark of the brand name only, no symbol'],
  ['Emblem', 'an emblem or badge that encloses the brand name and a small symbol'],
  ['Monogram', 'a bold monogram of the initials with the brand name underneath'],
] as const;

const IMAGERY_DIRECTIONS = [
  ['Hero', 'wide establishing composition, strong focal point'],
  ['Close-up', 'close-up detail with shallow depth of field'],
  ['Flat lay', 'top-down flat lay arrangement'],
  ['Lifestyle', 'natural lifestyle scene with soft daylight'],
  ['Graphic', 'bold graphic composition with clean negative space'],
] as const;

const MOODBOARD_DIRECTIONS = [
  ['Palette', 'colour palette swatches with matching textures and materials'],
  ['Photography', 'lifestyle photography that captures the mood'],
  ['Typography', 'typography samples and graphic elements'],
  ['Textures', 'materials, surfaces and patterns'],
  ['Collage', 'a balanced collage of all of the above'],
] as const;

const PACKAGING_DIRECTIONS = [
  ['Bold type', 'bold typographic layout with the brand name dominant'],
  ['Illustrated', 'rich illustration that tells the product story'],
  ['Minimal', 'minimal layout with generous white space'],
  ['Pattern', 'an all-over brand pattern with a clear label area'],
  ['Photographic', 'appetising photographic imagery of the product'],
] as const;

const PHOTOSHOOT_SCENES = [
  ['Studio', 'clean studio set with soft shadows'],
  ['Lifestyle', 'in use in a real lifestyle setting'],
  ['Outdoor', 'outdoors in natural light'],
  ['Flat lay', 'top-down flat lay with complementary props'],
] as const;

const ANGLES = [
  ['Front three-quarter', 'front three-quarter view'],
  ['Side', 'side view'],
  ['Back', 'back view showing the back of the pack'],
  ['Top', 'top-down view'],
] as const;

const MOCKUP_VIEWS = [
  'front view on a seamless studio backdrop',
  'three-quarter view with soft shadows',
  'in a natural lifestyle setting',
  'close-up that shows the print detail',
] as const;

/** AI imagery and moodboards with a reference image. */
const REFERENCE_NOTE = 'Take the subject, composition and colours from the reference image.';

const PRODUCT_SHOT = 'Professional studio product photograph, photorealistic, sharp focus, clean background.';

function needSource(req: ImageGenerationRequest): SourceImage {
  if (!req.source) throw new ImageGenerationError('The source image is missing', false);
  return req.source;
}

/** The prompt, aspect and optional source image for image `req.index` of an action. */
export function imagePromptFor(req: ImageGenerationRequest): ImagePrompt {
  const m = req.metadata;
  const i = req.index;
  switch (req.actionType as DesignActionType) {
    case 'ai-imagery': {
      const [title, direction] = pick(IMAGERY_DIRECTIONS, i);
      return {
        title,
        aspect: 'square',
        source: req.source,
        prompt: join(
          text(m.prompt, 2000),
          req.source ? REFERENCE_NOTE : '',
          `Style: ${direction}.`,
          'High quality, detailed, no text or watermark.',
        ),
      };
    }
    case 'brand-moodboard': {
      const [title, direction] = pick(MOODBOARD_DIRECTIONS, i);
      return {
        title,
        aspect: 'square',
        source: req.source,
        prompt: join(
          `A brand moodboard for: ${text(m.prompt, 2000)}.`,
          req.source ? REFERENCE_NOTE : '',
          `Focus on ${direction}.`,
          'Cohesive art direction, editorial layout on a neutral background.',
        ),
      };
    }
    case 'logo-design': {
      const [title, direction] = pick(LOGO_DIRECTIONS, i);
      const colours = list(m.hexColours);
      return {
        title,
        aspect: 'square',
        source: req.source,
        prompt: join(
          `A professional logo for the brand "${text(m.brand, 200)}": ${direction}.`,
          req.source ? 'Build on the existing logo in the image: keep what makes it recognisable.' : '',
          field('Industry', text(m.industry)),
          field('About the brand', text(m.brandDescription)),
          field('Audience', text(m.targetAudience)),
          field('It should feel', text(m.brandFeel)),
          colours.length ? `Colours: ${hex(colours)}.` : '',
          field('Colour notes', text(m.naturalLanguageColours)),
          field('Notes', text(m.additionalNotes)),
          'Flat vector style, crisp edges, centred on a plain white background, spell the brand name exactly, no mockup.',
        ),
      };
    }
    case 'packaging-generation': {
      const [title, direction] = pick(PACKAGING_DIRECTIONS, i);
      const artwork = (m.artwork ?? {}) as { description?: unknown; styles?: unknown };
      const slogan = text(m.slogan, 300);
      const colours = list(m.colours);
      return {
        title,
        aspect: 'portrait',
        source: req.logo,
        prompt: join(
          `Packaging design for a ${text(m.packagingImage, 200) || 'product'} for the brand "${text(m.brand, 200)}"${slogan ? ` with the slogan "${slogan}"` : ''}.`,
          `Design direction: ${direction}.`,
          field('Industry', text(m.industry, 200)),
          field('Brief', text(m.prompt)),
          colours.length ? `Colours: ${hex(colours)}.` : '',
          field('Artwork', text(artwork.description)),
          list(artwork.styles).length ? `Styles: ${list(artwork.styles).join(', ')}.` : '',
          field('Audience', text(m.targetAudience)),
          field('Region', text(m.region, 200)),
          field('It should stand out by', text(m.standOutPoints)),
          req.logo ? 'Print the brand logo from the image on the front of the pack, unchanged.' : '',
          PRODUCT_SHOT,
        ),
      };
    }
    case 'packaging-range': {
      const source = needSource(req);
      const products = ((m.productsTypes as { product?: unknown }[] | undefined) ?? []).map((p) =>
        text(p.product, 200),
      );
      const product = products.length ? pick(products, i) : 'product';
      return {
        title: product,
        aspect: 'portrait',
        source,
        prompt: join(
          `Turn the packaging in this image into a ${product}, keeping the brand identity identical: same logo, colours, typography and graphic style.`,
          field('Notes', text(m.prompt)),
          PRODUCT_SHOT,
        ),
      };
    }
    case 'variant-range': {
      const source = needSource(req);
      if (m.isGenerateAngles === true) {
        const [title, angle] = pick(ANGLES, i);
        return {
          title,
          aspect: 'portrait',
          source,
          prompt: join(
            `Show this exact product and packaging from a ${angle}, unchanged design.`,
            field('Notes', text(m.userDescription)),
            PRODUCT_SHOT,
          ),
        };
      }
      return {
        title: `Variant ${i + 1}`,
        aspect: 'portrait',
        source,
        prompt: join(
          `Create variant ${i + 1} of ${req.count} of this packaging: ${text(m.userDescription)}.`,
          'Keep the brand, logo, layout and typography; change only the variant-specific colours, imagery and text.',
          PRODUCT_SHOT,
        ),
      };
    }
    case 'product-photoshoot': {
      const source = needSource(req);
      const [title, scene] = pick(PHOTOSHOOT_SCENES, i);
      return {
        title,
        aspect: 'square',
        source,
        prompt: join(
          `Place this exact product, unchanged, in a ${text(m.scene) || scene} scene (${scene}).`,
          field('Product', text(m.productDescription)),
          field('Category', text(m.productCategory)),
          field('Audience', text(m.audience)),
          field('Use case', text(m.useCase)),
          'Professional product photography, natural light, photorealistic.',
        ),
      };
    }
    case 'packaging-mockup': {
      const source = needSource(req);
      const templates = list(m.templates);
      const template = templates.length ? pick(templates, i) : 'package';
      return {
        title: template,
        aspect: 'portrait',
        source,
        prompt: join(
          `A photorealistic mockup of a ${template.replace(/[-_]/g, ' ')} with this artwork printed on it, wrapped to the product's shape with realistic lighting, ${pick(MOCKUP_VIEWS, i)}.`,
          field('Notes', text(m.instructions)),
          PRODUCT_SHOT,
        ),
      };
    }
  }
  throw new ImageGenerationError(`Unsupported design action type ${req.actionType}`, false);
}
