import type { FontKey } from '../document/font-keys.ts';

/** Type styles a designer names ('a classic serif', 'handwritten', 'tall narrow'). */
export const TYPE_STYLES = [
  'serif',
  'display-serif',
  'script',
  'handwritten',
  'condensed',
  'slab',
  'geometric-sans',
  'humanist-sans',
] as const;
export type TypeStyle = (typeof TYPE_STYLES)[number];

export const TYPE_WEIGHTS = ['light', 'regular', 'bold', 'black'] as const;
export type TypeWeight = (typeof TYPE_WEIGHTS)[number];

/** The font of each style at each weight (the nearest cut the engine ships). */
const STYLE_FONTS: Record<TypeStyle, Record<TypeWeight, FontKey>> = {
  serif: { light: 'lora-400', regular: 'lora-400', bold: 'lora-700', black: 'lora-700' },
  'display-serif': {
    light: 'playfair-400',
    regular: 'playfair-400',
    bold: 'playfair-700',
    black: 'playfair-900',
  },
  script: { light: 'greatvibes-400', regular: 'greatvibes-400', bold: 'pacifico-400', black: 'pacifico-400' },
  handwritten: {
    light: 'pacifico-400',
    regular: 'pacifico-400',
    bold: 'pacifico-400',
    black: 'pacifico-400',
  },
  condensed: { light: 'oswald-400', regular: 'oswald-400', bold: 'oswald-600', black: 'bebas-400' },
  slab: {
    light: 'robotoslab-400',
    regular: 'robotoslab-400',
    bold: 'robotoslab-700',
    black: 'robotoslab-700',
  },
  'geometric-sans': {
    light: 'montserrat-400',
    regular: 'montserrat-400',
    bold: 'montserrat-800',
    black: 'montserrat-800',
  },
  'humanist-sans': { light: 'nunito-400', regular: 'nunito-400', bold: 'nunito-700', black: 'nunito-900' },
};

/** Family names for replies ('Set the brand in Playfair Display'). */
const FAMILY_NAMES: Record<string, string> = {
  montserrat: 'Montserrat',
  nunito: 'Nunito Sans',
  lora: 'Lora',
  playfair: 'Playfair Display',
  greatvibes: 'Great Vibes',
  pacifico: 'Pacifico',
  oswald: 'Oswald',
  bebas: 'Bebas Neue',
  robotoslab: 'Roboto Slab',
};

const family = (font: FontKey) => font.split('-')[0]!;

/** The style a font belongs to (italic cuts count as their family's). */
export function styleOf(font: FontKey): TypeStyle {
  const f = family(font);
  for (const [style, cuts] of Object.entries(STYLE_FONTS) as [TypeStyle, Record<TypeWeight, FontKey>][])
    if (Object.values(cuts).some((k) => family(k) === f)) return style;
  return 'geometric-sans';
}

export function weightOf(font: FontKey): TypeWeight {
  const w = Number.parseInt(font.split('-')[1] ?? '400', 10);
  return w >= 900 || font === 'bebas-400' ? 'black' : w >= 600 ? 'bold' : 'regular';
}

/** The font for a style and weight; either left out keeps the current font's. */
export function fontFor(current: FontKey, style?: TypeStyle, weight?: TypeWeight): FontKey {
  return STYLE_FONTS[style ?? styleOf(current)][weight ?? weightOf(current)];
}

export function familyName(font: FontKey): string {
  return FAMILY_NAMES[family(font)] ?? font;
}
