import { getTemplate, type PackagingTemplate, TEMPLATES } from '@packsmith/core/catalogue/index';
import { z } from 'zod';
import { fromHsl, hexColourSchema, hsl } from '../color.ts';
import type { RenderAssets } from '../document/asset-bytes.ts';
import {
  ENGINE_NAME,
  LAYOUTS,
  type Layout,
  type PackagingDocument,
  type PatternKind,
  packagingDocumentSchema,
} from '../document/design-document.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { words } from '../scene/icons.ts';
import { titleCase } from '../words.ts';
import {
  buildPalette,
  descriptorFrom,
  type Mood,
  moodFromText,
  pairing,
  paletteForRoute,
  subjectIcons,
} from './brief.ts';
import {
  type ArtworkAsk,
  backgroundAgainst,
  type ColourAsk,
  keepChroma,
  readArtworkAsk,
  readColourAsk,
  toNamedHue,
} from './brief-art.ts';
import { type GeneratedDesign, type GenerateOptions, generateOptionsSchema, withRenders } from './common.ts';

/** The packaging generation form (part 1, section 3) as the engine reads it. */
export const packagingFormSchema = z.object({
  brand: z.string().trim().min(1, 'Required field'),
  slogan: z.string().max(300).optional().default(''),
  industry: z.string().max(200).optional().default(''),
  prompt: z.string().max(10000).optional().default(''),
  packagingType: z.enum(['primary', 'secondary']).optional(),
  /** Template id or product name picked in the form. */
  packagingImage: z.string().trim().min(1, 'Please select a specific packaging option'),
  colours: z.array(hexColourSchema).max(8).optional().default([]),
  artwork: z
    .object({
      mode: z.string().optional(),
      /** Asset ref of uploaded artwork. */
      image: z.string().optional(),
      description: z
        .string()
        .max(10000, 'Description must be less than 10000 characters')
        .optional()
        .default(''),
      styles: z.array(z.string()).max(20).optional().default([]),
    })
    .optional(),
  /** Asset ref of the uploaded logo. */
  logo: z.string().optional(),
  targetAudience: z.string().max(10000).optional().default(''),
  region: z.string().max(200).optional().default(''),
  standOutPoints: z.string().max(10000).optional().default(''),
  imageCount: z.number().int().min(1).max(9).optional(),
  isConceptMode: z.boolean().optional(),
});
export type PackagingForm = z.input<typeof packagingFormSchema>;

export function resolveTemplate(idOrName: string): PackagingTemplate {
  const byId = getTemplate(idOrName);
  if (byId) return byId;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const n = norm(idOrName);
  const t =
    TEMPLATES.find((x) => norm(x.product) === n) ??
    TEMPLATES.find((x) => norm(x.product).includes(n) || n.includes(norm(x.product)));
  if (!t) throw new Error('Please select a specific packaging option');
  return t;
}

const ROUTE_PAIRINGS: Record<Layout, string[]> = {
  'hero-type': ['bold', 'modern', 'industrial', 'friendly'],
  band: ['heritage', 'modern', 'editorial', 'humanist'],
  badge: ['heritage', 'editorial', 'industrial'],
  split: ['modern', 'friendly', 'bold'],
  minimal: ['luxe', 'humanist', 'editorial'],
  frame: ['luxe', 'editorial', 'script'],
  illustrated: ['playful', 'friendly'],
  vertical: ['bold', 'industrial', 'modern'],
};

const ROUTE_PATTERNS: Record<Layout, PatternKind[]> = {
  'hero-type': ['halftone', 'dots', 'none'],
  band: ['dots', 'stripes', 'checks', 'icons', 'grid'],
  badge: ['sunburst', 'stripes', 'arches', 'icons'],
  split: ['none', 'dots', 'waves'],
  minimal: ['none'],
  frame: ['none', 'grid', 'botanical'],
  illustrated: ['icons', 'confetti', 'botanical', 'dots'],
  vertical: ['none', 'chevrons', 'waves'],
};

const MOOD_ROUTES: Record<Mood, Layout[]> = {
  luxury: ['frame', 'minimal', 'badge', 'vertical', 'band', 'split', 'hero-type', 'illustrated'],
  playful: ['illustrated', 'hero-type', 'split', 'badge', 'band', 'vertical', 'minimal', 'frame'],
  natural: ['band', 'illustrated', 'minimal', 'badge', 'split', 'frame', 'hero-type', 'vertical'],
  bold: ['hero-type', 'vertical', 'split', 'badge', 'band', 'illustrated', 'minimal', 'frame'],
  calm: ['minimal', 'split', 'band', 'frame', 'illustrated', 'hero-type', 'badge', 'vertical'],
  classic: ['badge', 'band', 'frame', 'vertical', 'minimal', 'hero-type', 'split', 'illustrated'],
  modern: ['split', 'hero-type', 'minimal', 'vertical', 'band', 'badge', 'illustrated', 'frame'],
};

