import { z } from 'zod';
import type { AssetBytes } from '../assets.ts';
import { contrast, hsl } from '../color.ts';
import {
  ENGINE_NAME,
  IMAGERY_COMPOSITIONS,
  type ImageryDocument,
  imageryDocumentSchema,
} from '../document.ts';
import { iconsForText, words } from '../icons.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { dominantColours } from '../raster.ts';
import { buildPalette, moodFromText, pairing } from './brief.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';

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
  const rest = IMAGERY_COMPOSITIONS.filter((c) => c !== first);
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
 * Illustrations from a free prompt. Honest: metadata says they come from the local design engine.
 * `colours` (e.g. a reference image's, see referenceColours) lead the palette.
 */
export function imageryDocuments(
  promptIn: string,
  count: number,
  seed: number,
  colours: string[] = [],
): ImageryDocument[] {
  const prompt = imageryPromptSchema.parse(promptIn);
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

export async function generateImagery(
  prompt: string,
  options: GenerateOptions = {},
): Promise<GeneratedDesign<ImageryDocument>[]> {
  const opts = generateOptionsSchema.parse({ count: 5, ...options });
  return withRenders(imageryDocuments(prompt, opts.count, opts.seed), opts);
}
