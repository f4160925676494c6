/**
 * Colour measured from pixels, for search: k-means in CIELAB on a downscaled copy, and the
 * distance rule a colour filter uses. Pure code; sharp only decodes and downscales.
 */
import { COLOUR_PRESETS, SEARCH_LIMITS } from '@packsmith/core';
import sharp from 'sharp';
import { hexToRgb, normaliseHex, type RGB, rgbToHex } from '../color.ts';
import type { AssetBytes } from '../document/asset-bytes.ts';
import { Rng } from '../prng.ts';

export type Lab = [number, number, number];

export interface MeasuredColour {
  hex: string;
  lab: Lab;
  /** Share of the opaque pixels (0..1). */
  share: number;
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) =>
  Math.round(255 * Math.min(1, Math.max(0, v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)));

// D65 white
const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

export function rgbToLab([r, g, b]: RGB): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (lr * 0.4124564 + lg * 0.3575761 + lb * 0.1804375) / XN;
  const y = (lr * 0.2126729 + lg * 0.7151522 + lb * 0.072175) / YN;
  const z = (lr * 0.0193339 + lg * 0.119192 + lb * 0.9503041) / ZN;
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labToRgb([l, a, b]: Lab): RGB {
  const fy = (l + 16) / 116;
  const x = fInv(fy + a / 500) * XN;
  const y = fInv(fy) * YN;
  const z = fInv(fy - b / 200) * ZN;
  const lr = x * 3.2404542 - y * 1.5371385 - z * 0.4985314;
  const lg = -x * 0.969266 + y * 1.8760108 + z * 0.041556;
  const lb = x * 0.0556434 - y * 0.2040259 + z * 1.0572252;
  return [fromLinear(lr), fromLinear(lg), fromLinear(lb)];
}

export const hexToLab = (hex: string): Lab => rgbToLab(hexToRgb(normaliseHex(hex)));
export const labToHex = (lab: Lab): string => rgbToHex(labToRgb(lab)).toUpperCase();

/** CIE76 colour difference. */
export const deltaE = (p: Lab, q: Lab) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/**
 * The dominant colours of an image, most prominent first: k-means (k-means++ seeding with a
 * fixed seed, so the same image always gives the same palette) over the Lab values of a
 * 48 px copy. Transparent pixels are ignored.
 */
export async function measurePalette(
  bytes: AssetBytes,
  k: number = SEARCH_LIMITS.paletteSize,
): Promise<MeasuredColour[]> {
  const { data, info } = await sharp(bytes instanceof Buffer ? bytes : Buffer.from(bytes))
    .resize(MEASURE_SIDE, MEASURE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const all: Lab[] = [];
  const border = new Map<string, Lab>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 128) continue;
    const lab = rgbToLab([data[i]!, data[i + 1]!, data[i + 2]!]);
    all.push(lab);
    const x = (i / 4) % info.width;
    const y = Math.floor(i / 4 / info.width);
    if (x === 0 || y === 0 || x === info.width - 1 || y === info.height - 1)
      border.set(lab.map((v) => Math.round(v / 3)).join(), lab);
  }
  if (all.length === 0) return [];
  // The studio ground (what the frame's edge shows) is not a colour of the design: leave out
  // the pixels that match it, unless that leaves almost nothing (a flat image is its colour).
  const ground = [...border.values()];
  const subject = all.filter((p) => !ground.some((b) => deltaE(p, b) < BACKDROP_DELTA_E));
  return kMeans(subject.length >= all.length * 0.02 ? subject : all, k);
}

/** Measured on a copy this small: enough pixels for five clusters, cheap to cluster. */
const MEASURE_SIDE = 48;
/** Pixels this close to an edge pixel count as backdrop. */
const BACKDROP_DELTA_E = 6;

function kMeans(points: Lab[], k: number): MeasuredColour[] {
  const rng = new Rng(0x5ea7c4);
  const centres: Lab[] = [points[Math.floor(rng.next() * points.length)]!];
  const nearest = new Float64Array(points.length).fill(Number.POSITIVE_INFINITY);
  while (centres.length < k) {
    const last = centres[centres.length - 1]!;
    let total = 0;
    for (let i = 0; i < points.length; i++) {
      const d = deltaE(points[i]!, last) ** 2;
      if (d < nearest[i]!) nearest[i] = d;
      total += nearest[i]!;
    }
    // Every point already sits on a centre: fewer distinct colours than k.
    if (total === 0) break;
    let pick = rng.next() * total;
    let chosen = points.length - 1;
    for (let i = 0; i < points.length; i++) {
      pick -= nearest[i]!;
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    centres.push(points[chosen]!);
  }
  const assign = new Int32Array(points.length);
  for (let iter = 0; iter < 12; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let c = 0; c < centres.length; c++) {
        const d = deltaE(points[i]!, centres[c]!);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (assign[i] !== best) moved = true;
      assign[i] = best;
      const s = sums[best]!;
      s[0]! += points[i]![0];
      s[1]! += points[i]![1];
      s[2]! += points[i]![2];
      s[3]!++;
    }
    for (let c = 0; c < centres.length; c++) {
      const s = sums[c]!;
      if (s[3]! > 0) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    }
    if (!moved && iter > 0) break;
  }
  const counts = new Array(centres.length).fill(0);
  for (const a of assign) counts[a]++;
  return centres
    .map((lab, c) => ({ lab, share: counts[c] / points.length }))
    .filter((m) => m.share > 0)
    .sort((p, q) => q.share - p.share)
    .map(({ lab, share }) => {
      const rounded: Lab = [round2(lab[0]), round2(lab[1]), round2(lab[2])];
      return { hex: labToHex(rounded), lab: rounded, share: round2(share) };
    });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A measured colour this small is a detail, not a colour of the design. */
export const PALETTE_MIN_SHARE = 0.03;
const CHROMATIC = 25;

/**
 * What a named colour filter matches: a chromatic preset at its own lightness and a tint and
 * a shade of it (L ± 20) at its chroma and a richer one (hue kept), so "green" covers sage and emerald but not teal
 * or black. Near-neutral presets (white, grey, beige…) are their own point: a tint of grey is
 * just another grey.
 */
const PRESET_SHADES: { value: string; labs: Lab[] }[] = COLOUR_PRESETS.map((p) => {
  const [l, a, b] = hexToLab(p.hex);
  const chromatic = Math.hypot(a, b) >= CHROMATIC;
  if (!chromatic) return { value: p.value, labs: [[l, a, b]] };
  const labs: Lab[] = [];
  for (const v of [l - 20, l, l + 20].filter((x) => x >= 0 && x <= 100))
    for (const c of [1, 1.4]) labs.push([v, a * c, b * c]);
  return { value: p.value, labs };
});

export const matchesColour = (palette: readonly { lab: Lab; share: number }[], target: Lab) =>
  palette.some(
    (m) => m.share >= PALETTE_MIN_SHARE && deltaE(m.lab, target) <= SEARCH_LIMITS.colourMatchDeltaE,
  );

/** The colour presets (values) a measured palette holds. */
export function presetColoursOf(palette: readonly { lab: Lab; share: number }[]): string[] {
  return PRESET_SHADES.filter((p) => p.labs.some((lab) => matchesColour(palette, lab))).map((p) => p.value);
}
