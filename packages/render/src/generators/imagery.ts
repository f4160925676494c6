import { z } from 'zod';
import { contrast, hsl, mix } from '../color.ts';
import type { AssetBytes } from '../document/asset-bytes.ts';
import type { Layout, PackagingDocument } from '../document/design-document.ts';
import {
  ENGINE_NAME,
  IMAGERY_COMPOSITIONS,
  type ImageryDocument,
  imageryDocumentSchema,
} from '../document/design-document.ts';
import type { SurfaceKind } from '../document/set-vocabulary.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { dominantColours } from '../raster/image-operations.ts';
import {
  type PromptReading,
  packNameOf,
  readPrompt,
  surfaceToneOf,
} from '../read/image-prompt/image-prompt.ts';
import { iconsForText, words } from '../scene/icons.ts';
import { titleCase } from '../words.ts';
import { buildPalette, moodFromText, pairing } from './brief.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';
import { chooseRoutes, packagingConceptDocument, readBrief } from './packaging.ts';

/** ai-imagery metadata: the prompt (1 to 10000 characters). */
export const imageryPromptSchema = z.string().trim().min(1).max(10000);

function moodOf(prompt: string): ImageryDocument['mood'] {
  const ws = new Set(words(prompt));
  const has = (...k: string[]) => k.some((x) => ws.has(x));
  if (has('night', 'dark', 'moody', 'black', 'noir')) return 'dark';
  if (has('elegant', 'luxury', 'gold', 'premium')) return 'elegant';
  if (has('calm', 'serene', 'soft', 'spa', 'peaceful')) return 'calm';
  if (has('playful', 'kids', 'fun', 'cartoon')) return 'playful';
  if (has('energetic', 'sport', 'dynamic', 'vibrant')) return 'energetic';
  if (has('warm', 'sunny', 'sunset', 'autumn', 'cosy', 'cozy')) return 'warm';
  if (has('cool', 'winter', 'ice', 'ocean')) return 'cool';
  return 'bright';
}

function compositionOf(prompt: string, i: number, rng: Rng): ImageryDocument['composition'] {
  const ws = new Set(words(prompt));
  const has = (...k: string[]) => k.some((x) => ws.has(x));
  const first: ImageryDocument['composition'] = has(
    'landscape',
    'mountain',
    'mountains',
    'sunset',
    'sunrise',
    'harbour',
    'harbor',
    'field',
    'hills',
    'beach',
    'horizon',
  )
    ? 'landscape'
    : has('pattern', 'seamless', 'tile', 'grid', 'repeat')
      ? 'grid'
      : has('flat', 'lay', 'scattered', 'confetti', 'scatter')
        ? 'scatter'
        : has('orbit', 'planets', 'around', 'circle')
          ? 'orbit'
          : 'hero';
  if (i === 0) return first;
  const rest = IMAGERY_COMPOSITIONS.filter((c) => c !== first && c !== 'still-life');
  return rng.shuffle(rest)[(i - 1) % rest.length]!;
}

/**
 * A reference image's colours for a palette: its dominant colours, vivid ones before greys and
 * whites, near-duplicates (anti-aliased edges) dropped.
 */
export async function referenceColours(bytes: AssetBytes): Promise<string[]> {
  const colours = await dominantColours(bytes, 8);
  const vivid = (hex: string) => {
    const [, s, l] = hsl(hex);
    return s > 0.2 && l > 0.12 && l < 0.9;
  };
  const hueGap = (a: string, b: string) => {
    const d = Math.abs(hsl(a)[0] - hsl(b)[0]) % 360;
    return Math.min(d, 360 - d);
  };
  const out: string[] = [];
  for (const c of [...colours.filter(vivid), ...colours.filter((x) => !vivid(x))]) {
    if (out.every((o) => contrast(o, c) > 1.25 || hueGap(o, c) > 20)) out.push(c);
  }
  return out.slice(0, 4);
}

/**
 * Images from a free prompt. A prompt that names a product, its packaging or props becomes a still
 * life: the packaging drawn by the engine on the set the prompt describes. A prompt asking for a
 * pattern or background (or naming neither) stays an illustrated composition. Honest: metadata says
 * they come from the local design engine. `colours` (e.g. a reference image's) lead the palette.
 */
