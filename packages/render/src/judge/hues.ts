/** Counting the hues a label carries (the judge's colour count). */
import type { RGB } from '../color.ts';
import { hexToLab, rgbToLab } from '../raster/measured-palette.ts';

/** Colours below this Lab chroma read as neutrals (black, white, greys, kraft-like tints) and are free. */
const MIN_CHROMA = 20;
/** Hues within this many degrees read as one colour family. */
const FAMILY_DEG = 30;

/** Lab hue angle of a colour, or null for a neutral. */
export function hueOf(rgb: RGB): number | null {
  const [, a, b] = rgbToLab(rgb);
  return Math.hypot(a, b) < MIN_CHROMA ? null : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
}

/** Colour families among hue angles: sweep from the widest gap, a new family every 30°. */
export function hueFamilies(angles: number[]): number {
  if (!angles.length) return 0;
  const hues = [...angles].sort((x, y) => x - y);
  let gapAt = 0;
  let gap = hues[0]! + 360 - hues[hues.length - 1]!;
  for (let i = 1; i < hues.length; i++)
    if (hues[i]! - hues[i - 1]! > gap) [gap, gapAt] = [hues[i]! - hues[i - 1]!, i];
  const order = [...hues.slice(gapAt), ...hues.slice(0, gapAt).map((h) => h + 360)];
  let groups = 1;
  let start = order[0]!;
  for (const h of order) if (h - start > FAMILY_DEG) [groups, start] = [groups + 1, h];
  return groups;
}

/** Colour families among hex colours (the document's solid fills). */
export function hueCount(colours: Iterable<string>): number {
  const angles: number[] = [];
  for (const hex of colours) {
    const [, a, b] = hexToLab(hex);
    if (Math.hypot(a, b) >= MIN_CHROMA) angles.push(((Math.atan2(b, a) * 180) / Math.PI + 360) % 360);
  }
  return hueFamilies(angles);
}
