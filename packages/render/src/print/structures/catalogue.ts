/**
 * The structure library: every dieline a designer can draw at any size, named with its FEFCO code
 * where the FEFCO-ESBO code book gives one. Each takes the inside length × width × depth in mm and
 * the board caliper; panels, flaps and tucks are sized from them by the rules in `parts.ts`.
 */
import type { DielineBoard } from '@packsmith/core';
import { NetBuilder, type StructureNet } from './builder.ts';
import { combine } from './combine.ts';
import {
  type Body,
  cartonBody,
  crashLockBottom,
  dustFlaps,
  hangTab,
  outer,
  type Size,
  sealEnd,
  slottedFlaps,
  snapLockBottom,
  tube,
  tuckDepth,
  tuckEnd,
  windowIn,
} from './parts.ts';

export type StructureCategory =
  | 'tuck end'
  | 'crash-lock'
  | 'snap-lock'
  | 'slotted'
  | 'mailer'
  | 'folder'
  | 'tray'
  | 'sleeve'
  | 'two-piece'
  | 'display'
  | 'hanging'
  | 'wallet';

/** Board: folding boxboard (cartons) or corrugated (shipping boxes and mailers). */
export type Board = DielineBoard;

export interface Structure {
  id: string;
  name: string;
  /** FEFCO code where the code book has one, else null. */
  code: string | null;
  category: StructureCategory;
  board: Board;
  description: string;
  build: (size: Size) => StructureNet;
}

// ── folding cartons ────────────────────────────────────────────────────────────────────────────

type Top = 'reverse' | 'straight' | 'seal' | 'airplane';
type Bottom = 'tuck' | 'seal' | 'crash' | 'snap' | 'open';

function carton(
  top: Top,
  bottom: Bottom,
  opts: { window?: boolean; hanger?: boolean; header?: boolean } = {},
) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const body = cartonBody(b, s);
    // a hanger's tab stands on the back, so its top closes from the front
    const topOn = opts.hanger || top === 'straight' ? (opts.hanger ? 'front' : 'back') : 'back';
    if (top === 'reverse' || top === 'straight')
      tuckEnd(b, body, 'top', topOn, topOn === 'back' ? 'front' : 'back', !opts.header);
    else if (top === 'seal') sealEnd(b, body, 'top');
    else airplaneTop(b, body);
    if (bottom === 'tuck') {
      // reverse: the bottom hinges on the other panel from the top; straight: the same one
      const on = top === 'straight' ? topOn : topOn === 'back' ? 'front' : 'back';
      tuckEnd(b, body, 'bottom', on, on === 'back' ? 'front' : 'back');
    } else if (bottom === 'seal') sealEnd(b, body, 'bottom');
    else if (bottom === 'crash') crashLockBottom(b, body);
    else if (bottom === 'snap') snapLockBottom(b, body);
    if (opts.window) windowIn(b, 'front');
    if (opts.hanger) hangTab(b, 'back');
    if (opts.header) {
      const lid = b.rect('top closure');
      b.panel(
        'display header',
        { x: lid.x, y: lid.y - lid.w * 0.6, w: lid.w, h: lid.w * 0.6 },
        'top closure',
        0,
      );
    }
    return b.build('folding carton');
  };
}

/** Airplane style: the top closes from a side panel, tucking into the other; dust flaps on front and back. */
function airplaneTop(b: NetBuilder, body: Body) {
  const side = b.rect(body.names[1]);
  const L = b.rect(body.names[0]).w;
  b.panel('top closure', { x: side.x, y: -L, w: side.w, h: L }, body.names[1]);
  b.flap('top tuck flap', 'top closure', 'top', {
    depth: tuckDepth(side.w),
    insetA: 1,
    insetB: 1,
    round: tuckDepth(side.w) * 0.5,
  });
  for (const name of [body.names[0], body.names[2]]) {
    const w = b.rect(name).w;
    b.flap(`top dust flap (${name})`, name, 'top', {
      depth: Math.min(side.w * 0.45, w * 0.4),
      insetA: 0.5,
      insetB: 0.5,
      taperA: 2,
      taperB: w * 0.2,
    });
  }
  b.meet('top closure', body.names[3]);
}

// ── slotted boxes (FEFCO 02) ────────────────────────────────────────────────────────────────────