export function imageryDocuments(
  promptIn: string,
  count: number,
  seed: number,
  colours: string[] = [],
): ImageryDocument[] {
  const prompt = imageryPromptSchema.parse(promptIn);
  const reading = readPrompt(prompt);
  if (!reading.pattern && (reading.template || reading.props.length))
    return stillLifeDocuments(prompt, reading, count, seed, colours);
  return illustrationDocuments(prompt, count, seed, colours);
}

function illustrationDocuments(
  prompt: string,
  count: number,
  seed: number,
  colours: string[],
): ImageryDocument[] {
  const mood = moodOf(prompt);
  const icons = iconsForText(prompt);
  const subjects = icons.length ? icons.slice(0, 5) : ['sparkle', 'star', 'cloud'];
  const rng = new Rng(deriveSeed(seed, 'imagery'));
  const palette = buildPalette(
    colours,
    prompt,
    moodFromText(prompt),
    new Rng(deriveSeed(seed, 'imagery-palette')),
  );
  const out: ImageryDocument[] = [];
  for (let i = 0; i < count; i++) {
    const doc = {
      version: 1,
      kind: 'imagery',
      seed: deriveSeed(seed, 'imagery-doc', i),
      prompt,
      palette,
      composition: compositionOf(prompt, i, rng),
      subjects: i % 2 ? [...subjects.slice(1), subjects[0]!] : subjects,
      mood,
      headline: '',
      typography: pairing('modern'),
      background: { colour: palette.background, style: 'flat' },
      meta: {
        engine: ENGINE_NAME,
        generator: 'imagery',
        title: prompt.slice(0, 80),
        notes: `Illustration drawn by the local design engine from the words of the prompt${colours.length ? ' in the colours of the reference image' : ''}; not a photograph or an AI model output.`,
      },
    };
    out.push(imageryDocumentSchema.parse(doc));
  }
  return out;
}

const STYLE_ROUTE: Record<string, Layout> = {
  minimal: 'minimal',
  luxury: 'frame',
  vintage: 'badge',
  playful: 'illustrated',
};

const KRAFT = '#B98D5F';

/** What shows through a clear pack. */
export const CONTENTS_COLOURS: Record<string, string> = {
  jam: '#7E1230',
  honey: '#C98A1B',
  'olive oil': '#8E8B2A',
  wine: '#4A0E1A',
  beer: '#C7861E',
  spirit: '#C98E3F',
  juice: '#F0A030',
  sauce: '#A3231A',
  coffee: '#3B2414',
  'cold brew': '#2E1B0E',
  tea: '#9C5A1E',
  serum: '#E0B860',
  water: '#DCEBF0',
  cream: '#F4EFE6',
  candle: '#F1E9DA',
};

/** The pack in a still life: a packaging concept for the prompt, in the material it names. */
export function stillLifePack(
  prompt: string,
  reading: PromptReading,
  seed: number,
  index: number,
  colours: string[],
): PackagingDocument {
  const brief = readBrief({
    brand: packNameOf(reading),
    packagingImage: reading.template,
    prompt,
    colours: colours.length ? colours : reading.colours,
  });
  const routes = chooseRoutes(brief.mood, 4, seed);
  const asked = STYLE_ROUTE[reading.style];
  const paper = reading.material === 'kraft' || reading.material === 'paper';
  // paper packs show their paper: routes whose ground is the paper colour
  const route: Layout = asked
    ? index % 2 && !paper
      ? routes[0]!
      : asked
    : paper
      ? (['minimal', 'band', 'split'] as const)[index % 3]!
      : routes[index % routes.length]!;
  const doc = packagingConceptDocument(brief, route, seed, index);
  if (reading.motif) {
    doc.symbol = reading.motif;
    doc.pattern = { ...doc.pattern, icon: reading.motif };
  }
  if (reading.material === 'kraft') {
    doc.palette = { ...doc.palette, paper: KRAFT, ink: '#2B2118' };
    if (!colours.length && !reading.colours.length) doc.palette.primary = '#2B2118';
    else if (contrast(doc.palette.primary, KRAFT) < 2.5) doc.palette.primary = '#2B2118';
    doc.packColour = KRAFT;
  }
  if (reading.finish === 'foil') doc.palette = { ...doc.palette, accent: '#C9A44C' };
  if (reading.style === 'minimal') doc.pattern = { ...doc.pattern, kind: 'none' };
  // the pack names what is inside in the prompt's words, never the prompt's description of the pack
  const inside = titleCase(reading.contentsWords);
  doc.text.descriptor = doc.text.brand.toLowerCase().includes(reading.contentsWords) ? '' : inside;
  return doc;
}

