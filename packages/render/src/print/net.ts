/**
 * A dieline (the flat net of a pack) as pieces: panels, flaps and glue flaps, each a polygon in
 * millimetres (x right, y down) on the printed, outside face. Cut and crease lines are derived
 * from the pieces: an edge two pieces share is a fold (crease), every other edge is cut.
 */
import type { Role } from '../compose/label-designer.ts';
import type { Pt } from '../scene/path.ts';

/** Which way the artwork's "up" points on the flat net, in quarter turns clockwise. */
export type Turn = 0 | 90 | 180 | 270;

export type FaceName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

export interface PieceArt {
  /** The pack face this panel becomes, and the role the designer composes for it. */
  face: FaceName;
  /** 'ground' is the design's background only; 'wrap' a round label: front and back on one band. */
  role: Role | 'ground' | 'wrap';
  /** Artwork size as seen upright on the folded pack (before the turn). */
  w: number;
  h: number;
  turn: Turn;
  /** Where the design goes when not the whole piece (above a carton's window), in artwork space. */
  area?: Rect;
}

export interface Piece {
  name: string;
  kind: 'panel' | 'flap' | 'glue';
  poly: Pt[];
  art?: PieceArt;
}

export interface Segment {
  a: Pt;
  b: Pt;
}

export interface Net {
  /** What kind of construction the net is ('tuck-end carton', 'mailer', …). */
  construction: string;
  pieces: Piece[];
  /** Cut-outs inside pieces (display windows): cut all round, nothing folds there. */
  holes?: Pt[][];
  /** Bounding box of all pieces. */
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rectPoly = (x: number, y: number, w: number, h: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export function polyBox(poly: Pt[]): Rect {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Moves every piece so the net's bounding box starts at (0, 0). */
export function normalise(construction: string, pieces: Piece[], holes: Pt[][] = []): Net {
  const all = pieces.flatMap((p) => p.poly);
  const box = polyBox(all);
  const move = (poly: Pt[]) => poly.map(([x, y]) => [x - box.x, y - box.y] as Pt);
  const moved = pieces.map((p) => ({ ...p, poly: move(p.poly) }));
  const net: Net = { construction, pieces: moved, width: box.w, height: box.h };
  if (holes.length) net.holes = holes.map(move);
  return net;
}

/** Places nets (separate parts such as a lid and a base) side by side with a gap. */
export function sideBySide(construction: string, parts: Net[], gap = 12): Net {
  const pieces: Piece[] = [];
  let x = 0;
  for (const part of parts) {
    for (const p of part.pieces) pieces.push({ ...p, poly: p.poly.map(([px, py]) => [px + x, py] as Pt) });
    x += part.width + gap;
  }
  return normalise(construction, pieces);
}

const EPS = 1e-6;

function edges(poly: Pt[]): Segment[] {
  return poly.map((a, i) => ({ a, b: poly[(i + 1) % poly.length]! }));
}

/** Interval [t0, t1] of segment s (parametrised 0..1) covered by a collinear segment o, or null. */
function overlap(s: Segment, o: Segment): [number, number] | null {
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 < EPS) return null;
  const cross = (p: Pt) => (p[0] - s.a[0]) * dy - (p[1] - s.a[1]) * dx;
  const tol = 1e-4 * Math.sqrt(len2);
  if (Math.abs(cross(o.a)) > tol || Math.abs(cross(o.b)) > tol) return null;
  const t = (p: Pt) => ((p[0] - s.a[0]) * dx + (p[1] - s.a[1]) * dy) / len2;
  const lo = Math.max(0, Math.min(t(o.a), t(o.b)));
  const hi = Math.min(1, Math.max(t(o.a), t(o.b)));
  return hi - lo > 1e-6 ? [lo, hi] : null;
}

const lerp = (s: Segment, t: number): Pt => [s.a[0] + (s.b[0] - s.a[0]) * t, s.a[1] + (s.b[1] - s.a[1]) * t];

function merge(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv[0] <= last[1] + 1e-9) last[1] = Math.max(last[1], iv[1]);
    else out.push([...iv]);
  }
  return out;
}

/** Cut and crease lines of a net: shared edges fold, the rest is cut (each crease listed once). */
export function dieLines(net: Net): { cut: Segment[]; crease: Segment[] } {
  const cut: Segment[] = [];
  const crease: Segment[] = [];
  net.pieces.forEach((piece, i) => {
    for (const s of edges(piece.poly)) {
      const shared: [number, number][] = [];
      net.pieces.forEach((other, j) => {
        if (j === i) return;
        for (const o of edges(other.poly)) {
          const iv = overlap(s, o);
          if (iv) shared.push(iv);
        }
      });
      const folds = merge(shared);
      let t = 0;
      for (const [lo, hi] of folds) {
        if (lo - t > 1e-6) cut.push({ a: lerp(s, t), b: lerp(s, lo) });
        // a fold belongs to both pieces: the lower-numbered one records it
        if (!net.pieces.some((_, j) => j < i && sharesEdge(net.pieces[j]!.poly, s, lo, hi)))
          crease.push({ a: lerp(s, lo), b: lerp(s, hi) });
        t = hi;
      }
      if (1 - t > 1e-6) cut.push({ a: lerp(s, t), b: lerp(s, 1) });
    }
  });
  for (const hole of net.holes ?? []) cut.push(...edges(hole));
  return { cut, crease };
}

function sharesEdge(poly: Pt[], s: Segment, lo: number, hi: number): boolean {
  const part = { a: lerp(s, lo), b: lerp(s, hi) };
  return edges(poly).some((o) => {
    const iv = overlap(part, o);
    return iv !== null && iv[1] - iv[0] > 0.5;
  });
}

/** True when a point lies on one of the segments (within a hundredth of a millimetre). */
export function onAny(p: Pt, segs: Segment[]): boolean {
  return segs.some(({ a, b }) => {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len < EPS) return false;
    const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (len * len);
    if (t < -1e-6 || t > 1 + 1e-6) return false;
    return Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len < 0.01;
  });
}