function slotted(
  topMajor: ((o: ReturnType<typeof outer>) => number) | null,
  minorShare: 'half-width' | 'half-length',
  opts: { handholes?: boolean } = {},
) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const body = cartonBody(b, s);
    const o = outer(s);
    const slot = Math.max(2 * s.caliper, 3);
    const major = topMajor ? topMajor(o) : 0;
    const minor = minorShare === 'half-width' ? o.W / 2 : Math.min(o.L / 2, o.W);
    slottedFlaps(
      b,
      body,
      'bottom',
      topMajor ? major : o.W / 2,
      minorShare === 'half-width' ? o.W / 2 : minor,
      slot,
    );
    if (topMajor) slottedFlaps(b, body, 'top', major, minor, slot);
    if (opts.handholes)
      for (const side of ['right side', 'left side'])
        windowIn(b, side, { x: 0.3, y: 0.12, w: 0.4, h: Math.min(0.12, 30 / o.D) });
    if (topMajor && Math.abs(major - o.W / 2) < 1e-6) b.meet('top flap (front)', 'top flap (back)');
    if (topMajor && Math.abs(major - o.W) < 1e-6) b.meet('top flap (front)', 'back');
    return b.build('slotted box');
  };
}

// ── mailers and folders (FEFCO 04) ──────────────────────────────────────────────────────────────

/**
 * Roll-end mailer: base, double front and side walls that roll over inside, back wall, lid with a
 * tucking front flap and ears. `rollEnds: false` gives single walls (a pizza-style box).
 */
function mailer(opts: { rollEnds?: boolean; window?: boolean; lid?: boolean } = {}) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const { L, W, D } = outer(s);
    const c = s.caliper;
    const roll = opts.rollEnds !== false;
    b.panel('base', { x: 0, y: 0, w: L, h: W });
    b.panel('front wall', { x: 0, y: W, w: L, h: D }, 'base');
    if (roll) b.panel('front wall (inside)', { x: 0, y: W + D, w: L, h: D - c }, 'front wall', 180);
    b.panel('right wall', { x: -D, y: 0, w: D, h: W }, 'base');
    b.panel('left wall', { x: L, y: 0, w: D, h: W }, 'base');
    if (roll) {
      b.panel('right wall (inside)', { x: -2 * D + c, y: 0, w: D - c, h: W }, 'right wall', 180);
      b.panel('left wall (inside)', { x: L + D, y: 0, w: D - c, h: W }, 'left wall', 180);
    }
    b.panel('back wall', { x: 0, y: -D, w: L, h: D }, 'base');
    if (opts.lid !== false) {
      b.panel('lid', { x: 0, y: -D - W, w: L, h: W }, 'back wall');
      b.panel('lid front', { x: 0, y: -D - W - (D - c), w: L, h: D - c }, 'lid');
      b.flap('lid tuck flap', 'lid front', 'top', {
        depth: Math.min(D * 0.8, 30),
        insetA: 1,
        insetB: 1,
        round: 8,
      });
      for (const [edge, taper] of [
        ['left', 'B'],
        ['right', 'A'],
      ] as const)
        b.flap(`lid side flap (${edge})`, 'lid', edge, {
          depth: D * 0.9,
          insetA: 1,
          insetB: 1,
          ...(taper === 'A' ? { taperA: Math.min(D, W) * 0.4 } : { taperB: Math.min(D, W) * 0.4 }),
        });
      b.meet('lid', 'front wall');
      if (opts.window) windowIn(b, 'lid', { x: 0.25, y: 0.25, w: 0.5, h: 0.5 });
    }
    const ear = Math.min(W * 0.45, L * 0.3);
    for (const wall of ['back wall', 'front wall'])
      for (const edge of ['left', 'right'] as const)
        b.flap(`${wall} ear (${edge})`, wall, edge, {
          depth: ear,
          insetA: 0.5,
          insetB: 0.5,
          taperA: D * 0.12,
          taperB: D * 0.3,
        });
    return b.build(roll ? 'roll-end mailer' : 'folding mailer');
  };
}

/** One-piece folder: base, front and back walls, end walls, and a top from the walls' extensions. */
function onePieceFolder(opts: { dust?: boolean; tuck?: boolean } = {}) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const { L, W, D } = outer(s);
    b.panel('base', { x: 0, y: 0, w: L, h: W });
    b.panel('front wall', { x: 0, y: W, w: L, h: D }, 'base');
    b.panel('back wall', { x: 0, y: -D, w: L, h: D }, 'base');
    b.panel('right end', { x: -D, y: 0, w: D, h: W }, 'base');
    b.panel('left end', { x: L, y: 0, w: D, h: W }, 'base');
    if (opts.tuck) {
      b.panel('lid', { x: 0, y: -D - W, w: L, h: W }, 'back wall');
      b.flap('lid tuck flap', 'lid', 'top', {
        depth: Math.min(D * 0.9, W * 0.5),
        insetA: 1,
        insetB: 1,
        round: 6,
      });
      b.meet('lid', 'front wall');
    } else {
      b.panel('top (back half)', { x: 0, y: -D - W / 2, w: L, h: W / 2 }, 'back wall');
      b.panel('top (front half)', { x: 0, y: W + D, w: L, h: W / 2 }, 'front wall');
      b.meet('top (back half)', 'top (front half)');
    }
    if (opts.dust || opts.tuck)
      for (const wall of ['front wall', 'back wall'])
        for (const edge of ['left', 'right'] as const)
          b.flap(`${wall} dust flap (${edge})`, wall, edge, {
            depth: Math.min(W * 0.45, L * 0.3),
            insetA: 0.5,
            insetB: 0.5,
            taperA: 2,
            taperB: D * 0.3,
          });
    return b.build('one-piece folder');
  };
}

