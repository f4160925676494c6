/**
 * Where things sit on a label panel, in paint order, so layouts can be checked (render.test.ts) and
 * can place decoration in the space text leaves free.
 */
import { bbox, type Path } from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import type { Box, FittedText } from '../scene/text.ts';

/** What an item on a panel is; items without a tag are decorative shapes. */
export type ItemTag =
  | {
      kind: 'text';
      text: FittedText;
      /** Ink where it is drawn, when moved after fitting. */
      placed?: Box;
      /** Degrees it is turned from horizontal, when rotated. */
      turn?: number;
    }
  /** Text set on a circle (badge rings): copy, but its box is the whole badge. */
  | { kind: 'ring-text'; text: FittedText }
  /** Logo, symbol icon, hero illustration or monogram disc. */
  | { kind: 'mark' }
  /** Drawn inside a mark (the monogram letter). */
  | { kind: 'mark-part' };

export interface PanelLayout {
  role: string;
  w: number;
  h: number;
  /** `fill` and `opacity` as painted (the judge measures text contrast against what lies under it). */
  texts: { text: string; ink: Box; order: number; fill?: string; opacity?: number; turn?: number }[];
  ringTexts: string[];
  marks: { box: Box; order: number }[];
  shapes: {
    d: Path;
    evenOdd: boolean;
    box: Box;
    order: number;
    fill?: string;
    opacity?: number;
    /** Stroke width when the shape is stroked (print risk: hairlines). */
    sw?: number;
  }[];
}

export function itemBox(it: Item): Box {
  return it.kind === 'image' ? { x: it.x, y: it.y, w: it.w, h: it.h } : bbox(it.d);
}

export function panelLayout(
  role: string,
  w: number,
  h: number,
  items: Item[],
  tags: Map<Item, ItemTag>,
): PanelLayout {
  const out: PanelLayout = { role, w, h, texts: [], ringTexts: [], marks: [], shapes: [] };
  items.forEach((it, order) => {
    const tag = tags.get(it);
    if (!tag) {
      if (it.kind === 'path' && it.d.length)
        out.shapes.push({
          d: it.d,
          evenOdd: !!it.evenOdd,
          box: bbox(it.d),
          order,
          fill: it.fill,
          opacity: it.opacity,
          sw: it.stroke && it.stroke !== 'none' ? it.sw : undefined,
        });
      return;
    }
    if (tag.kind === 'text') {
      if (tag.text.lines.length && tag.text.path.length)
        out.texts.push({
          text: tag.text.text,
          ink: tag.placed ?? tag.text.ink,
          order,
          ...(tag.turn ? { turn: tag.turn } : {}),
          ...(it.kind === 'path' ? { fill: it.fill, opacity: it.opacity } : {}),
        });
    } else if (tag.kind === 'ring-text') out.ringTexts.push(tag.text.text);
    else if (tag.kind === 'mark') out.marks.push({ box: itemBox(it), order });
  });
  return out;
}

/** Pack details this faint (corrugation, fold shading) are texture, like the printed pattern. */
const TEXTURE_OPACITY = 0.12;

/** A panel with pack details drawn over it (after everything on the label). */
export function withOverlay(p: PanelLayout, items: Item[]): PanelLayout {
  const shapes = [...p.shapes];
  let order = Math.max(0, ...p.texts.map((t) => t.order), ...p.shapes.map((x) => x.order)) + 1;
  for (const it of items)
    if (it.kind === 'path' && it.d.length && it.fill !== 'none' && (it.opacity ?? 1) > TEXTURE_OPACITY)
      shapes.push({ d: it.d, evenOdd: !!it.evenOdd, box: bbox(it.d), order: order++ });
  return { ...p, shapes };
}

// ---- geometry ----

export function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.w, b.x + b.w);
  const y1 = Math.min(a.y + a.h, b.y + b.h);
  return x1 > x && y1 > y ? { x, y, w: x1 - x, h: y1 - y } : null;
}

