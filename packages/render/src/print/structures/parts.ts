/**
 * The parts structures are made of: a tube body (panels side by side with a glue flap), the ends
 * that close it (tuck, seal, slotted flaps, crash-lock and snap-lock bottoms), trays and walls.
 * Sizes are the inside size plus the board: a panel measured between its creases is the inside
 * dimension plus one caliper, so a box folds round its contents.
 */
import { euroSlot, windowHole } from '../boxes.ts';
import type { Rect } from '../net.ts';
import type { NetBuilder } from './builder.ts';

export interface Size {
  /** Inside length (the front's width), width (the side's width), depth (height), board caliper, mm. */
  length: number;
  width: number;
  depth: number;
  caliper: number;
}

/** Panel sizes between creases. */
export const outer = (s: Size) => ({
  L: s.length + s.caliper,
  W: s.width + s.caliper,
  D: s.depth + s.caliper,
});

/** Standard flap sizes (mm). */
export const glueWidth = (side: number) => Math.max(8, Math.min(35, side * 0.45));
export const tuckDepth = (w: number) => Math.max(10, Math.min(30, w * 0.45));
export const dustDepth = (w: number, l: number) => Math.min(w * 0.8, l * 0.45);

export type Body = {
  names: [string, string, string, string];
  widths: [number, number, number, number];
  height: number;
};

/**
 * A tube: four panels in a row (left to right on the printed face) and a glue flap on the last
 * one that glues inside the first. Top edge at y = 0.
 */
export function tube(b: NetBuilder, body: Body, glue: string | false = 'glue flap'): Body {
  let x = 0;
  body.names.forEach((name, i) => {
    b.panel(name, { x, y: 0, w: body.widths[i]!, h: body.height }, i === 0 ? undefined : body.names[i - 1]);
    x += body.widths[i]!;
  });
  if (glue) b.glue(glue, body.names[3], 'right', glueWidth(Math.min(...body.widths)));
  b.meet(body.names[3], body.names[0]);
  return body;
}

/** The four panels of a carton body: front, right side, back, left side. */
export function cartonBody(b: NetBuilder, s: Size): Body {
  const { L, W, D } = outer(s);
  return tube(b, { names: ['front', 'right side', 'back', 'left side'], widths: [L, W, L, W], height: D });
}

type End = 'top' | 'bottom';
const other = (e: End) => (e === 'top' ? 'bottom' : 'top');

/**
 * A tuck end: a closure panel hinged on `on` (front or back), a rounded tuck flap on its far
 * edge, dust flaps on both sides.
 */
export function tuckEnd(
  b: NetBuilder,
  body: Body,
  end: End,
  on: 'front' | 'back',
  opposite: string,
  tuck = true,
) {
  const r = b.rect(on);
  const W = body.widths[1];
  const L = r.w;
  const closure = `${end} closure`;
  b.panel(closure, { x: r.x, y: end === 'top' ? -W : r.h, w: L, h: W }, on);
  if (tuck)
    b.flap(`${end} tuck flap`, closure, end, {
      depth: tuckDepth(W),
      insetA: 1,
      insetB: 1,
      round: tuckDepth(W) * 0.5,
    });
  dustFlaps(b, body, end, dustDepth(W, L));
  b.meet(closure, opposite);
}

export function dustFlaps(b: NetBuilder, body: Body, end: End, depth: number) {
  for (const side of [body.names[1], body.names[3]]) {
    const W = b.rect(side).w;
    b.flap(`${end} dust flap (${side})`, side, end, {
      depth,
      insetA: 0.5,
      insetB: 0.5,
      taperA: W * 0.15,
      taperB: W * 0.35,
    });
  }
}

/** A glued (seal) end: a full outer flap on the front, an inner flap on the back, dust flaps. */
export function sealEnd(b: NetBuilder, body: Body, end: End) {
  const W = body.widths[1];
  b.flap(`${end} outer flap`, body.names[0], end, { depth: W, insetA: 0.5, insetB: 0.5 });
  b.flap(`${end} inner flap`, body.names[2], end, {
    depth: W - 2,
    insetA: 0.5,
    insetB: 0.5,
    taperA: 2,
    taperB: 2,
  });
  dustFlaps(b, body, end, Math.min(W * 0.6, b.rect(body.names[0]).w * 0.4));
  b.meet(`${end} outer flap`, body.names[2]);
}

/**
 * Slotted-box flaps (FEFCO 02xx): a flap on each body panel, separated by slots one caliper wide.
 * `major` is the depth of the flaps on panels 0 and 2, `minor` of those on panels 1 and 3.
 */