/** Wrap-around blank: an RSC on its side — the tube runs round the length, flaps close the ends. */
function wrapAround(fivePanel: boolean) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const { L, W, D } = outer(s);
    const body = tube(
      b,
      { names: ['bottom', 'front', 'top', 'back'], widths: [W, D, W, D], height: L },
      fivePanel ? false : 'glue flap',
    );
    if (fivePanel) {
      b.panel('overlap panel', { x: 2 * W + 2 * D, y: 0, w: W * 0.5, h: L }, 'back');
    }
    const slot = Math.max(2 * s.caliper, 3);
    for (const end of ['top', 'bottom'] as const) slottedFlaps(b, body, end, D / 2, W / 2, slot);
    return b.build(fivePanel ? 'five-panel folder' : 'wrap-around blank');
  };
}

// ── trays ───────────────────────────────────────────────────────────────────────────────────────

function trayNet(
  b: NetBuilder,
  s: Size,
  opts: {
    corners: 'glue' | 'lock' | 'none';
    double?: boolean;
    header?: number;
    prefix?: string;
    lidOver?: number;
    wall?: number;
  },
) {
  const o = outer(s);
  const grow = opts.lidOver ?? 0;
  const L = o.L + grow;
  const W = o.W + grow;
  const h = opts.wall ?? o.D;
  const p = opts.prefix ? `${opts.prefix} ` : '';
  b.panel(`${p}base`, { x: 0, y: 0, w: L, h: W });
  b.panel(`${p}front wall`, { x: 0, y: W, w: L, h }, `${p}base`);
  b.panel(`${p}back wall`, { x: 0, y: -h, w: L, h }, `${p}base`);
  b.panel(`${p}right wall`, { x: -h, y: 0, w: h, h: W }, `${p}base`);
  b.panel(`${p}left wall`, { x: L, y: 0, w: h, h: W }, `${p}base`);
  if (opts.double) {
    b.panel(`${p}front wall (inside)`, { x: 0, y: W + h, w: L, h: h - s.caliper }, `${p}front wall`, 180);
    // a header stands where the back wall would fold double
    if (!opts.header)
      b.panel(
        `${p}back wall (inside)`,
        { x: 0, y: -2 * h + s.caliper, w: L, h: h - s.caliper },
        `${p}back wall`,
        180,
      );
  }
  if (opts.header)
    b.panel(`${p}header`, { x: 0, y: -h - opts.header, w: L, h: opts.header }, `${p}back wall`, 0);
  if (opts.corners !== 'none') {
    const depth = Math.min(h * 0.9, W * 0.3);
    for (const wall of [`${p}front wall`, `${p}back wall`])
      for (const edge of ['left', 'right'] as const)
        b.flap(
          `${wall} corner (${edge})`,
          wall,
          edge,
          {
            depth,
            insetA: 0.5,
            insetB: 0.5,
            taperA: opts.corners === 'lock' ? depth * 0.5 : h * 0.15,
            taperB: h * 0.15,
          },
          90,
          opts.corners === 'glue' ? 'glue' : 'flap',
        );
  }
  b.meet(`${p}front wall`, `${p}right wall`);
  b.meet(`${p}back wall`, `${p}left wall`);
}

function tray(opts: Parameters<typeof trayNet>[2] & { headerShare?: number }) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const header = opts.headerShare ? outer(s).D * opts.headerShare : undefined;
    trayNet(b, s, { ...opts, ...(header ? { header } : {}) });
    return b.build('tray');
  };
}

// ── sleeves ─────────────────────────────────────────────────────────────────────────────────────

