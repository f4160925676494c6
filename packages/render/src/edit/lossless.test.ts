/**
 * Lossless, measured: an edit changes only what it names. Every case renders the document before
 * and after the edit at 1024 px and compares pixels.
 */
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { darken, mix } from '../color.ts';
import { Designer, type Role } from '../compose/label-designer.ts';
import { composeScene, templateOrThrow, withDimensions } from '../compose/packaging-scene.ts';
import type { LabelSource } from '../compose/packs/common.ts';
import { LAYOUTS, type PackagingDocument } from '../document/design-document.ts';
import { rasterise } from '../raster/rasterise.ts';
import { buildScene } from '../render.ts';
import { type Cmd, IDENTITY, type Matrix, type Path } from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import { Svg } from '../scene/svg.ts';
import type { Box } from '../scene/text.ts';
import { applyEdit } from './apply.ts';

const SIZE = 1024;
/** Templates from every silhouette family: wrapped cylinder, glass bottle, cuboid, flat pouch, card, wide wrap. */
const TEMPLATES = [
  'drinks-can',
  'wine-bottle',
  'food-product-box',
  'stand-up-pouch',
  'business-card',
  'flow-wrap',
];

const pointsOf = (p: Path): [number, number][] =>
  p.filter((c): c is Exclude<Cmd, { t: 'Z' }> => c.t !== 'Z').map((c) => [c.x, c.y]);

/** The affine map that took a fitted text's path to the path a pack drew (moved, rotated, shifted). */
function affineBetween(from: Path, to: Path): Matrix | undefined {
  if (from.length !== to.length || from.some((c, i) => c.t !== to[i]!.t)) return undefined;
  const a = pointsOf(from);
  const b = pointsOf(to);
  if (a.length < 3) return undefined;
  // three well-spread points: the first, the farthest from it, the one farthest off their line
  const far = a.reduce(
    (k, p, i) =>
      Math.hypot(p[0] - a[0]![0], p[1] - a[0]![1]) > Math.hypot(a[k]![0] - a[0]![0], a[k]![1] - a[0]![1])
        ? i
        : k,
    0,
  );
  const area = (i: number) =>
    Math.abs(
      (a[far]![0] - a[0]![0]) * (a[i]![1] - a[0]![1]) - (a[far]![1] - a[0]![1]) * (a[i]![0] - a[0]![0]),
    );
  const off = a.reduce((k, _p, i) => (area(i) > area(k) ? i : k), 0);
  const [p0, p1, p2] = [a[0]!, a[far]!, a[off]!];
  const [q0, q1, q2] = [b[0]!, b[far]!, b[off]!];
  const det = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]);
  if (Math.abs(det) < 1e-9) return undefined;
  const solve = (k: 0 | 1): [number, number, number] => {
    const d1 = q1[k] - q0[k];
    const d2 = q2[k] - q0[k];
    const m0 = (d1 * (p2[1] - p0[1]) - d2 * (p1[1] - p0[1])) / det;
    const m1 = ((p1[0] - p0[0]) * d2 - (p2[0] - p0[0]) * d1) / det;
    return [m0, m1, q0[k] - m0 * p0[0] - m1 * p0[1]];
  };
  const [a0, c0, e0] = solve(0);
  const [b0, d0, f0] = solve(1);
  const m: Matrix = [a0, b0, c0, d0, e0, f0];
  const ok = a.every(
    (p, i) =>
      Math.abs(m[0] * p[0] + m[2] * p[1] + m[4] - b[i]![0]) < 1e-3 &&
      Math.abs(m[1] * p[0] + m[3] * p[1] + m[5] - b[i]![1]) < 1e-3,
  );
  return ok ? m : undefined;
}

