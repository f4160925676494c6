import type { FontKey } from '../document/font-keys.ts';
import { measure, metrics, textPath } from './fonts.ts';
import { bbox, type Path, transformPath } from './path.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextSpec {
  text: string;
  font: FontKey;
  maxSize: number;
  maxLines?: number;
  lineHeight?: number;
  align?: 'start' | 'middle' | 'end';
  valign?: 'top' | 'middle' | 'bottom';
  /** Letter spacing in em. */
  tracking?: number;
  upper?: boolean;
}

export interface FittedText {
  text: string;
  font: FontKey;
  lines: string[];
  size: number;
  box: Box;
  /** Bounding box of the outlines actually drawn. */
  ink: Box;
  path: Path;
}

function splitBalanced(words: string[], n: number, widthOf: (s: string) => number): string[] {
  if (n <= 1 || words.length <= 1) return [words.join(' ')];
  if (n >= words.length) return [...words];
  let best: string[] = [words.join(' ')];
  let bestW = Number.POSITIVE_INFINITY;
  const rec = (start: number, left: number, acc: string[]) => {
    if (left === 1) {
      const line = words.slice(start).join(' ');
      const lines = [...acc, line];
      const w = Math.max(...lines.map(widthOf));
      if (w < bestW - 1e-6) {
        bestW = w;
        best = lines;
      }
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++)
      rec(end, left - 1, [...acc, words.slice(start, end).join(' ')]);
  };
  rec(0, n, []);
  return best;
}

/**
 * Fits text into a box: tries 1..maxLines balanced line breaks, picks the largest size that fits,
 * then measures the real outlines and scales them down if anything would cross the box.
 */
export function fitText(spec: TextSpec, box: Box): FittedText {
  const text = (spec.upper ? spec.text.toUpperCase() : spec.text).trim().replace(/\s+/g, ' ');
  const tracking = spec.tracking ?? 0;
  const lh = spec.lineHeight ?? 1.08;
  const m = metrics(spec.font);
  const words = text.split(' ').filter(Boolean);
  const maxLines = Math.max(1, Math.min(spec.maxLines ?? 1, words.length));
  const unit = (s: string) => measure(spec.font, s, 1, tracking);
  const glyphH = m.capHeight + (spec.upper ? 0.02 : m.descender * 0.8);
  let best = { lines: [text], size: 0, score: -1 };
  for (let n = 1; n <= maxLines; n++) {
    const lines = splitBalanced(words, n, unit);
    const maxW = Math.max(...lines.map(unit), 1e-6);
    const sizeW = box.w / maxW;
    const sizeH = box.h / ((n - 1) * lh + glyphH + (spec.upper ? 0 : m.ascender - m.capHeight));
    const size = Math.min(spec.maxSize, sizeW, sizeH);
    const score = size * 0.94 ** (n - 1);
    if (score > best.score) best = { lines, size, score };
  }
  const size = Math.max(0.5, best.size);
  const align = spec.align ?? 'middle';
  const ax = align === 'start' ? box.x : align === 'end' ? box.x + box.w : box.x + box.w / 2;
  let path: Path = [];
  best.lines.forEach((line, i) => {
    path = path.concat(textPath(spec.font, line, size, ax, i * size * lh, align, tracking));
  });
  let ink = bbox(path);
  // scale down if the real outlines are larger than the box (script swashes, overhangs)
  const k = Math.min(1, box.w / Math.max(ink.w, 1e-6), box.h / Math.max(ink.h, 1e-6)) * 0.999;
  if (k < 1) {
    path = transformPath(path, [k, 0, 0, k, ax * (1 - k), 0]);
    ink = bbox(path);
  }
  // place by the real ink box
  const valign = spec.valign ?? 'middle';
  const dy =
    valign === 'top'
      ? box.y - ink.y
      : valign === 'bottom'
        ? box.y + box.h - (ink.y + ink.h)
        : box.y + box.h / 2 - (ink.y + ink.h / 2);
  let dx = 0;
  if (ink.x < box.x) dx = box.x - ink.x;
  else if (ink.x + ink.w > box.x + box.w) dx = box.x + box.w - (ink.x + ink.w);
  path = transformPath(path, [1, 0, 0, 1, dx, dy]);
  ink = { x: ink.x + dx, y: ink.y + dy, w: ink.w, h: ink.h };
  return { text, font: spec.font, lines: best.lines, size: size * k, box, ink, path };
}

/** Wraps body copy into lines no wider than the box at a fixed size; drops lines that do not fit. */
export function paragraph(
  text: string,
  font: FontKey,
  size: number,
  box: Box,
  lh = 1.35,
  align: 'start' | 'middle' = 'start',
): FittedText {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (measure(font, next, size) <= box.w || !cur) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  const m = metrics(font);
  const maxLines = Math.max(0, Math.floor((box.h / size - m.ascender - m.descender) / lh) + 1);
  const kept = lines.slice(0, maxLines);
  let path: Path = [];
  const x = align === 'start' ? box.x : box.x + box.w / 2;
  kept.forEach((line, i) => {
    // shrink a single over-long word to the width
    const w = measure(font, line, size);
    const s = w > box.w ? (size * box.w) / w : size;
    path = path.concat(textPath(font, line, s, x, box.y + size * m.ascender + i * size * lh, align));
  });
  const ink = bbox(path);
  return { text, font, lines: kept, size, box, ink, path };
}