function sleeve(opts: { band?: number; window?: boolean; hanger?: boolean } = {}) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const { L, W, D } = outer(s);
    const band = L * (opts.band ?? 1);
    b.panel('sleeve top', { x: 0, y: 0, w: band, h: W });
    b.panel('sleeve front', { x: 0, y: W, w: band, h: D }, 'sleeve top');
    b.panel('sleeve bottom', { x: 0, y: W + D, w: band, h: W }, 'sleeve front');
    b.panel('sleeve back', { x: 0, y: 2 * W + D, w: band, h: D }, 'sleeve bottom');
    b.glue('glue flap', 'sleeve back', 'bottom', Math.max(8, Math.min(15, D * 0.45)));
    b.meet('sleeve back', 'sleeve top');
    if (opts.window) windowIn(b, 'sleeve front');
    if (opts.hanger) {
      const h = Math.max(22, Math.min(40, band * 0.3));
      b.panel('hang tab', { x: -h, y: 0, w: h, h: W }, 'sleeve top', 0);
    }
    return b.build(opts.band && opts.band < 1 ? 'belly band' : 'sleeve');
  };
}

// ── two-piece and slide boxes ───────────────────────────────────────────────────────────────────

/** Telescope box: a lid tray over a base tray; `lidShare` of the depth (1 = full telescope). */
function telescope(lidShare: number, opts: { window?: boolean } = {}) {
  return (s: Size): StructureNet => {
    const lid = new NetBuilder();
    const over = 2 * s.caliper + 1;
    trayNet(lid, s, { corners: 'glue', prefix: 'lid', lidOver: over, wall: outer(s).D * lidShare });
    if (opts.window) windowIn(lid, 'lid base', { x: 0.25, y: 0.25, w: 0.5, h: 0.5 });
    const base = new NetBuilder();
    trayNet(base, s, { corners: 'glue', prefix: 'base' });
    return combine('telescope box (lid and base)', [lid.build('lid'), base.build('base')]);
  };
}

/** Two half-slotted containers, one over the other (FEFCO 0310 style). */
function halfTelescope(s: Size): StructureNet {
  const half = (prefix: string, size: Size) => {
    const b = new NetBuilder();
    const o = outer(size);
    const body = tube(
      b,
      {
        names: [`${prefix} front`, `${prefix} right side`, `${prefix} back`, `${prefix} left side`],
        widths: [o.L, o.W, o.L, o.W],
        height: o.D,
      },
      `${prefix} glue flap`,
    );
    slottedFlaps(b, body, 'bottom', o.W / 2, o.W / 2, Math.max(2 * size.caliper, 3));
    return b.build(prefix);
  };
  const grow = 2 * s.caliper + 1;
  return combine('telescope half containers', [
    half('outer', { ...s, length: s.length + grow, width: s.width + grow }),
    half('inner', s),
  ]);
}

/** Slide box: a drawer tray in a sleeve sized round it (matchbox when small). */
function slideBox(opts: { double?: boolean } = {}) {
  return (s: Size): StructureNet => {
    const drawer = new NetBuilder();
    trayNet(drawer, s, { corners: 'glue', prefix: 'drawer', double: opts.double === true });
    const grow = 2 * s.caliper + 1;
    const shell = sleeve()({ ...s, width: s.width + grow, depth: s.depth + grow });
    return combine('slide box (drawer and sleeve)', [drawer.build('drawer'), shell]);
  };
}

// ── display and hanging ─────────────────────────────────────────────────────────────────────────

/** A counter display: an open tray whose back wall rises into a header card. */
const counterDisplay = tray({ corners: 'glue', double: true, headerShare: 1.6 });

/** A header card: a folded card (front and back) with a hang header and euro slot. */
function headerCard(s: Size): StructureNet {
  const b = new NetBuilder();
  const { L, D } = outer(s);
  b.panel('card front', { x: 0, y: 0, w: L, h: D });
  b.panel('card back', { x: 0, y: D, w: L, h: D }, 'card front', 180);
  hangTab(b, 'card front');
  b.meet('card back', 'card front');
  return b.build('header card');
}

// ── wallets ─────────────────────────────────────────────────────────────────────────────────────

function wallet(opts: { pockets: 1 | 2; flaps?: boolean }) {
  return (s: Size): StructureNet => {
    const b = new NetBuilder();
    const { L, D } = outer(s);
    const spine = Math.max(2, s.depth);
    b.panel('back cover', { x: 0, y: 0, w: L, h: D });
    b.panel('spine', { x: L, y: 0, w: spine, h: D }, 'back cover');
    b.panel('front cover', { x: L + spine, y: 0, w: L, h: D }, 'spine');
    const pocket = (on: string) => {
      const r = b.rect(on);
      const name = `pocket (${on})`;
      b.panel(name, { x: r.x, y: D, w: r.w, h: D * 0.4 }, on, 180);
      b.glue(`pocket glue (${on}, left)`, name, 'left', 8, 180);
      b.glue(`pocket glue (${on}, right)`, name, 'right', 8, 180);
    };
    pocket('back cover');
    if (opts.pockets === 2) pocket('front cover');
    if (opts.flaps) {
      b.flap('closing flap', 'front cover', 'right', {
        depth: Math.min(L * 0.35, 50),
        insetA: 1,
        insetB: 1,
        round: 10,
      });
    }
    return b.build('wallet');
  };
}

