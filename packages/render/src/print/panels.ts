/**
 * Each piece of a net laid out for its own size: the design composed inside the piece's safe area
 * (3 mm in from every fold and trim), strips (lid skirts, lid walls, shallow tin bodies) given a
 * one-line lockup of the copy that fits at a readable size, wraps their front and back panels.
 * Shapes a layout runs off its edges (bands, stripes, colour blocks) keep running into the bleed.
 */
import { PRINT_BLEED_MM, PRINT_SAFE_MM } from '@packsmith/core';
import type { Designer } from '../compose/label-designer.ts';
import { itemBox, type PanelLayout } from '../compose/panel-layout.ts';
import type { FontKey } from '../document/font-keys.ts';
import { bbox, mapPoints, type Path, transformPath, translate } from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import { type Box, type FittedText, fitText } from '../scene/text.ts';
import type { PieceArt } from './net.ts';

const B = PRINT_BLEED_MM;
const S = PRINT_SAFE_MM;
/** The smallest type a print file sets (5 pt); copy that would be smaller is left off. */
export const MIN_TYPE_MM = 1.76;
/** A live area less deep than this gets the one-line strip lockup instead of a face layout. */
export const STRIP_MM = 18;
/** Wider than this for its depth, a face is a strip too (lid skirts, lid walls). */
const STRIP_RATIO = 6;
const BACK_RATIO = 2.3;

/** What must keep inside the safe area, in the piece's upright artwork space. */
export interface Kept {
  kind: 'text' | 'mark' | 'ornament';
  label: string;
  box: Box;
  /** Type size (mm) of a text. */
  size?: number;
}

export interface PieceDesign {
  /** Background colour and pattern, running into the bleed all round. */
  ground: Item[];
  /** The design over it: every item inside the safe area, or a shape running off into the bleed. */
  design: Item[];
  kept: Kept[];
}

type Shape = 'rect' | 'disc';

/** The design of one piece whose upright artwork is w × h (an optional design area within it). */
export function designPiece(designer: Designer, art: PieceArt, shape: Shape = 'rect'): PieceDesign {
  const { w, h } = art;
  const ground = designer.ground(w + 2 * B, h + 2 * B).map((it) => shifted(it, -B, -B));
  if (art.role === 'ground') return { ground, design: [], kept: [] };
  const area = art.area ?? { x: 0, y: 0, w, h };
  // a disc keeps its design in the square inscribed in its safe circle
  const inset =
    shape === 'disc' ? Math.min(area.w, area.h) / 2 - (Math.min(area.w, area.h) / 2 - S) / Math.SQRT2 : S;
  const live: Box = { x: area.x + inset, y: area.y + inset, w: area.w - 2 * inset, h: area.h - 2 * inset };
  if (live.w < 4 || live.h < 4) return { ground, design: [], kept: [] };
  // a back panel's copy block needs depth: a shallow back (a lid's back wall) gets the lockup
  const shallowBack = art.role === 'back' && live.w / live.h > BACK_RATIO;
  const parts =
    Math.min(live.w, live.h) < STRIP_MM || live.w / live.h > STRIP_RATIO || shallowBack
      ? strip(designer, live, art.role === 'wrap' ? [0.25, 0.75] : [0.5])
      : art.role === 'wrap'
        ? wrap(designer, live)
        : face(designer, art.role, live);
  const reach = { x: -live.x - B, y: -live.y - B, x1: w - live.x + B, y1: h - live.y + B };
  return { ground, ...placed(parts, live, reach) };
}

interface Parts {
  items: Item[];
  kept: Kept[];
  /** Shapes laid out to run off the live area's edges. */
  bleeding: Set<Item>;
}

/**
 * A face layout by the engine's designer at the live area's size, with what it recorded. Some
 * layouts set ornaments past their own edge on small panels (a frame's corner diamonds): then the
 * face is laid out again smaller by that much, centred, until everything is inside.
 */
function face(designer: Designer, role: Exclude<PieceArt['role'], 'ground' | 'wrap'>, live: Box): Parts {
  let [dx, dy] = [0, 0];
  let parts = composed(designer, role, live.w, live.h);
  for (let i = 0; ; i++) {
    const over = overflow(parts.kept, live.w - 2 * dx, live.h - 2 * dy);
    if (over.x <= dx && over.y <= dy) break;
    if (i === 6) return stack(designer, live);
    dx = Math.max(dx, over.x);
    dy = Math.max(dy, over.y);
    parts = composed(designer, role, live.w - 2 * dx, live.h - 2 * dy);
  }
  if (!dx && !dy) return parts;
  // spanning shapes still run edge to edge of the live area
  const out: Parts = { items: [], kept: [], bleeding: new Set() };
  merge(out, parts, dx, dy);
  out.items = out.items.map((it) =>
    out.bleeding.has(it) && it.kind === 'path' ? { ...it, d: stretched(it.d, dx, dy, live) } : it,
  );
  out.bleeding = new Set(out.items.filter((_, i) => parts.bleeding.has(parts.items[i]!)));
  return out;
}

