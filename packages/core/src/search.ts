/**
 * Search and inspiration: the facets people filter by, the limits of a query and the texts
 * they can meet. The library, the user's own assets and the explore pages share these.
 */
import { COLOUR_PRESETS, PRODUCT_TYPE_PRESETS, STYLE_PRESETS } from './catalogue/presets.ts';
import { getTemplate } from './catalogue/templates.ts';
import { INDUSTRIES } from './catalogue/types.ts';

export const SEARCH_LIMITS = {
  /** Longer prompts are refused with a 400, never truncated silently. */
  queryMaxChars: 1000,
  /** Values per list-valued facet (colours, styles, types…). */
  maxValuesPerFacet: 20,
  pageDefault: 24,
  pageMax: 100,
  suggestedCount: 8,
  /** Size of the shipped inspiration library, seeded so every install has the same one. */
  libraryItems: 2000,
  /** Dominant colours measured from each image's pixels. */
  paletteSize: 5,
  /** CIELAB ΔE (CIE76) within which a measured colour counts as a match for a filter colour. */
  colourMatchDeltaE: 28,
} as const;

/** Materials and printing finishes the library is tagged with (the explore pages browse them). */
export const SEARCH_MATERIALS = ['kraft', 'paper', 'glass', 'metal', 'plastic', 'foil', 'ceramic'] as const;
export type SearchMaterial = (typeof SEARCH_MATERIALS)[number];
export const SEARCH_FINISHES = ['matte', 'gloss', 'foil', 'metallic', 'soft-touch', 'embossed'] as const;
export type SearchFinish = (typeof SEARCH_FINISHES)[number];

/** Allowed values of each facet. A colour may also be a hex value (#2E7D4F or 2E7D4F). */
export const SEARCH_FACET_VALUES = {
  colours: COLOUR_PRESETS.map((c) => c.value),
  styles: STYLE_PRESETS.map((s) => s.value),
  types: PRODUCT_TYPE_PRESETS.map((p) => p.value),
  industries: [...INDUSTRIES],
  materials: [...SEARCH_MATERIALS],
  finishes: [...SEARCH_FINISHES],
} as const;
export type SearchFacet = keyof typeof SEARCH_FACET_VALUES;
export const SEARCH_FACETS = Object.keys(SEARCH_FACET_VALUES) as SearchFacet[];

/** Where a result comes from: the shipped library, public Free-tier designs, or the user's own. */
export const SEARCH_SOURCES = ['library', 'community', 'mine'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export const SEARCH_MESSAGES = {
  promptRequired: 'Please enter what you are looking for',
  promptTooLong: `Search must be at most ${SEARCH_LIMITS.queryMaxChars} characters`,
  unknownFacetValue: (facet: string, bad: readonly string[], allowed: readonly string[]) =>
    `Unknown ${facet}: ${bad.join(', ')}. Allowed ${facet}: ${allowed.join(', ')}`,
  tooManyValues: (facet: string) => `Choose at most ${SEARCH_LIMITS.maxValuesPerFacet} ${facet} at once`,
  noResults: 'No designs match your search',
  noResultsHint: 'Try fewer filters or different words',
  /** Before the corrected query ("Did you mean peppermint tea?"). */
  didYouMean: 'Did you mean',
  failed: 'Search failed. Please try again.',
  collectionRequired: 'Choose the collection to search in',
} as const;

const TYPE_OF_TEMPLATE = new Map<string, string>();
for (const p of PRODUCT_TYPE_PRESETS)
  for (const id of p.templateIds) if (!TYPE_OF_TEMPLATE.has(id)) TYPE_OF_TEMPLATE.set(id, p.value);

/** The product type (preset value) a catalogue template is searched under, if any. */
export const productTypeOfTemplate = (templateId: string): string | null =>
  TYPE_OF_TEMPLATE.get(templateId) ?? null;

export const isHexColour = (value: string) => /^#?[0-9a-f]{6}$/i.test(value);

/** Suggested searches (`GET /api/stream/search/suggested`): each finds designs in the 2,000-item library. */
export const SEARCH_SUGGESTIONS: readonly { id: string; query: string }[] = [
  'minimalist coffee',
  'luxury perfume bottle',
  'playful chocolate',
  'eco-friendly kraft box',
  'botanical tea',
  'vintage beer',
  'bold drinks can',
  'elegant cosmetic',
  'retro hot sauce',
  'scandinavian candle',
  'art deco chocolate',
  'organic honey',
  'premium gift box',
  'colourful snack bag',
  'monochrome shampoo',
  'hand-drawn cake box',
  'geometric supplement',
  'pop art chocolate',
  'crème brûlée',
  'green tea',
].map((query, i) => ({ id: `suggestion-${i + 1}`, query }));

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const recordOf = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/**
 * What an image made from a design document is called in search and the library ('Bean There
 * Cold Brew Coffee Bag', 'Aurum logo'): the brand, what the product is and the template's
 * product; null when the document names none of them. Never the chat reply that made it.
 */
export function designTitle(document: unknown): string | null {
  const doc = recordOf(document);
  const text = recordOf(doc.text);
  const brand = textOf(text.brand);
  const kind = textOf(doc.kind);
  const templateId = textOf(doc.template);
  const product = templateId ? (getTemplate(templateId)?.product ?? null) : null;
  if (kind === 'logo') return brand ? `${brand} logo` : null;
  if (kind === 'photoshoot') return 'Product photo';
  if (kind === 'mockup') return product ? `${product} mockup` : null;
  const what = textOf(text.descriptor) ?? textOf(text.variant);
  const parts = [brand, what];
  // 'Single Origin Coffee Bag' + 'Coffee Bag': the product is named once.
  if (product && !what?.toLowerCase().includes(product.toLowerCase())) parts.push(product);
  const title = parts.filter(Boolean).join(' ');
  return title || textOf(recordOf(doc.meta).title);
}

/**
 * The title of an image edited in chat: its design's title, else the source image's title with
 * the edit ('Summer label (edited)'), else a plain 'Edited image'.
 */
export function editedImageTitle(document: unknown, sourceTitle: string | null | undefined): string {
  const fromDesign = designTitle(document);
  if (fromDesign) return fromDesign;
  const source = textOf(sourceTitle);
  return source ? `${source.replace(/\s*\(edited\)$/, '')} (edited)` : 'Edited image';
}
