/**
 * What a packaging brief asks of the artwork: the motifs to draw (mint leaves, orange slices, a
 * steaming cup), a pattern by name ("polka dots", "a honeycomb pattern", "no pattern"), a drawn
 * or line style, a bold ask, and the colours it names — for the pack, and separately for the
 * background ("make the background dark green"), each mapped to a curated designer colour.
 */
import { NAMED_COLOURS } from '@packsmith/core/catalogue/index';
import type { PatternKind } from '../document/design-document.ts';
import { deltaE, hexToLab, labToHex } from '../raster/measured-palette.ts';
import { ICON_NAMES } from '../scene/icons.ts';

export interface ArtworkAsk {
  /** Icons of the motifs asked for, in the order the brief names them (what is asked to be drawn first). */
  motifs: string[];
  /** A pattern asked for by name, or null. */
  pattern: PatternKind | null;
  /** The motif a "<motif> pattern" repeats. */
  patternIcon: string | null;
  /** Hand-drawn, illustrated, sketched: the illustrated route leads. */
  drawn: boolean;
  /** Line drawing, outline, line art: outline icons where they exist. */
  line: boolean;
  /** Bold, big, vivid: no quiet minimal route. */
  bold: boolean;
}

/** Artwork nouns the icon table reads otherwise (or not at all), and the icon that draws them. */
const MOTIF_ALIASES: Record<string, string> = {
  mint: 'leaf',
  peppermint: 'leaf',
  spearmint: 'leaf',
  basil: 'leaf',
  herb: 'leaf',
  herbs: 'leaf',
  sprig: 'leaf',
  sprigs: 'leaf',
  leaves: 'leaf',
  foliage: 'leaf',
  eucalyptus: 'leaf',
  lavender: 'flower',
  chamomile: 'flower',
  elderflower: 'flower',
  hibiscus: 'flower',
  rose: 'flower',
  roses: 'flower',
  flowers: 'flower',
  wildflower: 'flower',
  wildflowers: 'flower',
  daisy: 'flower',
  daisies: 'flower',
  blossom: 'flower',
  blossoms: 'flower',
  tulips: 'flower-tulip',
  poppies: 'flower-poppy',
  lemon: 'citrus',
  lemons: 'citrus',
  lime: 'citrus',
  limes: 'citrus',
  grapefruit: 'citrus',
  oranges: 'citrus',
  strawberry: 'cherries',
  strawberries: 'cherries',
  cherry: 'cherries',
  raspberry: 'cherries',
  raspberries: 'cherries',
  berries: 'cherries',
  grape: 'grapes',
  apples: 'apple',
  pineapples: 'pineapple',
  chilli: 'chili',
  chillies: 'chili',
  chilies: 'chili',
  peppers: 'chili',
  flame: 'fire',
  flames: 'fire',
  stars: 'star',
  crescent: 'moon',
  sunshine: 'sun',
  mountains: 'mountain',
  wave: 'waves',
  cats: 'cat',
  dogs: 'dog',
  puppy: 'dog',
  paws: 'paw',
  bees: 'bee',
  honeycomb: 'hexagon',
  butterflies: 'butterfly',
  birds: 'bird',
  bunny: 'rabbit',
  rabbits: 'rabbit',
  rockets: 'rocket',
  snowflakes: 'snowflake',
  mushrooms: 'mushroom',
  teacup: 'tea',
  teapot: 'kettle',
  trees: 'tree',
  hearts: 'heart',
  feathers: 'feather',
  wheat: 'grain',
  clouds: 'cloud',
  balloons: 'balloon',
  carrots: 'carrot',
  eggs: 'egg',
  cows: 'cow',
  sheep: 'sheep',
  cookies: 'cookie',
  cupcakes: 'cupcake',
  palm: 'tree',
  anchors: 'anchor',
  diamonds: 'diamond',
  crowns: 'crown',
  jewellery: 'diamond',
  jewelry: 'diamond',
  necklace: 'diamond',
  earbuds: 'headphones',
  vinyl: 'album',
  record: 'album',
};

/** Words that are never the motif: the pack, the product's form, style and layout words. */
const NOT_MOTIFS = new Set([
  'bottle',
  'can',
  'tin',
  'jar',
  'box',
  'pouch',
  'bag',
  'tube',
  'label',
  'pack',
  'cup',
  'water',
  'milk',
  'spray',
  'home',
  'package',
]);