/** Distance from a point to the nearest point of a box (0 inside). */
export function distanceToBox(x: number, y: number, b: Box): number {
  const dx = Math.max(b.x - x, 0, x - (b.x + b.w));
  const dy = Math.max(b.y - y, 0, y - (b.y + b.h));
  return Math.hypot(dx, dy);
}

/** Largest radius up to rMax for a disc at (cx, cy) that keeps `gap` clear of every box. */
export function clearRadius(cx: number, cy: number, rMax: number, boxes: Box[], gap: number): number {
  let r = rMax;
  for (const b of boxes) r = Math.min(r, distanceToBox(cx, cy, b) - gap);
  return Math.max(0, r);
}

/** Path outlines as polygons (curves flattened into 8 segments). */
export function polygons(path: Path): [number, number][][] {
  const out: [number, number][][] = [];
  let cur: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const c of path) {
    if (c.t === 'M') {
      if (cur.length > 2) out.push(cur);
      cur = [[c.x, c.y]];
    } else if (c.t === 'L') cur.push([c.x, c.y]);
    else if (c.t === 'C') {
      for (let i = 1; i <= 8; i++) {
        const t = i / 8;
        const u = 1 - t;
        cur.push([
          u * u * u * x + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x,
          u * u * u * y + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y,
        ]);
      }
    } else {
      if (cur.length > 2) out.push(cur);
      cur = [];
      continue;
    }
    x = c.x;
    y = c.y;
  }
  if (cur.length > 2) out.push(cur);
  return out;
}

/** Point in a filled path, by the non-zero (default) or even-odd rule. */
export function insidePath(polys: [number, number][][], px: number, py: number, evenOdd: boolean): boolean {
  let winding = 0;
  let crossings = 0;
  for (const poly of polys)
    for (let i = 0; i < poly.length; i++) {
      const [x0, y0] = poly[i]!;
      const [x1, y1] = poly[(i + 1) % poly.length]!;
      if (y0 <= py === y1 <= py) continue;
      const xi = x0 + ((py - y0) / (y1 - y0)) * (x1 - x0);
      if (xi > px) {
        crossings++;
        winding += y1 > y0 ? 1 : -1;
      }
    }
  return evenOdd ? crossings % 2 === 1 : winding !== 0;
}

function grid(b: Box, nx: number, ny: number, inset: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++)
      pts.push([
        b.x + inset + ((b.w - 2 * inset) * (i + 0.5)) / nx,
        b.y + inset + ((b.h - 2 * inset) * (j + 0.5)) / ny,
      ]);
  return pts;
}

/**
 * Layout faults on one panel:
 * - a decorative shape painted over a text block, or under only part of it (a shape either holds a
 *   text block whole, like a band or a pill, or stays clear of it);
 * - a text block overlapping a logo, symbol or illustration, or another text block.
 */
export function layoutFaults(p: PanelLayout): string[] {
  const faults: string[] = [];
  const tol = Math.max(0.5, Math.min(p.w, p.h) * 0.002);
  p.texts.forEach((t, i) => {
    const ink = { x: t.ink.x + tol, y: t.ink.y + tol, w: t.ink.w - 2 * tol, h: t.ink.h - 2 * tol };
    if (ink.w <= 0 || ink.h <= 0) return;
    for (const o of p.texts.slice(i + 1))
      if (intersect(ink, o.ink)) faults.push(`${p.role}: "${t.text}" runs into "${o.text}"`);
    for (const m of p.marks)
      if (intersect(ink, m.box)) faults.push(`${p.role}: "${t.text}" overlaps a logo or icon`);
    for (const s of p.shapes) {
      const overlap = intersect(ink, s.box);
      if (!overlap) continue;
      const polys = polygons(s.d);
      const hits = grid(overlap, 12, 8, 0).some(([x, y]) => insidePath(polys, x, y, s.evenOdd));
      if (!hits) continue;
      if (s.order > t.order) {
        faults.push(`${p.role}: a shape is painted over "${t.text}"`);
        continue;
      }
      const held = grid(ink, 8, 4, 0).every(([x, y]) => insidePath(polys, x, y, s.evenOdd));
      if (!held) faults.push(`${p.role}: "${t.text}" sits partly on a shape`);
    }
  });
  return faults;
}
