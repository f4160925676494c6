import { DIELINE_LIMITS, TEMPLATES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../test/fixtures.ts';
import { printPlan } from '../plan.ts';
import type { Assembly } from './assembly.ts';
import type { StructureNet } from './builder.ts';
import { STRUCTURES } from './catalogue.ts';
import { canFold, designFold } from './design-fold.ts';
import { assemblyOfBlanks, foldedPieces } from './fold.ts';
import type { Vec3 } from './motion.ts';

const AXES = [0, 1, 2] as const;

/** Each blank's box at a fold progress: [min, max]. */
function blankBoxes(net: StructureNet, a: Assembly, progress: number): [Vec3, Vec3][] {
  const pieces = foldedPieces(net, progress);
  return [0, 1].map((b) => {
    const pts = pieces.filter((_, i) => a.blankOf[i] === b).flat();
    return [
      AXES.map((k) => Math.min(...pts.map((p) => p[k]))) as Vec3,
      AXES.map((k) => Math.max(...pts.map((p) => p[k]))) as Vec3,
    ];
  });
}

/**
 * The folded outer blank round the inner one: across the axis it comes in along, its inside
 * (its box less the board's caliper) holds the inner blank's outside with `clearance` to spare
 * at most, each side; a lid sits on top with its board clear of the base's walls and its walls
 * down over them; a sleeve holds the drawer along its length.
 */
function expectNested(net: StructureNet, caliper: number, clearance: number) {
  const a = assemblyOfBlanks(net);
  expect(a, 'assembles').not.toBeNull();
  const [[omin, omax], [imin, imax]] = (() => {
    const boxes = blankBoxes(net, a!, 1);
    return [boxes[a!.outer]!, boxes[1 - a!.outer]!];
  })();
  for (const k of AXES) {
    if (k === a!.along) continue;
    expect(imin[k] - (omin[k] + caliper), `axis ${k}: inner starts inside the outer's board`).toBeGreaterThan(
      -0.01,
    );
    expect(omax[k] - caliper - imax[k], `axis ${k}: inner ends inside the outer's board`).toBeGreaterThan(
      -0.01,
    );
    expect(imin[k] - omin[k], `axis ${k}: snug`).toBeLessThanOrEqual(caliper + clearance + 0.01);
    expect(omax[k] - imax[k], `axis ${k}: snug`).toBeLessThanOrEqual(caliper + clearance + 0.01);
  }
  if (a!.along === 2) {
    // the lid's top board rests just above the base's walls, its walls hang down over them
    expect(omax[2] - caliper - imax[2]).toBeGreaterThan(-0.01);
    expect(omax[2] - imax[2]).toBeLessThanOrEqual(caliper + clearance + 0.01);
    expect(omin[2]).toBeLessThan(imax[2] - 1);
    // the slider lowers it on: above the base halfway through, lower and lower to the end
    const high = blankBoxes(net, a!, 0.8)[a!.outer]!;
    expect(high[0][2]).toBeGreaterThan(imax[2]);
    const lower = blankBoxes(net, a!, 0.9)[a!.outer]!;
    expect(lower[0][2]).toBeLessThan(high[0][2]);
    expect(lower[0][2]).toBeGreaterThan(omin[2]);
  } else {
    expect(imin[a!.along]).toBeGreaterThan(omin[a!.along] - 0.5);
    expect(imax[a!.along]).toBeLessThan(omax[a!.along] + 0.5);
  }
  // flat, the sheet is as it was drawn
  for (const poly of foldedPieces(net, 0)) for (const p of poly) expect(p[2]).toBe(0);
}

const twoPiece = STRUCTURES.filter((s) => s.category === 'two-piece');

describe('a two-piece box folded: one blank over or round the other', () => {
  it('there are lids, half containers and slide boxes to check', () => {
    expect(twoPiece.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'telescope-lid-base',
        'full-telescope',
        'telescope-half-containers',
        'slide-box',
      ]),
    );
  });

  for (const s of twoPiece)
    for (const [length, width, depth] of [
      [130, 80, 70],
      [300, 220, 110],
      [90, 150, 60],
    ] as const)
      for (const caliper of [DIELINE_LIMITS[s.board].caliper[0], DIELINE_LIMITS[s.board].defaultCaliper])
        it(`${s.id} ${length}×${width}×${depth} mm, ${caliper} mm board`, () => {
          // the blanks are sized 2 × caliper + 1 mm apart: half a millimetre of play each side
          expectNested(s.build({ length, width, depth, caliper }), caliper, 0.5);
        });

  it('a design on a two-piece template: its lid (2 mm larger) comes down over its base', async () => {
    let checked = 0;
    for (const t of TEMPLATES) {
      const doc = sampleDoc({ template: t.id });
      const plan = printPlan(t);
      if (
        !canFold(doc) ||
        plan.kind !== 'dieline' ||
        plan.net.construction !== 'two-piece box (lid and base)'
      )
        continue;
      // a design's net carries no caliper: the lid is 1 mm larger each side
      expectNested((await designFold(doc))!.net, 0, 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a box of one blank, or blanks that do not nest, stays as folded', () => {
    const single = STRUCTURES.find((s) => s.id === 'reverse-tuck-end')!;
    const size = { length: 130, width: 80, depth: 70, caliper: 0.5 };
    expect(assemblyOfBlanks(single.build(size))).toBeNull();
  });
});
