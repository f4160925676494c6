/**
 * How search reads a query the way a designer does: the words people type for an industry or
 * a product (skincare, sweets, takeaway) and the words the designs are described with (serum,
 * chocolate, pizza), fillers that carry no meaning, and misspellings corrected against the
 * words the index holds. The server turns the plan into SQL (apps/server/src/modules/search);
 * docs/search.md describes the ranking.
 */
import { INDUSTRIES, type Industry } from './catalogue/types.ts';

/** Per industry: other names people use for it, and the products it sells. */
export const INDUSTRY_SEARCH_TERMS: Record<Industry, { aliases: string[]; products: string[] }> = {
  'Beauty & Personal Care': {
    aliases: ['skincare', 'skin care', 'cosmetics', 'cosmetic', 'beauty products', 'self care', 'toiletries'],
    products: [
      'serum',
      'cream',
      'lotion',
      'moisturiser',
      'balm',
      'shampoo',
      'conditioner',
      'cleanser',
      'toner',
      'hydratante',
    ],
  },
  'Healthcare & Supplements': {
    aliases: ['health', 'healthcare', 'wellness', 'supplement', 'nutrition', 'pharmacy'],
    products: [
      'vitamin',
      'vitamins',
      'protein',
      'probiotics',
      'collagen',
      'gummies',
      'omega',
      'capsules',
      'tablets',
    ],
  },
  Gifting: {
    aliases: ['gift', 'gifts', 'present', 'presents', 'hamper'],
    products: ['gift', 'hamper', 'candle', 'spa', 'selection'],
  },
  'Food & Beverage': {
    aliases: ['food', 'beverage', 'beverages', 'drink', 'drinks', 'grocery', 'f&b'],
    products: ['coffee', 'tea', 'oil', 'honey', 'granola', 'lemonade', 'sauce', 'milk', 'juice', 'snack'],
  },
  Retail: { aliases: ['shop', 'store'], products: ['socks', 'notebook', 'sunglasses', 'bottle'] },
  'General Retail': {
    aliases: ['general store', 'everyday goods'],
    products: ['batteries', 'bulbs', 'sponges', 'frames'],
  },
  'E-commerce': {
    aliases: ['ecommerce', 'online shop', 'online store', 'dtc'],
    products: ['subscription', 'unboxing', 'mailer', 'order'],
  },
  Shipping: {
    aliases: ['logistics', 'postal', 'freight'],
    products: ['carton', 'parcel', 'crate', 'mailer'],
  },
  Delivery: {
    aliases: ['takeaway', 'takeout', 'take away', 'food delivery', 'fast food', 'street food'],
    products: ['pizza', 'burger', 'sushi', 'salad', 'noodles', 'crepes'],
  },
  'Eco-friendly': {
    aliases: ['eco', 'sustainable', 'zero waste', 'compostable', 'recyclable'],
    products: ['refill', 'bamboo', 'compostable', 'kraft'],
  },
  'Media & Entertainment': {
    aliases: ['media', 'entertainment', 'music', 'film', 'games'],
    products: ['vinyl', 'record', 'game', 'film', 'merch', 'album'],
  },
  Electronics: {
    aliases: ['tech', 'technology', 'gadgets', 'gadget', 'electronic'],
    products: ['earbuds', 'charger', 'speaker', 'keyboard', 'power bank'],
  },
  Luxury: {
    aliases: ['luxe', 'premium', 'high end'],
    products: ['perfume', 'champagne', 'cognac', 'scarf', 'caviar'],
  },
  Apparel: {
    aliases: ['clothing', 'clothes', 'garments', 'wear'],
    products: ['t shirt', 'tshirt', 'sneakers', 'hoodie', 'denim'],
  },
  'Household & Cleaning': {
    aliases: ['household', 'cleaning', 'cleaning products', 'home care', 'cleaner', 'cleaners'],
    products: ['dish soap', 'detergent', 'spray', 'air freshener'],
  },
  Fashion: {
    aliases: ['clothing', 'accessory'],
    products: ['handbag', 'jewellery', 'watch', 'accessories'],
  },
  'Home & Garden': {
    aliases: ['garden', 'gardening', 'plants', 'homeware'],
    products: ['plant food', 'seeds', 'candle', 'garden tools', 'herbs'],
  },
  Confectionery: {
    aliases: ['sweets', 'sweet', 'candy', 'candies', 'treats', 'lollies', 'confection'],
    products: ['chocolate', 'caramel', 'gummy', 'toffee', 'fudge', 'mint drops', 'bonbon'],
  },
  Stationery: {
    aliases: ['stationary', 'office', 'paper goods'],
    products: ['notebook', 'pens', 'cards', 'washi tape'],
  },
};

