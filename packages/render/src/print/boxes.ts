/**
 * Parametric nets for boxes, cartons, sleeves and tins from the template's real size (mm).
 * Every net is drawn from the printed (outside) face. Artwork turns follow how each panel folds:
 * a lid hinged at the back edge reads upside down on the net relative to the front, a wall that
 * folds up from a base reads away from the base.
 */
import type { Role } from '../compose/label-designer.ts';
import type { Pt } from '../scene/path.ts';
import { type Edge, flap, glueDepth, panel, tuckDepth } from './flaps.ts';
import { type Net, normalise, type Piece, type Rect, sideBySide } from './net.ts';

export interface BoxSize {
  W: number;
  H: number;
  D: number;
  /** The lid (top) is the main printed face (mailers, pizza boxes, trays). */
  topMain: boolean;
}

/** Same mapping as the engine's cuboid drawer, so the net shows what the render shows. */
export function faceRole(face: 'front' | 'back' | 'left' | 'right' | 'top', topMain: boolean): Role {
  if (face === 'top') return topMain ? 'front' : 'top';
  if (face === 'front') return topMain ? 'side' : 'front';
  if (face === 'back') return 'back';
  return 'side';
}

const dust = (name: string, r: Rect, e: Edge, depth: number, side: number): Piece =>
  flap(name, 'flap', r, e, { depth, insetA: 0.5, insetB: 0.5, taperA: side * 0.12, taperB: side * 0.3 });

const tuck = (name: string, r: Rect, e: Edge, depth: number): Piece =>
  flap(name, 'flap', r, e, { depth, insetA: 1, insetB: 1, round: depth * 0.5 });

const glue = (name: string, r: Rect, e: Edge, depth: number): Piece =>
  flap(name, 'glue', r, e, { depth, taperA: depth * 0.3, taperB: depth * 0.3 });

/** Share of a window box's front above the window. */
const WINDOW_TOP = 0.52;

/** Where the engine draws windows, as shares of the face: a carton's front, a cake box's lid. */
const FRONT_WINDOW: Rect = { x: 0.16, y: 0.56, w: 0.68, h: 0.34 };
const LID_WINDOW: Rect = { x: 0.3, y: 0.55, w: 0.4, h: 0.3 };
/** Share of a cake box's lid above its window. */
const LID_WINDOW_TOP = 0.53;

/** A rounded window cut-out at a share `at` of a panel (upright), turned half round when the panel is. */
export function windowHole(r: Rect, at: Rect = FRONT_WINDOW, turned = false): Pt[] {
  const fx = turned ? 1 - at.x - at.w : at.x;
  const fy = turned ? 1 - at.y - at.h : at.y;
  const x = r.x + r.w * fx;
  const y = r.y + r.h * fy;
  const w = r.w * at.w;
  const h = r.h * at.h;
  const rad = Math.min(w, h) * 0.18;
  const pts: Pt[] = [];
  const corners: [number, number, number][] = [
    [x + w - rad, y + rad, -Math.PI / 2],
    [x + w - rad, y + h - rad, 0],
    [x + rad, y + h - rad, Math.PI / 2],
    [x + rad, y + rad, Math.PI],
  ];
  for (const [cx, cy, a0] of corners)
    for (let k = 0; k <= 6; k++) {
      const a = a0 + (k / 6) * (Math.PI / 2);
      pts.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
    }
  return pts;
}

