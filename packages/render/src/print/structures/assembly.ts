/**
 * How the two blanks of a two-piece box go together once folded: the inner one (a base, a
 * drawer) turns open side up (+z), and the outer one (a lid, a sleeve) turns to fit and comes
 * down over it or slides round it, centred, with the clearance the blanks were sized with. Read
 * from the folded geometry, so a library structure and a design's own net assemble alike.
 */
import type { StructureNet } from './builder.ts';
import { apply, compose, type Motion, turnAbout, type Vec3 } from './motion.ts';

/** Folds every blank where it lies (the fold maths, passed in so the two modules stay apart). */
type FoldBlanks = (net: StructureNet, progress: number) => Motion[];

export interface Assembly {
  /** Which blank each piece belongs to (0 or 1). */
  blankOf: number[];
  /** Which blank goes over or round the other. */
  outer: number;
  /** The axis the outer blank comes in along once assembled (z for a lid, the sleeve's for a drawer). */
  along: 0 | 1 | 2;
  /** Each blank's placement at an assembly progress: 0 where it lies folded, 1 assembled. */
  motionsAt(t: number): Motion[];
}

interface Box {
  min: Vec3;
  max: Vec3;
}
type Axis = 0 | 1 | 2;
type Rotation = Motion['r'];

const AXES: Axis[] = [0, 1, 2];
const FLAT = 0.05;

const centre = (b: Box): Vec3 => AXES.map((k) => (b.min[k] + b.max[k]) / 2) as Vec3;
const extent = (b: Box): Vec3 => AXES.map((k) => b.max[k] - b.min[k]) as Vec3;

function boxOf(points: Vec3[]): Box {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const p of points)
    for (const k of AXES) {
      min[k] = Math.min(min[k], p[k]);
      max[k] = Math.max(max[k], p[k]);
    }
  return { min, max };
}

/** The 24 turns that map axes onto axes (rotation matrices of ±1s), the identity first. */
const QUARTER_TURNS: Rotation[] = (() => {
  const out: Rotation[] = [];
  const perms: Axis[][] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
  ];
  for (const [n, perm] of perms.entries())
    for (let signs = 0; signs < 8; signs++) {
      const s = [signs & 1 ? -1 : 1, signs & 2 ? -1 : 1, signs & 4 ? -1 : 1];
      // odd permutations (the last three) need an odd number of sign flips
      if (s[0]! * s[1]! * s[2]! > 0 !== n < 3) continue;
      const r: Rotation = [0, 0, 0, 0, 0, 0, 0, 0, 0];
      for (const i of AXES) r[i * 3 + perm[i]!] = s[i]!;
      out.push(r);
    }
  return out;
})();

const trace = (r: Rotation) => r[0] + r[4] + r[8];
const turn = (r: Rotation, v: Vec3) => apply({ r, t: [0, 0, 0] }, v);
const unit = (axis: Axis, side: number): Vec3 => AXES.map((k) => (k === axis ? side : 0)) as Vec3;
const same = (a: Vec3, b: Vec3) => AXES.every((k) => Math.abs(a[k] - b[k]) < 1e-9);
/** A box's size along each axis once turned by r. */
const turnedExtent = (r: Rotation, e: Vec3): Vec3 => turn(r, e).map(Math.abs) as Vec3;

/** The faces of a folded blank's box that no piece closes: [axis, side]. */
function openFaces(pieces: Vec3[][], box: Box): [Axis, -1 | 1][] {
  const size = extent(box);
  const open: [Axis, -1 | 1][] = [];
  for (const k of AXES)
    for (const side of [-1, 1] as const) {
      const plane = side < 0 ? box.min[k] : box.max[k];
      const [u, v] = AXES.filter((a) => a !== k) as [Axis, Axis];
      const closed = pieces.some((poly) => {
        if (!poly.every((p) => Math.abs(p[k] - plane) < FLAT)) return false;
        const b = boxOf(poly);
        // a quarter of the face or more (a pair of slotted flaps, a whole panel)
        return (extent(b)[u] * extent(b)[v]) / (size[u] * size[v]) >= 0.25;
      });
      if (!closed) open.push([k, side]);
    }
  return open;
}

/** A turn as an axis and an angle (radians), to turn by a share of it. */
function axisAngle(r: Rotation): { axis: Vec3; angle: number } {
  const angle = Math.acos(Math.max(-1, Math.min(1, (trace(r) - 1) / 2)));
  if (angle < 1e-9) return { axis: [0, 0, 1], angle: 0 };
  if (Math.PI - angle > 1e-6) {
    const s = 2 * Math.sin(angle);
    return { axis: [(r[7] - r[5]) / s, (r[2] - r[6]) / s, (r[3] - r[1]) / s], angle };
  }
  // a half turn: the axis from the diagonal, signed by the largest component's row
  const d = AXES.map((k) => Math.sqrt(Math.max(0, (r[k * 4]! + 1) / 2))) as Vec3;
  const big = AXES.reduce((a, k) => (d[k] > d[a] ? k : a), 0 as Axis);
  const axis = AXES.map((k) => (k === big ? d[k] : r[big * 3 + k]! / (2 * d[big]))) as Vec3;
  return { axis, angle };
}