/** Words and the words designs are described with for the same thing (one level, no chains). */
export const SEARCH_SYNONYMS: Record<string, string[]> = {
  moisturiser: ['cream', 'lotion', 'hydratante'],
  moisturizer: ['cream', 'lotion', 'hydratante'],
  face: ['serum', 'cream'],
  body: ['lotion', 'cream'],
  hair: ['shampoo', 'conditioner'],
  'hair care': ['shampoo', 'conditioner'],
  haircare: ['shampoo', 'conditioner'],
  makeup: ['lip balm', 'cosmetic', 'beauty'],
  lipstick: ['lip balm'],
  fragrance: ['perfume', 'scented', 'candle', 'air freshener'],
  scent: ['perfume', 'scented', 'candle'],
  parfum: ['perfume'],
  cologne: ['perfume'],
  headphones: ['earbuds', 'speaker'],
  headphone: ['earbuds', 'speaker'],
  audio: ['earbuds', 'speaker'],
  jewelry: ['jewellery'],
  jewels: ['jewellery'],
  alcohol: ['beer', 'wine', 'champagne', 'cognac', 'rum', 'spirit'],
  booze: ['beer', 'wine', 'champagne', 'cognac', 'rum', 'spirit'],
  spirits: ['spirit', 'rum', 'cognac', 'whisky', 'gin', 'vodka'],
  liquor: ['spirit', 'rum', 'cognac'],
  whisky: ['spirit', 'cognac'],
  whiskey: ['spirit', 'cognac'],
  soda: ['drinks can', 'lemonade'],
  'soft drinks': ['drinks can', 'lemonade', 'juice'],
  'soft drink': ['drinks can', 'lemonade', 'juice'],
  peppermint: ['mint'],
  spearmint: ['mint'],
  herbal: ['tea', 'herbs'],
  infusion: ['tea'],
  chai: ['tea'],
  espresso: ['coffee'],
  latte: ['coffee'],
  cocoa: ['chocolate'],
  sweet: ['chocolate', 'caramel', 'toffee', 'fudge', 'gummy'],
  dessert: ['cake', 'ice cream', 'fudge', 'creme brulee'],
  snacks: ['snack', 'granola', 'crisps'],
  chips: ['snack', 'crisps'],
  cereal: ['granola', 'cereal'],
  shoes: ['shoe', 'sneakers'],
  trainers: ['sneakers'],
  oral: ['toothpaste', 'toothbrush'],
  'oral care': ['toothpaste', 'toothbrush'],
  dental: ['toothpaste', 'toothbrush'],
  pet: ['pet'],
  soap: ['soap'],
  drink: ['drinks', 'lemonade', 'juice', 'milk'],
  beverages: ['drinks', 'lemonade', 'juice', 'coffee', 'tea'],
  bottles: ['bottle'],
  boxes: ['box'],
  bags: ['bag'],
  pouches: ['pouch'],
  jars: ['jar'],
  tins: ['tin'],
  cans: ['can'],
  tubes: ['tube'],
  labels: ['label'],
};

/** Words that carry nothing in a packaging search (dropped unless the query is only these). */
export const SEARCH_STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'with',
  'in',
  'my',
  'some',
  'packaging',
  'package',
  'packages',
  'products',
  'design',
  'designs',
]);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function buildRelated(): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  const add = (key: string, values: string[]) => {
    const k = fold(key);
    if (!k) return;
    const set = out.get(k) ?? new Set<string>();
    for (const v of values.map(fold)) if (v && v !== k) set.add(v);
    out.set(k, set);
  };
  for (const industry of INDUSTRIES) {
    const { aliases, products } = INDUSTRY_SEARCH_TERMS[industry];
    const parts = industry.split(/\s*&\s*/).map(fold);
    // The industry's own name (as the designs are tagged) and its products.
    const name = fold(industry);
    const related = [name, ...products];
    for (const key of [name, ...parts, ...aliases]) add(key, related);
  }
  for (const [key, values] of Object.entries(SEARCH_SYNONYMS)) add(key, values);
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** Folded word or phrase → folded words and phrases that mean it in the library. */
export const SEARCH_RELATED: ReadonlyMap<string, readonly string[]> = buildRelated();

/** Longest phrase (in words) the table knows. */
const MAX_PHRASE = Math.max(...[...SEARCH_RELATED.keys()].map((k) => k.split(' ').length));

/** Optimal-string-alignment distance (a swap of two neighbours counts once), stopping past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Misspellings allowed: none below three letters, one up to five, two beyond. */
export const typoBudget = (word: string) => (word.length < 3 ? 0 : word.length <= 5 ? 1 : 2);

/** The words people search with that the table knows (corrections may land on these too). */
const TABLE_WORDS = new Set(
  [...SEARCH_RELATED].flatMap(([k, v]) => [k, ...v]).flatMap((phrase) => phrase.split(' ')),
);

/**
 * The closest known word to a misspelt one, or null. Among equally close words, those the
 * extend the word win ('sneaker' → 'sneakers'), then those the synonym table knows (product and
 * industry words), then those that share the first letter, then the more frequent (`frequency`, when given), then the shorter.
 */
