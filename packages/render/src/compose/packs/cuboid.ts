import { darken, lighten, mix } from '../../color.ts';
import { placeIcon } from '../../scene/icons.ts';
import {
  circle,
  type Matrix,
  type Path,
  type Pt,
  polygon,
  rect,
  roundRect,
  transformPath,
} from '../../scene/path.ts';
import { CANVAS, FLOOR_Y } from '../../scene/studio.ts';
import { emitItems, type Item } from '../../scene/surface.ts';
import { group, pathEl } from '../../scene/svg.ts';
import type { Role } from '../label-designer.ts';
import type { PackContext, PackResult } from './common.ts';

type V3 = [number, number, number];
type FaceName = 'front' | 'back' | 'left' | 'right' | 'top';

interface Face {
  name: FaceName;
  /** Corner at label (0,0), and the 3D directions of u and v with face sizes. */
  o: V3;
  u: V3;
  v: V3;
  w: number;
  h: number;
  n: V3;
}

const LIGHT: V3 = norm([-0.55, 0.75, 0.62]);

function norm(v: V3): V3 {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
}

/** Boxes, rectangular tins, trays and soft packs drawn as a lit cuboid in orthographic projection. */
export function drawCuboid(ctx: PackContext): PackResult {
  const p = ctx.template.render.params;
  const fam = ctx.template.render.family;
  const style = String(p.style ?? (fam === 'tin' ? 'tin' : fam === 'wipes' ? 'wipes' : 'tuck'));
  const W = Number(p.w ?? 100);
  let Hh = Number(p.h ?? 100);
  let D = Number(p.d ?? 60);
  if (fam === 'wipes') {
    // w × d footprint, h is the soft pack's thickness
    const t = Hh;
    Hh = D;
    D = t;
  }
  const topMain = p.main === 'top' || fam === 'wipes';
  const flat = Hh < Math.min(W, D) * 0.6;
  const elev = ((topMain ? (flat ? 42 : 30) : 14) * Math.PI) / 180;
  const yawBase = (32 * Math.PI) / 180;
  const yaw =
    ctx.view === 'three-quarter-left'
      ? yawBase
      : ctx.view === 'three-quarter-right'
        ? -yawBase
        : ctx.view === 'back'
          ? Math.PI
          : 0;
  const cy = Math.cos(yaw);
  const sy = Math.sin(yaw);
  const ce = Math.cos(elev);
  const se = Math.sin(elev);
  const proj = (q: V3): Pt => {
    const x = q[0] * cy + q[2] * sy;
    const z = -q[0] * sy + q[2] * cy;
    return [x, -q[1] * ce + z * se];
  };
  const depth = (n: V3) => -n[0] * sy + n[2] * cy;
  const faces: Face[] = [
    { name: 'front', o: [-W / 2, Hh / 2, D / 2], u: [1, 0, 0], v: [0, -1, 0], w: W, h: Hh, n: [0, 0, 1] },
    { name: 'back', o: [W / 2, Hh / 2, -D / 2], u: [-1, 0, 0], v: [0, -1, 0], w: W, h: Hh, n: [0, 0, -1] },
    { name: 'left', o: [-W / 2, Hh / 2, -D / 2], u: [0, 0, 1], v: [0, -1, 0], w: D, h: Hh, n: [-1, 0, 0] },
    { name: 'right', o: [W / 2, Hh / 2, D / 2], u: [0, 0, -1], v: [0, -1, 0], w: D, h: Hh, n: [1, 0, 0] },
    { name: 'top', o: [-W / 2, Hh / 2, -D / 2], u: [1, 0, 0], v: [0, 0, 1], w: W, h: D, n: [0, 1, 0] },
  ];
  // fit to the frame
  const corners: Pt[] = [];
  for (const x of [-W / 2, W / 2])
    for (const y of [-Hh / 2, Hh / 2]) for (const z of [-D / 2, D / 2]) corners.push(proj([x, y, z]));
  const extraTop = p.hook ? Hh * 0.22 : style === 'display' ? Hh * 1.1 : 0;
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1])) - extraTop * ce;
  const maxY = Math.max(...corners.map((c) => c[1]));
  const s = Math.min(660 / (maxX - minX), 690 / (maxY - minY));
  const ox = CANVAS / 2 - ((minX + maxX) / 2) * s;
  const oy = FLOOR_Y - maxY * s;
  const P = (q: V3): Pt => {
    const [x, y] = proj(q);
    return [ox + x * s, oy + y * s];
  };
  const svg = ctx.svg;
  let out = '';
  let behind = '';
  const matColour =
    fam === 'tin'
      ? mix(ctx.label.groundColour, '#C8CCD0', 0.15)
      : p.material === 'kraft'
        ? '#B98E5E'
        : p.material === 'soap'
          ? '#F1ECE2'
          : ctx.label.groundColour;
  const isBand = style === 'belly-band';
  const isSleeve = style === 'sealed-sleeve' || style === 'sleeve';
  const bandX0 = isBand ? ctx.template.render.printArea.x : 0;
  const bandX1 = isBand ? bandX0 + ctx.template.render.printArea.w : 1;

  // hang tab behind the box
  if (p.hook) {
    const a = P([-W * 0.22, Hh / 2, -D / 2 + 0.01]);
    const b = P([W * 0.22, Hh / 2, -D / 2 + 0.01]);
    const c = P([W * 0.22, Hh / 2 + Hh * 0.2, -D / 2 + 0.01]);
    const d = P([-W * 0.22, Hh / 2 + Hh * 0.2, -D / 2 + 0.01]);
    const tab = polygon([a, b, c, d]);
    behind += pathEl(tab, darken(ctx.label.groundColour, 0.08));
    const hc = P([0, Hh / 2 + Hh * 0.12, -D / 2]);
    behind += pathEl(
      roundRect(hc[0] - W * s * 0.1, hc[1] - Hh * s * 0.025, W * s * 0.2, Hh * s * 0.05, Hh * s * 0.025),
      '#000000',
      { opacity: 0.55 },
    );
  }
  if (style === 'display') {
    // header card rising from the back
    const hh = Hh * 1.1;
    const a = P([-W / 2, Hh / 2 - 1, -D / 2]);
    const b = P([W / 2, Hh / 2 - 1, -D / 2]);
    const u: Pt = [(b[0] - a[0]) / W, (b[1] - a[1]) / W];
    const top = P([-W / 2, Hh / 2 + hh, -D / 2]);
    const v: Pt = [(a[0] - top[0]) / hh, (a[1] - top[1]) / hh];
    const m: Matrix = [u[0], u[1], v[0], v[1], top[0], top[1]];
    const items = [...ctx.label.ground(W, hh), ...ctx.label.panel('front', W, hh)];
    behind += emitItems(items, { type: 'affine', m });
    behind += pathEl(polygon([top, [top[0] + u[0] * W, top[1] + u[1] * W], b, a]), '#000000', {
      opacity: 0.12,
    });
  }

  const visible = faces.filter((f) => (f.name === 'top' ? se > 0 : depth(f.n) > 1e-3));
  for (const f of visible) {
    const o = P(f.o);
    const pu = P([f.o[0] + f.u[0] * f.w, f.o[1] + f.u[1] * f.w, f.o[2] + f.u[2] * f.w]);
    const pv = P([f.o[0] + f.v[0] * f.h, f.o[1] + f.v[1] * f.h, f.o[2] + f.v[2] * f.h]);
    const m: Matrix = [
      (pu[0] - o[0]) / f.w,
      (pu[1] - o[1]) / f.w,
      (pv[0] - o[0]) / f.h,
      (pv[1] - o[1]) / f.h,
      o[0],
      o[1],
    ];
    const quad = polygon([o, pu, [pu[0] + pv[0] - o[0], pu[1] + pv[1] - o[1]], pv]);
    const role = faceRole(f.name, topMain);
    let items: Item[] = [{ kind: 'path', d: rect(0, 0, f.w, f.h), fill: matColour }];
    // a blister's backing card is printed front and back; its sides and top are the clear bubble
    const card = style === 'blister' && (f.name === 'front' || f.name === 'back');
    const printed = !isBand && (card || !(fam === 'tray' && style !== 'paper-clamshell'));
    const area = panelArea(f, style, p, topMain);
    if (printed) {
      items.push(...ctx.label.ground(f.w, f.h));
      items.push(...offsetItems(ctx.label.panel(role, area.w, area.h), area.x, area.y));
    } else if (isBand || isSleeve) {
      if (f.name !== 'left' && f.name !== 'right') {
        const bx = f.name === 'back' ? 1 - bandX1 : bandX0;
        const bw = (isSleeve ? 0.64 : bandX1 - bandX0) * f.w;
        const x0 = (isSleeve ? 0.18 : bx) * f.w;
        const bandItems = [
          ...ctx.label.ground(bw, f.h),
          ...ctx.label.panel(f.name === 'top' ? 'front' : f.name === 'back' ? 'back' : 'side', bw, f.h),
        ];
        if (fam === 'tray' && f.name === 'top')
          items = [
            { kind: 'path', d: rect(0, 0, f.w, f.h), fill: '#2A2A2C' },
            ...foodItems(f.w, f.h, ctx.accent),
          ];
        items.push({ kind: 'path', d: rect(x0 - 1, -1, bw + 2, f.h + 2), fill: '#000000', opacity: 0.2 });
        out += group(emitItems(items, { type: 'affine', m }), { clip: svg.clip(quad) });
        out += group(emitItems(bandItems, { type: 'affine', m: mulM(m, [1, 0, 0, 1, x0, 0]) }), {
          clip: svg.clip(quad),
        });
        out += shadeFace(svg, quad, f, o, pu, pv);
        continue;
      }
      if (fam === 'tray') items = [{ kind: 'path', d: rect(0, 0, f.w, f.h), fill: '#2A2A2C' }];
    } else {
      // clear trays: product visible through plastic, label on top; a blister's edges: clear plastic
      items = [
        { kind: 'path', d: rect(0, 0, f.w, f.h), fill: '#FFFFFF', opacity: 0.25 },
        ...(style === 'blister' ? [] : foodItems(f.w, f.h, ctx.accent)),
      ];
      if (f.name === 'top' && style !== 'blister') {
        const lw = f.w * 0.62;
        const lh = f.h * 0.62;
        const lab = [...ctx.label.ground(lw, lh), ...ctx.label.panel('front', lw, lh)];
        out += group(emitItems(items, { type: 'affine', m }), { clip: svg.clip(quad) });
        out += group(
          emitItems(lab, { type: 'affine', m: mulM(m, [1, 0, 0, 1, (f.w - lw) / 2, (f.h - lh) / 2]) }),
          { clip: svg.clip(transformPath(roundRect((f.w - lw) / 2, (f.h - lh) / 2, lw, lh, lh * 0.08), m)) },
        );
        out += shadeFace(svg, quad, f, o, pu, pv);
        continue;
      }
    }
    const details = styleDetails(style, f, ctx, topMain, p);
    if (printed) ctx.label.overlay?.(offsetItems(details, -area.x, -area.y));
    items.push(...details, ...blisterBubble(style, f));
    out += group(emitItems(items, { type: 'affine', m }), { clip: svg.clip(quad) });
    out += shadeFace(svg, quad, f, o, pu, pv);
  }
  // crisp edges
  let edges = '';
  for (const f of visible) {
    const o = P(f.o);
    const pu = P([f.o[0] + f.u[0] * f.w, f.o[1] + f.u[1] * f.w, f.o[2] + f.u[2] * f.w]);
    const pv = P([f.o[0] + f.v[0] * f.h, f.o[1] + f.v[1] * f.h, f.o[2] + f.v[2] * f.h]);
    edges += pathEl(polygon([o, pu, [pu[0] + pv[0] - o[0], pu[1] + pv[1] - o[1]], pv]), 'none', {
      stroke: '#FFFFFF',
      sw: 1.2,
      opacity: 0.28,
    });
  }
  out += edges;
  if (fam === 'tin' || fam === 'wipes') out += lidDetails(ctx, fam, P, W, Hh, D, s);
  const fl = [
    P([-W / 2, -Hh / 2, D / 2]),
    P([W / 2, -Hh / 2, D / 2]),
    P([W / 2, -Hh / 2, -D / 2]),
    P([-W / 2, -Hh / 2, -D / 2]),
  ];
  const xs = fl.map((q) => q[0]);
  const ys = fl.map((q) => q[1]);
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2;
  const ry = Math.max(8, (Math.max(...ys) - Math.min(...ys)) / 2);
  return {
    body: out,
    behind,
    shadow: {
      cx: (Math.max(...xs) + Math.min(...xs)) / 2,
      cy: (Math.max(...ys) + Math.min(...ys)) / 2 + 2,
      rx: rx * 1.02,
      ry: ry * 1.05,
      strength: 1.1,
    },
  };
}

