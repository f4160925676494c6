import { getTemplate, normaliseCatalogueText, TEMPLATES } from '@packsmith/core/catalogue/index';
import type {
  Camera,
  Finish,
  Light,
  PackMaterial,
  PropKind,
  Setting,
  SurfaceKind,
} from '../../document/set-vocabulary.ts';
import { iconsForText } from '../../scene/icons.ts';
import { coloursInText, titleCase } from '../../words.ts';

export * from '../../document/set-vocabulary.ts';

/**
 * Reads an image prompt or a photoshoot brief for what a photographer would need: the product and
 * its packaging (a catalogue template), material and finish, the logo motif, the surface and setting,
 * the camera, the light, the props and the colours. Pure and deterministic.
 */

export interface PromptReading {
  /** Catalogue template id of the packaging asked for, or '' when the prompt names none. */
  template: string;
  /** What is inside ('coffee', 'jam'), '' when unknown. */
  contents: string;
  /** The prompt's words for it ('raspberry jam', 'lemonade'). */
  contentsWords: string;
  material: PackMaterial | '';
  finish: Finish | '';
  /** Icon name of the logo or motif ('mountain'), '' when none is asked for. */
  motif: string;
  surface: SurfaceKind | '';
  setting: Setting | '';
  camera: Camera;
  /** The prompt names the camera (otherwise `camera` is a default and images may vary it). */
  cameraAsked: boolean;
  light: Light;
  props: PropKind[];
  colours: string[];
  /** The prompt asks for a design style on the pack ('minimalist', 'luxury' …). */
  style: 'minimal' | 'luxury' | 'playful' | 'vintage' | '';
  /** The prompt asks for an abstract pattern or background rather than a scene. */
  pattern: boolean;
  /** A brand name in quotes or after 'called'/'named'/'brand', '' when none. */
  brand: string;
}

const norm = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9/\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

const has = (t: string, ...phrases: string[]) => phrases.some((p) => t.includes(` ${p} `));

/** Contents words, most specific first; the first one found names what is inside. */
const CONTENTS: [string, string[]][] = [
  ['cold brew', ['cold brew', 'cold-brew']],
  ['coffee', ['coffee', 'espresso', 'roast', 'beans']],
  ['tea', ['tea', 'matcha', 'chai', 'infusion']],
  ['jam', ['jam', 'jams', 'jelly', 'preserve', 'preserves', 'marmalade', 'conserve']],
  ['honey', ['honey']],
  ['wine', ['wine']],
  ['beer', ['beer', 'ipa', 'lager', 'ale', 'stout']],
  ['spirit', ['gin', 'whisky', 'whiskey', 'vodka', 'spirit', 'spirits', 'rum', 'tequila']],
  ['olive oil', ['olive oil', 'oil']],
  ['sauce', ['sauce', 'ketchup', 'hot sauce', 'dressing']],
  ['serum', ['serum', 'face oil', 'facial oil']],
  ['perfume', ['perfume', 'fragrance', 'eau de parfum', 'cologne']],
  ['cream', ['cream', 'moisturiser', 'moisturizer', 'balm', 'lotion', 'body butter']],
  ['shampoo', ['shampoo', 'conditioner', 'body wash', 'hand soap', 'soap']],
  ['candle', ['candle', 'candles']],
  ['chocolate', ['chocolate', 'cocoa']],
  ['crisps', ['crisps', 'chips', 'popcorn', 'pretzels', 'snack', 'snacks']],
  ['cereal', ['cereal', 'granola', 'muesli', 'oats']],
  ['cookies', ['cookies', 'biscuits', 'crackers']],
  ['juice', ['juice', 'smoothie', 'lemonade']],
  ['soda', ['soda', 'cola', 'energy drink', 'sparkling water', 'seltzer', 'kombucha']],
  ['water', ['water']],
  ['supplements', ['vitamins', 'vitamin', 'supplement', 'supplements', 'capsules', 'gummies', 'protein']],
  ['pet food', ['pet food', 'dog food', 'cat food', 'dog treats', 'cat treats', 'treats', 'kibble']],
  ['cleaner', ['cleaner', 'cleaning', 'detergent', 'disinfectant', 'dish soap', 'laundry']],
  ['ice cream', ['ice cream', 'gelato', 'sorbet']],
  ['yoghurt', ['yoghurt', 'yogurt']],
  ['spice', ['spice', 'spices', 'salt', 'pepper', 'seasoning']],
  ['toothpaste', ['toothpaste']],
  ['lip balm', ['lip balm', 'lipstick']],
  ['pizza', ['pizza']],
  ['cake', ['cake', 'cupcakes', 'pastries', 'macarons']],
];

