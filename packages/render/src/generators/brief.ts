import { darken, fromHsl, hsl, inkOn, lighten, luminance, mix, rotateHue, saturate } from '../color.ts';
import type { Palette, Typography } from '../document/design-document.ts';
import type { FontKey } from '../document/font-keys.ts';
import type { Rng } from '../prng.ts';
import { iconKeywords, iconsForText, words } from '../scene/icons.ts';
import { coloursInText } from '../words.ts';

const HUE_HINTS: [string, number][] = [
  ['coffee', 25],
  ['espresso', 22],
  ['chocolate', 20],
  ['cocoa', 20],
  ['tea', 95],
  ['matcha', 90],
  ['beer', 35],
  ['ale', 35],
  ['lager', 45],
  ['wine', 345],
  ['rum', 28],
  ['whisky', 30],
  ['gin', 180],
  ['honey', 40],
  ['lemon', 52],
  ['citrus', 45],
  ['orange', 28],
  ['berry', 330],
  ['cherry', 350],
  ['strawberry', 355],
  ['jam', 352],
  ['marmalade', 32],
  ['mint', 150],
  ['ocean', 200],
  ['sea', 195],
  ['sky', 205],
  ['skincare', 20],
  ['vegan', 110],
  ['organic', 100],
  ['eco', 120],
  ['natural', 95],
  ['botanical', 120],
  ['herbal', 110],
  ['lavender', 270],
  ['rose', 345],
  ['candle', 30],
  ['kids', 200],
  ['cereal', 40],
  ['tech', 220],
  ['electronics', 215],
  ['luxury', 230],
  ['night', 240],
  ['sleep', 250],
  ['energy', 10],
  ['sport', 5],
  ['fitness', 195],
  ['pet', 30],
  ['baby', 200],
  ['clean', 190],
  ['fresh', 160],
  ['spicy', 8],
  ['chili', 5],
  ['beauty', 340],
];

export function baseHueFor(text: string, rng: Rng): number {
  const ws = words(text);
  for (const [k, h] of HUE_HINTS) if (ws.some((w) => w === k || w.startsWith(k))) return h + rng.range(-8, 8);
  return rng.range(0, 360);
}

export type Mood = 'luxury' | 'playful' | 'natural' | 'bold' | 'calm' | 'classic' | 'modern';

export function moodFromText(text: string): Mood {
  const ws = new Set(words(text));
  const has = (...k: string[]) => k.some((x) => ws.has(x));
  if (
    has(
      'luxury',
      'luxurious',
      'premium',
      'elegant',
      'exclusive',
      'sophisticated',
      'art-deco',
      'gold',
      'refined',
      'high-end',
    )
  )
    return 'luxury';
  if (
    has(
      'kids',
      'children',
      'fun',
      'playful',
      'colourful',
      'colorful',
      'pop',
      'pop-art',
      'cheerful',
      'happy',
      'bright',
    )
  )
    return 'playful';
  if (
    has(
      'organic',
      'natural',
      'eco',
      'eco-friendly',
      'vegan',
      'botanical',
      'sustainable',
      'earthy',
      'plant',
      'herbal',
      'hand-drawn',
    )
  )
    return 'natural';
  if (has('bold', 'strong', 'energy', 'energetic', 'power', 'industrial', 'loud', 'empowered', 'confident'))
    return 'bold';
  if (
    has('calm', 'soothing', 'minimal', 'minimalist', 'clean', 'scandinavian', 'serene', 'gentle', 'trusted')
  )
    return 'calm';
  if (has('vintage', 'retro', 'heritage', 'classic', 'traditional', 'craft', 'artisan', 'timeless'))
    return 'classic';
  return 'modern';
}

/** A palette from the user's colours, else from colour words, else from the brief's subject and mood. */
export function buildPalette(userHex: string[], text: string, mood: Mood, rng: Rng): Palette {
  const given = userHex.length ? userHex : coloursInText(text);
  let primary: string;
  if (given[0]) primary = given[0];
  else {
    const h = baseHueFor(text, rng);
    const sl: Record<Mood, [number, number]> = {
      luxury: [0.45, 0.18],
      playful: [0.75, 0.5],
      natural: [0.35, 0.32],
      bold: [0.8, 0.42],
      calm: [0.3, 0.42],
      classic: [0.5, 0.28],
      modern: [0.6, 0.3],
    };
    const [s, l] = sl[mood];
    primary = fromHsl(h, s + rng.range(-0.05, 0.05), l + rng.range(-0.04, 0.04));
  }
  const [ph] = hsl(primary);
  const secondary =
    given[1] ?? (mood === 'playful' ? fromHsl(ph + 150, 0.7, 0.75) : fromHsl(ph + 25, 0.35, 0.82));
  const accent =
    given[2] ??
    (mood === 'luxury'
      ? '#C9A44C'
      : mood === 'natural'
        ? fromHsl(ph + 200, 0.45, 0.55)
        : mood === 'calm'
          ? fromHsl(ph + 180, 0.35, 0.6)
          : fromHsl(ph + 170 + rng.range(-20, 20), 0.78, 0.56));
  const paper =
    given[3] ?? (mood === 'natural' ? '#F3EDE2' : mood === 'luxury' ? '#F6F1E7' : fromHsl(ph, 0.3, 0.965));
  const ink = fromHsl(ph, 0.3, 0.1);
  const background = mix('#ECE9E4', primary, 0.06 + rng.range(0, 0.05));
  return { background, primary, secondary, accent, ink, paper };
}

