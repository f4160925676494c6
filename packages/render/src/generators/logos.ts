import { z } from 'zod';
import { hexColourSchema, inkOn, lighten } from '../color.ts';
import {
  ENGINE_NAME,
  LOGO_LOCKUPS,
  type LogoDocument,
  logoDocumentSchema,
} from '../document/design-document.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { words } from '../scene/icons.ts';
import { buildPalette, moodFromText, pairing, subjectIcons } from './brief.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';

/** logo-design metadata (part 1, section 3). */
export const logoMetaSchema = z.object({
  brand: z.string().trim().min(1, 'Required field').max(200),
  brandDescription: z.string().max(10000).optional().default(''),
  industry: z.string().max(10000).optional().default(''),
  targetAudience: z.string().max(10000).optional().default(''),
  brandFeel: z.string().max(10000).optional().default(''),
  hexColours: z.array(hexColourSchema).max(4).optional().default([]),
  naturalLanguageColours: z.string().max(10000).optional().default(''),
  additionalNotes: z.string().max(10000).optional().default(''),
  remixedFrom: z.string().optional(),
});
export type LogoMeta = z.input<typeof logoMetaSchema>;

function pairingsForFeel(feel: string): string[] {
  const ws = new Set(words(feel));
  const has = (...k: string[]) => k.some((x) => ws.has(x));
  if (has('elegant', 'luxurious', 'luxury', 'premium', 'sophisticated', 'refined'))
    return ['luxe', 'editorial', 'script', 'modern'];
  if (has('playful', 'fun', 'happy', 'friendly', 'cheerful', 'kids'))
    return ['friendly', 'playful', 'bold', 'modern'];
  if (has('trusted', 'heritage', 'reliable', 'classic', 'traditional'))
    return ['heritage', 'editorial', 'modern', 'industrial'];
  if (has('calm', 'natural', 'gentle', 'soothing', 'organic'))
    return ['humanist', 'editorial', 'luxe', 'friendly'];
  if (has('bold', 'empowered', 'confident', 'energetic', 'energised', 'strong'))
    return ['bold', 'modern', 'industrial', 'heritage'];
  return ['modern', 'editorial', 'bold', 'humanist'];
}

function initials(brand: string): string {
  const ws = brand.trim().split(/\s+/).filter(Boolean);
  if (ws.length >= 2) return (ws[0]![0]! + ws[1]![0]!).toUpperCase();
  return brand.trim().charAt(0).toUpperCase();
}

/** Logos from the logo-design metadata: symbol from the icon set (or a monogram) with a wordmark in several lockups. */
export function logoDocuments(input: LogoMeta, count: number, seed: number): LogoDocument[] {
  const meta = logoMetaSchema.parse(input);
  const text = [meta.industry, meta.brandDescription, meta.additionalNotes, meta.brand].join(' ');
  const mood = moodFromText(`${meta.brandFeel} ${meta.brandDescription} ${meta.additionalNotes}`);
  const icons = subjectIcons(
    `${meta.additionalNotes} ${meta.brandDescription} ${meta.industry} ${meta.brand}`,
    meta.industry,
  );
  const palette0 = buildPalette(
    meta.hexColours,
    `${meta.naturalLanguageColours} ${text}`,
    mood,
    new Rng(deriveSeed(seed, 'logo-palette')),
  );
  const pairings = pairingsForFeel(`${meta.brandFeel} ${meta.brandDescription}`);
  const rng = new Rng(deriveSeed(seed, 'logos'));
  const lockups = rng.shuffle(LOGO_LOCKUPS);
  const containers = ['circle', 'rounded', 'hexagon', 'none', 'shield', 'diamond'] as const;
  const tagline =
    meta.brandDescription.length > 0 && meta.brandDescription.length <= 40
      ? meta.brandDescription
      : meta.industry.length <= 30
        ? meta.industry
        : '';
  const out: LogoDocument[] = [];
  for (let i = 0; i < count; i++) {
    const r = new Rng(deriveSeed(seed, 'logo', i));
    const lockup = lockups[i % lockups.length]!;
    const monogram = i % 5 === 3 || (icons[0] === 'sparkle' && i % 2 === 1);
    const palette = {
      ...palette0,
      background: i % 4 === 2 ? palette0.primary : lighten(palette0.paper, 0.4),
    };
    if (i % 4 === 2) {
      // reversed version on the brand colour
      palette.primary = inkOn(palette0.primary, palette0.paper);
      palette.paper = palette0.primary;
    }
    const doc = {
      version: 1,
      kind: 'logo',
      seed: deriveSeed(seed, 'logo-doc', i),
      palette,
      typography: pairing(pairings[i % pairings.length]!),
      lockup,
      symbol: {
        type: monogram ? 'monogram' : 'icon',
        icon: icons[0],
        letters: initials(meta.brand),
        container: r.pick(containers),
      },
      text: { brand: meta.brand, tagline },
      background: { colour: palette.background, style: 'flat' },
      meta: {
        engine: ENGINE_NAME,
        generator: 'logos',
        route: `${lockup} lockup`,
        title: `${meta.brand} logo — ${lockup}`,
        notes: 'Vector logo from the local design engine.',
      },
    };
    out.push(logoDocumentSchema.parse(doc));
  }
  return out;
}

export async function generateLogos(
  meta: LogoMeta,
  options: GenerateOptions = {},
): Promise<GeneratedDesign<LogoDocument>[]> {
  const opts = generateOptionsSchema.parse(options);
  return withRenders(logoDocuments(meta, opts.count, opts.seed), opts);
}
