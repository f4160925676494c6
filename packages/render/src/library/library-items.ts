/**
 * The inspiration library that ships with the product: a seeded list of packaging designs
 * across every template, industry, style and colour preset. Item `i` is the same on every
 * install, so the library is the same everywhere and can be rebuilt from nothing.
 */
import {
  COLOUR_PRESETS,
  getTemplate,
  type Industry,
  type PackagingTemplate,
  productTypeOfTemplate,
  SEARCH_FINISHES,
  type SearchFinish,
  type SearchMaterial,
  STYLE_PRESETS,
} from '@packsmith/core';
import { darken, lighten, rotateHue, saturate } from '../color.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { chooseRoutes, packagingConceptDocument, readBrief } from '../generators/packaging.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { LIBRARY_ROWS, type LibraryRow, TONE_OF_STYLE } from './sector-tables.ts';

export interface LibraryItem {
  /** Stable id: `lib-00042`. */
  id: string;
  title: string;
  description: string;
  templateId: string;
  /** Product type preset value (null for the few templates no preset names). */
  type: string | null;
  category: string;
  industry: Industry;
  /** The shelf it belongs on ('Pet Care', 'Wine & Spirits'), finer than the industry. */
  sector: string;
  /** What it is ('Dry Dog Food'), as printed on the label. */
  product: string;
  styles: string[];
  materials: SearchMaterial[];
  finishes: SearchFinish[];
  document: PackagingDocument;
}

const MATERIAL_OF_PARAM: Record<string, SearchMaterial> = {
  'glass-clear': 'glass',
  'glass-amber': 'glass',
  'glass-dark': 'glass',
  'glass-frosted': 'glass',
  'glass-green': 'glass',
  aluminium: 'metal',
  kraft: 'kraft',
  paper: 'paper',
  plastic: 'plastic',
  gloss: 'paper',
};
const MATERIAL_OF_FAMILY: Record<string, SearchMaterial> = {
  bottle: 'glass',
  can: 'metal',
  tin: 'metal',
  jar: 'glass',
  tub: 'plastic',
  tube: 'plastic',
  pouch: 'foil',
  sachet: 'foil',
  flowwrap: 'foil',
  wipes: 'plastic',
  tray: 'plastic',
};

function materialsOf(template: PackagingTemplate, style: string): SearchMaterial[] {
  const param = String(template.render.params.material ?? '');
  const main = MATERIAL_OF_PARAM[param] ?? MATERIAL_OF_FAMILY[template.render.family] ?? 'paper';
  const out = new Set<SearchMaterial>([main]);
  if ((style === 'eco-friendly' || style === 'organic') && (main === 'paper' || main === 'foil'))
    out.add('kraft');
  if (template.id.includes('candle-jar') || template.id.includes('ceramic')) out.add('ceramic');
  return [...out];
}

const FINISH_OF_STYLE: Partial<Record<string, SearchFinish[]>> = {
  luxury: ['foil', 'embossed'],
  premium: ['soft-touch', 'foil'],
  'art-deco': ['metallic', 'gloss'],
  elegant: ['embossed', 'matte'],
  minimalist: ['matte'],
  scandinavian: ['matte'],
  'eco-friendly': ['matte'],
  organic: ['matte'],
  'pop-art': ['gloss'],
  playful: ['gloss'],
  colourful: ['gloss'],
};

/**
 * A shade of the preset colour, so one preset yields a family (green: sage, emerald, forest…)
 * and the library's colours are not all the same eight hex values.
 */
function shadeOf(hex: string, rng: Rng): string {
  const shade = rng.pick(['as-is', 'lighter', 'darker', 'muted', 'vivid', 'warmer'] as const);
  if (shade === 'lighter') return lighten(hex, rng.range(0.15, 0.35));
  if (shade === 'darker') return darken(hex, rng.range(0.15, 0.35));
  if (shade === 'muted') return saturate(lighten(hex, 0.2), 0.55);
  if (shade === 'vivid') return saturate(hex, 1.3);
  if (shade === 'warmer') return rotateHue(hex, rng.range(-12, 12));
  return hex;
}

const fold = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/s$/, '');