/** Envelope wallet: a base with four flaps folding over it, the last tucking under the first. */
function envelope(s: Size): StructureNet {
  const b = new NetBuilder();
  const { L, W, D } = outer(s);
  b.panel('base', { x: 0, y: 0, w: L, h: W });
  b.panel('front wall', { x: 0, y: W, w: L, h: D }, 'base');
  b.panel('back wall', { x: 0, y: -D, w: L, h: D }, 'base');
  b.panel('right wall', { x: -D, y: 0, w: D, h: W }, 'base');
  b.panel('left wall', { x: L, y: 0, w: D, h: W }, 'base');
  b.panel('top flap (front)', { x: 0, y: W + D, w: L, h: W * 0.55 }, 'front wall');
  b.panel('top flap (back)', { x: 0, y: -D - W * 0.55, w: L, h: W * 0.55 }, 'back wall');
  b.flap('top flap (right)', 'right wall', 'left', {
    depth: L * 0.45,
    insetA: 1,
    insetB: 1,
    taperA: W * 0.3,
    taperB: W * 0.3,
  });
  b.flap('top flap (left)', 'left wall', 'right', {
    depth: L * 0.45,
    insetA: 1,
    insetB: 1,
    taperA: W * 0.3,
    taperB: W * 0.3,
  });
  dustFlapsOnWalls(b, D, W);
  return b.build('envelope wallet');
}

function dustFlapsOnWalls(b: NetBuilder, D: number, W: number) {
  for (const wall of ['front wall', 'back wall'])
    for (const edge of ['left', 'right'] as const)
      b.flap(`${wall} corner (${edge})`, wall, edge, {
        depth: Math.min(D * 0.9, W * 0.3),
        insetA: 0.5,
        insetB: 0.5,
        taperA: D * 0.15,
        taperB: D * 0.15,
      });
}

void dustFlaps;

// ── the library ─────────────────────────────────────────────────────────────────────────────────

type Entry = [
  id: string,
  name: string,
  code: string | null,
  category: StructureCategory,
  board: Board,
  description: string,
  build: Structure['build'],
];