type Rule = [nouns: string[], pick: (c: string, t: string) => string];

/** Packaging nouns to catalogue templates, refined by contents and words around them. */
const NOUNS: Rule[] = [
  [
    ['pouch', 'pouches', 'doypack', 'stand-up pouch', 'stand up pouch'],
    (c, t) =>
      has(t, 'spout', 'spouted')
        ? 'spout-pouch'
        : c === 'juice'
          ? 'juice-pouch'
          : has(t, 'flat pouch')
            ? 'flat-pouch'
            : has(t, 'flat-bottom', 'flat bottom', 'box pouch')
              ? 'flat-bottom-pouch'
              : c === 'pet food'
                ? 'food-pouch'
                : 'stand-up-pouch',
  ],
  [
    ['jar', 'jars'],
    (c) =>
      c === 'honey'
        ? 'honey-jar'
        : c === 'candle'
          ? 'candle-jar'
          : c === 'cream' || c === 'serum'
            ? 'cosmetic-jar'
            : 'glass-jar',
  ],
  [
    ['bottle', 'bottles'],
    (c, t) =>
      (has(t, 'dropper') ? 'dropper-bottle' : undefined) ??
      {
        wine: 'wine-bottle',
        beer: 'beer-bottle',
        'olive oil': 'olive-oil-bottle',
        serum: 'dropper-bottle',
        perfume: 'perfume-bottle',
        sauce: 'sauce-bottle',
        shampoo: 'pump-bottle',
        cream: 'pump-bottle',
        cleaner: 'spray-bottle',
        supplements: 'supplement-bottle',
        spirit: has(t, 'rum') ? 'rum-bottle' : 'spirit-bottle',
        water: has(t, 'aluminium', 'aluminum', 'metal') ? 'aluminium-screw-cap-bottle' : 'glass-bottle',
      }[c] ??
      (has(t, 'dropper')
        ? 'dropper-bottle'
        : has(t, 'pump')
          ? 'pump-bottle'
          : has(t, 'spray')
            ? 'spray-bottle'
            : has(t, 'plastic')
              ? 'plastic-bottle'
              : 'glass-bottle'),
  ],
  [
    ['can', 'cans', 'tin can'],
    (c, t) =>
      has(t, 'slim', 'slimline')
        ? 'slimline-can'
        : has(t, 'tall') || c === 'cold brew'
          ? 'tall-drinks-can'
          : has(t, 'soup', 'beans', 'tomatoes', 'food can') || c === 'pet food'
            ? 'food-can'
            : 'drinks-can',
  ],
  [
    ['tin', 'tins', 'caddy'],
    (c) =>
      c === 'candle' ? 'candle-tin' : c === 'tea' ? 'tea-tin' : c === 'mints' ? 'mint-tin' : 'round-tin',
  ],
  [
    ['box', 'boxes', 'carton', 'cartons', 'packet'],
    (c, t) =>
      c === 'pizza'
        ? 'delivery-pizza-box'
        : c === 'cake'
          ? 'cake-box'
          : c === 'tea'
            ? 'tea-box'
            : c === 'juice' || has(t, 'milk')
              ? 'juice-box'
              : c === 'cereal' || c === 'cookies' || c === 'crisps'
                ? 'food-product-box'
                : c === 'wine'
                  ? 'wine-box'
                  : c === 'serum' || c === 'perfume' || c === 'cream'
                    ? 'cosmetic-carton'
                    : has(t, 'gift')
                      ? 'magnetic-gift-box'
                      : has(t, 'mailer', 'shipping', 'subscription')
                        ? 'mailer-box'
                        : has(t, 'shoe', 'shoes')
                          ? 'shoe-box'
                          : 'product-box',
  ],
  [
    ['tube', 'tubes'],
    (c) => (c === 'toothpaste' ? 'toothpaste-tube' : c === 'lip balm' ? 'lip-balm-tube' : 'cosmetic-tube'),
  ],
  [
    ['tub', 'tubs', 'pot', 'pots'],
    (c) =>
      c === 'ice cream'
        ? 'ice-cream-tub'
        : c === 'yoghurt'
          ? 'yoghurt-pot'
          : c === 'supplements'
            ? 'supplement-tub'
            : c === 'cream'
              ? 'cosmetic-jar'
              : 'plastic-tub',
  ],
  [['cup', 'cups'], (_c, t) => (has(t, 'iced', 'cold', 'smoothie') ? 'cold-cup' : 'coffee-cup')],
  [
    ['sachet', 'sachets', 'stick pack'],
    (c, t) => (c === 'tea' ? 'tea-sachet' : has(t, 'stick') ? 'stick-sachet' : 'sachet'),
  ],
  [
    ['bag', 'bags'],
    (c, t) =>
      c === 'coffee'
        ? 'coffee-bag'
        : c === 'crisps' || c === 'pet food'
          ? 'snack-bag'
          : has(t, 'tote', 'cotton')
            ? 'cotton-tote'
            : has(t, 'mailer')
              ? 'paper-mailer-bag'
              : has(t, 'paper', 'kraft', 'shopping')
                ? 'paper-bag'
                : 'snack-bag',
  ],
  [['wrapper', 'wrap', 'bar'], (c) => (c === 'chocolate' ? 'chocolate-bar-wrap' : 'flow-wrap')],
  [['canister'], () => 'paper-canister'],
  [['label'], () => 'product-label'],
  [['candle'], () => 'candle-jar'],
];