export function correctWord(
  word: string,
  vocabulary: Iterable<string>,
  frequency?: (w: string) => number,
): string | null {
  const budget = typoBudget(word);
  if (budget === 0 || /\d/.test(word)) return null;
  let best: { w: string; d: number; score: number[] } | null = null;
  const consider = (w: string) => {
    if (w === word || w.length < 3 || /\d/.test(w)) return;
    const d = editDistance(word, w, budget);
    if (d > budget) return;
    const score = [
      -d,
      // 'sneaker' → 'sneakers' before 'speaker': a word extended is likelier than one changed.
      w.startsWith(word) ? 1 : 0,
      TABLE_WORDS.has(w) ? 1 : 0,
      w[0] === word[0] ? 1 : 0,
      frequency?.(w) ?? 0,
      -w.length,
    ];
    if (!best || compare(score, best.score) > 0 || (compare(score, best.score) === 0 && w < best.w))
      best = { w, d, score };
  };
  for (const w of vocabulary) consider(w);
  for (const w of SEARCH_RELATED.keys()) if (!w.includes(' ')) consider(w);
  return (best as { w: string } | null)?.w ?? null;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One required part of a query: any of its forms matches it. */
export type SearchTerm = {
  /** As typed (a phrase when the table knows the words together: 'skin care'). */
  text: string;
  /** Words and phrases it matches as whole words, the strongest first, with their weights. */
  forms: { text: string; weight: number; prefix?: boolean }[];
  /** The word it was read as when it was misspelt (for "Did you mean …?"). */
  correction?: string;
};

/** Weights of the forms: the word itself, its singular, a table synonym, a correction, a prefix. */
export const FORM_WEIGHTS = { exact: 1, singular: 0.95, related: 0.7, corrected: 0.8, prefix: 0.35 } as const;

const singularOf = (w: string): string[] => {
  if (w.length <= 3 || !w.endsWith('s') || w.endsWith('ss')) return [];
  const out = [w.slice(0, -1)];
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  return out;
};

export interface Vocabulary {
  /** Whether the index holds this word. */
  has(word: string): boolean;
  /** Every indexed word (for corrections). */
  words(): Iterable<string>;
  /** How many designs use the word (tie-breaks corrections); optional. */
  frequency?(word: string): number;
}

/**
 * Reads folded query words into required terms. A word the index holds matches whole (never as
 * the prefix of a longer word: 'can' is not 'candle'); an unknown one is read as its singular,
 * its correction, or else as the start of a longer word (someone still typing: 'choc').
 */
export function planSearch(folded: string[], vocabulary: Vocabulary): SearchTerm[] {
  const content = folded.filter((w) => !SEARCH_STOPWORDS.has(w));
  const words = content.length ? content : folded;
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n > 1; n--) {
      if (SEARCH_RELATED.has(words.slice(i, i + n).join(' '))) {
        taken = n;
        break;
      }
    }
    const text = words.slice(i, i + taken).join(' ');
    terms.push(termOf(text, vocabulary));
    i += taken;
  }
  return terms;
}

function termOf(text: string, vocabulary: Vocabulary): SearchTerm {
  const forms: SearchTerm['forms'] = [];
  const add = (t: string, weight: number, prefix = false) => {
    if (!forms.some((f) => f.text === t && Boolean(f.prefix) === prefix))
      forms.push({ text: t, weight, prefix });
  };
  const relate = (key: string) => {
    for (const r of SEARCH_RELATED.get(key) ?? []) add(r, FORM_WEIGHTS.related);
  };
  const phrase = text.includes(' ');
  const known = phrase || vocabulary.has(text);
  add(text, FORM_WEIGHTS.exact);
  relate(text);
  const singulars = phrase ? [] : singularOf(text).filter((s) => vocabulary.has(s) || SEARCH_RELATED.has(s));
  for (const s of singulars) {
    add(s, FORM_WEIGHTS.singular);
    relate(s);
  }
  let correction: string | undefined;
  if (!known && !SEARCH_RELATED.has(text) && singulars.length === 0) {
    const fixed = correctWord(text, vocabulary.words(), vocabulary.frequency?.bind(vocabulary));
    if (fixed) {
      correction = fixed;
      add(fixed, FORM_WEIGHTS.corrected);
      relate(fixed);
    }
    // A compound of a known word ('suncream' → cream, 'haircare' → care): its last part.
    const tail = compoundTail(text, vocabulary);
    if (tail) {
      add(tail, FORM_WEIGHTS.related);
      relate(tail);
    }
    // Still typing: the start of a longer word, weakest of all.
    if (text.length >= 3) add(text, FORM_WEIGHTS.prefix, true);
  }
  return { text, forms, ...(correction ? { correction } : {}) };
}

/** Shortest tail the index or the table knows, at least four letters, after at least three. */
export function compoundTail(word: string, vocabulary: Pick<Vocabulary, 'has'>): string | null {
  for (let i = 3; i <= word.length - 4; i++) {
    const tail = word.slice(i);
    if (vocabulary.has(tail) || SEARCH_RELATED.has(tail)) return tail;
  }
  return null;
}

/** The query as the corrections read it ("peppermint tea"), or null when nothing was corrected. */
export function searchSuggestion(terms: SearchTerm[]): string | null {
  if (!terms.some((t) => t.correction)) return null;
  return terms.map((t) => t.correction ?? t.text).join(' ');
}
