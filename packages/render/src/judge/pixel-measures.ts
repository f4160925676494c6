/** What the judge reads from a design's pixels: the pack against its background, colourfulness, colours. */
import { hexToRgb, type RGB } from '../color.ts';
import { hueFamilies, hueOf } from './hues.ts';

export interface JudgePixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

export interface PixelStats {
  /** Mean colour of the image border (the studio background). */
  background: RGB;
  /** Share of pixels that belong to the pack (differ clearly from the background). */
  packShare: number;
  /** Mean distance of pack pixels from the background, 0–1 (RGB distance / its maximum). */
  separation: number;
  /** Hasler–Süsstrunk colourfulness of the pack pixels (0 grey … ~100 vivid). */
  colourfulness: number;
  /** Share of pack pixels within reach of one of the given brand colours. */
  paletteShare: number;
  /** Colour families covering a visible share of the pack (each 10° hue bin above 1 % counts). */
  hueFamilies: number;
}

/** A hue bin counts when this share of pack pixels falls in it. */
const HUE_BIN_SHARE = 0.01;

const MAX_DIST = Math.sqrt(3 * 255 * 255);
/** A pack pixel differs from the background by more than this (RGB distance). */
const PACK_THRESHOLD = 40;
/** A pack pixel "is" a brand colour within this distance (shading moves colours on the pack). */
const PALETTE_REACH = 70;

const dist = (a: RGB, b: RGB) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Samples about 40 000 pixels whatever the size, so an evaluation stays fast on large renders. */
export function pixelStats(px: JudgePixels, palette: string[]): PixelStats {
  const { data, width, height, channels } = px;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  const at = (x: number, y: number): RGB => {
    const i = (y * width + x) * channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const border = Math.max(1, Math.round(Math.min(width, height) * 0.04));
  const bg: RGB = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      if (x >= border && x < width - border && y >= border && y < height - border) continue;
      const c = at(x, y);
      bg[0] += c[0];
      bg[1] += c[1];
      bg[2] += c[2];
      n++;
    }
  const background: RGB = [bg[0] / n, bg[1] / n, bg[2] / n];
  const brand = palette.map(hexToRgb);
  let total = 0;
  let pack = 0;
  let sep = 0;
  let onPalette = 0;
  let rgS = 0;
  let rgQ = 0;
  let ybS = 0;
  let ybQ = 0;
  const bins = new Array<number>(36).fill(0);
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      total++;
      const c = at(x, y);
      const d = dist(c, background);
      if (d < PACK_THRESHOLD) continue;
      pack++;
      sep += d / MAX_DIST;
      const rg = c[0] - c[1];
      const yb = (c[0] + c[1]) / 2 - c[2];
      rgS += rg;
      rgQ += rg * rg;
      ybS += yb;
      ybQ += yb * yb;
      if (brand.some((b) => dist(c, b) < PALETTE_REACH)) onPalette++;
      const hue = hueOf(c);
      if (hue !== null) bins[Math.floor(hue / 10) % 36]!++;
    }
  if (pack === 0)
    return { background, packShare: 0, separation: 0, colourfulness: 0, paletteShare: 0, hueFamilies: 0 };
  const mrg = rgS / pack;
  const myb = ybS / pack;
  const srg = Math.sqrt(Math.max(0, rgQ / pack - mrg * mrg));
  const syb = Math.sqrt(Math.max(0, ybQ / pack - myb * myb));
  return {
    background,
    packShare: pack / total,
    separation: sep / pack,
    colourfulness: Math.hypot(srg, syb) + 0.3 * Math.hypot(mrg, myb),
    paletteShare: onPalette / pack,
    hueFamilies: hueFamilies(bins.flatMap((n, i) => (n / pack >= HUE_BIN_SHARE ? [i * 10 + 5] : []))),
  };
}