/** Packaging implied by the contents alone ('a bag of coffee' reads as a bag; 'jam' alone as a jar). */
const CONTENTS_DEFAULT: Record<string, string> = {
  'cold brew': 'tall-drinks-can',
  coffee: 'coffee-bag',
  tea: 'tea-box',
  jam: 'glass-jar',
  honey: 'honey-jar',
  wine: 'wine-bottle',
  beer: 'beer-bottle',
  spirit: 'spirit-bottle',
  'olive oil': 'olive-oil-bottle',
  sauce: 'sauce-bottle',
  serum: 'dropper-bottle',
  perfume: 'perfume-bottle',
  cream: 'cosmetic-jar',
  shampoo: 'pump-bottle',
  candle: 'candle-jar',
  chocolate: 'chocolate-bar-wrap',
  crisps: 'snack-bag',
  cereal: 'food-product-box',
  cookies: 'food-product-box',
  juice: 'juice-box',
  soda: 'drinks-can',
  supplements: 'supplement-bottle',
  'pet food': 'food-pouch',
  cleaner: 'spray-bottle',
  'ice cream': 'ice-cream-tub',
  yoghurt: 'yoghurt-pot',
  toothpaste: 'toothpaste-tube',
  'lip balm': 'lip-balm-tube',
  pizza: 'delivery-pizza-box',
  cake: 'cake-box',
};

const SURFACE_WORDS: [SurfaceKind, string[]][] = [
  ['slate', ['slate', 'shale', 'dark stone', 'black stone']],
  ['marble', ['marble', 'marbled', 'terrazzo']],
  ['linen', ['linen', 'cloth', 'tablecloth', 'fabric', 'napkin', 'cotton', 'textile']],
  ['concrete', ['concrete', 'cement', 'stone', 'terracotta', 'plaster wall']],
  [
    'wood',
    ['wood', 'wooden', 'oak', 'walnut', 'timber', 'rustic', 'farmhouse', 'butcher block', 'chopping board'],
  ],
  ['kraft', ['kraft', 'brown paper', 'cardboard']],
  ['paper', ['paper', 'white paper', 'seamless paper', 'sweep']],
];