const ROUTE_TITLES: Record<Layout, string> = {
  'hero-type': 'Bold type',
  band: 'Colour band',
  badge: 'Heritage badge',
  split: 'Diagonal split',
  minimal: 'Quiet minimal',
  frame: 'Framed premium',
  illustrated: 'Illustrated hero',
  vertical: 'Vertical wordmark',
};

function netContentFor(t: PackagingTemplate): string {
  const f = t.render.family;
  if (f === 'can')
    return t.id === 'tall-drinks-can'
      ? '500 ml'
      : t.id === 'slimline-can'
        ? '250 ml'
        : t.id === 'food-can'
          ? '400 g'
          : '330 ml';
  if (f === 'bottle')
    return t.id === 'dropper-bottle'
      ? '30 ml'
      : t.id === 'perfume-bottle'
        ? '50 ml'
        : t.id.includes('wine') || t.id.includes('rum') || t.id.includes('spirit')
          ? '70 cl'
          : '500 ml';
  if (f === 'jar' || f === 'tub') return '250 g';
  if (f === 'tube') return '75 ml';
  if (f === 'pouch' || f === 'bag') return '500 g';
  if (f === 'box' || f === 'tray') return 'Net wt 375 g';
  if (f === 'cup') return '12 oz';
  return '';
}

/** Split free text into short claims ('vegan, no added sugar' → ['Vegan', 'No added sugar']). */
export function claimsFrom(text: string, region: string): string[] {
  const out = text
    .split(/[,;\n•]|\band\b/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1 && s.length <= 40)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .slice(0, 3);
  if (region.trim()) out.push(`Made in ${titleCase(region.trim())}`);
  return out.slice(0, 4);
}