export function slottedFlaps(
  b: NetBuilder,
  body: Body,
  end: End,
  major: number,
  minor: number,
  slot: number,
) {
  body.names.forEach((name, i) => {
    const depth = i % 2 === 0 ? major : minor;
    b.flap(`${end} flap (${name})`, name, end, { depth, insetA: slot / 2, insetB: slot / 2 });
  });
}

/**
 * A crash-lock (auto) bottom: four flaps; the front and back flaps carry glue tabs on a 45° crease
 * so the glued bottom folds flat and springs square when the tube is opened.
 */
export function crashLockBottom(b: NetBuilder, body: Body) {
  const W = body.widths[1];
  const y = body.height;
  body.names.forEach((name, i) => {
    const r = b.rect(name);
    const x0 = r.x + 0.5;
    const x1 = r.x + r.w - 0.5;
    const flapName = `bottom lock flap (${name})`;
    if (i % 2 === 1) {
      b.flap(flapName, name, 'bottom', {
        depth: W * 0.5,
        insetA: 0.5,
        insetB: 0.5,
        taperA: W * 0.1,
        taperB: W * 0.45,
      });
      return;
    }
    // the major flap, its trailing corner split off on a 45° crease as the glue tab
    const depth = W * 0.75;
    const d = Math.min(W * 0.5, depth - 2);
    const xm = Math.max(x0 + 2, x1 - (depth - d));
    b.shape(
      flapName,
      [
        [x0, y],
        [x1, y],
        [x1, y + d],
        [xm, y + depth],
        [x0 + W * 0.1, y + depth],
      ],
      name,
    );
    b.shape(
      `bottom glue tab (${name})`,
      [
        [x1, y + d],
        [x1, y + depth],
        [xm, y + depth],
      ],
      flapName,
      180,
      'glue',
    );
  });
}

/**
 * A 1-2-3 snap-lock bottom: flap 1 (front) with a lock slot, side flaps 2 tapered, flap 3 (back)
 * with a tongue that snaps into flap 1.
 */
export function snapLockBottom(b: NetBuilder, body: Body) {
  const W = body.widths[1];
  const y = body.height;
  const [front, right, back, left] = body.names;
  const f = b.rect(front);
  b.shape(
    'bottom lock flap 1',
    [
      [f.x + 0.5, y],
      [f.x + f.w - 0.5, y],
      [f.x + f.w - 0.5, y + W * 0.5],
      [f.x + f.w * 0.65, y + W * 0.5],
      [f.x + f.w * 0.6, y + W * 0.62],
      [f.x + f.w * 0.4, y + W * 0.62],
      [f.x + f.w * 0.35, y + W * 0.5],
      [f.x + 0.5, y + W * 0.5],
    ],
    front,
  );
  for (const side of [right, left]) {
    const r = b.rect(side);
    b.flap(`bottom lock flap 2 (${side})`, side, 'bottom', {
      depth: W * 0.45,
      insetA: 0.5,
      insetB: 0.5,
      taperA: r.w * 0.2,
      taperB: r.w * 0.2,
    });
  }
  const k = b.rect(back);
  b.shape(
    'bottom lock flap 3',
    [
      [k.x + 0.5, y],
      [k.x + k.w - 0.5, y],
      [k.x + k.w - 0.5, y + W * 0.55],
      [k.x + k.w * 0.7, y + W * 0.55],
      [k.x + k.w * 0.62, y + W],
      [k.x + k.w * 0.38, y + W],
      [k.x + k.w * 0.3, y + W * 0.55],
      [k.x + 0.5, y + W * 0.55],
    ],
    back,
  );
}

/** A rounded window cut into a panel, at shares of its width and height. */
export function windowIn(b: NetBuilder, panelName: string, at: Rect = { x: 0.18, y: 0.3, w: 0.64, h: 0.4 }) {
  b.hole(windowHole(b.rect(panelName), at));
}

/** A hang tab standing up off a panel's top edge (it does not fold), with a euro slot for the shop's hook. */
export function hangTab(b: NetBuilder, on: string) {
  const r = b.rect(on);
  const h = Math.max(22, Math.min(45, r.w * 0.35));
  b.panel('hang tab', { x: r.x, y: r.y - h, w: r.w, h }, on, 0);
  b.hole(euroSlot(r.x + r.w / 2, r.y - h * 0.55, Math.min(r.w * 0.35, 32), Math.min(6, h * 0.3)));
}

/** The far end of a body used by closures: which panel sits opposite the given one. */
export const opposite = (body: Body, name: string) =>
  body.names[(body.names.indexOf(name as never) + 2) % 4]!;
export { other };