/**
 * The pack's name with the words the product already says taken out, so a title never says a
 * word twice: Scented Candle + Candle Jar → "Scented Candle Jar".
 */
export function packPhrase(product: string, pack: string): string {
  const said = new Set(product.split(/[\s-]+/).map(fold));
  return pack
    .split(' ')
    .filter((w) => !said.has(fold(w)))
    .join(' ');
}

/** Spread consecutive items over the table: a step coprime with its length visits every row. */
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const STEP = (() => {
  let s = Math.round(LIBRARY_ROWS.length * 0.381);
  while (gcd(s, LIBRARY_ROWS.length) !== 1) s++;
  return s;
})();

/** The sector, product and pack of library item `index`. */
export const libraryRowOf = (index: number): LibraryRow =>
  LIBRARY_ROWS[(index * STEP) % LIBRARY_ROWS.length]!;

/** The id of library item `index`, without building it. */
export const libraryItemId = (index: number) => `lib-${String(index + 1).padStart(5, '0')}`;

/**
 * Library item `index` (0-based), built from one coherent brief: a sector, a product it sells,
 * a pack that product comes in, a brand name in the tone of the style, and label copy from the
 * same product.
 */
export function libraryItem(index: number): LibraryItem {
  const rng = new Rng(deriveSeed(0x11b7a7, 'library', index));
  const { sector, product, templateId } = libraryRowOf(index);
  const template = getTemplate(templateId)!;
  const rounds = Math.floor(index / LIBRARY_ROWS.length);
  // Coprime-ish cycles: every pack meets many styles and colours across the library.
  const style = STYLE_PRESETS[(index + rounds * 5) % STYLE_PRESETS.length]!;
  const colour = COLOUR_PRESETS[(index * 7 + rounds) % COLOUR_PRESETS.length]!;
  const industry = product.industry ?? sector.industry;
  const brand = rng.pick(sector.brands[TONE_OF_STYLE[style.value] ?? 'natural']);
  const second = rng.chance(0.35) ? rng.pick(STYLE_PRESETS.filter((s) => s.value !== style.value)) : null;
  const styles = second ? [style.value, second.value] : [style.value];
  const primary = shadeOf(colour.hex, rng);
  const subject = product.name.toLowerCase();
  const claims = product.claims ?? rng.shuffle([...sector.claims]).slice(0, 2);
  const brief = readBrief({
    brand,
    industry,
    packagingImage: template.id,
    prompt: `${subject} ${style.label.toLowerCase()} ${style.description}`,
    colours: [primary],
    artwork: { description: subject, styles: styles },
  });
  const seed = deriveSeed(0x11b7a7, 'doc', index);
  const route = style.value === 'minimalist' ? 'minimal' : chooseRoutes(brief.mood, 1, seed)[0]!;
  const document = packagingConceptDocument(brief, route, seed);
  const materials = materialsOf(template, style.value);
  const finishes = FINISH_OF_STYLE[style.value] ?? [rng.pick(SEARCH_FINISHES)];
  const title = [brand, product.name, packPhrase(product.name, template.product)].filter(Boolean).join(' ');
  const description =
    `${style.label} ${template.product.toLowerCase()} for ${subject} (${sector.name.toLowerCase()}, ${industry.toLowerCase()}), ` +
    `${colour.label.toLowerCase()} palette, ${materials.join(' and ')} with a ${finishes.join(' and ')} finish. ` +
    style.description;
  const text = {
    ...document.text,
    descriptor: product.name,
    netContent: product.net ?? (sector.measured === false ? '' : document.text.netContent),
    claims,
    variant: '',
  };
  return {
    id: libraryItemId(index),
    title,
    description,
    templateId: template.id,
    type: productTypeOfTemplate(template.id),
    category: template.category,
    industry,
    sector: sector.name,
    product: product.name,
    styles,
    materials,
    finishes: [...finishes],
    document: { ...document, text, meta: { ...document.meta, title } },
  };
}

/** The first `count` library items. */
export function libraryItems(count: number): LibraryItem[] {
  return Array.from({ length: count }, (_, i) => libraryItem(i));
}