function boxPath(b: Box, m: Matrix): Path {
  const pts: [number, number][] = [
    [b.x, b.y],
    [b.x + b.w, b.y],
    [b.x + b.w, b.y + b.h],
    [b.x, b.y + b.h],
  ];
  const map = ([x, y]: [number, number]) => ({
    x: m[0] * x + m[2] * y + m[4],
    y: m[1] * x + m[3] * y + m[5],
  });
  return [
    { t: 'M', ...map(pts[0]!) },
    ...pts.slice(1).map((p) => ({ t: 'L' as const, ...map(p) })),
    { t: 'Z' },
  ];
}

/**
 * A label that draws nothing but the boxes of the marked text blocks, placed exactly where the
 * pack drew those blocks; rendered through the same pack, it shows each box on the canvas.
 */
class BoxProbe implements LabelSource {
  constructor(
    private readonly d: Designer,
    private readonly marked: Set<number>,
  ) {}
  get groundColour() {
    return this.d.groundColour;
  }
  get texts() {
    return this.d.texts;
  }
  ground(): Item[] {
    return [];
  }
  panel(role: Role, w: number, h: number): Item[] {
    const from = this.d.texts.length;
    const drawn = this.d.panel(role, w, h).filter((i) => i.kind === 'path');
    const out: Item[] = [];
    for (let i = from; i < this.d.texts.length; i++) {
      if (!this.marked.has(i)) continue;
      const t = this.d.texts[i]!;
      // text set along a curve (the badge ring) is not its fitted path; its block records the
      // ring's square in panel space as both box and ink
      const curved = JSON.stringify(t.ink) === JSON.stringify(t.box);
      const m = curved ? IDENTITY : drawn.map((it) => affineBetween(t.path, it.d)).find(Boolean);
      expect(m, `text block '${t.text}' was not drawn`).toBeDefined();
      out.push({ kind: 'path', d: boxPath(t.box, m!), fill: '#FF00FF' });
    }
    return out;
  }
}

/** Canvas pixels covered by the marked text blocks' boxes (grown by 2 px for anti-aliasing). */
function boxMask(doc: PackagingDocument, marked: Set<number>): Uint8Array {
  const draw = (set: Set<number>) => {
    const template = withDimensions(templateOrThrow(doc.template), doc.dimensions);
    const svg = new Svg('s');
    const contents = mix(darken(doc.palette.secondary, 0.25), doc.palette.accent, 0.35);
    const label = new BoxProbe(new Designer(doc), set);
    const markup = composeScene(
      svg,
      template,
      doc.view,
      label,
      doc.background,
      doc.packColour,
      contents,
      doc.palette.accent,
      '',
      doc.framing?.zoom,
    );
    return rasterise(markup, SIZE).pixels;
  };
  const on = draw(marked);
  const off = draw(new Set());
  const hit = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i < hit.length; i++)
    if (on[i * 4] !== off[i * 4] || on[i * 4 + 1] !== off[i * 4 + 1] || on[i * 4 + 2] !== off[i * 4 + 2])
      hit[i] = 1;
  const grown = new Uint8Array(hit.length);
  const R = 2;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      if (!hit[y * SIZE + x]) continue;
      for (let dy = -R; dy <= R; dy++)
        for (let dx = -R; dx <= R; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < SIZE && xx >= 0 && xx < SIZE) grown[yy * SIZE + xx] = 1;
        }
    }
  return grown;
}

async function pixels(doc: PackagingDocument) {
  const scene = await buildScene(doc);
  return { texts: scene.texts, px: rasterise(scene.svg, SIZE).pixels };
}

function diffCount(a: Buffer, b: Buffer, where: (i: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!where(i)) continue;
    const k = i * 4;
    if (a[k] !== b[k] || a[k + 1] !== b[k + 1] || a[k + 2] !== b[k + 2] || a[k + 3] !== b[k + 3]) n++;
  }
  return n;
}