/** Phrases that start the artwork ask: what follows is what to draw. */
const ASK_CUES =
  /\b(?:with|featuring|showing|covered in|decorated with|drawing of|illustration of|illustrations of|print of|motifs? of)\b/;

const PATTERN_WORDS: [RegExp, PatternKind][] = [
  [/\bno pattern\b|\bwithout (?:a )?pattern\b|\bplain\b/, 'none'],
  [/\bpolka[- ]?dots?\b|\bdotted\b|\bspots\b|\bdots\b/, 'dots'],
  [/\bpinstripes?\b|\bstripes?\b|\bstriped\b/, 'stripes'],
  [/\bwaves?\b(?= pattern)|\bwavy\b/, 'waves'],
  [/\bcheckerboard\b|\bchequerboard\b|\bgingham\b|\bchecks?\b|\bchecked\b|\bchequered\b/, 'checks'],
  [/\bchevrons?\b|\bzig-?zags?\b/, 'chevrons'],
  [/\bconfetti\b|\bsprinkles\b/, 'confetti'],
  [/\bsunburst\b|\bsun rays\b|\brays\b/, 'sunburst'],
  [/\bhalftone\b|\bpop[- ]art dots\b/, 'halftone'],
  [/\bgrid\b/, 'grid'],
  [/\barches\b/, 'arches'],
  [/\bbotanical\b|\b(?:leaf|leaves|floral|flower|herb) (?:pattern|print)\b/, 'botanical'],
];

const DRAWN =
  /\bhand[- ]?drawn\b|\bhand[- ]?painted\b|\billustrat\w*\b|\bdrawings?\b|\bdrawn\b|\bsketch\w*\b|\bwatercolou?r\b|\bdoodles?\b/;
const LINE = /\bline (?:drawing|art|style|illustration)s?\b|\boutlines?\b|\bline[- ]drawn\b/;
const BOLD = /\bbold\b|\bbig\b|\bvivid\b|\bpunchy\b|\bloud\b|\bvibrant\b/;

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/** The icon a word draws as a motif, or null. */
function motifOf(word: string, next: string, context: string): string | null {
  if (NOT_MOTIFS.has(word)) return null;
  // orange the fruit, not the colour: "orange slices", "oranges"
  if (word === 'orange') return /^(?:slices?|segments?|peel|fruit|wedges?)$/.test(next) ? 'citrus' : null;
  if (word === 'steaming' && /^(?:cup|mug)s?$/.test(next))
    return /\bcoffee\b/.test(context) ? 'coffee' : 'tea';
  const alias = MOTIF_ALIASES[word];
  if (alias) return alias;
  const singular = word.replace(/(?<=[^s])s$/, '');
  for (const w of [word, singular]) if (ICON_NAMES.includes(w) && !NOT_MOTIFS.has(w)) return w;
  return null;
}

/** Motif icons in a phrase, in order, once each. */
function motifsIn(phrase: string, context: string): string[] {
  const ws = phrase.trim().split(' ').filter(Boolean);
  const out: string[] = [];
  ws.forEach((w, i) => {
    const icon = motifOf(w, ws[i + 1] ?? '', context);
    if (icon && !out.includes(icon)) out.push(icon);
  });
  return out;
}

/** Reads the artwork ask from the brief's own words (prompt and artwork description). */
export function readArtworkAsk(text: string): ArtworkAsk {
  const t = normalise(text);
  const cue = t.search(ASK_CUES);
  // what follows "with …" is what to draw; the product's own words come after it
  const asked = cue >= 0 ? motifsIn(t.slice(cue), t) : [];
  const product = motifsIn(cue >= 0 ? t.slice(0, cue) : t, t);
  const motifs = [...asked, ...product.filter((m) => !asked.includes(m))];
  const named = PATTERN_WORDS.find(([re]) => re.test(t))?.[1] ?? null;
  const motifPattern = t.match(/ ([a-z-]+) (?:pattern|print|repeat)\b/);
  const patternIcon = motifPattern ? motifOf(motifPattern[1]!, '', t) : null;
  const pattern = named ?? (patternIcon ? 'icons' : null);
  const line = LINE.test(t);
  return {
    motifs: line ? motifs.map((m) => (ICON_NAMES.includes(`${m}-outline`) ? `${m}-outline` : m)) : motifs,
    pattern,
    patternIcon: pattern === 'icons' ? patternIcon : null,
    drawn: DRAWN.test(t) || line,
    line,
    bold: BOLD.test(t),
  };
}

/**
 * The colours a designer means by the common names (the colour picker's list is CSS's: "dark
 * green" there is #006400, a flat screen green). Longer names first.
 */
