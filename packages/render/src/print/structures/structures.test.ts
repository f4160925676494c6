import { DIELINE_LIMITS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import type { Pt } from '../../scene/path.ts';
import { dieLines, polyBox, type Segment } from '../net.ts';
import type { StructureNet } from './builder.ts';
import { STRUCTURES, type Structure } from './catalogue.ts';
import { edgeGap, foldedPieces, foldedSize } from './fold.ts';
import { outer, type Size } from './parts.ts';

/** Three sizes (inside L × W × D) and two calipers per board. */
const SIZES = {
  carton: [
    [60, 40, 100],
    [130, 80, 70],
    [220, 160, 120],
  ],
  corrugated: [
    [180, 120, 90],
    [320, 230, 80],
    [600, 400, 400],
  ],
} as const;

const cases = STRUCTURES.flatMap((s) =>
  SIZES[s.board].flatMap(([length, width, depth]) =>
    [DIELINE_LIMITS[s.board].caliper[0], DIELINE_LIMITS[s.board].defaultCaliper].map(
      (caliper) =>
        [
          s.id,
          `${length}×${width}×${depth} mm, ${caliper} mm board`,
          s,
          { length, width, depth, caliper },
        ] as const,
    ),
  ),
);

const key = ([x, y]: Pt) => `${Math.round(x * 100)},${Math.round(y * 100)}`;

/** Proper crossing of two segments (touching at ends or running along each other does not count). */
function crosses(p: Segment, q: Segment): boolean {
  const d = (a: Pt, b: Pt, c: Pt) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = d(p.a, p.b, q.a);
  const d2 = d(p.a, p.b, q.b);
  const d3 = d(q.a, q.b, p.a);
  const d4 = d(q.a, q.b, p.b);
  const tol =
    1e-6 *
    Math.max(1, Math.hypot(p.b[0] - p.a[0], p.b[1] - p.a[1]) * Math.hypot(q.b[0] - q.a[0], q.b[1] - q.a[1]));
  return (
    ((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) &&
    ((d3 > tol && d4 < -tol) || (d3 < -tol && d4 > tol))
  );
}

function inside([x, y]: Pt, poly: Pt[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

const edges = (poly: Pt[]): Segment[] => poly.map((a, i) => ({ a, b: poly[(i + 1) % poly.length]! }));
const centroid = (poly: Pt[]): Pt => [
  poly.reduce((s, p) => s + p[0], 0) / poly.length,
  poly.reduce((s, p) => s + p[1], 0) / poly.length,
];

/** Panel sizes by the standard rules, by category and panel name ([width, height] on the flat net). */
type Dims = Record<string, readonly [number, number]>;
function formula(s: Structure, size: Size): Dims {
  const o = outer(size);
  const body = {
    front: [o.L, o.D],
    back: [o.L, o.D],
    'right side': [o.W, o.D],
    'left side': [o.W, o.D],
  } as const;
  const lidded: Dims = { 'top closure': s.id.includes('airplane') ? [o.W, o.L] : [o.L, o.W] };
  const walls: Dims = {
    base: [o.L, o.W],
    'front wall': [o.L, o.D],
    'back wall': [o.L, o.D],
    'right wall': [o.D, o.W],
    'left wall': [o.D, o.W],
  };
  switch (s.category) {
    case 'tuck end':
    case 'crash-lock':
    case 'snap-lock':
      return { ...body, ...(s.id.includes('seal-top') || s.id === 'seal-end' ? {} : lidded) };
    case 'slotted':
      return body;
    case 'mailer':
    case 'tray':
    case 'display':
      return s.id === 'display-carton-header' ? { ...body, ...lidded } : walls;
    case 'folder':
      return s.id.startsWith('one-piece')
        ? {
            base: walls.base,
            'front wall': walls['front wall'],
            'back wall': walls['back wall'],
            'right end': [o.D, o.W],
          }
        : { bottom: [o.W, o.L], front: [o.D, o.L], top: [o.W, o.L] };
    case 'sleeve':
      return s.id === 'belly-band' ? {} : { 'sleeve top': [o.L, o.W], 'sleeve front': [o.L, o.D] };
    case 'hanging':
      return s.id.includes('tuck') || s.id.includes('seal') ? body : {};
    default:
      return {};
  }
}

/** Structures that fold into one closed box: their panels' folded size is the outer size. */
const CLOSED = new Set(['tuck end', 'crash-lock', 'snap-lock', 'slotted']);

describe('every structure: geometry you can trust (3 sizes × 2 calipers)', () => {
  it('has at least 60 structures, ids unique', () => {
    expect(STRUCTURES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(STRUCTURES.map((s) => s.id)).size).toBe(STRUCTURES.length);
  });

  it.each(cases)('%s at %s', (_id, _label, structure, size) => {
    const net: StructureNet = structure.build(size);
    const { cut, crease } = dieLines(net);

    // the cut outline is closed: every cut end meets another cut end
    const ends: { p: Pt; n: number }[] = [];
    for (const s of cut)
      for (const p of [s.a, s.b]) {
        const near = ends.find((e) => Math.hypot(e.p[0] - p[0], e.p[1] - p[1]) < 0.02);
        if (near) near.n++;
        else ends.push({ p, n: 1 });
      }
    const open = ends.filter((e) => e.n % 2 !== 0).map((e) => key(e.p));
    expect(open, 'open cut ends').toEqual([]);

    // no self-intersections: no two pieces' edges cross, no piece inside another, each piece simple
    const all = net.pieces.map((p) => edges(p.poly));
    for (let i = 0; i < all.length; i++) {
      const own = all[i]!;
      for (let a = 0; a < own.length; a++)
        for (let b = a + 2; b < own.length; b++)
          if (!(a === 0 && b === own.length - 1))
            expect(crosses(own[a]!, own[b]!), `${net.pieces[i]!.name} crosses itself`).toBe(false);
      for (let j = i + 1; j < all.length; j++) {
        for (const e of own)
          for (const f of all[j]!)
            if (crosses(e, f)) expect.fail(`${net.pieces[i]!.name} crosses ${net.pieces[j]!.name}`);
        expect(
          inside(centroid(net.pieces[i]!.poly), net.pieces[j]!.poly),
          `${net.pieces[i]!.name} inside ${net.pieces[j]!.name}`,
        ).toBe(false);
        expect(
          inside(centroid(net.pieces[j]!.poly), net.pieces[i]!.poly),
          `${net.pieces[j]!.name} inside ${net.pieces[i]!.name}`,
        ).toBe(false);
      }
    }
    // holes sit inside a piece
    for (const hole of net.holes ?? [])
      expect(
        net.pieces.some((p) => inside(centroid(hole), p.poly)),
        'a hole outside every piece',
      ).toBe(true);

    // creases lie inside the outline (on two pieces' shared edge) and end on it
    for (const c of crease) {
      const onCut = (p: Pt) =>
        cut.some((s) => dist(p, s) < 0.01) || crease.some((o) => o !== c && dist(p, o) < 0.01);
      expect(onCut(c.a) && onCut(c.b), 'a crease ends off the outline').toBe(true);
      const mid: Pt = [(c.a[0] + c.b[0]) / 2, (c.a[1] + c.b[1]) / 2];
      const owners = net.pieces.filter((p) => edges(p.poly).some((e) => dist(mid, e) < 0.01));
      expect(owners.length, 'a crease not between two pieces').toBeGreaterThanOrEqual(2);
    }

    // panels are sized by their formulas, to 0.1 mm
    for (const [name, [w, h]] of Object.entries(formula(structure, size))) {
      const piece = net.pieces.find((p) => p.name === name);
      expect(piece, `panel '${name}'`).toBeDefined();
      const box = polyBox(piece!.poly);
      expect(Math.abs(box.w - w), `${name} width`).toBeLessThan(0.1);
      expect(Math.abs(box.h - h), `${name} height`).toBeLessThan(0.1);
    }

    // folded: the declared edges meet within 0.5 mm, and closed boxes fold to their outer size
    const folded = foldedPieces(net, 1);
    for (const [a, b] of net.meets) {
      const ia = net.pieces.findIndex((p) => p.name === a);
      const ib = net.pieces.findIndex((p) => p.name === b);
      expect(ia >= 0 && ib >= 0, `${a} / ${b}`).toBe(true);
      expect(edgeGap(folded[ia]!, folded[ib]!), `${a} meets ${b}`).toBeLessThan(0.5);
    }
    if (CLOSED.has(structure.category)) {
      const o = outer(size);
      const got = [...foldedSize(net, ['front', 'right side', 'back', 'left side'])].sort((x, y) => x - y);
      const want = [o.L, o.W, o.D].sort((x, y) => x - y);
      for (const [k, g] of got.entries()) expect(Math.abs(g - want[k]!), 'folded size').toBeLessThan(0.5);
    }
  });
});

function dist(p: Pt, s: Segment): number {
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 < 1e-12 ? 0 : Math.max(0, Math.min(1, ((p[0] - s.a[0]) * dx + (p[1] - s.a[1]) * dy) / len2));
  return Math.hypot(p[0] - (s.a[0] + dx * t), p[1] - (s.a[1] + dy * t));
}