/** Adjusts a palette so a route's ground works (deep for frames, light for minimal). */
export function paletteForRoute(p: Palette, route: string, mood?: Mood): Palette {
  const out = { ...p };
  if (mood === 'luxury' && route === 'badge' && luminance(out.accent) > luminance(out.primary)) {
    out.primary = out.accent;
    out.accent = p.primary;
    out.paper = p.primary;
  }
  if (mood === 'luxury' && route === 'band') {
    out.paper = '#F4EFE6';
  }
  if (route === 'frame' && luminance(out.primary) > 0.18) out.primary = darken(out.primary, 0.45);
  if (route === 'minimal' && luminance(out.paper) < 0.7) out.paper = lighten(out.paper, 0.7);
  if (route === 'illustrated' && luminance(out.secondary) < 0.45)
    out.secondary = lighten(out.secondary, 0.55);
  if (route === 'hero-type' && Math.abs(luminance(out.primary) - luminance(out.accent)) < 0.05)
    out.accent = rotateHue(out.accent, 40);
  return out;
}

export const PAIRINGS: Record<
  string,
  Omit<Typography, 'upper' | 'tracking'> & { upper: boolean; tracking: number }
> = {
  modern: {
    display: 'montserrat-800',
    body: 'montserrat-600',
    accent: 'playfair-400i',
    upper: true,
    tracking: 0.02,
  },
  editorial: { display: 'playfair-700', body: 'lora-400', accent: 'lora-400i', upper: false, tracking: 0 },
  luxe: {
    display: 'playfair-400',
    body: 'montserrat-400',
    accent: 'greatvibes-400',
    upper: true,
    tracking: 0.14,
  },
  bold: { display: 'bebas-400', body: 'oswald-400', accent: 'pacifico-400', upper: true, tracking: 0.02 },
  heritage: { display: 'robotoslab-700', body: 'lora-400', accent: 'lora-400i', upper: true, tracking: 0.04 },
  friendly: { display: 'nunito-900', body: 'nunito-700', accent: 'pacifico-400', upper: false, tracking: 0 },
  script: {
    display: 'greatvibes-400',
    body: 'montserrat-600',
    accent: 'playfair-400i',
    upper: false,
    tracking: 0,
  },
  playful: { display: 'pacifico-400', body: 'nunito-700', accent: 'nunito-900', upper: false, tracking: 0 },
  industrial: {
    display: 'oswald-600',
    body: 'robotoslab-400',
    accent: 'robotoslab-700',
    upper: true,
    tracking: 0.04,
  },
  humanist: { display: 'nunito-700', body: 'nunito-400', accent: 'lora-400i', upper: false, tracking: 0 },
};

export function pairing(name: string): Typography {
  const p = PAIRINGS[name] ?? PAIRINGS.modern!;
  return {
    display: p.display as FontKey,
    body: p.body as FontKey,
    accent: p.accent as FontKey,
    upper: p.upper,
    tracking: p.tracking,
  };
}

/**
 * Best subject icon for the brief: the product's own words first ('strawberry jam' → fruit), then
 * a neutral icon for a broad industry ('Food' must not become a burger), then the industry's words.
 */
export function subjectIcons(text: string, industry: string): string[] {
  const icons = iconsForText(text);
  if (icons.length) return icons;
  const fallback: [RegExp, string][] = [
    [/beauty|cosmetic|skin/i, 'spa'],
    [/beverage|drink/i, 'cup'],
    [/food|grocery/i, 'silverware'],
    [/health|supplement/i, 'heart-pulse'],
    [/gift/i, 'gift'],
    [/fashion|apparel/i, 'hanger'],
    [/electronic|tech/i, 'chip'],
    [/home|garden/i, 'home'],
    [/clean|household/i, 'spray'],
    [/media|entertain/i, 'music'],
    [/station/i, 'pen'],
    [/luxury/i, 'diamond'],
    [/ship|deliver|commerce/i, 'package'],
  ];
  for (const [re, icon] of fallback) if (re.test(industry)) return [icon];
  const byIndustry = iconsForText(industry);
  return byIndustry.length ? byIndustry : ['sparkle'];
}