/** Changes one text and checks that only pixels inside the changed text blocks' boxes moved. */
async function expectLosslessText(
  before: PackagingDocument,
  value: string,
  field: 'brand' | 'slogan' | 'descriptor' = 'brand',
) {
  const after = applyEdit(before, { type: 'set-text', field, value });
  expect({ ...after, text: { ...after.text, [field]: before.text[field] } }).toEqual(before);
  const a = await pixels(before);
  const b = await pixels(after);
  expect(b.texts.length).toBe(a.texts.length);
  // the blocks whose text changed: every brand block (and the default back copy, which names it)
  const changed = new Set(a.texts.flatMap((t, i) => (t.text !== b.texts[i]!.text ? [i] : [])));
  expect(changed.size).toBeGreaterThan(0);
  for (const i of changed) expect(a.texts[i]!.box).toEqual(b.texts[i]!.box);
  const mask = boxMask(before, changed);
  // the boxes are a small part of the canvas, so "identical outside" says something
  expect(mask.reduce((n, v) => n + v, 0) / mask.length).toBeLessThan(0.2);
  const inside = diffCount(a.px, b.px, (i) => mask[i] === 1);
  const outside = diffCount(a.px, b.px, (i) => mask[i] === 0);
  expect(inside, 'the brand itself changed on the canvas').toBeGreaterThan(50);
  expect(
    outside,
    `${before.template}/${before.layout}/${before.view}: pixels changed outside the brand boxes`,
  ).toBe(0);
}

describe('change the brand name: pixels outside the brand text boxes stay identical', () => {
  // a short name and a long one that wraps onto more lines, alternating over the cases
  const cases = TEMPLATES.flatMap((template, t) =>
    LAYOUTS.map(
      (layout, l) => [template, layout, (t + l) % 2 ? 'Nordlys Fjellkaffe Kompani' : 'Nordlys'] as const,
    ),
  );
  it.each(cases)(
    '%s / %s → %s',
    (template, layout, brand) => expectLosslessText(sampleDoc({ template, layout }), brand),
    30_000,
  );

  it.each([
    ['tall-drinks-can', 'three-quarter-left'],
    ['product-box', 'three-quarter-right'],
    ['food-product-box', 'back'],
  ] as const)(
    '%s in the %s view',
    (template, view) => expectLosslessText(sampleDoc({ template, view, layout: 'badge' }), 'Nordlys'),
    30_000,
  );
});

describe('change the slogan or the product description: only their boxes change', () => {
  // minimal, illustrated and vertical fronts print no slogan, so there is nothing to see change
  const withSlogan = ['hero-type', 'band', 'badge', 'split', 'frame'];
  const cases = LAYOUTS.flatMap((layout) => [
    ...(withSlogan.includes(layout) ? [[layout, 'slogan', 'Brewed slow, served cold'] as const] : []),
    [layout, 'descriptor', 'Nitro Cold Brew'] as const,
  ]);
  it.each(cases)(
    'drinks-can / %s → %s',
    (layout, field, value) => expectLosslessText(sampleDoc({ template: 'drinks-can', layout }), value, field),
    30_000,
  );
});

describe('new colour scheme: layout and text stay identical', () => {
  const cases = TEMPLATES.flatMap((template) => LAYOUTS.map((layout) => [template, layout] as const));
  it.each(cases)('%s / %s', async (template, layout) => {
    const before = sampleDoc({ template, layout, view: 'front' });
    const after = applyEdit(before, { type: 'recolour', colours: [], seed: 99 });
    // the document is deep-equal except the palette
    expect(after.palette).not.toEqual(before.palette);
    expect({ ...after, palette: before.palette }).toEqual(before);
    // and the laid-out text is the same: every block, box, size and outline
    const a = await buildScene(before);
    const b = await buildScene(after);
    expect(b.texts.map((t) => [t.text, t.box, t.ink, t.size, t.lines])).toEqual(
      a.texts.map((t) => [t.text, t.box, t.ink, t.size, t.lines]),
    );
    expect(b.texts.map((t) => t.path)).toEqual(a.texts.map((t) => t.path));
    expect(b.svg).not.toBe(a.svg);
  });
});
