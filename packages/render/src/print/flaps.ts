/** Small shapes nets are built from: panels with artwork, and flaps grown off a panel edge. */
import type { Pt } from '../scene/path.ts';
import { type FaceName, type Piece, type PieceArt, type Rect, rectPoly, type Turn } from './net.ts';

export type Edge = 'top' | 'right' | 'bottom' | 'left';

/** A panel rectangle; `art` gives the face and role it carries and how it is turned on the net. */
export function panel(
  name: string,
  r: Rect,
  art?: {
    face: FaceName;
    role: PieceArt['role'];
    turn: Turn;
    area?: Rect;
  },
): Piece {
  if (!art) return { name, kind: 'panel', poly: rectPoly(r.x, r.y, r.w, r.h) };
  const quarter = art.turn === 90 || art.turn === 270;
  const a: PieceArt = {
    face: art.face,
    role: art.role,
    w: quarter ? r.h : r.w,
    h: quarter ? r.w : r.h,
    turn: art.turn,
    ...(art.area ? { area: art.area } : {}),
  };
  return { name, kind: 'panel', poly: rectPoly(r.x, r.y, r.w, r.h), art: a };
}

/** The edge of a rectangle, walked clockwise so the outward side is on the left of a → b. */
export function edgeOf(r: Rect, e: Edge): [Pt, Pt] {
  const { x, y, w, h } = r;
  switch (e) {
    case 'top':
      return [
        [x, y],
        [x + w, y],
      ];
    case 'right':
      return [
        [x + w, y],
        [x + w, y + h],
      ];
    case 'bottom':
      return [
        [x + w, y + h],
        [x, y + h],
      ];
    case 'left':
      return [
        [x, y + h],
        [x, y],
      ];
  }
}

export interface FlapShape {
  /** How far the flap stands off the edge. */
  depth: number;
  /** Where the flap's base starts and ends along the edge (mm in from each end). */
  insetA?: number;
  insetB?: number;
  /** How much narrower the free edge is than the base, at each end. */
  taperA?: number;
  taperB?: number;
  /** Rounded free corners (tuck flaps), drawn as a few facets. */
  round?: number;
}

/** A flap grown outward off a rectangle's edge. */
export function flap(name: string, kind: 'flap' | 'glue', r: Rect, e: Edge, s: FlapShape): Piece {
  const [a, b] = edgeOf(r, e);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const n: Pt = [t[1], -t[0]];
  const at = (along: number, out: number): Pt => [
    a[0] + t[0] * along + n[0] * out,
    a[1] + t[1] * along + n[1] * out,
  ];
  const i0 = s.insetA ?? 0;
  const i1 = len - (s.insetB ?? 0);
  const f0 = i0 + (s.taperA ?? 0);
  const f1 = i1 - (s.taperB ?? 0);
  const d = s.depth;
  const poly: Pt[] = [at(i0, 0), at(i1, 0)];
  const r0 = Math.max(0, Math.min(s.round ?? 0, d * 0.6, (f1 - f0) / 2));
  if (r0 > 0) {
    // quarter circles at the free corners, a few facets each
    const steps = 6;
    for (let k = 0; k <= steps; k++) {
      const ang = (k / steps) * (Math.PI / 2);
      poly.push(at(f1 - r0 + r0 * Math.cos(ang), d - r0 + r0 * Math.sin(ang)));
    }
    for (let k = 0; k <= steps; k++) {
      const ang = (k / steps) * (Math.PI / 2);
      poly.push(at(f0 + r0 - r0 * Math.sin(ang), d - r0 + r0 * Math.cos(ang)));
    }
  } else poly.push(at(f1, d), at(f0, d));
  return { name, kind, poly };
}

/** Standard flap sizes, from the board's dimensions (mm). */
export const glueDepth = (side: number) => Math.max(8, Math.min(15, side * 0.45));
export const tuckDepth = (d: number) => Math.max(10, Math.min(25, d * 0.5));