export const CURATED_COLOURS: Record<string, string> = {
  'dark green': '#1E4D2B',
  'forest green': '#2C5530',
  'bottle green': '#1B4D3E',
  'sage green': '#9CAF88',
  sage: '#9CAF88',
  'mint green': '#A8DCC1',
  'olive green': '#6B7A3A',
  emerald: '#1F7A55',
  green: '#2E7D4F',
  'dark blue': '#1C3A6E',
  'midnight blue': '#202A6B',
  'navy blue': '#14213D',
  navy: '#14213D',
  'royal blue': '#2548B5',
  'sky blue': '#8EC5E8',
  'icy blue': '#8ECAEE',
  'ice blue': '#8ECAEE',
  'baby blue': '#A9CBEA',
  teal: '#118AB2',
  turquoise: '#2EC4B6',
  blue: '#1B4FD1',
  'dark red': '#8E1B2A',
  burgundy: '#7A1F3D',
  red: '#D7263D',
  terracotta: '#C8644B',
  rust: '#A9462D',
  coral: '#F26B5B',
  'burnt orange': '#CC5500',
  orange: '#F28C28',
  peach: '#F6B99A',
  mustard: '#D9A521',
  yellow: '#F6C445',
  gold: '#C9A227',
  'rose gold': '#B76E79',
  'pastel pink': '#F4C2C2',
  'blush pink': '#E8B4B8',
  blush: '#E8B4B8',
  'hot pink': '#E63E8C',
  pink: '#F49CBB',
  lilac: '#C8A2C8',
  lavender: '#9A7BC0',
  'soft purple': '#9A7BC0',
  purple: '#6A4C93',
  plum: '#5E2750',
  'earthy brown': '#7B4B2A',
  'chocolate brown': '#4E2A1E',
  brown: '#7B4B2A',
  tan: '#C9A27E',
  kraft: '#B88B5A',
  beige: '#E8DCC4',
  cream: '#F3E9D2',
  ivory: '#F8F3E6',
  'off white': '#F6F3EC',
  white: '#FFFFFF',
  charcoal: '#36454F',
  grey: '#8D99AE',
  gray: '#8D99AE',
  silver: '#C0C5CE',
  black: '#111111',
};

const CURATED_NAMES = Object.keys(CURATED_COLOURS).sort((a, b) => b.length - a.length);
/** The picker's names that say a colour outright ('cornflower blue'); 'butter' or 'honey' alone are products. */
const PICKER_NAMES = NAMED_COLOURS.map((c) => ({ name: c.name.toLowerCase(), hex: c.hex }))
  .filter((c) =>
    /\b(?:green|blue|red|pink|purple|yellow|orange|brown|grey|gray|white|black|gold|teal|violet)\b/.test(
      c.name,
    ),
  )
  .sort((a, b) => b.name.length - a.name.length);
/** Every name the picker knows, longest first ('salmon', 'maroon': a chat edit may name any). */
const ALL_PICKER_NAMES = NAMED_COLOURS.map((c) => ({ name: c.name.toLowerCase(), hex: c.hex })).sort(
  (a, b) => b.name.length - a.name.length,
);
/** A colour word after one of these is the product ("face cream", "ice cream"). */
const PRODUCT_BEFORE =
  /^(?:face|hand|body|night|day|eye|ice|sour|whipped|clotted|foot|shaving|double|single)$/;
/** A colour word followed by one of these names the product, not a colour ("orange slices", "red wine"). */
const PRODUCT_AFTER =
  /^(?:slices?|segments?|peel|fruit|wedges?|juice|wine|wines|oil|oils|tapenade|tree|trees|leaf|leaves|jam|tea|cake|onions?|peppers?|lentils|cabbage|velvet|chocolate|grapes?)$/;

/**
 * Named colours in order of mention: the curated list first, then the colour picker's names
 * (those that say a hue; `anyPickerName`: every one, for chat edits that name 'salmon' alone).
 */
