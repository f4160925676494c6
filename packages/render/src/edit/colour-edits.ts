/** Relative colour changes: darker, lighter, warmer, cooler, brighter, more muted. */
import { darken, lighten, mix, saturate } from '../color.ts';
import type { Palette } from '../document/design-document.ts';
import type { COLOUR_SHIFTS } from './operations.ts';

export type ColourShift = (typeof COLOUR_SHIFTS)[number];

export function shiftedColour(hex: string, shift: ColourShift, amount: number): string {
  switch (shift) {
    case 'darker':
      return darken(hex, amount);
    case 'lighter':
      return lighten(hex, amount);
    case 'warmer':
      return mix(hex, '#E07A2E', amount * 0.6);
    case 'cooler':
      return mix(hex, '#2E6FB0', amount * 0.6);
    case 'brighter':
      return saturate(hex, 1 + amount * 2);
    case 'muted':
      return mix(saturate(hex, 1 - amount * 1.5), '#9A9A9A', amount * 0.4);
  }
}

/** Every palette entry shifted; ink and paper keep their roles (ink stays darkest, paper lightest). */
export function shiftedPalette(p: Palette, shift: ColourShift, amount: number): Palette {
  const s = (hex: string) => shiftedColour(hex, shift, amount);
  return {
    background: s(p.background),
    primary: s(p.primary),
    secondary: s(p.secondary),
    accent: s(p.accent),
    ink: shift === 'lighter' ? p.ink : s(p.ink),
    paper: shift === 'darker' ? p.paper : s(p.paper),
  };
}

/** A palette with no hue: 'black and white', 'monochrome'. */
export const MONOCHROME: Palette = {
  background: '#F2F2F2',
  primary: '#111111',
  secondary: '#6E6E6E',
  accent: '#111111',
  ink: '#111111',
  paper: '#FFFFFF',
};