function mulM(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function faceRole(name: FaceName, topMain: boolean): Role {
  if (name === 'top') return topMain ? 'front' : 'top';
  if (name === 'front') return topMain ? 'side' : 'front';
  if (name === 'back') return 'back';
  return 'side';
}

/**
 * Where the label panel sits on a face: clear of what the pack draws over it (windows, advent
 * doors, shoulders, lid edges, ribbons, wipes openings, straws), so no detail crosses the copy.
 */
function panelArea(
  f: Face,
  style: string,
  p: Record<string, unknown>,
  topMain: boolean,
): { x: number; y: number; w: number; h: number } {
  const { w, h } = f;
  let a = { x: 0, y: 0, w, h };
  if (f.name === 'front' && (p.window || style === 'advent'))
    a = { ...a, h: h * (style === 'advent' ? 0.3 : 0.52) };
  if (f.name === 'top' && p.window) a = { ...a, h: h * 0.53 };
  if (style === 'shoulder' && f.name !== 'top') a = { ...a, h: h * 0.74 };
  if (LID_EDGE[style] !== undefined && f.name !== 'top') {
    const y = h * (LID_EDGE[style]! + 0.09);
    a = { ...a, y, h: h - y };
  }
  if (p.ribbon) {
    const cut = RIBBON_AT - RIBBON_W;
    if (f.name === 'top') a = { ...a, w: w * cut, h: Math.min(a.h, h * cut) };
    else
      a =
        f.name === 'back' || f.name === 'right'
          ? { ...a, x: w * (1 - cut), w: w * cut }
          : { ...a, w: w * cut };
  }
  // below the flip lid (WIPES_LID), the larger part of the top
  if (style === 'wipes' && f.name === 'top' && topMain) a = { ...a, y: h * 0.43, h: h * 0.54 };
  if (style === 'juice' && f.name === 'top') a = { ...a, w: w * 0.58 };
  if (style === 'juice' && (f.name === 'left' || f.name === 'right')) a = { ...a, x: w * 0.5, w: w * 0.5 };
  return a;
}

/**
 * A blister's clear bubble over the lower card, lit by two highlights. It is clear plastic, so the
 * print shows through it: not a pack detail the label has to keep its text clear of.
 */
function blisterBubble(style: string, f: Face): Item[] {
  if (style !== 'blister' || f.name !== 'front') return [];
  const { w, h } = f;
  const bubble = roundRect(w * 0.14, h * 0.34, w * 0.72, h * 0.56, w * 0.12);
  return [
    { kind: 'path', d: bubble, fill: '#FFFFFF', opacity: 0.16 },
    {
      kind: 'path',
      d: roundRect(w * 0.18, h * 0.38, w * 0.05, h * 0.46, w * 0.025),
      fill: '#FFFFFF',
      opacity: 0.3,
    },
    {
      kind: 'path',
      d: roundRect(w * 0.78, h * 0.4, w * 0.025, h * 0.3, w * 0.012),
      fill: '#FFFFFF',
      opacity: 0.25,
    },
    { kind: 'path', d: bubble, fill: 'none', stroke: '#FFFFFF', sw: 1.4, opacity: 0.7 },
    { kind: 'path', d: bubble, fill: 'none', stroke: '#000000', sw: 0.6, opacity: 0.18 },
  ];
}

/** The wipe pack's flip lid on the top face (shares of its depth), kept clear of the print below. */
const WIPES_LID = { y: 0.07, h: 0.31 };

/** Lid edge height (share of the face) for lidded box styles. */
const LID_EDGE: Record<string, number> = { lid: 0.34, clamshell: 0.34, magnetic: 0.34, mailer: 0.18 };
/** Gift ribbons run off-centre, at this share of the face, so the label keeps the larger part. */
const RIBBON_AT = 0.84;
const RIBBON_W = 0.06;

function offsetItems(items: Item[], dx: number, dy: number): Item[] {
  if (!dx && !dy) return items;
  return items.map((it) =>
    it.kind === 'image'
      ? { ...it, x: it.x + dx, y: it.y + dy }
      : { ...it, d: transformPath(it.d, [1, 0, 0, 1, dx, dy]) },
  );
}

function foodItems(w: number, h: number, accent: string): Item[] {
  const out: Item[] = [];
  const cols = ['#C0392B', '#D35400', '#7E5109', '#27AE60', accent];
  let k = 0;
  for (let y = h * 0.25; y < h; y += h * 0.3)
    for (let x = w * 0.15; x < w; x += w * 0.18) {
      out.push({
        kind: 'path',
        d: circle(x + (k % 2) * w * 0.05, y, Math.min(w, h) * 0.09),
        fill: cols[k % cols.length]!,
        opacity: 0.9,
      });
      k++;
    }
  return out;
}

function styleDetails(
  style: string,
  f: Face,
  ctx: PackContext,
  topMain: boolean,
  p: Record<string, unknown>,
): Item[] {
  const out: Item[] = [];
  const { w, h } = f;
  const dark = '#000000';
  if (f.name === 'front' && p.window) {
    const wx = w * 0.16;
    const wy = h * 0.56;
    const ww = w * 0.68;
    const wh = h * 0.34;
    out.push({
      kind: 'path',
      d: roundRect(wx - 2, wy - 2, ww + 4, wh + 4, Math.min(ww, wh) * 0.2),
      fill: lighten(ctx.label.groundColour, 0.3),
    });
    out.push({ kind: 'path', d: roundRect(wx, wy, ww, wh, Math.min(ww, wh) * 0.18), fill: '#3B2A20' });
    out.push(
      ...foodItems(ww, wh, ctx.accent).map((it) =>
        it.kind === 'path' ? { ...it, d: transformPath(it.d, [1, 0, 0, 1, wx, wy]) } : it,
      ),
    );
    out.push({
      kind: 'path',
      d: polygon([
        [wx + ww * 0.1, wy],
        [wx + ww * 0.35, wy],
        [wx + ww * 0.15, wy + wh],
        [wx - ww * 0.1, wy + wh],
      ]),
      fill: '#FFFFFF',
      opacity: 0.22,
    });
  }
  if (f.name === 'top' && p.window) {
    out.push({
      kind: 'path',
      d: roundRect(w * 0.3, h * 0.55, w * 0.4, h * 0.3, 8),
      fill: '#3B2A20',
      opacity: 0.85,
    });
  }
  if (style === 'advent' && f.name === 'front') {
    const cols = 6;
    const rows = 4;
    const gx = w * 0.06;
    const gy = h * 0.33;
    const cw = (w - 2 * gx) / cols;
    const ch = (h * 0.62) / rows;
    const order = [7, 19, 3, 12, 24, 9, 15, 1, 21, 6, 17, 11, 4, 23, 14, 8, 20, 2, 13, 18, 5, 22, 10, 16];
    let d: Path = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const x = gx + c * cw + cw * 0.08;
        const y = gy + r * ch + ch * 0.08;
        d = d.concat(roundRect(x, y, cw * 0.84, ch * 0.84, 4));
        out.push(...numberItems(ctx, String(order[r * cols + c]), x + cw * 0.42, y + ch * 0.42, ch * 0.36));
      }
    out.unshift({ kind: 'path', d, fill: '#FFFFFF', opacity: 0.16 });
    out.push({ kind: 'path', d, fill: 'none', stroke: '#FFFFFF', sw: 1, opacity: 0.55 });
  }
  if (style === 'shoulder' && f.name !== 'top') {
    out.push({ kind: 'path', d: rect(0, h * 0.76, w, h * 0.045), fill: darken(ctx.accent, 0.1) });
    out.push({ kind: 'path', d: rect(0, h * 0.76, w, h * 0.012), fill: dark, opacity: 0.35 });
    out.push({ kind: 'path', d: rect(0, h * 0.805, w, h * 0.008), fill: dark, opacity: 0.2 });
  }
  if (
    (style === 'lid' || style === 'clamshell' || style === 'mailer' || style === 'magnetic') &&
    f.name !== 'top'
  ) {
    const y = h * LID_EDGE[style]!;
    out.push({ kind: 'path', d: rect(0, y, w, Math.max(1, h * 0.02)), fill: dark, opacity: 0.3 });
    out.push({ kind: 'path', d: rect(0, y + h * 0.02, w, h * 0.06), fill: dark, opacity: 0.08 });
  }
  if (style === 'tuck' && f.name === 'top' && !topMain) {
    out.push({ kind: 'path', d: rect(0, h * 0.84, w, Math.max(0.8, h * 0.012)), fill: dark, opacity: 0.25 });
  }
  if (style === 'pizza' && f.name !== 'top') {
    for (let i = 1; i < 6; i++)
      out.push({ kind: 'path', d: rect(0, (h * i) / 6, w, 0.8), fill: dark, opacity: 0.12 });
  }
  if (style === 'juice' && f.name === 'top')
    out.push({ kind: 'path', d: circle(w * 0.75, h * 0.5, Math.min(w, h) * 0.12), fill: '#D9D9D9' });
  if (style === 'juice' && (f.name === 'right' || f.name === 'left')) {
    out.push({
      kind: 'path',
      d: transformPath(roundRect(w * 0.3, h * 0.08, w * 0.16, h * 0.7, 3), [1, 0, 0, 1, 0, 0]),
      fill: '#FFFFFF',
      opacity: 0.75,
    });
    out.push({
      kind: 'path',
      d: rect(w * 0.36, h * 0.1, w * 0.04, h * 0.66),
      fill: ctx.accent,
      opacity: 0.8,
    });
  }
  if (p.ribbon) {
    const rc = ctx.accent;
    const bw = w * RIBBON_W;
    // one band over the top in each direction; the faces below continue it at the same edge
    const at = f.name === 'back' || f.name === 'right' ? 1 - RIBBON_AT : RIBBON_AT;
    out.push({ kind: 'path', d: rect(w * at - bw / 2, 0, bw, h), fill: rc });
    if (f.name === 'top')
      out.push({ kind: 'path', d: rect(0, h * RIBBON_AT - (h * RIBBON_W) / 2, w, h * RIBBON_W), fill: rc });
  }
  if (style === 'wipes' && f.name === 'top') {
    const lid = roundRect(w * 0.32, h * WIPES_LID.y, w * 0.36, h * WIPES_LID.h, h * 0.08);
    out.push({ kind: 'path', d: lid, fill: lighten(ctx.accent, 0.1) });
    out.push({
      kind: 'path',
      d: lid,
      fill: 'none',
      stroke: '#000000',
      sw: 1,
      opacity: 0.25,
    });
  }
  return out;
}