function surfaceFor(reading: PromptReading, mood: string): SurfaceKind {
  if (reading.surface) return reading.surface;
  const bySetting: Record<string, SurfaceKind> = {
    kitchen: 'wood',
    cafe: 'wood',
    outdoor: 'wood',
    bathroom: 'marble',
    studio: 'paper',
  };
  if (reading.setting) return bySetting[reading.setting]!;
  return mood === 'luxury'
    ? 'marble'
    : mood === 'natural'
      ? 'linen'
      : mood === 'playful'
        ? 'paper'
        : 'concrete';
}

/** Wall colour behind a table: the setting's, else a quiet tint of the palette. */
export function wallFor(setting: string, background: string): string {
  const bySetting: Record<string, string> = {
    kitchen: '#E8DFD0',
    bathroom: '#E4EAEA',
    cafe: '#6B5443',
    outdoor: '#DDE6E0',
  };
  return bySetting[setting] ?? mix(background, '#EDEAE4', 0.55);
}

function stillLifeDocuments(
  prompt: string,
  reading: PromptReading,
  count: number,
  seed: number,
  colours: string[],
): ImageryDocument[] {
  const mood = moodFromText(prompt);
  const palette = buildPalette(
    colours.length ? colours : reading.colours,
    prompt,
    mood,
    new Rng(deriveSeed(seed, 'imagery-palette')),
  );
  const surface = surfaceFor(reading, mood);
  // a camera the prompt asks for holds for every image; otherwise the images walk round the set
  const cameras = reading.cameraAsked
    ? [reading.camera]
    : [
        reading.camera,
        ...(['three-quarter', 'flat-lay', 'hero', 'close-up'] as const).filter((c) => c !== reading.camera),
      ];
  const out: ImageryDocument[] = [];
  for (let i = 0; i < count; i++) {
    const pack = reading.template ? stillLifePack(prompt, reading, seed, i, colours) : undefined;
    const doc = {
      version: 1,
      kind: 'imagery',
      seed: deriveSeed(seed, 'imagery-doc', i),
      prompt,
      palette,
      composition: 'still-life',
      subjects: [reading.motif || pack?.symbol || 'star'],
      mood: moodOf(prompt),
      headline: '',
      typography: pack?.typography ?? pairing('modern'),
      background: { colour: palette.background, style: 'flat' },
      still: {
        surface,
        surfaceColour: surfaceToneOf(prompt),
        wall: wallFor(reading.setting, palette.background),
        camera: cameras[i % cameras.length]!,
        light: reading.light,
        setting: reading.setting,
        props: reading.props,
        material: reading.material,
        finish: reading.finish,
        contentsColour: CONTENTS_COLOURS[reading.contents],
        pack,
      },
      meta: {
        engine: ENGINE_NAME,
        generator: 'imagery',
        title: prompt.slice(0, 80),
        notes: `Still life composed by the local design engine from the words of the prompt${colours.length ? ' in the colours of the reference image' : ''}: the packaging is drawn by the engine on a procedural surface with drawn props; not a photograph or an AI model output.`,
      },
    };
    out.push(imageryDocumentSchema.parse(doc));
  }
  return out;
}

export async function generateImagery(
  prompt: string,
  options: GenerateOptions = {},
): Promise<GeneratedDesign<ImageryDocument>[]> {
  const opts = generateOptionsSchema.parse({ count: 5, ...options });
  return withRenders(imageryDocuments(prompt, opts.count, opts.seed), opts);
}