function variantFrom(text: string): string {
  const m = text.match(/(?:flavou?r|variant|scent|edition)\s*(?:is|:|-|of)?\s*([a-z][a-z &'-]{2,30})/i);
  return m ? titleCase(m[1]!.trim().split(/\s+/).slice(0, 3).join(' ')) : '';
}

export interface PackagingBrief {
  form: z.output<typeof packagingFormSchema>;
  template: PackagingTemplate;
  text: string;
  mood: Mood;
  /** Symbol and pattern icons: the asked motifs first, then the product's. */
  icons: string[];
  /** What the brief asks of the artwork (motifs, pattern, drawn or bold). */
  art: ArtworkAsk;
  colourAsk: ColourAsk;
  /** The pack's colours: the form's, else those the brief names. Nothing outside their hues is added. */
  named: string[];
}

export function readBrief(input: PackagingForm): PackagingBrief {
  const form = packagingFormSchema.parse(input);
  const template = resolveTemplate(form.packagingImage);
  const text = [
    form.prompt,
    form.artwork?.description,
    form.artwork?.styles?.join(' '),
    form.industry,
    form.targetAudience,
    form.standOutPoints,
    form.slogan,
    form.brand,
  ]
    .filter(Boolean)
    .join(' ');
  const ownText = [form.prompt, form.artwork?.description, form.standOutPoints, form.slogan, form.brand]
    .filter(Boolean)
    .join(' ');
  const artText = [form.prompt, form.artwork?.description, form.artwork?.styles?.join(' ')]
    .filter(Boolean)
    .join('. ');
  const art = readArtworkAsk(artText);
  const colourAsk = readColourAsk(artText);
  const subject = subjectIcons(ownText, form.industry);
  return {
    form,
    template,
    text,
    mood: moodFromText(text),
    icons: [...art.motifs, ...subject.filter((i) => !art.motifs.includes(i))],
    art,
    colourAsk,
    named: form.colours.length ? form.colours : colourAsk.pack,
  };
}

/** One concept per route; `route` picks the layout, the seed picks pairings, patterns and palette nuance. */
export function packagingConceptDocument(
  brief: PackagingBrief,
  route: Layout,
  seed: number,
  index = 0,
): PackagingDocument {
  const rng = new Rng(deriveSeed(seed, 'concept', route, index));
  const { form, template } = brief;
  const { art, named } = brief;
  // a named background's colour words are not the pack's
  const paletteText = brief.colourAsk.background
    ? brief.text.replace(/background|backdrop/gi, ' ')
    : brief.text;
  const base = buildPalette(
    named,
    named.length ? '' : brief.colourAsk.background ? brief.colourAsk.packText : paletteText,
    brief.mood,
    new Rng(deriveSeed(seed, 'palette')),
  );
  // dark glass swallows brown labels: move the ground away from the glass colour
  const glass = String(template.render.params.material ?? '');
  if ((glass === 'glass-amber' || glass === 'glass-green' || glass === 'glass-dark') && !named.length) {
    const [h, , l] = hsl(base.primary);
    if (
      l < 0.45 &&
      ((glass === 'glass-amber' && h > 10 && h < 60) || (glass !== 'glass-amber' && h > 80 && h < 170))
    )
      base.primary = fromHsl(h + 180, 0.55, 0.25);
  }
  const routed = paletteForRoute(base, route, brief.mood);
  // named colours are not mixed with hues nobody asked for (a luxury gold, a complementary accent)
  const palette = named.length
    ? {
        ...routed,
        primary: toNamedHue(keepChroma(routed.primary, base.primary), named),
        secondary: toNamedHue(routed.secondary, named),
        accent: toNamedHue(routed.accent, named),
        ink: toNamedHue(routed.ink, named),
        paper: toNamedHue(routed.paper, named),
      }
    : routed;
  if (brief.colourAsk.background)
    palette.background = backgroundAgainst(brief.colourAsk.background, palette.primary);
  let pairName = rng.pick(ROUTE_PAIRINGS[route]);
  if (brief.mood === 'luxury' && route !== 'illustrated') pairName = rng.pick(['luxe', 'editorial']);
  if (brief.mood === 'playful' && (route === 'hero-type' || route === 'split'))
    pairName = rng.pick(['friendly', 'bold']);
  const typography = pairing(pairName);
  let patternKind = rng.pick(ROUTE_PATTERNS[route]);
  const ws = new Set(words(brief.text));
  if (brief.mood === 'natural' && route !== 'minimal' && rng.chance(0.6)) patternKind = 'botanical';
  if (ws.has('pop') || ws.has('pop-art')) patternKind = 'halftone';
  if (brief.mood === 'playful' && route === 'illustrated') patternKind = rng.pick(['confetti', 'icons']);
  const symbol = brief.icons[0]!;
  // a second asked motif is drawn as the pattern on every other concept
  const secondMotif = art.motifs[1];
  if (secondMotif && !art.pattern && index % 2) patternKind = 'icons';
  if (art.pattern) patternKind = art.pattern;
  const patternIcon =
    art.patternIcon ??
    (secondMotif && index % 2 ? secondMotif : brief.icons[1] && index % 2 ? brief.icons[1] : symbol);
  // no product words in the brief → no descriptor: the template's catalogue name is not copy
  const descriptor = descriptorFrom(`${form.prompt} ${form.artwork?.description ?? ''}`, brief.icons[0]!, '');
  const doc = {
    version: 1,
    kind: 'packaging',
    seed: deriveSeed(seed, 'doc', route, index),
    template: template.id,
    view: 'front',
    layout: route,
    palette,
    typography,
    pattern: {
      kind: patternKind,
      scale: rng.range(0.8, 1.3),
      angle: rng.pick([30, 45, -35, 60]),
      opacity: patternKind === 'botanical' ? 0.16 : rng.range(0.12, 0.2),
      icon: patternIcon,
    },
    text: {
      brand: form.brand,
      slogan: form.slogan,
      variant: variantFrom(brief.text),
      descriptor: descriptor.toLowerCase() === form.brand.toLowerCase() ? '' : descriptor,
      netContent: netContentFor(template),
      claims: claimsFrom(form.standOutPoints, form.region),
      backCopy: '',
    },
    symbol,
    logo: form.logo ? { ref: form.logo } : undefined,
    artwork: form.artwork?.image
      ? { ref: form.artwork.image, description: form.artwork.description }
      : undefined,
    background: { colour: palette.background, style: 'sweep' },
    meta: {
      engine: ENGINE_NAME,
      generator: 'packaging-concepts',
      route: ROUTE_TITLES[route],
      title: `${form.brand} — ${ROUTE_TITLES[route]}`,
      notes: 'Rendered by the local design engine from the brief.',
    },
  };
  return packagingDocumentSchema.parse(doc);
}

/**
 * Picks `count` distinct routes, ordered by how well they suit the brief's mood, varied by seed;
 * a drawn ask leads with the illustrated route, a bold or patterned ask drops the quiet minimal one.
 */
export function chooseRoutes(
  mood: Mood,
  count: number,
  seed: number,
  ask?: Pick<ArtworkAsk, 'drawn' | 'bold' | 'pattern'>,
): Layout[] {
  const rng = new Rng(deriveSeed(seed, 'routes'));
  const quiet = ask && (ask.bold || (ask.pattern && ask.pattern !== 'none'));
  const pref = MOOD_ROUTES[mood].filter((r) => !(quiet && r === 'minimal'));
  // keep the top picks but let the seed swap neighbours
  const order = [...pref];
  for (let i = 0; i < order.length - 1; i++)
    if (rng.chance(0.35)) [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
  const out: Layout[] = [];
  if (ask?.drawn) order.splice(0, 0, ...order.splice(order.indexOf('illustrated'), 1));
  for (let i = 0; i < count; i++) out.push(order[i % order.length]!);
  return out;
}

/** N distinct packaging concepts from the packaging generation form. */
export async function generatePackagingConcepts(
  form: PackagingForm,
  options: GenerateOptions & { assets?: RenderAssets } = {},
): Promise<GeneratedDesign<PackagingDocument>[]> {
  const opts = generateOptionsSchema.parse({ ...options, count: options.count ?? form.imageCount ?? 4 });
  const brief = readBrief(form);
  const routes = chooseRoutes(brief.mood, opts.count, opts.seed, brief.art);
  const docs = routes.map((r, i) => packagingConceptDocument(brief, r, opts.seed, i));
  return withRenders(docs, opts, options.assets);
}

export { LAYOUTS };