/** The turn about a point that is `share` of the way to r. */
function partTurn(about: Vec3, r: Rotation, share: number): Motion {
  const { axis, angle } = axisAngle(r);
  return turnAbout(about, axis, angle * share);
}

const cache = new WeakMap<StructureNet, Assembly | null>();

/** The assembly of a net of two blanks that nest (a cup in a cup, a cup in a tube), else null. */
export function assemblyOf(net: StructureNet, fold: FoldBlanks): Assembly | null {
  let found = cache.get(net);
  if (found === undefined) {
    found = assemble(net, fold);
    cache.set(net, found);
  }
  return found;
}

function assemble(net: StructureNet, fold: FoldBlanks): Assembly | null {
  const parent = new Map(net.folds.map((f) => [f.piece, f.parent]));
  const rootOf = (i: number): number => (parent.has(i) ? rootOf(parent.get(i)!) : i);
  const roots = [...new Set(net.pieces.map((_, i) => rootOf(i)))];
  if (roots.length !== 2) return null;
  const blankOf = net.pieces.map((_, i) => roots.indexOf(rootOf(i)));

  const motions = fold(net, 1);
  const shells = roots.map((_, b) => {
    const pieces = net.pieces.flatMap((p, i) =>
      blankOf[i] === b ? [p.poly.map(([x, y]) => apply(motions[i]!, [x, y, 0]))] : [],
    );
    const box = boxOf(pieces.flat());
    return { box, open: openFaces(pieces, box) };
  });
  const cup = (s: (typeof shells)[number]) => s.open.length === 1;
  const tube = (s: (typeof shells)[number]) => s.open.length === 2 && s.open[0]![0] === s.open[1]![0];
  const footprint = (s: (typeof shells)[number]) => {
    const e = extent(s.box);
    return AXES.filter((k) => k !== s.open[0]![0]).reduce((a: number, k) => a * e[k], 1);
  };

  let outer: number;
  if (shells.every(cup)) outer = footprint(shells[0]!) >= footprint(shells[1]!) ? 0 : 1;
  else if (tube(shells[0]!) && cup(shells[1]!)) outer = 0;
  else if (cup(shells[0]!) && tube(shells[1]!)) outer = 1;
  else return null;
  const inner = 1 - outer;
  const a = shells[inner]!;
  const o = shells[outer]!;

  // the inner blank turns open side up, by the smallest turn that does it
  const [ia, iside] = a.open[0]!;
  const ri = QUARTER_TURNS.filter((r) => same(turn(r, unit(ia, iside)), [0, 0, 1])).sort(
    (x, y) => trace(y) - trace(x),
  )[0]!;
  const ie = turnedExtent(ri, extent(a.box));
  // a lid opens downwards; a sleeve's open ends lie along a side of the inner blank it fits round
  const oe0 = extent(o.box);
  const [oa, oside] = o.open[0]!;
  const fits = (cup(o) ? [2 as Axis] : [0 as Axis, 1 as Axis]).flatMap((along) =>
    QUARTER_TURNS.flatMap((r) => {
      const n = turn(r, unit(oa, oside));
      if (cup(o) ? !same(n, [0, 0, -1]) : Math.abs(n[along]) !== 1) return [];
      const oe = turnedExtent(r, oe0);
      const cross = AXES.filter((k) => k !== along);
      if (cross.some((k) => oe[k] < ie[k] - 0.01)) return [];
      return [{ r, along, oe, margin: cross.reduce((m: number, k) => m + oe[k] - ie[k], 0) }];
    }),
  );
  // the snuggest fit, by the smallest turn
  const fit = fits.sort((x, y) => x.margin - y.margin || trace(y.r) - trace(x.r))[0];
  if (!fit) return null;
  const { r: ro, along, oe } = fit;

  const ci = centre(a.box);
  const co = centre(o.box);
  // where the outer blank's centre goes: over the inner's, and for a lid its top just above the
  // base's walls, by the same clearance it has round them
  const move = AXES.map((k) => ci[k] - co[k]) as Vec3;
  if (along === 2) {
    const clearance = Math.max(0, Math.min((oe[0] - ie[0]) / 2, (oe[1] - ie[1]) / 2));
    move[2] = ci[2] + ie[2] / 2 + clearance - oe[2] / 2 - co[2];
  }
  // it comes in from beyond its own length along that axis
  const approach = unit(along, oe[along] + 10);

  return {
    blankOf,
    outer,
    along,
    motionsAt(t) {
      // the first half turns both and brings the outer one beyond the inner; the second puts it on
      const share = Math.min(1, 2 * t);
      const shift = AXES.map((k) =>
        t < 0.5 ? (move[k] + approach[k]) * 2 * t : move[k] + approach[k] * (2 - 2 * t),
      ) as Vec3;
      const out: Motion[] = [];
      out[inner] = partTurn(ci, ri, share);
      out[outer] = compose({ r: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: shift }, partTurn(co, ro, share));
      return out;
    },
  };
}