/** A euro slot: a rounded slot the shop's hook goes through. */
export function euroSlot(cx: number, cy: number, w: number, h: number): Pt[] {
  const r = h / 2;
  const pts: Pt[] = [];
  for (const [x0, a0] of [
    [cx + w / 2 - r, -Math.PI / 2],
    [cx - w / 2 + r, Math.PI / 2],
  ] as const)
    for (let k = 0; k <= 8; k++) {
      const a = a0 + (k / 8) * Math.PI;
      pts.push([x0 + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  return pts;
}

/**
 * Reverse tuck-end carton: front | right | back | left | glue; top hinged at the back, bottom at
 * the front. Window boxes get the front's window as a cut-out; hanging boxes a hang tab with a
 * euro slot off the back, so their top closure hinges at the front instead (and the bottom at
 * the back, keeping the tucks reversed).
 */
export function tuckEndCarton(
  { W, H, D, topMain }: BoxSize,
  opts: { window?: boolean; hook?: boolean } = {},
): Net {
  const front: Rect = { x: 0, y: 0, w: W, h: H };
  const right: Rect = { x: W, y: 0, w: D, h: H };
  const back: Rect = { x: W + D, y: 0, w: W, h: H };
  const left: Rect = { x: 2 * W + D, y: 0, w: D, h: H };
  const hook = opts.hook === true;
  const top: Rect = { x: hook ? 0 : W + D, y: -D, w: W, h: D };
  const bottom: Rect = { x: hook ? W + D : 0, y: H, w: W, h: D };
  const tabH = H * 0.22;
  const tab: Rect = { x: W + D, y: -tabH, w: W, h: tabH };
  const holes: Pt[][] = [];
  if (opts.window) holes.push(windowHole(front));
  if (hook)
    holes.push(euroSlot(tab.x + W / 2, tab.y + tabH * 0.45, Math.min(W * 0.35, 32), Math.min(6, tabH * 0.3)));
  const dustDepth = Math.min(D * 0.8, W * 0.45);
  const tk = tuckDepth(D);
  return normalise(
    'tuck-end carton',
    [
      panel('front', front, {
        face: 'front',
        role: faceRole('front', topMain),
        turn: 0,
        // with a window the design keeps to the panel above it, as the engine draws it
        ...(opts.window ? { area: { x: 0, y: 0, w: W, h: H * WINDOW_TOP } } : {}),
      }),
      panel('right side', right, { face: 'right', role: faceRole('right', topMain), turn: 0 }),
      panel('back', back, { face: 'back', role: faceRole('back', topMain), turn: 0 }),
      panel('left side', left, { face: 'left', role: faceRole('left', topMain), turn: 0 }),
      glue('glue flap', left, 'right', glueDepth(Math.min(W, D))),
      panel('top', top, { face: 'top', role: faceRole('top', topMain), turn: hook ? 0 : 180 }),
      tuck('top tuck flap', top, 'top', tk),
      panel('bottom', bottom, { face: 'bottom', role: 'ground', turn: 180 }),
      tuck('bottom tuck flap', bottom, 'bottom', tk),
      dust('top dust flap (right)', right, 'top', dustDepth, D),
      dust('top dust flap (left)', left, 'top', dustDepth, D),
      dust('bottom dust flap (right)', right, 'bottom', dustDepth, D),
      dust('bottom dust flap (left)', left, 'bottom', dustDepth, D),
      ...(hook ? [panel('hang tab', tab, { face: 'back', role: 'ground', turn: 0 })] : []),
    ],
    holes,
  );
}

/**
 * Roll-end tuck-front mailer: base in the middle, back wall, lid and lid front flap above it,
 * double front wall below, double side walls left and right, ears on the walls' ends. Cake boxes
 * get the lid's window cut out, the lid's design kept above it.
 */
export function mailer({ W, H, D, topMain }: BoxSize, opts: { window?: boolean } = {}): Net {
  const base: Rect = { x: 0, y: 0, w: W, h: D };
  const back: Rect = { x: 0, y: -H, w: W, h: H };
  const lid: Rect = { x: 0, y: -H - D, w: W, h: D };
  const lidFront: Rect = { x: 0, y: -2 * H - D, w: W, h: H };
  const front: Rect = { x: 0, y: D, w: W, h: H };
  const frontInner: Rect = { x: 0.5, y: D + H, w: W - 1, h: H * 0.94 };
  // the sheet is seen from outside, under the base: the box's right wall lies on the net's left
  const rightWall: Rect = { x: -H, y: 0, w: H, h: D };
  const leftWall: Rect = { x: W, y: 0, w: H, h: D };
  const rightInner: Rect = { x: -2 * H + H * 0.06, y: 1, w: H * 0.94, h: D - 2 };
  const leftInner: Rect = { x: W + H, y: 1, w: H * 0.94, h: D - 2 };
  const ear = Math.min(D * 0.45, W * 0.3);
  const lidWindow = opts.window ? { area: { x: 0, y: 0, w: W, h: D * LID_WINDOW_TOP } } : {};
  const pieces = [
    panel('base', base, { face: 'bottom', role: 'ground', turn: 0 }),
    panel('back wall', back, { face: 'back', role: faceRole('back', topMain), turn: 0 }),
    panel('lid', lid, { face: 'top', role: faceRole('top', topMain), turn: 180, ...lidWindow }),
    panel('lid front', lidFront, { face: 'front', role: faceRole('front', topMain), turn: 180 }),
    tuck('lid tuck flap', lidFront, 'top', Math.min(H * 0.8, 30)),
    flap('lid side flap (right)', 'flap', lid, 'left', {
      depth: H * 0.9,
      insetA: 1,
      insetB: 1,
      taperB: H * 0.4,
    }),
    flap('lid side flap (left)', 'flap', lid, 'right', {
      depth: H * 0.9,
      insetA: 1,
      insetB: 1,
      taperA: H * 0.4,
    }),
    panel('front wall', front, { face: 'front', role: 'ground', turn: 180 }),
    panel('front wall (inside)', frontInner, { face: 'front', role: 'ground', turn: 180 }),
    panel('right wall', rightWall, { face: 'right', role: faceRole('right', topMain), turn: 270 }),
    panel('left wall', leftWall, { face: 'left', role: faceRole('left', topMain), turn: 90 }),
    panel('right wall (inside)', rightInner, { face: 'right', role: 'ground', turn: 270 }),
    panel('left wall (inside)', leftInner, { face: 'left', role: 'ground', turn: 90 }),
    dust('back ear (right)', back, 'left', ear, H),
    dust('back ear (left)', back, 'right', ear, H),
    dust('front ear (right)', front, 'left', ear, H),
    dust('front ear (left)', front, 'right', ear, H),
  ];
  return normalise(
    'roll-end tuck-front mailer',
    pieces,
    opts.window ? [windowHole(lid, LID_WINDOW, true)] : [],
  );
}

/**
 * An open tray (base, four walls, glue corners): display trays, the bases and lids of two-piece
 * boxes. `lid` turns the walls to hang down from a lid top seen from above.
 */
export function tray(size: BoxSize, opts: { wall: number; lid?: boolean; name?: string }): Net {
  const { W, D, topMain } = size;
  const h = opts.wall;
  const base: Rect = { x: 0, y: 0, w: W, h: D };
  const lid = opts.lid === true;
  // seen from outside: a lid top is seen from above (front at the bottom of the net), a base
  // from below (front at the bottom, the box's right on the net's left)
  const near: Rect = { x: 0, y: D, w: W, h };
  const far: Rect = { x: 0, y: -h, w: W, h };
  const west: Rect = { x: -h, y: 0, w: h, h: D };
  const east: Rect = { x: W, y: 0, w: h, h: D };
  const corner = Math.min(h * 0.9, D * 0.3);
  const name = opts.name ?? (lid ? 'lid' : 'tray');
  const wallArt = (face: 'front' | 'back' | 'left' | 'right', turn: 0 | 90 | 180 | 270) => ({
    face,
    role: faceRole(face, topMain),
    turn,
  });
  const pieces: Piece[] = [
    lid
      ? panel(`${name} top`, base, { face: 'top', role: faceRole('top', topMain), turn: 0 })
      : panel(`${name} base`, base, { face: 'bottom', role: 'ground', turn: 0 }),
    panel(`${name} front wall`, near, wallArt('front', lid ? 0 : 180)),
    panel(`${name} back wall`, far, wallArt('back', lid ? 180 : 0)),
    panel(`${name} ${lid ? 'left' : 'right'} wall`, west, wallArt(lid ? 'left' : 'right', lid ? 90 : 270)),
    panel(`${name} ${lid ? 'right' : 'left'} wall`, east, wallArt(lid ? 'right' : 'left', lid ? 270 : 90)),
    glue(`${name} corner (front west)`, near, 'left', corner),
    glue(`${name} corner (front east)`, near, 'right', corner),
    glue(`${name} corner (back west)`, far, 'left', corner),
    glue(`${name} corner (back east)`, far, 'right', corner),
  ];
  return normalise(lid ? 'lid' : 'tray', pieces);
}

/** Two-piece box (shoe box, gift box, shoulder box): a lid tray beside a base tray. */
export function twoPiece(size: BoxSize, lidShare: number): Net {
  const lidWall = size.H * lidShare;
  const lid = tray({ ...size, W: size.W + 2, D: size.D + 2 }, { wall: lidWall, lid: true });
  const base = tray(size, { wall: size.H });
  return sideBySide('two-piece box (lid and base)', [lid, base]);
}

/**
 * A sleeve: top, front, bottom and back panels in a column with a glue flap, open at both ends
 * (sleeve-and-tray boxes, belly bands). `band` is the sleeve's width across the pack.
 */
export function sleeve({ H, D, topMain }: BoxSize, band: number, construction = 'sleeve'): Net {
  const top: Rect = { x: 0, y: 0, w: band, h: D };
  const front: Rect = { x: 0, y: D, w: band, h: H };
  const bottom: Rect = { x: 0, y: D + H, w: band, h: D };
  const back: Rect = { x: 0, y: 2 * D + H, w: band, h: H };
  return normalise(construction, [
    panel('sleeve top', top, { face: 'top', role: topMain ? 'front' : 'top', turn: 0 }),
    panel('sleeve front', front, { face: 'front', role: topMain ? 'side' : 'front', turn: 0 }),
    panel('sleeve bottom', bottom, { face: 'bottom', role: 'ground', turn: 0 }),
    panel('sleeve back', back, { face: 'back', role: 'back', turn: 180 }),
    glue('glue flap', back, 'bottom', glueDepth(band)),
  ]);
}

/** Rectangular tin: a lid blank (top and skirt) beside the body wrap with its side seam. */
export function rectTin(size: BoxSize, lidShare = 0.2): Net {
  const { W, H, D, topMain } = size;
  const lidH = H * lidShare;
  const lid = tray({ ...size, W, D }, { wall: lidH, lid: true });
  const bodyH = H - lidH;
  const faces: ['front' | 'right' | 'back' | 'left', number][] = [
    ['front', W],
    ['right', D],
    ['back', W],
    ['left', D],
  ];
  const pieces: Piece[] = [];
  let x = 0;
  let last: Rect = { x: 0, y: 0, w: 0, h: 0 };
  for (const [face, w] of faces) {
    last = { x, y: 0, w, h: bodyH };
    pieces.push(
      panel(`body ${face}`, last, {
        face,
        role: faceRole(face, topMain),
        turn: 0,
      }),
    );
    x += w;
  }
  pieces.push(glue('side seam', last, 'right', 5));
  return sideBySide('rectangular tin (lid blank and body wrap)', [lid, normalise('body', pieces)]);
}

/** Round tin: lid disc, lid skirt band and body band (circumference × height) with a seam lap. */
export function roundTin(size: BoxSize, lidShare = 0.2): Net {
  const { W, H } = size;
  const C = Math.PI * W;
  const lidH = H * lidShare;
  const disc: Pt[] = [];
  for (let i = 0; i < 96; i++) {
    const a = (i / 96) * Math.PI * 2;
    disc.push([W / 2 + (W / 2) * Math.cos(a), W / 2 + (W / 2) * Math.sin(a)]);
  }
  const lidTop: Piece = {
    name: 'lid top',
    kind: 'panel',
    poly: disc,
    art: { face: 'top', role: 'top', w: W, h: W, turn: 0 },
  };
  const skirt: Rect = { x: 0, y: 0, w: C, h: lidH };
  const body: Rect = { x: 0, y: 0, w: C, h: H - lidH };
  const wrap = (name: string, r: Rect) =>
    normalise(name, [
      panel(name, r, { face: 'front', role: 'wrap', turn: 0 }),
      glue(`${name} seam`, r, 'right', 5),
    ]);
  return sideBySide('round tin (lid disc, lid skirt, body wrap)', [
    normalise('lid', [lidTop]),
    wrap('lid skirt', skirt),
    wrap('body wrap', body),
  ]);
}