function numberItems(ctx: PackContext, n: string, cx: number, cy: number, size: number): Item[] {
  void placeIcon;
  const fake = ctx.label as unknown as { text?: (spec: object, box: object, fill: string) => Item[] };
  if (typeof fake.text === 'function')
    return fake.text(
      { text: n, maxSize: size },
      { x: cx - size, y: cy - size / 2, w: size * 2, h: size },
      '#FFFFFF',
    );
  return [];
}

function shadeFace(
  svg: import('../../scene/svg.ts').Svg,
  quad: Path,
  f: Face,
  o: Pt,
  pu: Pt,
  pv: Pt,
): string {
  const lam = Math.max(0, f.n[0] * LIGHT[0] + f.n[1] * LIGHT[1] + f.n[2] * LIGHT[2]);
  const b = 0.6 + 0.4 * lam;
  let out = '';
  if (f.name === 'top') out += pathEl(quad, '#FFFFFF', { opacity: 0.1 });
  else if (b < 0.97) out += pathEl(quad, '#000000', { opacity: (1 - b) * 0.75 });
  const g = svg.linear(
    [
      { o: 0, c: '#FFFFFF', a: 0.1 },
      { o: 0.5, c: '#FFFFFF', a: 0 },
      { o: 1, c: '#000000', a: 0.12 },
    ],
    o[0],
    o[1],
    (pu[0] + pv[0]) / 2,
    (pu[1] + pv[1]) / 2 + (pv[1] - o[1]) * 0.5,
  );
  out += pathEl(quad, g);
  return out;
}

function lidDetails(
  ctx: PackContext,
  fam: string,
  P: (q: V3) => Pt,
  W: number,
  H: number,
  D: number,
  s: number,
): string {
  void ctx;
  void s;
  if (fam !== 'tin') return '';
  // lid seam a fifth of the way down
  const y = H / 2 - H * 0.2;
  const pts = [P([-W / 2, y, D / 2]), P([W / 2, y, D / 2])];
  const pts2 = [P([-W / 2, y, -D / 2]), P([-W / 2, y, D / 2])];
  const pts3 = [P([W / 2, y, D / 2]), P([W / 2, y, -D / 2])];
  let out = '';
  for (const [a, b] of [pts, pts2, pts3])
    out += pathEl(polygon([a!, b!, [b![0], b![1] + 2.5], [a![0], a![1] + 2.5]]), '#000000', { opacity: 0.3 });
  return out;
}