const ENTRIES: Entry[] = [
  [
    'reverse-tuck-end',
    'Reverse tuck end',
    '0211',
    'tuck end',
    'carton',
    'Top tuck hinged on the back, bottom tuck on the front, dust flaps on the sides.',
    carton('reverse', 'tuck'),
  ],
  [
    'straight-tuck-end',
    'Straight tuck end',
    null,
    'tuck end',
    'carton',
    'Both tucks hinged on the back panel.',
    carton('straight', 'tuck'),
  ],
  [
    'airplane-tuck-end',
    'Airplane tuck end',
    null,
    'tuck end',
    'carton',
    'The top closes from a side panel; the bottom is a reverse tuck.',
    carton('airplane', 'tuck'),
  ],
  [
    'reverse-tuck-end-window',
    'Reverse tuck end with window',
    null,
    'tuck end',
    'carton',
    'A reverse tuck end with a window cut in the front.',
    carton('reverse', 'tuck', { window: true }),
  ],
  [
    'straight-tuck-end-window',
    'Straight tuck end with window',
    null,
    'tuck end',
    'carton',
    'A straight tuck end with a window cut in the front.',
    carton('straight', 'tuck', { window: true }),
  ],
  [
    'tuck-top-seal-end',
    'Tuck top, seal end bottom',
    null,
    'tuck end',
    'carton',
    'A tuck lid over a glued bottom for heavier contents.',
    carton('reverse', 'seal'),
  ],
  [
    'tuck-top-seal-end-window',
    'Tuck top, seal end bottom, window',
    null,
    'tuck end',
    'carton',
    'Tuck lid, glued bottom, front window.',
    carton('reverse', 'seal', { window: true }),
  ],
  [
    'seal-end',
    'Seal end carton',
    null,
    'tuck end',
    'carton',
    'Glued flaps at both ends (cereal-box style).',
    carton('seal', 'seal'),
  ],
  [
    'airplane-seal-end',
    'Airplane top, seal end bottom',
    null,
    'tuck end',
    'carton',
    'Side-hinged tuck top over a glued bottom.',
    carton('airplane', 'seal'),
  ],
  [
    'tuck-top-open-bottom',
    'Tuck top tube (open bottom)',
    null,
    'tuck end',
    'carton',
    'A tuck-top tube left open at the bottom, for insert trays.',
    carton('reverse', 'open'),
  ],
  [
    'crash-lock-tuck-top',
    'Crash-lock bottom, tuck top',
    '0713',
    'crash-lock',
    'carton',
    'Pre-glued auto bottom that springs square when opened; tuck lid.',
    carton('reverse', 'crash'),
  ],
  [
    'crash-lock-seal-top',
    'Crash-lock bottom, seal top',
    null,
    'crash-lock',
    'carton',
    'Auto bottom with a glued top.',
    carton('seal', 'crash'),
  ],
  [
    'crash-lock-window',
    'Crash-lock bottom with window',
    null,
    'crash-lock',
    'carton',
    'Auto bottom, tuck lid, front window.',
    carton('reverse', 'crash', { window: true }),
  ],
  [
    'crash-lock-hanger',
    'Crash-lock bottom with hang tab',
    null,
    'crash-lock',
    'carton',
    'Auto bottom, front-hinged tuck lid, hang tab with euro slot.',
    carton('reverse', 'crash', { hanger: true }),
  ],
  [
    'crash-lock-display',
    'Crash-lock display carton',
    null,
    'crash-lock',
    'carton',
    'Auto bottom with a lid that stands up as a header.',
    carton('reverse', 'crash', { header: true }),
  ],
  [
    'crash-lock-airplane',
    'Crash-lock bottom, airplane top',
    null,
    'crash-lock',
    'carton',
    'Auto bottom with a side-hinged tuck top.',
    carton('airplane', 'crash'),
  ],
  [
    'snap-lock-tuck-top',
    '1-2-3 snap-lock bottom, tuck top',
    null,
    'snap-lock',
    'carton',
    'Hand-locked 1-2-3 bottom, tuck lid.',
    carton('reverse', 'snap'),
  ],
  [
    'snap-lock-window',
    'Snap-lock bottom with window',
    null,
    'snap-lock',
    'carton',
    '1-2-3 bottom, tuck lid, front window.',
    carton('reverse', 'snap', { window: true }),
  ],
  [
    'snap-lock-hanger',
    'Snap-lock bottom with hang tab',
    null,
    'snap-lock',
    'carton',
    '1-2-3 bottom, tuck lid, hang tab.',
    carton('reverse', 'snap', { hanger: true }),
  ],
  [
    'snap-lock-seal-top',
    'Snap-lock bottom, seal top',
    null,
    'snap-lock',
    'carton',
    '1-2-3 bottom with a glued top.',
    carton('seal', 'snap'),
  ],
  [
    'snap-lock-airplane',
    'Snap-lock bottom, airplane top',
    null,
    'snap-lock',
    'carton',
    '1-2-3 bottom with a side-hinged tuck top.',
    carton('airplane', 'snap'),
  ],
  [
    'half-slotted-container',
    'Half slotted container',
    '0200',
    'slotted',
    'corrugated',
    'Bottom flaps only; the top stays open for a lid.',
    slotted(null, 'half-width'),
  ],
  [
    'regular-slotted-container',
    'Regular slotted container (RSC)',
    '0201',
    'slotted',
    'corrugated',
    'All flaps the same depth; the outer flaps meet in the middle.',
    slotted((o) => o.W / 2, 'half-width'),
  ],
  [
    'overlap-slotted-container',
    'Overlap slotted container',
    '0202',
    'slotted',
    'corrugated',
    'Outer flaps overlap by a quarter of the width.',
    slotted((o) => o.W * 0.75, 'half-width'),
  ],
  [
    'full-overlap-slotted-container',
    'Full overlap slotted container',
    '0203',
    'slotted',
    'corrugated',
    'Outer flaps run the full width of the box.',
    slotted((o) => o.W, 'half-width'),
  ],
  [
    'centre-special-slotted-container',
    'Centre special slotted container',
    '0204',
    'slotted',
    'corrugated',
    'Inner flaps also meet in the middle.',
    slotted((o) => o.W / 2, 'half-length'),
  ],
  [
    'rsc-handholes',
    'RSC with hand holes',
    null,
    'slotted',
    'corrugated',
    'A regular slotted container with hand holes in the ends.',
    slotted((o) => o.W / 2, 'half-width', { handholes: true }),
  ],
  [
    'full-overlap-handholes',
    'Full overlap container with hand holes',
    null,
    'slotted',
    'corrugated',
    'Full overlap flaps and hand holes in the ends.',
    slotted((o) => o.W, 'half-width', { handholes: true }),
  ],
  [
    'half-slotted-handholes',
    'Half slotted container with hand holes',
    null,
    'slotted',
    'corrugated',
    'Open top, hand holes in the ends.',
    slotted(null, 'half-width', { handholes: true }),
  ],
  [
    'roll-end-tuck-front-mailer',
    'Roll-end tuck-front mailer',
    '0427',
    'mailer',
    'corrugated',
    'The e-commerce mailer: double walls that roll inside, a lid that tucks in front.',
    mailer(),
  ],
  [
    'roll-end-mailer-window',
    'Roll-end mailer with lid window',
    null,
    'mailer',
    'corrugated',
    'The 0427 mailer with a window in the lid.',
    mailer({ window: true }),
  ],
  [
    'single-wall-mailer',
    'Single-wall tuck-front mailer',
    null,
    'mailer',
    'corrugated',
    'A lighter mailer with single walls (pizza-box style).',
    mailer({ rollEnds: false }),
  ],
  [
    'carton-mailer',
    'Folding-carton mailer',
    null,
    'mailer',
    'carton',
    'The roll-end mailer in folding boxboard for retail gift boxes.',
    mailer(),
  ],
  [
    'roll-end-tray',
    'Roll-end tray',
    '0422',
    'tray',
    'corrugated',
    'Base with double walls that roll inside and ears; no lid.',
    mailer({ lid: false }),
  ],
  [
    'one-piece-folder',
    'One-piece folder',
    '0401',
    'folder',
    'corrugated',
    'Base, walls and a top made of the walls’ extensions meeting in the middle.',
    onePieceFolder(),
  ],
  [
    'one-piece-folder-dust-flaps',
    'One-piece folder with dust flaps',
    '0415',
    'folder',
    'corrugated',
    'A one-piece folder with dust flaps at the corners.',
    onePieceFolder({ dust: true }),
  ],
  [
    'one-piece-folder-tuck',
    'One-piece folder with dust and tuck flaps',
    '0416',
    'folder',
    'corrugated',
    'A one-piece folder whose lid tucks into the front.',
    onePieceFolder({ tuck: true }),
  ],
  [
    'wrap-around-blank',
    'Wrap-around blank',
    '0406',
    'folder',
    'corrugated',
    'Folded tightly round a rigid product: an RSC on its side.',
    wrapAround(false),
  ],
  [
    'five-panel-folder',
    'Five-panel folder',
    null,
    'folder',
    'corrugated',
    'A long wrapper with an overlap panel, for rods, tubes and frames.',
    wrapAround(true),
  ],
  [
    'glued-corner-tray',
    'Glued-corner tray',
    null,
    'tray',
    'carton',
    'An open tray with glue flaps at the corners.',
    tray({ corners: 'glue' }),
  ],
  [
    'double-wall-tray',
    'Double-wall tray',
    null,
    'tray',
    'corrugated',
    'An open tray whose front and back walls fold double.',
    tray({ corners: 'glue', double: true }),
  ],
  [
    'lock-corner-tray',
    'Lock-corner tray',
    null,
    'tray',
    'carton',
    'An open tray with corner flaps that lock without glue.',
    tray({ corners: 'lock' }),
  ],
  [
    'high-wall-tray',
    'High-wall display tray',
    '0460',
    'tray',
    'corrugated',
    'A deep open tray for shelf-ready display.',
    tray({ corners: 'glue', double: true }),
  ],
  [
    'open-tray',
    'Open tray (no corners)',
    null,
    'tray',
    'carton',
    'Base and four walls held by an outer sleeve or lid.',
    tray({ corners: 'none' }),
  ],
  [
    'display-tray-header',
    'Display tray with header',
    null,
    'display',
    'carton',
    'An open tray whose back wall carries a header card.',
    tray({ corners: 'glue', headerShare: 0.8 }),
  ],
  [
    'counter-display',
    'Counter display',
    null,
    'display',
    'corrugated',
    'A double-wall tray with a tall header for the counter.',
    counterDisplay,
  ],
  [
    'display-carton-header',
    'Display carton with header lid',
    null,
    'display',
    'carton',
    'A reverse tuck end whose lid opens into a header card.',
    carton('reverse', 'tuck', { header: true }),
  ],
  ['sleeve', 'Sleeve', null, 'sleeve', 'carton', 'Four panels and a glue flap, open at both ends.', sleeve()],
  [
    'belly-band',
    'Belly band',
    null,
    'sleeve',
    'carton',
    'A narrow sleeve round the middle of a pack.',
    sleeve({ band: 0.4 }),
  ],
  [
    'window-sleeve',
    'Sleeve with window',
    null,
    'sleeve',
    'carton',
    'A sleeve with a window cut in the front.',
    sleeve({ window: true }),
  ],
  [
    'hanging-sleeve',
    'Sleeve with hang tab',
    null,
    'hanging',
    'carton',
    'A sleeve with a hang tab off the top panel.',
    sleeve({ hanger: true }),
  ],
  [
    'telescope-lid-base',
    'Telescope box, shallow lid',
    '0301',
    'two-piece',
    'carton',
    'A lid tray over a base tray (shoe-box style).',
    telescope(0.35),
  ],
  [
    'full-telescope',
    'Full telescope box',
    null,
    'two-piece',
    'carton',
    'The lid covers the base’s full depth.',
    telescope(1),
  ],
  [
    'telescope-window-lid',
    'Telescope box with window lid',
    null,
    'two-piece',
    'carton',
    'A shallow lid with a window over a base tray.',
    telescope(0.35, { window: true }),
  ],
  [
    'telescope-half-containers',
    'Telescope half containers',
    '0310',
    'two-piece',
    'corrugated',
    'Two half slotted containers, one sliding over the other.',
    halfTelescope,
  ],
  [
    'slide-box',
    'Slide box (drawer and sleeve)',
    '0501',
    'two-piece',
    'carton',
    'A drawer tray sliding in a sleeve.',
    slideBox(),
  ],
  [
    'double-wall-slide-box',
    'Slide box with double-wall drawer',
    null,
    'two-piece',
    'corrugated',
    'A sturdier drawer with double walls in a sleeve.',
    slideBox({ double: true }),
  ],
  [
    'reverse-tuck-end-hanger',
    'Reverse tuck end with hang tab',
    null,
    'hanging',
    'carton',
    'A tuck end carton with a hang tab and euro slot off the back.',
    carton('reverse', 'tuck', { hanger: true }),
  ],
  [
    'straight-tuck-end-hanger',
    'Straight tuck end with hang tab',
    null,
    'hanging',
    'carton',
    'Both tucks on the front, hang tab off the back.',
    carton('straight', 'tuck', { hanger: true }),
  ],
  [
    'tuck-top-seal-end-hanger',
    'Tuck top, seal end, hang tab',
    null,
    'hanging',
    'carton',
    'A front-hinged tuck lid, glued bottom and a hang tab off the back.',
    carton('reverse', 'seal', { hanger: true }),
  ],
  [
    'header-card',
    'Header card',
    null,
    'hanging',
    'carton',
    'A folded card with a hang header, for bags and blisters.',
    headerCard,
  ],
  [
    'single-pocket-wallet',
    'Single-pocket wallet',
    null,
    'wallet',
    'carton',
    'Two covers and a spine with a glued pocket.',
    wallet({ pockets: 1 }),
  ],
  [
    'presentation-folder',
    'Presentation folder',
    null,
    'wallet',
    'carton',
    'Two covers with a pocket on each.',
    wallet({ pockets: 2 }),
  ],
  [
    'wallet-with-flap',
    'Wallet with closing flap',
    null,
    'wallet',
    'carton',
    'A single-pocket wallet with a rounded closing flap.',
    wallet({ pockets: 1, flaps: true }),
  ],
  [
    'envelope-wallet',
    'Envelope wallet',
    null,
    'wallet',
    'carton',
    'A base whose four flaps fold over it like an envelope.',
    envelope,
  ],
];

export const STRUCTURES: Structure[] = ENTRIES.map(
  ([id, name, code, category, board, description, build]) => ({
    id,
    name,
    code,
    category,
    board,
    description,
    build,
  }),
);

export function getStructure(id: string): Structure | undefined {
  return STRUCTURES.find((s) => s.id === id);
}

/** The library structure a template's built-in net is drawn as (for its print file's notes). */
const BY_CONSTRUCTION: Record<string, string> = {
  'tuck-end carton': 'reverse-tuck-end',
  'roll-end tuck-front mailer': 'roll-end-tuck-front-mailer',
  'two-piece box (lid and base)': 'telescope-lid-base',
  'sleeve (slides over the tray)': 'sleeve',
  'belly band': 'belly-band',
  tray: 'glued-corner-tray',
};

export function structureOfConstruction(construction: string): Structure | undefined {
  const id = BY_CONSTRUCTION[construction];
  return id ? getStructure(id) : undefined;
}