/** Words after which a surface word describes where the product stands. */
const PLACE_RE =
  /\b(?:on|onto|upon|against|atop|over|across)\s+(?:a|an|the|some)?\s*((?:[a-z-]+\s+){0,3}?)(?:[a-z-]+\s+)?(background|backdrop|table|tabletop|surface|counter|countertop|worktop|board|slab|tray|bench|shelf|floor|ground|desk|tile|tiles|top)\b/g;

const PROP_WORDS: [PropKind, string[]][] = [
  ['raspberry', ['raspberry', 'raspberries']],
  ['blueberry', ['blueberry', 'blueberries', 'blackcurrant', 'blackcurrants']],
  ['strawberry', ['strawberry', 'strawberries']],
  ['cherry', ['cherries', 'a cherry']],
  ['coffee-bean', ['coffee beans', 'beans', 'roasted beans', 'coffee bean']],
  [
    'leaf',
    [
      'leaf',
      'leaves',
      'foliage',
      'greenery',
      'eucalyptus',
      'herbs',
      'basil',
      'mint leaves',
      'tea leaves',
      'botanical',
      'botanicals',
      'plants',
    ],
  ],
  // singular 'orange', 'lime', 'lemon' are colours as often as fruit: only plurals and slices count
  ['citrus', ['lemons', 'limes', 'oranges', 'citrus', 'grapefruit', 'lemon slices', 'a lemon', 'an orange']],
  ['nut', ['almond', 'almonds', 'nuts', 'hazelnuts', 'walnuts', 'peanuts', 'cashews']],
  [
    'flower',
    [
      'flower',
      'flowers',
      'wildflowers',
      'petals',
      'blossom',
      'blossoms',
      'roses',
      'lavender sprigs',
      'daisies',
      'peonies',
    ],
  ],
  ['pebble', ['pebble', 'pebbles', 'stones', 'rocks', 'river stones']],
  ['chocolate', ['chocolate pieces', 'chocolate chunks', 'cocoa beans', 'chocolate squares']],
  ['cinnamon', ['cinnamon', 'cinnamon sticks', 'spices', 'star anise']],
  ['wheat', ['wheat', 'grain', 'grains', 'oats', 'barley', 'ears of wheat']],
];

/** Props a stylist would bring for the contents when the prompt names none (and asks for no minimal set). */
const CONTENTS_PROPS: Record<string, PropKind[]> = {
  coffee: ['coffee-bean'],
  'cold brew': ['coffee-bean'],
  tea: ['leaf'],
  jam: ['raspberry'],
  honey: ['flower'],
  chocolate: ['chocolate'],
  'olive oil': ['leaf'],
  serum: ['leaf', 'pebble'],
  cream: ['pebble'],
  perfume: ['flower'],
  candle: ['cinnamon'],
  cereal: ['wheat'],
  cookies: ['wheat'],
  juice: ['citrus'],
  soda: ['citrus'],
  beer: ['wheat'],
  cleaner: ['citrus'],
  supplements: ['leaf'],
  crisps: ['wheat'],
};

/** Colour words that name a surface's tone rather than the palette ('white marble', 'dark wood'). */
const SURFACE_TONE: Record<string, string> = {
  'white marble': '#F1EFEB',
  'black marble': '#2E2E30',
  'green marble': '#5D7A6A',
  'pink marble': '#E8CFC8',
  'dark wood': '#5E3B22',
  'light wood': '#C49A6C',
  'white wood': '#E6DFD3',
  'grey linen': '#B9B6AF',
  'white linen': '#EEE9DF',
};

/** Flavour words that belong to the product's name ('raspberry jam', 'lemon soda'). */
const FLAVOURS = new Set(
  'raspberry strawberry blueberry cherry lemon lime orange mango peach apple ginger mint vanilla chocolate caramel honey coconut lavender rose chamomile matcha espresso'.split(
    ' ',
  ),
);

