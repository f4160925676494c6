/**
 * The judge for an image without a design document (an upload, a model edit): the same six
 * criteria, each read from the pixels alone. The notes say so, and say what was measured.
 */
import { JUDGE_CRITERIA, type JudgeCriterionKey, type JudgeCriterionScore } from '@packsmith/core/judge';
import { type RGB, rgbToHex } from '../color.ts';
import type { JudgeResult } from './design-judge.ts';
import { type JudgePixels, pixelStats } from './pixel-measures.ts';
import { contrastScore } from './rules.ts';

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const round1 = (v: number) => Math.round(v * 10) / 10;
const pct = (v: number) => `${Math.round(v * 100)}%`;
/** Relative luminance 0–1 (sRGB), as WCAG measures it. */
const luminance = (c: RGB) => {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
};
const wcag = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
/** A step between neighbouring pixels at least this large (luminance) is an edge: type, outlines. */
const EDGE_STEP = 0.08;
/** Colours a CMYK press cannot reach: very saturated, bright RGB greens, blues and violets. */
const outOfGamut = (c: RGB) => {
  const max = Math.max(...c);
  const min = Math.min(...c);
  const sat = max === 0 ? 0 : (max - min) / max;
  return sat > 0.85 && max > 200 && (c[1] === max || c[2] === max);
};
const CELL_NAMES = [
  'top left',
  'top',
  'top right',
  'left',
  'centre',
  'right',
  'bottom left',
  'bottom',
  'bottom right',
];

function criterion(key: JudgeCriterionKey, score: number, note: string): JudgeCriterionScore {
  const label = JUDGE_CRITERIA.find((c) => c.key === key)!.label;
  return { key, label, score: round1(Math.max(0, Math.min(10, score))), note: `${note} (from the pixels)` };
}

interface EdgeStats {
  /** WCAG contrast across the strongest tenth of the edges. */
  edgeContrast: number;
  /** Share of sampled pixels on an edge. */
  edgeShare: number;
  /** Edge count per cell of a 3 × 3 grid. */
  cells: number[];
  /** Share of edges within 3 % of the image border (detail at the trim). */
  borderEdges: number;
  /** Luminance of the darkest and lightest tenth of the image. */
  dark: number;
  light: number;
  outOfGamut: number;
}

/** One pass over about 40 000 samples: edges (with their contrast and where they are), tones, gamut. */
function edgeStats(px: JudgePixels): EdgeStats {
  const { data, width, height, channels } = px;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  const lumAt = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    return luminance([data[i]!, data[i + 1]!, data[i + 2]!]);
  };
  const border = Math.max(1, Math.round(Math.min(width, height) * 0.03));
  const ratios: number[] = [];
  const tones: number[] = [];
  const cells = new Array(9).fill(0);
  let samples = 0;
  let atBorder = 0;
  let gamut = 0;
  for (let y = 0; y + step < height; y += step)
    for (let x = 0; x + step < width; x += step) {
      samples++;
      const i = (y * width + x) * channels;
      const c: RGB = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (outOfGamut(c)) gamut++;
      const l = luminance(c);
      tones.push(l);
      for (const n of [lumAt(x + step, y), lumAt(x, y + step)]) {
        if (Math.abs(n - l) < EDGE_STEP) continue;
        ratios.push(wcag(l, n));
        cells[Math.min(2, Math.floor((3 * y) / height)) * 3 + Math.min(2, Math.floor((3 * x) / width))]++;
        if (x < border || y < border || x >= width - border || y >= height - border) atBorder++;
      }
    }
  ratios.sort((a, b) => b - a);
  tones.sort((a, b) => a - b);
  const tenth = (list: number[], from: 'start' | 'end') => {
    const n = Math.max(1, Math.floor(list.length / 10));
    const part = from === 'start' ? list.slice(0, n) : list.slice(-n);
    return part.reduce((s, v) => s + v, 0) / part.length;
  };
  return {
    edgeContrast: ratios.length ? tenth(ratios, 'start') : 1,
    edgeShare: samples ? ratios.length / (2 * samples) : 0,
    cells,
    borderEdges: ratios.length ? atBorder / ratios.length : 0,
    dark: tones.length ? tenth(tones, 'start') : 0,
    light: tones.length ? tenth(tones, 'end') : 0,
    outOfGamut: samples ? gamut / samples : 0,
  };
}

