/** The font keys a design document may name; `scene/fonts.ts` maps each to its shipped TTF file. */
const FONT_KEY_LIST = [
  'montserrat-400',
  'montserrat-600',
  'montserrat-800',
  'nunito-400',
  'nunito-700',
  'nunito-900',
  'lora-400',
  'lora-400i',
  'lora-700',
  'playfair-400',
  'playfair-400i',
  'playfair-700',
  'playfair-900',
  'greatvibes-400',
  'pacifico-400',
  'oswald-400',
  'oswald-600',
  'bebas-400',
  'robotoslab-400',
  'robotoslab-700',
] as const;
export type FontKey = (typeof FONT_KEY_LIST)[number];
export const FONT_KEYS: FontKey[] = [...FONT_KEY_LIST];