/** What is inside, and the prompt's own words for it ('raspberry jam', 'lemonade'). */
function firstContents(t: string): { name: string; words: string } {
  let best = { name: '', words: '' };
  let at = Number.POSITIVE_INFINITY;
  for (const [name, ws] of CONTENTS)
    for (const w of ws) {
      const i = t.indexOf(` ${w} `);
      if (i >= 0 && i < at) {
        at = i;
        const before = t.slice(0, i).trim().split(' ').pop() ?? '';
        best = { name, words: FLAVOURS.has(before) ? `${before} ${w}` : w };
      }
    }
  return best;
}

function productOf(t: string, contents: string): { template: string; at: number } {
  let found: { template: string; at: number } | null = null;
  for (const [nouns, pick] of NOUNS)
    for (const n of nouns) {
      const i = t.indexOf(` ${n} `);
      // 'candle' is a noun only when nothing else is; 'bar' needs chocolate
      if (i < 0 || (n === 'candle' && found) || (n === 'bar' && contents !== 'chocolate')) continue;
      if (!found || i < found.at) found = { template: pick(contents, t), at: i };
    }
  if (found) return found;
  // a catalogue product named in full ('mailer box', 'hang tag')
  const compact = normaliseCatalogueText(t);
  const named = [...TEMPLATES]
    .sort((a, b) => b.product.length - a.product.length)
    .find((x) => compact.includes(normaliseCatalogueText(x.product)));
  if (named) return { template: named.id, at: t.indexOf(named.product.toLowerCase().split(' ')[0]!) };
  if (contents && CONTENTS_DEFAULT[contents]) return { template: CONTENTS_DEFAULT[contents]!, at: -1 };
  return { template: '', at: -1 };
}

function surfaceIn(phrase: string): SurfaceKind | '' {
  for (const [kind, ws] of SURFACE_WORDS) if (has(phrase, ...ws)) return kind;
  return '';
}

function surfaceOf(t: string, productAt: number): SurfaceKind | '' {
  // 1. a surface word in a placement phrase: 'on a slate background', 'on a rustic kitchen table'
  for (const m of t.matchAll(PLACE_RE)) {
    const s = surfaceIn(` ${m[0]} `);
    if (s) return s;
    if (/table|counter|worktop|tabletop|bench|desk|board/.test(m[2]!)) return 'wood';
  }
  // 1b. 'on brown paper', 'on white marble': a surface right after 'on'
  for (const m of t.matchAll(
    /\b(?:on|onto|upon|atop)\s+(?:a|an|the|some)?\s*((?:[a-z-]+\s+){0,2}[a-z-]+)/g,
  )) {
    const s = surfaceIn(` ${m[1]} `);
    if (s) return s;
  }
  // 2. a surface word before a surface noun anywhere ('marble countertop with a jar')
  const m2 = t.match(
    /\b([a-z-]+)\s+(background|backdrop|table|tabletop|surface|counter|countertop|worktop|board|slab)\b/,
  );
  if (m2) {
    const s = surfaceIn(` ${m2[1]} `);
    if (s) return s;
  }
  // 3. a surface word that is not the pack's material (kraft pouch, paper bag)
  const after = productAt >= 0 ? t.slice(productAt) : t;
  for (const [kind, ws] of SURFACE_WORDS) {
    if (kind === 'kraft' || kind === 'paper') continue;
    if (has(after, ...ws) || (productAt < 0 && has(t, ...ws))) return kind;
  }
  if (has(t, 'kitchen', 'breakfast', 'table', 'cafe', 'bar')) return 'wood';
  return '';
}

function materialOf(t: string, productAt: number): PackMaterial | '' {
  // the pack's own material sits just before its noun: 'kraft paper coffee pouch', 'glass jar'
  const before = productAt >= 0 ? ` ${t.slice(Math.max(0, productAt - 40), productAt + 1)} ` : t;
  if (has(before, 'kraft', 'brown paper', 'recycled paper')) return 'kraft';
  if (has(before, 'glass')) return 'glass';
  if (has(before, 'foil', 'metallised', 'metallized')) return 'foil';
  if (has(before, 'aluminium', 'aluminum', 'metal', 'tin', 'steel')) return 'metal';
  if (has(before, 'ceramic', 'porcelain', 'stoneware')) return 'ceramic';
  if (has(before, 'paper', 'cardboard', 'carton')) return 'paper';
  if (has(before, 'plastic', 'pet', 'hdpe')) return 'plastic';
  return '';
}

