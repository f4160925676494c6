/**
 * The inspiration library that ships with the product: a seeded list of packaging designs
 * across every template, industry, style and colour preset. Item `i` is the same on every
 * install, so the library is the same everywhere and can be rebuilt from nothing.
 */
import {
  COLOUR_PRESETS,
  type Industry,
  type PackagingTemplate,
  productTypeOfTemplate,
  SEARCH_FINISHES,
  type SearchFinish,
  type SearchMaterial,
  STYLE_PRESETS,
  TEMPLATES,
} from '@packsmith/core';
import { darken, lighten, rotateHue, saturate } from './color.ts';
import type { PackagingDocument } from './document.ts';
import { chooseRoutes, packagingConceptDocument, readBrief } from './generators/packaging.ts';
import { deriveSeed, Rng } from './prng.ts';

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
  styles: string[];
  materials: SearchMaterial[];
  finishes: SearchFinish[];
  document: PackagingDocument;
}

/** What each industry sells in the library: product words and brand names (some accented). */
const SUBJECTS: Record<Industry, { subjects: string[]; brands: string[] }> = {
  'Food & Beverage': {
    subjects: ['coffee', 'green tea', 'olive oil', 'honey', 'granola', 'lemonade', 'hot sauce', 'oat milk'],
    brands: ['Bean There', 'Café Olé', 'Hive & Co', 'Sunny Grove', 'Terra', 'Crème Fraîche Dairy'],
  },
  Confectionery: {
    subjects: ['chocolate', 'caramel', 'gummy bears', 'toffee', 'crème brûlée fudge', 'mint drops'],
    brands: ['Cocoa Lane', 'Sucré', 'Sweet Tooth', 'Candy Cloud', 'Bonbonnière'],
  },
  'Beauty & Personal Care': {
    subjects: ['face serum', 'body lotion', 'shampoo', 'lip balm', 'hand cream', 'crème hydratante'],
    brands: ['Lumière', 'Glow Lab', 'Petal & Pine', 'Aura', 'Maison Rosé'],
  },
  'Healthcare & Supplements': {
    subjects: ['vitamin C', 'protein powder', 'probiotics', 'collagen', 'sleep gummies', 'omega 3'],
    brands: ['Vitalis', 'Pure Daily', 'Nutrio', 'Well Kept', 'Élan Health'],
  },
  Gifting: {
    subjects: ['gift set', 'candle', 'chocolate hamper', 'tea selection', 'spa kit'],
    brands: ['Present Co', 'Wrapped', 'Keepsake', 'Jolie Boutique'],
  },
  Retail: {
    subjects: ['socks', 'phone case', 'notebook', 'sunglasses', 'water bottle'],
    brands: ['Shelf Life', 'Corner Store', 'Daily Goods', 'Étagère'],
  },
  'General Retail': {
    subjects: ['batteries', 'light bulbs', 'kitchen sponges', 'picture frames'],
    brands: ['Everyday', 'Basics & Co', 'Handy', 'Général'],
  },
  'E-commerce': {
    subjects: ['subscription box', 'online order', 'unboxing kit', 'sample pack'],
    brands: ['Parcel Post', 'Cart & Crate', 'Doorstep', 'Livré'],
  },
  Shipping: {
    subjects: ['shipping carton', 'fragile goods', 'courier parcel', 'export crate'],
    brands: ['Cargo', 'Fast Lane', 'Harbour Freight', 'Expédition'],
  },
  Delivery: {
    subjects: ['pizza', 'burger meal', 'sushi', 'salad bowl', 'noodles', 'crêpes'],
    brands: ['Hot Box', 'Quick Bite', 'Night Owl Eats', 'Le Délice'],
  },
  'Eco-friendly': {
    subjects: ['refill soap', 'bamboo toothbrush', 'compostable pods', 'zero waste kit'],
    brands: ['Green Loop', 'Earthly', 'Refill Room', 'Nature Première'],
  },
  'Media & Entertainment': {
    subjects: ['vinyl record', 'board game', 'film release', 'concert merch'],
    brands: ['Spin City', 'Playhouse', 'Encore', 'Cinéma Rêve'],
  },
  Electronics: {
    subjects: ['earbuds', 'charger', 'smart speaker', 'keyboard', 'power bank'],
    brands: ['Volt', 'Pixel Forge', 'Circuit', 'Électra'],
  },
  Luxury: {
    subjects: ['perfume', 'champagne', 'cognac', 'silk scarf', 'caviar'],
    brands: ['Maison Noir', 'Aurum', 'Velours', 'Château Belle'],
  },
  Apparel: {
    subjects: ['t-shirt', 'sneakers', 'hoodie', 'denim'],
    brands: ['Thread', 'Stride', 'Loom', 'Atelier Été'],
  },
  'Household & Cleaning': {
    subjects: ['dish soap', 'laundry detergent', 'surface spray', 'air freshener'],
    brands: ['Fresh Start', 'Sparkle', 'Tidy', 'Propre'],
  },
  Fashion: {
    subjects: ['handbag', 'jewellery', 'watch', 'accessories'],
    brands: ['Vogue Lane', 'Mode', 'Couture Café', 'Belle Époque'],
  },
  'Home & Garden': {
    subjects: ['plant food', 'seeds', 'scented candle', 'garden tools', 'herbs'],
    brands: ['Bloom', 'Greenhouse', 'Hearth', 'Jardin Doré'],
  },
  Stationery: {
    subjects: ['notebook', 'pens', 'greeting cards', 'washi tape'],
    brands: ['Paper Trail', 'Inkwell', 'Scribe', 'Papeterie'],
  },
};

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

const titleCase = (s: string) => s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

/** The id of library item `index`, without building it. */
export const libraryItemId = (index: number) => `lib-${String(index + 1).padStart(5, '0')}`;

/** Library item `index` (0-based). */
export function libraryItem(index: number): LibraryItem {
  const rng = new Rng(deriveSeed(0x11b7a7, 'library', index));
  // Coprime-ish cycles: every template meets every style and colour across the library.
  const template = TEMPLATES[index % TEMPLATES.length]!;
  const style = STYLE_PRESETS[index % STYLE_PRESETS.length]!;
  const colour = COLOUR_PRESETS[(index * 7 + Math.floor(index / TEMPLATES.length)) % COLOUR_PRESETS.length]!;
  const industry = rng.pick(template.industries);
  const { subjects, brands } = SUBJECTS[industry];
  const subject = rng.pick(subjects);
  const brand = rng.pick(brands);
  const second = rng.chance(0.35) ? rng.pick(STYLE_PRESETS.filter((s) => s.value !== style.value)) : null;
  const styles = second ? [style.value, second.value] : [style.value];
  const primary = shadeOf(colour.hex, rng);
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
  const title = `${brand} ${titleCase(subject)} ${template.product}`;
  const description =
    `${style.label} ${template.product.toLowerCase()} for ${subject} (${industry.toLowerCase()}), ` +
    `${colour.label.toLowerCase()} palette, ${materials.join(' and ')} with a ${finishes.join(' and ')} finish. ` +
    style.description;
  return {
    id: libraryItemId(index),
    title,
    description,
    templateId: template.id,
    type: productTypeOfTemplate(template.id),
    category: template.category,
    industry,
    styles,
    materials,
    finishes: [...finishes],
    document: { ...document, meta: { ...document.meta, title } },
  };
}

/** The first `count` library items. */
export function libraryItems(count: number): LibraryItem[] {
  return Array.from({ length: count }, (_, i) => libraryItem(i));
}