export function namedColours(text: string, anyPickerName = false): string[] {
  let t = normalise(text).replace(/-/g, ' ');
  const found: { at: number; hex: string }[] = [];
  const picker = anyPickerName ? ALL_PICKER_NAMES : PICKER_NAMES;
  for (const list of [CURATED_NAMES.map((n) => ({ name: n, hex: CURATED_COLOURS[n]! })), picker])
    for (const { name, hex } of list) {
      let at = t.indexOf(` ${name} `);
      while (at >= 0) {
        const next = t.slice(at + name.length + 2).split(' ')[0] ?? '';
        const previous = t.slice(0, at).trim().split(' ').pop() ?? '';
        if (!PRODUCT_AFTER.test(next) && !PRODUCT_BEFORE.test(previous)) {
          found.push({ at, hex });
          t = `${t.slice(0, at + 1)}${'#'.repeat(name.length)}${t.slice(at + 1 + name.length)}`;
        }
        at = t.indexOf(` ${name} `, at + 1);
      }
    }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.hex))];
}

const BACKGROUND =
  /\b(?:(?:on|against) (?:an? )?((?:[a-z]+ ){0,2}[a-z]+) (?:background|backdrop)|((?:[a-z]+ ){0,2}[a-z]+) (?:background|backdrop)|(?:background|backdrop) (?:to be |in |of |that is |should be |is )?(?:an? )?((?:[a-z]+ ){0,2}[a-z]+))(?= and | with |[,.;]|$)/;

export interface ColourAsk {
  /** Colours named for the pack, in order. */
  pack: string[];
  /** The background colour asked for, or null. */
  background: string | null;
  /** The brief without its background clause (what the pack's colours are read from). */
  packText: string;
}

/** Reads named colours, keeping a named background apart from the pack's colours. */
export function readColourAsk(text: string): ColourAsk {
  const t = text.toLowerCase().replace(/[’']/g, '');
  let background: string | null = null;
  let rest = t;
  for (const clause of t.split(/[,.;]| and (?=make|set|use|put)/)) {
    const m = clause.trim().match(BACKGROUND);
    if (!m) continue;
    const named = namedColours(m[1] ?? m[2] ?? m[3] ?? '');
    if (!named.length) continue;
    background = named[named.length - 1]!;
    rest = rest.replace(m[0], ' ');
  }
  return { pack: namedColours(rest), background, packText: rest };
}

/**
 * A background of the asked colour that the pack still stands off: its lightness moved away from
 * the pack's main colour until they are `minDelta` apart (a dark green ground around a green pack
 * goes deeper, not the same green).
 */
export function backgroundAgainst(asked: string, pack: string, minDelta = 32): string {
  const [l, a, b] = hexToLab(asked);
  const packLab = hexToLab(pack);
  if (deltaE([l, a, b], packLab) >= minDelta) return asked;
  // away from the pack's lightness first; the other way when that runs out of room
  const away = l >= packLab[0] ? 1 : -1;
  for (const dir of [away, -away])
    for (let step = 1; step <= 20; step++) {
      const lightness = l + dir * step * 4;
      if (lightness < 4 || lightness > 97) break;
      const candidate: [number, number, number] = [lightness, a, b];
      if (deltaE(candidate, packLab) >= minDelta) return labToHex(candidate);
    }
  return packLab[0] > 50 ? '#0E0E0E' : '#F7F5F0';
}

/** Below this Lab chroma a colour is a neutral and carries no hue. */
const NEUTRAL_CHROMA = 22;
/** A colour within this many degrees of a named hue is that hue. */
const SAME_HUE = 30;

const lch = (hex: string) => {
  const [l, a, b] = hexToLab(hex);
  return { l, c: Math.hypot(a, b), h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360 };
};
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const fromLch = (l: number, c: number, h: number) =>
  labToHex([l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)]);

/**
 * A colour kept to the named hues: already one of them (or a neutral) stays; any other hue turns
 * to the nearest named hue at its own lightness — or to a grey when only neutrals were named.
 */
export function toNamedHue(hex: string, named: string[]): string {
  const c = lch(hex);
  if (c.c < NEUTRAL_CHROMA) return hex;
  const hues = named.map(lch).filter((n) => n.c >= NEUTRAL_CHROMA);
  if (!hues.length) return fromLch(c.l, 0, 0);
  if (hues.some((n) => hueGap(n.h, c.h) <= SAME_HUE)) return hex;
  const nearest = hues.reduce((a, b) => (hueGap(b.h, c.h) < hueGap(a.h, c.h) ? b : a));
  return fromLch(c.l, Math.min(c.c, nearest.c), nearest.h);
}

/** A route's darker or lighter version of a named colour, given back the chroma that made it that colour. */
export function keepChroma(shade: string, named: string): string {
  const [s, n] = [lch(shade), lch(named)];
  return s.c >= NEUTRAL_CHROMA || n.c < NEUTRAL_CHROMA ? shade : fromLch(s.l, n.c, n.h);
}