function finishOf(t: string): Finish | '' {
  if (has(t, 'gold foil', 'hot foil', 'foil stamped', 'foil-stamped', 'foil stamping', 'foil accents'))
    return 'foil';
  if (has(t, 'matte', 'matt', 'unvarnished')) return 'matte';
  if (has(t, 'soft-touch', 'soft touch', 'velvet')) return 'soft-touch';
  if (has(t, 'gloss', 'glossy', 'high gloss', 'shiny', 'lacquered')) return 'gloss';
  if (has(t, 'metallic', 'chrome', 'holographic')) return 'metallic';
  if (has(t, 'embossed', 'debossed', 'letterpress')) return 'embossed';
  return '';
}

const MOTIF_RE =
  /\b((?:[a-z-]+\s+){1,2})(?:logo|motif|icon|emblem|symbol|illustration|mark|logomark|crest|badge)\b/;

function motifOf(t: string): string {
  const m = t.match(MOTIF_RE);
  if (!m) return '';
  return iconsForText(m[1]!)[0] ?? '';
}

function cameraOf(t: string, surface: string): Camera {
  if (
    has(
      t,
      'flat-lay',
      'flat lay',
      'flatlay',
      'top-down',
      'top down',
      'overhead',
      'from above',
      'birds eye',
      'birds-eye',
      'knolling',
    )
  )
    return 'flat-lay';
  if (has(t, 'close-up', 'close up', 'closeup', 'macro', 'detail shot', 'detail')) return 'close-up';
  if (has(t, 'three-quarter', 'three quarter', '3/4', 'angled', '45-degree', '45 degree', 'perspective'))
    return 'three-quarter';
  if (
    has(
      t,
      'hero',
      'front view',
      'straight-on',
      'straight on',
      'eye-level',
      'eye level',
      'packshot',
      'product shot',
    )
  )
    return 'hero';
  return surface ? 'three-quarter' : 'hero';
}

function lightOf(t: string): Light {
  if (has(t, 'golden hour', 'golden-hour', 'sunset', 'late afternoon', 'golden light', 'warm evening sun'))
    return 'golden';
  if (has(t, 'soft morning', 'morning', 'dawn', 'sunrise', 'breakfast')) return 'morning';
  if (
    has(
      t,
      'hard',
      'harsh',
      'hard studio',
      'flash',
      'high contrast',
      'high-contrast',
      'spotlight',
      'dramatic',
      'crisp shadows',
    )
  )
    return 'hard';
  if (has(t, 'night', 'candlelit', 'candlelight', 'moody', 'evening', 'dark and moody', 'low key', 'low-key'))
    return 'evening';
  if (has(t, 'window', 'window light', 'daylight', 'natural light', 'sunlit', 'sunlight', 'sunny'))
    return 'window';
  return 'soft';
}

function settingOf(t: string): Setting | '' {
  if (has(t, 'kitchen', 'breakfast', 'dining', 'farmhouse')) return 'kitchen';
  if (has(t, 'bathroom', 'spa', 'vanity', 'shower', 'bath')) return 'bathroom';
  if (has(t, 'cafe', 'café', 'coffee shop', 'bar', 'pub', 'bistro')) return 'cafe';
  if (
    has(
      t,
      'outdoor',
      'outdoors',
      'outside',
      'garden',
      'picnic',
      'beach',
      'forest',
      'park',
      'nature',
      'camping',
    )
  )
    return 'outdoor';
  if (has(t, 'studio', 'seamless', 'packshot', 'white background', 'plain background')) return 'studio';
  return '';
}

