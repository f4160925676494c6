import { z } from 'zod';

export const HEX_COLOUR_MESSAGE = 'Color must be a valid 6 character hex color';

/** A 6-digit hex colour with or without '#', normalised to '#RRGGBB'. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, HEX_COLOUR_MESSAGE)
  .transform((v) => `#${v.replace('#', '').toUpperCase()}`);

/** Normalises a hex colour or throws with the spec's message. */
export function normaliseHex(value: string): string {
  const r = hexColourSchema.safeParse(value);
  if (!r.success) throw new Error(HEX_COLOUR_MESSAGE);
  return r.data;
}

export type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

export function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return [h, s, l];
}

export function hslToRgb(h: number, s: number, l: number): RGB {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(1, s));
  const ll = Math.max(0, Math.min(1, l));
  const c = (1 - Math.abs(2 * ll - 1)) * ss;
  const x = c * (1 - Math.abs(((hh / 60) % 2) - 1));
  const m = ll - c / 2;
  let rgb: [number, number, number];
  if (hh < 60) rgb = [c, x, 0];
  else if (hh < 120) rgb = [x, c, 0];
  else if (hh < 180) rgb = [0, c, x];
  else if (hh < 240) rgb = [0, x, c];
  else if (hh < 300) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  return [(rgb[0] + m) * 255, (rgb[1] + m) * 255, (rgb[2] + m) * 255];
}

export const hsl = (hex: string) => rgbToHsl(hexToRgb(hex));
export const fromHsl = (h: number, s: number, l: number) => rgbToHex(hslToRgb(h, s, l));

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#FFFFFF', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export function withLightness(hex: string, l: number): string {
  const [h, s] = hsl(hex);
  return fromHsl(h, s, l);
}

export function saturate(hex: string, factor: number): string {
  const [h, s, l] = hsl(hex);
  return fromHsl(h, Math.min(1, s * factor), l);
}

export function rotateHue(hex: string, deg: number): string {
  const [h, s, l] = hsl(hex);
  return fromHsl(h + deg, s, l);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const f = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The candidate with the best contrast against the background. */
export function readableOn(bg: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#111111';
  let bestC = 0;
  for (const c of candidates) {
    const k = contrast(bg, c);
    if (k > bestC) {
      bestC = k;
      best = c;
    }
  }
  return best;
}

/** Ink that reads on the background: the preferred colour if it has enough contrast, else black/white. */
export function inkOn(bg: string, preferred?: string, min = 3): string {
  if (preferred && contrast(bg, preferred) >= min) return preferred;
  return luminance(bg) > 0.4 ? '#1A1A1A' : '#FFFFFF';
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.22;
}