/** Spanning shape points on the smaller layout's edges moved out to the live area's edges. */
function stretched(d: Path, dx: number, dy: number, live: Box): Path {
  const e = 0.02;
  return mapPoints(d, (x, y) => [
    x <= dx + e ? x - dx : x >= live.w - dx - e ? x + dx : x,
    y <= dy + e ? y - dy : y >= live.h - dy - e ? y + dy : y,
  ]);
}

function overflow(kept: Kept[], w: number, h: number): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const { box: b } of kept) {
    x = Math.max(x, -b.x, b.x + b.w - w);
    y = Math.max(y, -b.y, b.y + b.h - h);
  }
  return { x: x > 0.01 ? x + 0.01 : 0, y: y > 0.01 ? y + 0.01 : 0 };
}

function composed(
  designer: Designer,
  role: Exclude<PieceArt['role'], 'ground' | 'wrap'>,
  w: number,
  h: number,
): Parts {
  const start = designer.texts.length;
  const items = designer.panel(role, w, h);
  const fitted = designer.texts.slice(start);
  const parts = fromRecord(items, designer.panels[designer.panels.length - 1], w, h, fitted);
  return readableOnly(parts, fitted, designer.doc.text.brand) ?? stack(designer, { x: 0, y: 0, w, h });
}

/**
 * The layout without copy set below the type floor or cut short (and the pill or ribbon that held it); null
 * when the brand itself would be too small: the panel is too small for the layout.
 */
function readableOnly(parts: Parts, fitted: FittedText[], brand: string): Parts | null {
  // copy below the floor, and body copy the layout had to cut off mid-sentence
  const unfit = (f: FittedText) =>
    f.size < MIN_TYPE_MM || (f.lines.length > 0 && f.lines.join(' ') !== f.text.replace(/\s+/g, ' ').trim());
  const cut = new Set(fitted.filter(unfit).map((f) => f.text));
  const small = parts.kept.filter(
    (k) => k.kind === 'text' && ((k.size !== undefined && k.size < MIN_TYPE_MM) || cut.has(k.label)),
  );
  const texts = parts.kept.filter((k) => k.kind === 'text' && !small.includes(k));
  // a bullet whose copy the layout had no room for at all
  const orphans = parts.kept.filter(
    (k) =>
      k.kind === 'ornament' && k.box.w <= 1.5 && k.box.h <= 1.5 && !texts.some((t) => bullet(k.box, t.box)),
  );
  if (!small.length && !orphans.length) return parts;
  if (small.some((k) => sameWords(k.label, brand))) return null;
  const gone = new Set<Path>(fitted.filter(unfit).map((f) => f.path));
  // the pill or ribbon that held the copy, or the bullet before it, go with it
  const holders = parts.kept.filter(
    (k) =>
      orphans.includes(k) ||
      (k.kind === 'ornament' &&
        small.some(
          (t) =>
            (contains(k.box, t.box) && k.box.w * k.box.h < 6 * t.box.w * t.box.h) || bullet(k.box, t.box),
        )),
  );
  const items = parts.items.filter(
    (it) => it.kind !== 'path' || (!gone.has(it.d) && !holders.some((k) => sameBox(k.box, bbox(it.d)))),
  );
  const kept = parts.kept.filter((k) => !small.includes(k) && !holders.includes(k));
  return { items, kept, bleeding: parts.bleeding };
}

const contains = (a: Box, b: Box) =>
  a.x <= b.x && a.y <= b.y && a.x + a.w >= b.x + b.w && a.y + a.h >= b.y + b.h;
const sameBox = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < 1e-6 &&
  Math.abs(a.y - b.y) < 1e-6 &&
  Math.abs(a.w - b.w) < 1e-6 &&
  Math.abs(a.h - b.h) < 1e-6;
