/**
 * Builds a structure's flat net piece by piece and remembers how it folds: every piece after the
 * first hangs off a parent piece by a hinge (the edge they share) and folds by a set angle. The
 * flat net is drawn from the printed (outside) face; positive angles fold away from the viewer,
 * so the print ends up outside.
 */
import type { Pt } from '../../scene/path.ts';
import { type Edge, type FlapShape, flap } from '../flaps.ts';
import { type Net, normalise, type Piece, type Rect, rectPoly } from '../net.ts';

export interface Fold {
  /** Index of the folding piece and of the piece it hangs off. */
  piece: number;
  parent: number;
  /** The shared edge on the flat net (mm), before normalising. */
  hinge: [Pt, Pt];
  /** Folded angle in degrees (90 = a square corner, 180 = folded flat back onto the parent). */
  angle: number;
}

/** A structure's net, its folds, and the checks its geometry must pass. */
export interface StructureNet extends Net {
  folds: Fold[];
  /** Pairs of pieces whose free edges must meet when folded (the box closes). */
  meets: [string, string][];
  /** Glue areas: pieces that must carry no ink. */
  glue: string[];
}

const EPS = 1e-6;

/** The part of segment s that a collinear segment o covers, or null. */
function sharedPart(s: [Pt, Pt], o: [Pt, Pt]): [Pt, Pt] | null {
  const [a, b] = s;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 < EPS) return null;
  const len = Math.sqrt(len2);
  const off = (p: Pt) => Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len;
  if (off(o[0]) > 1e-3 || off(o[1]) > 1e-3) return null;
  const t = (p: Pt) => ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  const lo = Math.max(0, Math.min(t(o[0]), t(o[1])));
  const hi = Math.min(1, Math.max(t(o[0]), t(o[1])));
  if ((hi - lo) * len < 0.5) return null;
  return [
    [a[0] + dx * lo, a[1] + dy * lo],
    [a[0] + dx * hi, a[1] + dy * hi],
  ];
}

const edgesOf = (poly: Pt[]): [Pt, Pt][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]!]);

/** The longest edge two polygons share. */
export function hingeBetween(child: Pt[], parent: Pt[]): [Pt, Pt] | null {
  let best: [Pt, Pt] | null = null;
  let bestLen = 0;
  for (const e of edgesOf(child))
    for (const f of edgesOf(parent)) {
      const part = sharedPart(e, f);
      if (!part) continue;
      const len = Math.hypot(part[1][0] - part[0][0], part[1][1] - part[0][1]);
      if (len > bestLen) {
        best = part;
        bestLen = len;
      }
    }
  return best;
}

export class NetBuilder {
  private readonly pieces: Piece[] = [];
  private readonly folds: Fold[] = [];
  private readonly rects = new Map<string, Rect>();
  private readonly holes: Pt[][] = [];
  private readonly meets: [string, string][] = [];

  /** A rectangular panel; `on` names the piece it folds off (omit for the first, the base). */
  panel(name: string, r: Rect, on?: string, angle = 90): Rect {
    this.add({ name, kind: 'panel', poly: rectPoly(r.x, r.y, r.w, r.h) }, on, angle);
    this.rects.set(name, r);
    return r;
  }

  /** A flap grown off an edge of a panel, folding by `angle`. */
  flap(
    name: string,
    on: string,
    edge: Edge,
    shape: FlapShape,
    angle = 90,
    kind: 'flap' | 'glue' = 'flap',
  ): void {
    const r = this.rect(on);
    this.add(flap(name, kind, r, edge, shape), on, angle);
  }

  /** A glue flap (no ink) off an edge of a panel. */
  glue(name: string, on: string, edge: Edge, depth: number, angle = 90): void {
    this.flap(name, on, edge, { depth, taperA: depth * 0.3, taperB: depth * 0.3 }, angle, 'glue');
  }

  /** Any polygon piece hinged on a panel. */
  shape(name: string, poly: Pt[], on: string, angle = 90, kind: Piece['kind'] = 'flap'): void {
    this.add({ name, kind, poly }, on, angle);
  }

  hole(poly: Pt[]): void {
    this.holes.push(poly);
  }

  /** Declares that two pieces' free edges meet once folded. */
  meet(a: string, b: string): void {
    this.meets.push([a, b]);
  }

  rect(name: string): Rect {
    const r = this.rects.get(name);
    if (!r) throw new Error(`no panel '${name}'`);
    return r;
  }

  has(name: string): boolean {
    return this.pieces.some((p) => p.name === name);
  }

  private add(piece: Piece, on: string | undefined, angle: number) {
    if (this.has(piece.name)) throw new Error(`duplicate piece '${piece.name}'`);
    const index = this.pieces.length;
    this.pieces.push(piece);
    if (on === undefined) {
      if (index !== 0) throw new Error(`'${piece.name}' needs a parent`);
      return;
    }
    const parent = this.pieces.findIndex((p) => p.name === on);
    if (parent < 0) throw new Error(`'${piece.name}' folds off unknown '${on}'`);
    const hinge = hingeBetween(piece.poly, this.pieces[parent]!.poly);
    if (!hinge) throw new Error(`'${piece.name}' shares no edge with '${on}'`);
    this.folds.push({ piece: index, parent, hinge, angle });
  }

  build(construction: string): StructureNet {
    const all = this.pieces.flatMap((p) => p.poly);
    const x0 = Math.min(...all.map((p) => p[0]));
    const y0 = Math.min(...all.map((p) => p[1]));
    const net = normalise(construction, this.pieces, this.holes);
    const move = ([x, y]: Pt): Pt => [x - x0, y - y0];
    return {
      ...net,
      folds: this.folds.map((f) => ({ ...f, hinge: [move(f.hinge[0]), move(f.hinge[1])] })),
      meets: this.meets,
      glue: this.pieces.filter((p) => p.kind === 'glue').map((p) => p.name),
    };
  }
}