const STOP = new Set([
  'a',
  'an',
  'the',
  'for',
  'with',
  'and',
  'of',
  'in',
  'on',
  'to',
  'my',
  'our',
  'new',
  'design',
  'packaging',
  'package',
  'pack',
  'label',
  'brand',
  'that',
  'this',
  'is',
  'are',
  'be',
  'it',
  'i',
  'we',
  'want',
  'make',
  'create',
  'like',
  'some',
  'very',
]);

const PRODUCT_NOUNS = [
  'coffee',
  'espresso',
  'tea',
  'matcha',
  'juice',
  'lemonade',
  'soda',
  'water',
  'kombucha',
  'beer',
  'ipa',
  'ale',
  'lager',
  'stout',
  'cider',
  'wine',
  'rum',
  'gin',
  'vodka',
  'whisky',
  'serum',
  'oil',
  'cream',
  'moisturiser',
  'moisturizer',
  'lotion',
  'cleanser',
  'shampoo',
  'conditioner',
  'balm',
  'soap',
  'scrub',
  'mask',
  'toothpaste',
  'perfume',
  'fragrance',
  'candle',
  'cereal',
  'granola',
  'cookies',
  'biscuits',
  'chocolate',
  'candy',
  'sweets',
  'gummies',
  'snacks',
  'crisps',
  'chips',
  'popcorn',
  'honey',
  'jam',
  'sauce',
  'salsa',
  'pasta',
  'noodles',
  'pizza',
  'bread',
  'cake',
  'ice cream',
  'gelato',
  'yoghurt',
  'yogurt',
  'milk',
  'cheese',
  'protein',
  'vitamins',
  'supplement',
  'capsules',
  'powder',
  'treats',
  'food',
  'cleaner',
  'detergent',
  'spray',
  'socks',
  'tshirt',
  'headphones',
  'charger',
  'cosmetics',
  'makeup',
  'lipstick',
  'mints',
  'nuts',
  'bar',
  'bars',
];
const STYLE_WORDS = new Set([
  'small',
  'batch',
  'handmade',
  'homemade',
  'fun',
  'colourful',
  'colorful',
  'modern',
  'vintage',
  'luxury',
  'luxurious',
  'elegant',
  'premium',
  'natural',
  'calm',
  'bold',
  'playful',
  'young',
  'confident',
  'minimal',
  'minimalist',
  'classic',
  'retro',
  'cute',
  'simple',
  'clean',
  'beautiful',
  'cool',
  'fresh',
  'new',
  'best',
  'great',
  'nice',
  'sleek',
  'stylish',
  'trendy',
  'elegant',
  'fancy',
]);
const ACRONYMS: Record<string, string> = { ipa: 'IPA', cbd: 'CBD', spf: 'SPF', diy: 'DIY' };

/** A short product descriptor from the brief: 'fun kids breakfast cereal with …' → 'Kids Breakfast Cereal'. */
export function descriptorFrom(text: string, icon: string, fallback: string): string {
  const ws = text
    .toLowerCase()
    .replace(/[^a-z0-9\s'%-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let idx = ws.findIndex((w) => PRODUCT_NOUNS.includes(w));
  if (idx < 0) {
    const iconWords = new Set(iconsKeywords(icon));
    idx = ws.findIndex((w) => iconWords.has(w) || iconWords.has(w.replace(/s$/, '')));
  }
  if (idx >= 0) {
    // extend over following product nouns ('face oil serum' stops at the first noun run)
    let end = idx;
    while (end + 1 < ws.length && PRODUCT_NOUNS.includes(ws[end + 1]!) && end - idx < 1) end++;
    const phrase: string[] = ws.slice(idx, end + 1);
    // up to three words, not counting single letters ('vitamin c face serum' keeps 'vitamin')
    const counted = () => phrase.filter((w) => w.length > 1).length;
    for (let j = idx - 1; j >= 0 && counted() < 3; j--) {
      if (STOP.has(ws[j]!) || STYLE_WORDS.has(ws[j]!)) break;
      phrase.unshift(ws[j]!);
    }
    return phrase.map((w) => ACRONYMS[w] ?? w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  }
  return fallback;
}

function iconsKeywords(icon: string): string[] {
  return iconKeywords(icon);
}

export function textOn(bg: string, preferred: string): string {
  return inkOn(bg, preferred);
}

export const _colour = { saturate };