function propsOf(
  t: string,
  contents: string,
  style: PromptReading['style'],
  hasProduct: boolean,
): PropKind[] {
  const out: PropKind[] = [];
  for (const [kind, ws] of PROP_WORDS) if (has(t, ...ws)) out.push(kind);
  // 'berries' alone: the berries of the contents, else a mix
  if (has(t, 'berries', 'berry', 'fresh fruit', 'fruit')) {
    if (!out.some((p) => p === 'raspberry' || p === 'blueberry' || p === 'strawberry' || p === 'cherry'))
      out.push(...(has(t, 'raspberry') ? (['raspberry'] as const) : (['raspberry', 'blueberry'] as const)));
  }
  // the contents are not a prop of themselves: 'coffee beans' yes, 'coffee' no; 'leaf' motif is a logo
  if (out.length === 0 && hasProduct && style !== 'minimal' && CONTENTS_PROPS[contents])
    out.push(...CONTENTS_PROPS[contents]!);
  return [...new Set(out)].slice(0, 3);
}

function styleOf(t: string): PromptReading['style'] {
  if (has(t, 'minimal', 'minimalist', 'minimalistic', 'clean', 'simple', 'scandinavian', 'understated'))
    return 'minimal';
  if (has(t, 'luxury', 'luxurious', 'premium', 'elegant', 'high-end', 'opulent')) return 'luxury';
  if (has(t, 'playful', 'fun', 'kids', 'colourful', 'colorful', 'cheerful')) return 'playful';
  if (has(t, 'vintage', 'retro', 'heritage', 'old-fashioned', 'classic')) return 'vintage';
  return '';
}

function brandOf(raw: string): string {
  const q = raw.match(/["“”«]([^"“”«»]{2,40})["“”»]/);
  if (q) return q[1]!.trim();
  const c = raw.match(/\b(?:called|named|brand(?:ed)?(?: name)?)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})/);
  return c ? c[1]!.trim() : '';
}

export function readPrompt(prompt: string): PromptReading {
  const t = norm(prompt);
  const found = firstContents(t);
  const contents = found.name;
  const product = productOf(t, contents);
  const surface = surfaceOf(t, product.at);
  const style = styleOf(t);
  const toneKey = Object.keys(SURFACE_TONE).find((k) => has(t, k));
  // colour names that here name a material, a surface or the contents are not palette colours
  const notColours = [
    toneKey,
    'kraft',
    'slate',
    'marble',
    'concrete',
    'linen',
    'coffee',
    'chocolate',
    'honey',
    'wine',
    'olive',
    'wood',
    'oak',
    'walnut',
  ]
    .filter(Boolean)
    .join('|');
  const colours = coloursInText(prompt.replace(new RegExp(`\\b(?:${notColours})\\b`, 'gi'), ' '));
  const pattern =
    has(
      t,
      'pattern',
      'patterns',
      'seamless pattern',
      'repeat',
      'repeating',
      'tileable',
      'wallpaper',
      'abstract',
    ) ||
    (!product.template && has(t, 'background', 'backdrop') && !surface);
  return {
    template: product.template && getTemplate(product.template) ? product.template : '',
    contents,
    contentsWords: found.words,
    material: materialOf(t, product.at),
    finish: finishOf(t),
    motif: motifOf(t),
    surface,
    setting: settingOf(t),
    camera: cameraOf(t, surface),
    cameraAsked:
      cameraOf(t, '') !== 'hero' ||
      has(t, 'hero', 'front view', 'eye level', 'eye-level', 'packshot', 'product shot'),
    light: lightOf(t),
    // a 'leaf logo' is a motif, not leaves on the table
    props: propsOf(t.replace(MOTIF_RE, ' '), contents, style, !!product.template),
    colours,
    style,
    pattern,
    brand: brandOf(prompt),
  };
}

/** The surface tone a prompt names ('white marble'), if any. */
export function surfaceToneOf(prompt: string): string | undefined {
  const t = norm(prompt);
  const k = Object.keys(SURFACE_TONE).find((x) => has(t, x));
  return k ? SURFACE_TONE[k] : undefined;
}

/** A name for the pack when the prompt gives none: its motif and contents ('Mountain Coffee'). */
export function packNameOf(r: PromptReading): string {
  if (r.brand) return r.brand;
  const parts = [r.motif && r.motif !== r.contents ? r.motif.split('-')[0]! : '', r.contentsWords].filter(
    Boolean,
  );
  return titleCase(parts.join(' ')) || 'Studio';
}
