/**
 * Folds a structure's flat net into 3D. Each piece's placement is its parent's placement times a
 * turn about their shared hinge, by `progress` × the fold's angle. The flat net lies in z = 0 with
 * the printed face towards +z; pieces fold towards −z so the print stays outside. Pure maths, no
 * rendering: the 3D viewer and the geometry tests share it.
 */
import type { Pt } from '../../scene/path.ts';
import { type Assembly, assemblyOf } from './assembly.ts';
import type { StructureNet } from './builder.ts';
import { apply, compose, IDENTITY, type Motion, turnAbout, type Vec3 } from './motion.ts';

export { apply, type Motion, type Vec3 } from './motion.ts';

/** The share of the fold slider that folds the blanks; a two-piece box assembles in the rest. */
const FOLD_SHARE = 0.6;

const centroid = (poly: Pt[]): Pt => [
  poly.reduce((s, p) => s + p[0], 0) / poly.length,
  poly.reduce((s, p) => s + p[1], 0) / poly.length,
];

/**
 * Every piece's placement at a fold progress between 0 (flat) and 1 (folded). A box of two
 * blanks (a lid and its base, a drawer and its sleeve) folds each blank where it lies, then
 * puts one over or round the other.
 */
export function foldMotions(net: StructureNet, progress: number): Motion[] {
  const assembly = assemblyOfBlanks(net);
  if (!assembly) return blankMotions(net, progress);
  const folded = blankMotions(net, Math.min(1, progress / FOLD_SHARE));
  const t = Math.max(0, (progress - FOLD_SHARE) / (1 - FOLD_SHARE));
  const blanks = assembly.motionsAt(t);
  return folded.map((m, i) => compose(blanks[assembly.blankOf[i]!]!, m));
}

const assemblies = new WeakMap<StructureNet, Assembly | null>();

/**
 * How a box of two blanks goes together (null for one blank, or blanks that do not nest). Worked
 * out once per net: a fold slider asks for it on every step.
 */
export function assemblyOfBlanks(net: StructureNet): Assembly | null {
  if (!assemblies.has(net)) assemblies.set(net, assemblyOf(net, blankMotions));
  return assemblies.get(net)!;
}

/** Each blank folded where it lies on the sheet. */
function blankMotions(net: StructureNet, progress: number): Motion[] {
  const motions: Motion[] = net.pieces.map(() => IDENTITY);
  const children = new Set(net.folds.map((f) => f.piece));
  // every piece that folds off nothing is a root (a structure of several blanks has one each)
  const done = new Set<number>(net.pieces.map((_, i) => i).filter((i) => !children.has(i)));
  // folds are recorded parent-first, so one pass places every piece
  for (const f of net.folds) {
    if (!done.has(f.parent)) throw new Error('fold recorded before its parent');
    const [a, b] = f.hinge;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let u: Vec3 = [(b[0] - a[0]) / len, (b[1] - a[1]) / len, 0];
    const c = centroid(net.pieces[f.piece]!.poly);
    // v: from the hinge towards the piece; (u × v).z < 0 makes a positive turn go to −z
    const v: Pt = [c[0] - a[0], c[1] - a[1]];
    if (u[0] * v[1] - u[1] * v[0] > 0) u = [-u[0], -u[1], 0];
    const local = turnAbout([a[0], a[1], 0], u, ((f.angle * Math.PI) / 180) * progress);
    motions[f.piece] = compose(motions[f.parent]!, local);
    done.add(f.piece);
  }
  return motions;
}

/** Each piece's outline in 3D at a fold progress. */
export function foldedPieces(net: StructureNet, progress: number): Vec3[][] {
  const motions = foldMotions(net, progress);
  return net.pieces.map((p, i) => p.poly.map(([x, y]) => apply(motions[i]!, [x, y, 0])));
}

const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * How far apart two folded pieces' closest edges are: for each pair of edges, the larger of the
 * two endpoint distances (either way round), minimised over all pairs. 0 when an edge of one lies
 * exactly on an edge of the other.
 */
export function edgeGap(a: Vec3[], b: Vec3[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < a.length; i++) {
    const a0 = a[i]!;
    const a1 = a[(i + 1) % a.length]!;
    if (dist(a0, a1) < 1) continue;
    for (let j = 0; j < b.length; j++) {
      const b0 = b[j]!;
      const b1 = b[(j + 1) % b.length]!;
      if (dist(b0, b1) < 1) continue;
      const same = Math.max(dist(a0, b0), dist(a1, b1));
      const flipped = Math.max(dist(a0, b1), dist(a1, b0));
      best = Math.min(best, same, flipped, segmentOn(a0, a1, b0, b1));
    }
  }
  return best;
}

/** When one edge is shorter than the other: the farthest of its ends from the other's line segment. */
function segmentOn(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3): number {
  const la = dist(a0, a1);
  const lb = dist(b0, b1);
  const [s0, s1, t0, t1] = la <= lb ? [a0, a1, b0, b1] : [b0, b1, a0, a1];
  return Math.max(pointToSegment(s0, t0, t1), pointToSegment(s1, t0, t1));
}

function pointToSegment(p: Vec3, a: Vec3, b: Vec3): number {
  const ab: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1] + (p[2] - a[2]) * ab[2]) / len2),
  );
  return dist(p, [a[0] + ab[0] * t, a[1] + ab[1] * t, a[2] + ab[2] * t]);
}

/** The folded box's outer size: the bounding box of its panels (flaps tuck inside it). */
export function foldedSize(net: StructureNet, names?: string[]): Vec3 {
  const folded = foldedPieces(net, 1);
  const pts = folded.flatMap((poly, i) =>
    (names ? names.includes(net.pieces[i]!.name) : net.pieces[i]!.kind === 'panel') ? poly : [],
  );
  const span = (k: 0 | 1 | 2) => Math.max(...pts.map((p) => p[k])) - Math.min(...pts.map((p) => p[k]));
  return [span(0), span(1), span(2)];
}