/** The colours most of the image is made of: 4-bit-per-channel bins, the five largest's share. */
function dominantShare(px: JudgePixels): { share: number; colours: string[] } {
  const { data, width, height, channels } = px;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  const bins = new Map<number, number>();
  let n = 0;
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * channels;
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      bins.set(key, (bins.get(key) ?? 0) + 1);
      n++;
    }
  const top = [...bins.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const colours = top.map(([k]) => rgbToHex([((k >> 8) & 15) * 17, ((k >> 4) & 15) * 17, (k & 15) * 17]));
  return { share: n ? top.reduce((s, [, c]) => s + c, 0) / n : 0, colours };
}

/** Rates an image with no design document on the six criteria, from its pixels. */
export function judgeImage(pixels: JudgePixels): JudgeResult {
  const px = pixelStats(pixels, []);
  const e = edgeStats(pixels);
  const dominant = dominantShare(pixels);

  const standOut = clamp01(px.separation / 0.3);
  const vivid = clamp01(px.colourfulness / 70);
  const shelf = criterion(
    'shelfImpact',
    10 * (0.55 * standOut + 0.45 * vivid),
    `The pack stands ${standOut > 0.66 ? 'well' : standOut > 0.33 ? 'moderately' : 'barely'} off its background ` +
      `(${pct(px.separation)} colour distance); colourfulness ${Math.round(px.colourfulness)}`,
  );

  const legibility = criterion(
    'legibility',
    0.8 * contrastScore(e.edgeContrast) + 2 * clamp01(e.edgeShare / 0.04),
    `The sharpest edges, where type and outlines sit, reach ${e.edgeContrast.toFixed(1)}:1 contrast; ` +
      `${pct(e.edgeShare)} of the image is edge detail`,
  );

  const mean = e.cells.reduce((s, v) => s + v, 0) / 9;
  const focal = e.cells.indexOf(Math.max(...e.cells));
  const lead = mean > 0 ? e.cells[focal]! / mean : 1;
  const hierarchy = criterion(
    'hierarchy',
    mean > 0 ? 3 + 7 * clamp01((lead - 1) / 1.5) : 0,
    mean > 0
      ? `Detail gathers in the ${CELL_NAMES[focal]}, ${lead.toFixed(1)}× the average of the image — ` +
          (lead >= 2
            ? 'one clear focal point'
            : lead >= 1.4
              ? 'a focal point'
              : 'spread evenly, no clear lead')
      : 'No edges or type to lead the eye',
  );

  const consistency = criterion(
    'brandConsistency',
    10 * clamp01(dominant.share / 0.7),
    `${pct(dominant.share)} of the image is in its five main colours (${dominant.colours.join(', ')})`,
  );

  const toneRatio = wcag(e.dark, e.light);
  const contrastC = criterion(
    'colourContrast',
    contrastScore(toneRatio),
    `Darkest and lightest tones differ ${toneRatio.toFixed(1)}:1 (WCAG)`,
  );

  const printRisk = criterion(
    'printRisk',
    10 - Math.min(5, 25 * e.borderEdges) - Math.min(5, 50 * e.outOfGamut),
    `${pct(e.borderEdges)} of the edge detail lies within 3% of the border (the trim); ` +
      `${pct(e.outOfGamut)} of the image is in RGB colours a CMYK press cannot reach`,
  );

  const criteria = [shelf, legibility, hierarchy, consistency, contrastC, printRisk];
  return { overall: round1(criteria.reduce((s, c) => s + c.score, 0) / criteria.length), criteria };
}