/** A small mark just before a line of copy, level with it (a claim's bullet). */
function bullet(b: Box, t: Box): boolean {
  const reach = Math.max(t.h, 1) * 3;
  const cy = b.y + b.h / 2;
  return (
    b.w <= reach &&
    b.h <= reach &&
    b.x + b.w <= t.x + 0.01 &&
    t.x - (b.x + b.w) <= reach &&
    Math.abs(cy - (t.y + t.h / 2)) <= reach / 2
  );
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A small panel's own layout: symbol over the brand over the descriptor, each when readable. */
function stack(designer: Designer, live: Box): Parts {
  const doc = designer.doc;
  const ty = doc.typography;
  const ink = designer.ink;
  const out: Parts = { items: [], kept: [], bleeding: new Set() };
  const { w, h } = live;
  const line = (text: string, font: FontKey, box: Box, upper: boolean, tracking: number, lines = 1) => {
    if (!text.trim()) return undefined;
    const t = fitText({ text, font, upper, tracking, maxSize: box.h, maxLines: lines }, box);
    return t.lines.length && t.size >= MIN_TYPE_MM ? t : undefined;
  };
  const full = { x: 0, y: 0, w: w * 0.92 };
  const brand = line(doc.text.brand, ty.display, { ...full, h: h * 0.22 }, ty.upper, ty.tracking, 2);
  const desc = brand ? line(doc.text.descriptor, ty.body, { ...full, h: h * 0.07 }, true, 0.14) : undefined;
  const sym = Math.min(w, h) * 0.3;
  const gap = h * 0.05;
  const total = sym + (brand ? gap + brand.ink.h : 0) + (desc ? gap + desc.ink.h : 0);
  let y = (h - total) / 2;
  out.items.push(...designer.symbol(w / 2, y + sym / 2, sym, ink, designer.groundColour));
  out.kept.push({ kind: 'mark', label: 'symbol', box: { x: w / 2 - sym / 2, y, w: sym, h: sym } });
  y += sym;
  for (const t of [brand, desc]) {
    if (!t) continue;
    y += gap;
    const d = transformPath(t.path, translate(w / 2 - (t.ink.x + t.ink.w / 2), y - t.ink.y));
    out.items.push({ kind: 'path', d, fill: ink });
    out.kept.push({ kind: 'text', label: t.text, box: bbox(d), size: t.size });
    y += t.ink.h;
  }
  return out;
}

/** A wrap-round body: the front a quarter of the way round, the back at three quarters, seam at the side. */
function wrap(designer: Designer, live: Box): Parts {
  const pw = Math.min(live.w * 0.3, live.h * 1.6);
  const out: Parts = { items: [], kept: [], bleeding: new Set() };
  for (const [role, at] of [
    ['front', 0.25],
    ['back', 0.75],
  ] as const)
    merge(out, face(designer, role, { x: 0, y: 0, w: pw, h: live.h }), live.w * at - pw / 2, 0);
  return out;
}

/**
 * The items with what must keep inside (texts with their type size, marks, ornaments), and the
 * shapes that span the panel edge to edge (bands, stripes, colour blocks): those run on into the bleed.
 */
function fromRecord(
  items: Item[],
  record: PanelLayout | undefined,
  w: number,
  h: number,
  fitted: FittedText[],
): Parts {
  const kept: Kept[] = [];
  const bleeding = new Set<Item>();
  if (!record) return { items, kept, bleeding };
  for (const t of record.texts) {
    const size = fitted.find((f) => f.text === t.text)?.size;
    kept.push({ kind: 'text', label: t.text, box: t.ink, ...(size !== undefined ? { size } : {}) });
  }
  for (const m of record.marks) kept.push({ kind: 'mark', label: 'logo or icon', box: m.box });
  const e = 0.01;
  const byPath = new Map(items.flatMap((it) => (it.kind === 'path' ? [[it.d, it] as const] : [])));
  for (const s of record.shapes) {
    const b = s.box;
    const spans = (b.x <= e && b.x + b.w >= w - e) || (b.y <= e && b.y + b.h >= h - e);
    const it = byPath.get(s.d);
    if (spans && it) bleeding.add(it);
    else kept.push({ kind: 'ornament', label: 'ornament', box: b });
  }
  return { items, kept, bleeding };
}

function merge(into: Parts, part: Parts, dx: number, dy: number) {
  for (const it of part.items) {
    const moved = shifted(it, dx, dy);
    into.items.push(moved);
    if (part.bleeding.has(it)) into.bleeding.add(moved);
  }
  for (const k of part.kept) into.kept.push({ ...k, box: { ...k.box, x: k.box.x + dx, y: k.box.y + dy } });
}

/**
 * A strip's lockup at each anchor (shares of its length): symbol, brand and descriptor on one
 * line, each only when it fits at a readable size — the descriptor goes first, then the symbol.
 */
function strip(designer: Designer, live: Box, anchors: number[]): Parts {
  const long = live.w >= live.h;
  // vertical strips are laid out lying down and turned up
  const L = long ? live.w : live.h;
  const D = long ? live.h : live.w;
  const span = L / anchors.length;
  const doc = designer.doc;
  const ty = doc.typography;
  const ink = designer.ink;
  const gap = D * 0.35;
  const fitLine = (text: string, font: typeof ty.display, size: number, upper: boolean, tracking: number) =>
    text.trim()
      ? fitText(
          { text, font, upper, tracking, maxSize: size, maxLines: 1 },
          { x: 0, y: 0, w: span * 0.6, h: size * 1.2 },
        )
      : undefined;
  const brand = fitLine(doc.text.brand, ty.display, Math.min(D * 0.6, 14), ty.upper, ty.tracking);
  const readable = (t: ReturnType<typeof fitLine>) =>
    t?.lines.length && t.size >= MIN_TYPE_MM ? t : undefined;
  const b = readable(brand);
  let desc = b
    ? readable(fitLine(doc.text.descriptor, ty.body, Math.min(D * 0.3, b.size * 0.55), true, 0.14))
    : undefined;
  let sym = D >= 5 ? Math.min(D * 0.8, 16) : 0;
  const width = () => (sym ? sym + gap : 0) + (b?.ink.w ?? 0) + (desc ? gap + desc.ink.w : 0);
  if (desc && width() > span * 0.9) desc = undefined;
  if (sym && width() > span * 0.9) sym = 0;
  const out: Parts = { items: [], kept: [], bleeding: new Set() };
  if (!b && !sym) return out;
  for (const at of anchors) {
    let x = L * at - width() / 2;
    const cy = D / 2;
    const line: Parts = { items: [], kept: [], bleeding: new Set() };
    if (sym) {
      for (const it of designer.symbol(x + sym / 2, cy, sym, ink, designer.groundColour)) line.items.push(it);
      line.kept.push({ kind: 'mark', label: 'symbol', box: { x, y: cy - sym / 2, w: sym, h: sym } });
      x += sym + gap;
    }
    for (const t of [b, desc]) {
      if (!t) continue;
      const d = transformPath(t.path, translate(x - t.ink.x, cy - (t.ink.y + t.ink.h / 2)));
      line.items.push({ kind: 'path', d, fill: ink, opacity: t === desc ? 0.85 : undefined });
      line.kept.push({ kind: 'text', label: t.text, box: bbox(d), size: t.size });
      x += t.ink.w + gap;
    }
    if (long) merge(out, line, 0, 0);
    else {
      // turned to read bottom to top: (u, v) → (v, L − u)
      const turn = (p: Path) => mapPoints(p, (u, v) => [v, L - u]);
      for (const it of line.items)
        out.items.push(it.kind === 'path' ? { ...it, d: turn(it.d) } : turnedImage(it, L));
      for (const k of line.kept)
        out.kept.push({ ...k, box: { x: k.box.y, y: L - k.box.x - k.box.w, w: k.box.h, h: k.box.w } });
    }
  }
  return out;
}

function turnedImage(it: Extract<Item, { kind: 'image' }>, L: number): Item {
  // a square logo keeps its orientation; only its box moves
  return { ...it, x: it.y, y: L - it.x - it.w, w: it.h, h: it.w };
}

/**
 * The parts moved onto the live area; shapes laid out to run off its edges are stretched from
 * those edges out to the bleed (`reach`, in live space), so a band still reaches the fold or trim.
 */
function placed(parts: Parts, live: Box, reach: { x: number; y: number; x1: number; y1: number }) {
  const e = 0.01;
  const design: Item[] = [];
  for (const it of parts.items) {
    let item = it;
    if (it.kind === 'path' && parts.bleeding.has(it))
      item = {
        ...it,
        d: mapPoints(it.d, (x, y) => [
          x <= e ? Math.min(x, 0) + reach.x : x >= live.w - e ? Math.max(x, live.w) - live.w + reach.x1 : x,
          y <= e ? Math.min(y, 0) + reach.y : y >= live.h - e ? Math.max(y, live.h) - live.h + reach.y1 : y,
        ]),
      };
    design.push(shifted(item, live.x, live.y));
  }
  const kept = parts.kept.map((k) => ({ ...k, box: { ...k.box, x: k.box.x + live.x, y: k.box.y + live.y } }));
  return { design, kept };
}

export function shifted(it: Item, dx: number, dy: number): Item {
  return it.kind === 'image'
    ? { ...it, x: it.x + dx, y: it.y + dy }
    : { ...it, d: transformPath(it.d, translate(dx, dy)) };
}

/** Boxes of items (for checks on what a piece prints). */
export const boxesOf = (items: Item[]) => items.map(itemBox);
