import { darken, lighten, mix } from '../../color.ts';
import {
  ellipse,
  type Path,
  type Pt,
  polygon,
  rect,
  roundRect,
  toD,
  transformPath,
} from '../../scene/path.ts';
import { CANVAS, FLOOR_Y } from '../../scene/studio.ts';
import { type CylinderSurface, emitItems, type Item, surfaceOutline } from '../../scene/surface.ts';
import { group, pathEl } from '../../scene/svg.ts';
import {
  cylinderShade,
  isGlass,
  type MaterialKind,
  materialStops,
  NAMED_MATERIALS,
  type PackContext,
  type PackResult,
  viewAngle,
} from './common.ts';

type Ease = 'linear' | 'shoulder' | 'dome' | 'base' | 'neckflare';

interface Part {
  name: string;
  /** Fractions of the total height from the top. */
  y0: number;
  y1: number;
  /** Radii as fractions of the body radius. */
  r0: number;
  r1: number;
  ease?: Ease;
  mat: { kind: MaterialKind; colour: string };
  topFace?: boolean;
  /** Part that carries the label. */
  body?: boolean;
  ribs?: boolean;
}

function radiusAt(p: Part, t: number): number {
  switch (p.ease) {
    case 'shoulder':
      return p.r0 + (p.r1 - p.r0) * Math.sqrt(Math.max(0, 1 - (1 - t) ** 2));
    case 'dome':
      return p.r1 * Math.sqrt(Math.max(0, 1 - (1 - t) ** 2)) + p.r0 * (1 - t) * 0;
    case 'base':
      return p.r0 - (p.r0 - p.r1) * (1 - Math.sqrt(Math.max(0, 1 - t * t)));
    case 'neckflare':
      return p.r0 + (p.r1 - p.r0) * t * t;
    default:
      return p.r0 + (p.r1 - p.r0) * t;
  }
}

const mat = (name: string, fallback = 'white') => NAMED_MATERIALS[name] ?? NAMED_MATERIALS[fallback]!;

interface Profile {
  parts: Part[];
  tilt: number;
  /** Extra closure drawing (nozzles, triggers). */
  extra?: 'pump' | 'spray' | 'flip' | 'tab';
}

function bottleProfile(ctx: PackContext): Profile {
  const p = ctx.template.render.params;
  const style = String(p.style ?? 'round');
  const cap = String(p.cap ?? 'screw');
  const material = String(p.material ?? 'plastic');
  const bodyMat =
    material === 'plastic' ? { kind: 'plastic' as MaterialKind, colour: ctx.packColour } : mat(material);
  const capMat = mat(String(p.capMaterial ?? 'metal'));
  const geo: Record<string, [number, number, number]> = {
    round: [0.08, 0.36, 0.16],
    boston: [0.03, 0.42, 0.1],
    wine: [0.12, 0.36, 0.16],
    spirit: [0.1, 0.34, 0.08],
    decanter: [0.06, 0.3, 0.05],
    beer: [0.24, 0.32, 0.18],
    metal: [0.05, 0.44, 0.1],
    oil: [0.12, 0.3, 0.07],
    sauce: [0.28, 0.33, 0.16],
    packer: [0.02, 0.8, 0.05],
    airless: [0, 1, 0],
    perfume: [0.04, 0.3, 0.04],
  };
  const [neckLen, neckR, shoulderLen] = geo[style] ?? geo.round!;
  const closureH: Record<string, number> = {
    screw: 0.08,
    capsule: 0.2,
    cork: 0.09,
    crown: 0.03,
    flip: 0.1,
    pump: 0.2,
    dropper: 0.26,
    airless: 0.18,
    spray: 0.24,
    perfume: 0.32,
  };
  const ch = closureH[cap] ?? 0.08;
  const parts: Part[] = [];
  const rest = 1 - ch;
  let y = ch;
  const neckTop = y;
  let extra: Profile['extra'];
  // closure
  switch (cap) {
    case 'capsule':
      parts.push({
        name: 'capsule',
        y0: 0,
        y1: ch,
        r0: neckR * 1.02,
        r1: neckR * 1.1,
        mat: capMat,
        topFace: true,
      });
      break;
    case 'cork':
      parts.push({
        name: 'cork-top',
        y0: 0,
        y1: ch * 0.7,
        r0: neckR * 1.5,
        r1: neckR * 1.5,
        mat: capMat,
        topFace: true,
      });
      parts.push({
        name: 'cork',
        y0: ch * 0.7,
        y1: ch,
        r0: neckR * 0.9,
        r1: neckR * 0.9,
        mat: mat('wood'),
        topFace: false,
      });
      break;
    case 'crown':
      parts.push({
        name: 'crown',
        y0: 0,
        y1: ch,
        r0: neckR * 1.12,
        r1: neckR * 1.05,
        mat: capMat,
        topFace: true,
      });
      break;
    case 'flip':
      parts.push({
        name: 'flip',
        y0: 0,
        y1: ch,
        r0: Math.min(0.78, neckR * 1.8),
        r1: Math.min(0.8, neckR * 1.85),
        mat: capMat,
        topFace: true,
      });
      extra = 'flip';
      break;
    case 'pump':
      parts.push({
        name: 'pump-head',
        y0: 0,
        y1: ch * 0.28,
        r0: neckR * 0.75,
        r1: neckR * 0.75,
        mat: capMat,
        topFace: true,
      });
      parts.push({
        name: 'pump-stem',
        y0: ch * 0.28,
        y1: ch * 0.62,
        r0: neckR * 0.22,
        r1: neckR * 0.22,
        mat: capMat,
      });
      parts.push({
        name: 'pump-collar',
        y0: ch * 0.62,
        y1: ch,
        r0: neckR * 1.12,
        r1: neckR * 1.12,
        mat: capMat,
        topFace: true,
        ribs: true,
      });
      extra = 'pump';
      break;
    case 'spray':
      parts.push({
        name: 'spray-head',
        y0: 0,
        y1: ch * 0.62,
        r0: neckR * 0.9,
        r1: neckR * 1.0,
        mat: capMat,
        topFace: true,
      });
      parts.push({
        name: 'spray-collar',
        y0: ch * 0.62,
        y1: ch,
        r0: neckR * 1.15,
        r1: neckR * 1.15,
        mat: capMat,
        topFace: true,
        ribs: true,
      });
      extra = 'spray';
      break;
    case 'dropper':
      parts.push({
        name: 'bulb',
        y0: 0,
        y1: ch * 0.58,
        r0: 0,
        r1: neckR * 0.72,
        ease: 'dome',
        mat: mat('black'),
        topFace: false,
      });
      parts.push({
        name: 'collar',
        y0: ch * 0.58,
        y1: ch,
        r0: neckR * 1.18,
        r1: neckR * 1.18,
        mat: capMat,
        topFace: true,
        ribs: true,
      });
      break;
    case 'airless':
      parts.push({
        name: 'overcap',
        y0: 0,
        y1: ch,
        r0: 0.98,
        r1: 0.98,
        mat: { kind: 'clear', colour: '#FFFFFF' },
        topFace: true,
      });
      parts.push({
        name: 'pump-top',
        y0: ch * 0.35,
        y1: ch * 0.95,
        r0: 0.5,
        r1: 0.5,
        mat: capMat,
        topFace: true,
      });
      break;
    case 'perfume':
      parts.push({
        name: 'perfume-cap',
        y0: 0,
        y1: ch * 0.85,
        r0: 0.56,
        r1: 0.56,
        mat: capMat,
        topFace: true,
      });
      parts.push({
        name: 'perfume-collar',
        y0: ch * 0.85,
        y1: ch,
        r0: neckR * 1.1,
        r1: neckR * 1.1,
        mat: mat('gold'),
      });
      break;
    default:
      parts.push({
        name: 'cap',
        y0: 0,
        y1: ch,
        r0: neckR * 1.14,
        r1: neckR * 1.14,
        mat: capMat,
        topFace: true,
        ribs: true,
      });
  }
  if (neckLen > 0) {
    parts.push({
      name: 'neck',
      y0: y,
      y1: y + neckLen * rest,
      r0: neckR,
      r1: style === 'beer' || style === 'wine' ? neckR * 1.08 : neckR,
      ease: 'neckflare',
      mat: bodyMat,
    });
    y += neckLen * rest;
  }
  if (shoulderLen > 0) {
    parts.push({
      name: 'shoulder',
      y0: y,
      y1: y + shoulderLen * rest,
      r0: neckR * (style === 'beer' || style === 'wine' ? 1.08 : 1),
      r1: 1,
      ease: 'shoulder',
      mat: bodyMat,
    });
    y += shoulderLen * rest;
  }
  const baseH = style === 'perfume' ? 0.06 : 0.025;
  parts.push({ name: 'body', y0: y, y1: 1 - baseH, r0: 1, r1: 1, mat: bodyMat, body: true });
  parts.push({ name: 'base', y0: 1 - baseH, y1: 1, r0: 1, r1: 0.9, ease: 'base', mat: bodyMat });
  void neckTop;
  return { parts, tilt: 0.1, extra };
}

function canProfile(ctx: PackContext): Profile {
  const style = String(ctx.template.render.params.style ?? 'standard');
  const alu = mat('aluminium');
  if (style === 'food') {
    return {
      tilt: 0.13,
      parts: [
        { name: 'rim', y0: 0, y1: 0.03, r0: 1.02, r1: 1.02, mat: alu, topFace: true },
        { name: 'body', y0: 0.03, y1: 0.97, r0: 1, r1: 1, mat: alu, body: true },
        { name: 'rim-b', y0: 0.97, y1: 1, r0: 1.02, r1: 1.0, mat: alu },
      ],
    };
  }
  return {
    tilt: 0.12,
    extra: 'tab',
    parts: [
      { name: 'lid', y0: 0, y1: 0.012, r0: 0.86, r1: 0.86, mat: alu, topFace: true },
      { name: 'neck', y0: 0.012, y1: 0.07, r0: 0.86, r1: 1, ease: 'shoulder', mat: alu },
      { name: 'body', y0: 0.07, y1: 0.955, r0: 1, r1: 1, mat: alu, body: true },
      { name: 'bottom', y0: 0.955, y1: 1, r0: 1, r1: 0.84, ease: 'base', mat: alu },
    ],
  };
}

function jarProfile(ctx: PackContext): Profile {
  const p = ctx.template.render.params;
  const style = String(p.style ?? 'straight');
  const material = String(p.material ?? 'glass-clear');
  const bodyMat =
    material === 'plastic' ? { kind: 'plastic' as MaterialKind, colour: ctx.packColour } : mat(material);
  const lid = mat(String(p.lid ?? 'metal'));
  if (style === 'cosmetic')
    return {
      tilt: 0.2,
      parts: [
        { name: 'lid', y0: 0, y1: 0.4, r0: 1.0, r1: 1.0, mat: lid, topFace: true },
        { name: 'body', y0: 0.4, y1: 0.95, r0: 0.98, r1: 0.98, mat: bodyMat, body: true },
        { name: 'base', y0: 0.95, y1: 1, r0: 0.98, r1: 0.9, ease: 'base', mat: bodyMat },
      ],
    };
  if (style === 'candle')
    return {
      tilt: 0.16,
      parts: [
        { name: 'lid', y0: 0, y1: 0.15, r0: 1.01, r1: 1.01, mat: lid, topFace: true },
        { name: 'body', y0: 0.15, y1: 0.97, r0: 1, r1: 1, mat: bodyMat, body: true },
        { name: 'base', y0: 0.97, y1: 1, r0: 1, r1: 0.92, ease: 'base', mat: bodyMat },
      ],
    };
  const lidH = style === 'honey' ? 0.13 : 0.16;
  const neckR = style === 'honey' ? 0.74 : 0.86;
  return {
    tilt: 0.16,
    parts: [
      {
        name: 'lid',
        y0: 0,
        y1: lidH,
        r0: neckR * 1.08,
        r1: neckR * 1.08,
        mat: lid,
        topFace: true,
        ribs: lid.kind === 'metal',
      },
      { name: 'neck', y0: lidH, y1: lidH + 0.04, r0: neckR, r1: neckR, mat: bodyMat },
      {
        name: 'shoulder',
        y0: lidH + 0.04,
        y1: lidH + (style === 'honey' ? 0.16 : 0.1),
        r0: neckR,
        r1: 1,
        ease: 'shoulder',
        mat: bodyMat,
      },
      {
        name: 'body',
        y0: lidH + (style === 'honey' ? 0.16 : 0.1),
        y1: 0.97,
        r0: 1,
        r1: 1,
        mat: bodyMat,
        body: true,
      },
      { name: 'base', y0: 0.97, y1: 1, r0: 1, r1: 0.92, ease: 'base', mat: bodyMat },
    ],
  };
}

function tubProfile(ctx: PackContext): Profile {
  const p = ctx.template.render.params;
  const taper = Number(p.taper ?? 1.15);
  const foil = p.lid === 'foil';
  const body = { kind: 'plastic' as MaterialKind, colour: ctx.packColour };
  return {
    tilt: 0.2,
    parts: foil
      ? [
          { name: 'foil', y0: 0, y1: 0.03, r0: 1.06, r1: 1.06, mat: mat('metal'), topFace: true },
          { name: 'body', y0: 0.03, y1: 1, r0: 1, r1: 1 / taper, mat: body, body: true },
        ]
      : [
          {
            name: 'lid',
            y0: 0,
            y1: 0.1,
            r0: 1.03,
            r1: 1.05,
            mat: { kind: 'plastic', colour: ctx.label.groundColour },
            topFace: true,
          },
          { name: 'body', y0: 0.1, y1: 1, r0: 1, r1: 1 / taper, mat: body, body: true },
        ],
  };
}

function cupProfile(ctx: PackContext): Profile {
  const p = ctx.template.render.params;
  const taper = Number(p.taper ?? 1.3);
  const body = { kind: 'paper' as MaterialKind, colour: ctx.packColour };
  if (p.lid === 'dome')
    return {
      tilt: 0.14,
      parts: [
        {
          name: 'dome',
          y0: 0,
          y1: 0.2,
          r0: 0,
          r1: 1.0,
          ease: 'dome',
          mat: { kind: 'clear', colour: '#FFFFFF' },
        },
        { name: 'rim', y0: 0.2, y1: 0.24, r0: 1.04, r1: 1.04, mat: { kind: 'clear', colour: '#FFFFFF' } },
        { name: 'body', y0: 0.24, y1: 1, r0: 1, r1: 1 / taper, mat: body, body: true },
      ],
    };
  return {
    tilt: 0.14,
    parts: [
      { name: 'lid-top', y0: 0, y1: 0.05, r0: 0.86, r1: 0.9, mat: mat('white'), topFace: true },
      { name: 'lid-rim', y0: 0.05, y1: 0.11, r0: 1.05, r1: 1.06, mat: mat('white'), topFace: true },
      { name: 'body', y0: 0.11, y1: 1, r0: 1, r1: 1 / taper, mat: body, body: true },
    ],
  };
}

function bowlProfile(ctx: PackContext): Profile {
  const lid = ctx.template.render.params.lid === true;
  const body = { kind: 'paper' as MaterialKind, colour: ctx.packColour };
  const parts: Part[] = [];
  if (lid)
    parts.push({
      name: 'dome',
      y0: 0,
      y1: 0.22,
      r0: 0.5,
      r1: 1.04,
      ease: 'dome',
      mat: { kind: 'clear', colour: '#FFFFFF' },
    });
  const top = lid ? 0.22 : 0;
  parts.push({ name: 'rim', y0: top, y1: top + 0.05, r0: 1.03, r1: 1.03, mat: body, topFace: !lid });
  parts.push({ name: 'body', y0: top + 0.05, y1: 1, r0: 1, r1: 0.72, mat: body, body: true });
  return { tilt: 0.3, parts };
}

function tinProfile(ctx: PackContext): Profile {
  const p = ctx.template.render.params;
  const low = Number(p.h) / Number(p.w) < 0.8;
  const lidH = low ? 0.34 : 0.24;
  const painted = { kind: 'metal' as MaterialKind, colour: mix(ctx.label.groundColour, '#C0C4C8', 0.25) };
  return {
    tilt: low ? 0.3 : 0.16,
    parts: [
      { name: 'lid', y0: 0, y1: lidH, r0: 1.035, r1: 1.035, mat: painted, topFace: true, body: false },
      { name: 'body', y0: lidH, y1: 0.98, r0: 1, r1: 1, mat: painted, body: true },
      { name: 'base', y0: 0.98, y1: 1, r0: 1, r1: 0.96, ease: 'base', mat: painted },
    ],
  };
}

function canisterProfile(ctx: PackContext): Profile {
  const style = String(ctx.template.render.params.style ?? 'canister');
  const paper = { kind: 'paper' as MaterialKind, colour: ctx.label.groundColour };
  const lidH = style === 'lipbalm' ? 0.3 : 0.24;
  return {
    tilt: 0.14,
    parts: [
      { name: 'lid', y0: 0, y1: lidH, r0: 1.015, r1: 1.015, mat: paper, topFace: true },
      { name: 'body', y0: lidH, y1: 1, r0: 1, r1: 1, mat: paper, body: true },
    ],
  };
}

/** Round packs built from a revolved profile: bottles, cans, jars, tubs, cups, bowls, round tins, canisters. */
export function drawRevolved(ctx: PackContext): PackResult {
  const fam = ctx.template.render.family;
  const prof =
    fam === 'bottle'
      ? bottleProfile(ctx)
      : fam === 'can'
        ? canProfile(ctx)
        : fam === 'jar'
          ? jarProfile(ctx)
          : fam === 'tub'
            ? tubProfile(ctx)
            : fam === 'cup'
              ? cupProfile(ctx)
              : fam === 'bowl'
                ? bowlProfile(ctx)
                : fam === 'tin'
                  ? tinProfile(ctx)
                  : canisterProfile(ctx);
  const params = ctx.template.render.params;
  const Hmm = Number(params.h ?? 120);
  const Wmm = Number(params.w ?? 70);
  const maxR = Math.max(...prof.parts.map((p) => Math.max(p.r0, p.r1)));
  const s = Math.min(700 / Hmm, 540 / (Wmm * maxR), fam === 'bowl' ? 640 / Wmm : 1e9);
  const H = Hmm * s;
  const R = (Wmm / 2) * s;
  const cx = CANVAS / 2;
  const bottom = FLOOR_Y;
  const top = bottom - H;
  const k = prof.tilt;
  const phi = viewAngle(ctx.view);
  const svg = ctx.svg;
  const Y = (f: number) => top + f * H;
  let out = '';
  const parts = [...prof.parts];
  // paint from the bottom up so upper parts cover the top faces of lower ones
  const order = parts.map((p, i) => ({ p, i })).sort((a, b) => b.p.y1 - a.p.y1 || b.i - a.i);
  const glassBody =
    fam === 'bottle' && isGlass(String(params.material ?? ''))
      ? String(params.material)
      : fam === 'jar' && isGlass(String(params.material ?? ''))
        ? String(params.material)
        : '';

  for (const { p } of order) {
    const n = p.ease && p.ease !== 'linear' ? 14 : 2;
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const r = radiusAt(p, t) * R;
      const y = Y(p.y0 + (p.y1 - p.y0) * t);
      left.push([cx - r, y]);
      right.push([cx + r, y]);
    }
    const rTop = radiusAt(p, 0) * R;
    const rBot = radiusAt(p, 1) * R;
    const arcB: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const th = -Math.PI / 2 + (i / 16) * Math.PI;
      arcB.push([cx + rBot * Math.sin(th), Y(p.y1) + k * rBot * Math.cos(th)]);
    }
    const arcT: Pt[] = [];
    for (let i = 16; i >= 0; i--) {
      const th = -Math.PI / 2 + (i / 16) * Math.PI;
      arcT.push([cx + rTop * Math.sin(th), Y(p.y0) - k * rTop * Math.cos(th)]);
    }
    const outline = polygon([...left, ...arcB, ...right.reverse(), ...arcT]);
    const rMax = Math.max(rTop, rBot, ...left.map(([x]) => cx - x)) || 1;
    const fill = svg.linear(materialStops(p.mat.kind, p.mat.colour), cx - rMax, 0, cx + rMax, 0);
    out += pathEl(outline, fill, { opacity: p.mat.kind === 'clear' ? 1 : undefined });
    if (glassBody && (p.body || p.name === 'shoulder' || p.name === 'neck') && glassBody === 'glass-clear') {
      // liquid or contents seen through clear glass
      const lvl = p.body ? p.y0 : p.name === 'shoulder' ? p.y0 + (p.y1 - p.y0) * 0.5 : 2;
      if (lvl < 1.5) {
        const ins = 0.86;
        const liquid = svg.linear(materialStops('glass', ctx.contentsColour), cx - rMax, 0, cx + rMax, 0);
        const pts: Pt[] = [];
        for (let i = 0; i < n; i++) {
          const t = i / (n - 1);
          const yy = p.y0 + (p.y1 - p.y0) * t;
          if (yy < lvl) continue;
          pts.push([cx - radiusAt(p, t) * R * ins, Y(yy)]);
        }
        const rb = rBot * ins;
        for (let i = 0; i <= 12; i++) {
          const th = -Math.PI / 2 + (i / 12) * Math.PI;
          pts.push([cx + rb * Math.sin(th), Y(p.y1) + k * rb * Math.cos(th) - 2]);
        }
        for (let i = n - 1; i >= 0; i--) {
          const t = i / (n - 1);
          const yy = p.y0 + (p.y1 - p.y0) * t;
          if (yy < lvl) continue;
          pts.push([cx + radiusAt(p, t) * R * ins, Y(yy)]);
        }
        if (pts.length > 4) out += pathEl(polygon(pts), liquid, { opacity: 0.9 });
      }
    }
    if (p.ribs) {
      let ribs: Path = [];
      const count = 22;
      for (let i = 1; i < count; i++) {
        const th = -Math.PI / 2 + (i / count) * Math.PI;
        const x = cx + rTop * Math.sin(th);
        const w = Math.max(0.6, rTop * 0.035 * Math.cos(th));
        ribs = ribs.concat(rect(x - w / 2, Y(p.y0) + (p.y1 - p.y0) * H * 0.08, w, (p.y1 - p.y0) * H * 0.84));
      }
      out += pathEl(ribs, '#000000', { opacity: 0.14 });
    }
    if (p.topFace) {
      const topFill = svg.linear(
        [
          { o: 0, c: darken(p.mat.colour, 0.12) },
          { o: 0.45, c: lighten(p.mat.colour, p.mat.kind === 'metal' ? 0.55 : 0.22) },
          { o: 1, c: darken(p.mat.colour, 0.06) },
        ],
        cx - rTop,
        Y(p.y0) - k * rTop,
        cx + rTop,
        Y(p.y0) + k * rTop,
      );
      out += pathEl(ellipse(cx, Y(p.y0), rTop, k * rTop), topFill, {
        opacity: p.mat.kind === 'clear' ? 0.5 : undefined,
      });
      if (p.mat.kind === 'metal' && p.name !== 'rim')
        out += pathEl(ellipse(cx, Y(p.y0), rTop * 0.9, k * rTop * 0.9), 'none', {
          stroke: darken(p.mat.colour, 0.3),
          sw: Math.max(0.6, rTop * 0.02),
          opacity: 0.5,
        });
      // lid artwork on wide lids seen from above
      if (
        (fam === 'tin' || fam === 'jar' || fam === 'tub' || fam === 'canister') &&
        p.name === 'lid' &&
        k >= 0.16 &&
        rTop > 60
      ) {
        const side = rTop * 1.2;
        const items = ctx.label.panel('top', side, side);
        const m: [number, number, number, number, number, number] = [
          (rTop / (side / 2)) * 0.8,
          0,
          0,
          ((k * rTop) / (side / 2)) * 0.8,
          cx - rTop * 0.8,
          Y(p.y0) - k * rTop * 0.8,
        ];
        const clip = svg.clip(ellipse(cx, Y(p.y0), rTop * 0.92, k * rTop * 0.92));
        out += group(emitItems(items, { type: 'affine', m }), { clip, opacity: 0.95 });
      }
    }
    if (p.body) out += drawLabel(ctx, p, R, cx, Y, k, phi);
  }
  out += drawExtras(ctx, prof, cx, top, H, R, k, phi);
  // glass and gloss highlights over everything
  if (glassBody || fam === 'can' || fam === 'bottle') {
    const body = parts.find((p) => p.body)!;
    const hx = cx - R * (phi === 0 ? 0.52 : 0.5);
    const hl = svg.linear(
      [
        { o: 0, c: '#FFFFFF', a: 0 },
        { o: 0.5, c: '#FFFFFF', a: glassBody ? 0.55 : 0.35 },
        { o: 1, c: '#FFFFFF', a: 0 },
      ],
      hx - R * 0.05,
      0,
      hx + R * 0.05,
      0,
    );
    out += pathEl(
      roundRect(hx - R * 0.05, Y(body.y0) + H * 0.01, R * 0.1, (body.y1 - body.y0) * H * 0.96, R * 0.05),
      hl,
    );
  }
  const foot = parts[parts.length - 1]!;
  return {
    body: out,
    shadow: { cx, cy: bottom + 2, rx: Math.max(foot.r0, foot.r1) * R * 1.02, ry: Math.max(6, k * R * 1.1) },
  };
}

function drawLabel(
  ctx: PackContext,
  p: Part,
  R: number,
  cx: number,
  Y: (f: number) => number,
  k: number,
  phi: number,
): string {
  const pa = ctx.template.render.printArea;
  const y0 = Math.max(p.y0 + 0.004, pa.y);
  const y1 = Math.min(p.y1 - 0.004, pa.y + pa.h);
  if (y1 - y0 < 0.02) return '';
  const t0 = (y0 - p.y0) / (p.y1 - p.y0);
  const t1 = (y1 - p.y0) / (p.y1 - p.y0);
  const r0 = radiusAt(p, t0) * R;
  const r1 = radiusAt(p, t1) * R;
  const rm = (r0 + r1) / 2;
  const Hl = Y(y1) - Y(y0);
  const c = pa.w;
  const svg = ctx.svg;
  const base: Omit<CylinderSurface, 'theta0' | 'uCentre'> = {
    type: 'cylinder',
    cx,
    top: Y(y0),
    scaleY: 1,
    r0,
    r1,
    vMax: Hl,
    phi,
    tilt: k,
  };
  const groups: { items: Item[]; w: number; h: number; theta0: number; dy: number }[] = [];
  // content stays inside the comfortably visible middle of the curve
  const safe = Math.PI * 0.6 * rm;
  const centred = (items: Item[], full: number, w: number) =>
    items.map((it) => shiftItem(it, (full - w) / 2));
  if (c >= 0.85) {
    const Wg = c * 2 * Math.PI * rm;
    const Wf = Math.min(safe, Wg);
    groups.push({ items: ctx.label.ground(Wg, Hl), w: Wg, h: Hl, theta0: 0, dy: 0 });
    groups.push({ items: ctx.label.panel('front', Wf, Hl), w: Wf, h: Hl, theta0: 0, dy: 0 });
    groups.push({ items: ctx.label.panel('back', Wf, Hl), w: Wf, h: Hl, theta0: Math.PI, dy: 0 });
  } else {
    const arcF = Math.min(c * 2 * Math.PI * 0.62, Math.PI * 0.9);
    const Wf = arcF * rm;
    const Ws = Math.min(Wf, safe);
    groups.push({
      items: [...ctx.label.ground(Wf, Hl), ...centred(ctx.label.panel('front', Ws, Hl), Wf, Ws)],
      w: Wf,
      h: Hl,
      theta0: 0,
      dy: 0,
    });
    const Hb = Hl * 0.86;
    const Wb = Wf * 0.9;
    const Wbs = Math.min(Wb, safe);
    groups.push({
      items: [...ctx.label.ground(Wb, Hb), ...centred(ctx.label.panel('back', Wbs, Hb), Wb, Wbs)],
      w: Wb,
      h: Hb,
      theta0: Math.PI,
      dy: (Hl - Hb) / 2,
    });
  }
  let out = '';
  for (const g of groups) {
    const surf: CylinderSurface = {
      ...base,
      top: base.top + g.dy,
      vMax: g.h,
      theta0: g.theta0,
      uCentre: g.w / 2,
    };
    // skip groups entirely on the far side
    const rel = Math.atan2(Math.sin(g.theta0 - phi), Math.cos(g.theta0 - phi));
    if (Math.abs(rel) - g.w / rm / 2 > Math.PI / 2) continue;
    const outline = surfaceOutline(surf, g.w, g.h);
    const clip = svg.clip(outline);
    out += group(emitItems(g.items, surf, svg), { clip });
    // paper edge line and label shading
    const shade = svg.linear(
      cylinderShade(p.mat.kind === 'metal' ? 1.2 : 0.8),
      cx - Math.max(r0, r1),
      0,
      cx + Math.max(r0, r1),
      0,
    );
    out += pathEl(outline, shade, { opacity: 0.85 });
  }
  return out;
}

function drawExtras(
  ctx: PackContext,
  prof: Profile,
  cx: number,
  top: number,
  H: number,
  R: number,
  k: number,
  phi: number,
): string {
  const svg = ctx.svg;
  const dir = phi > 0.01 ? -1 : 1;
  const capMat =
    NAMED_MATERIALS[String(ctx.template.render.params.capMaterial ?? 'white')] ?? NAMED_MATERIALS.white!;
  const fill = svg.linear(materialStops(capMat.kind, capMat.colour), 0, top, 0, top + H * 0.06);
  if (prof.extra === 'pump') {
    const head = prof.parts.find((p) => p.name === 'pump-head')!;
    const y = top + head.y0 * H;
    const h = (head.y1 - head.y0) * H;
    const w = head.r0 * R;
    const len = R * 0.95 * (phi === Math.PI ? 0.3 : 1);
    const x0 = cx + dir * w * 0.6;
    const d = polygon([
      [x0, y + h * 0.15],
      [x0 + dir * len, y + h * 0.3],
      [x0 + dir * len, y + h * 0.75],
      [x0, y + h * 0.85],
    ]);
    return pathEl(d, fill);
  }
  if (prof.extra === 'spray') {
    const head = prof.parts.find((p) => p.name === 'spray-head')!;
    const y = top + head.y0 * H;
    const h = (head.y1 - head.y0) * H;
    const w = head.r0 * R;
    const nose = polygon([
      [cx - dir * w * 0.9, y],
      [cx + dir * w * 2.2, y + h * 0.05],
      [cx + dir * w * 2.4, y + h * 0.34],
      [cx + dir * w * 0.9, y + h * 0.45],
      [cx - dir * w * 0.9, y + h * 0.5],
    ]);
    const trig = polygon([
      [cx + dir * w * 0.9, y + h * 0.45],
      [cx + dir * w * 1.6, y + h * 0.5],
      [cx + dir * w * 1.3, y + h * 0.95],
      [cx + dir * w * 0.95, y + h * 0.9],
    ]);
    return pathEl(trig, darken(capMat.colour, 0.15)) + pathEl(nose, fill);
  }
  if (prof.extra === 'tab') {
    const lid = prof.parts[0]!;
    const y = top + lid.y0 * H;
    const r = lid.r0 * R;
    const t = transformPath(roundRect(-r * 0.32, -r * 0.2, r * 0.64, r * 0.4, r * 0.12), [
      1,
      0,
      0,
      k,
      cx + Math.sin(-phi) * r * 0.25,
      y + k * r * 0.15,
    ]);
    return (
      pathEl(t, '#B8BDC3', { stroke: '#8A9096', sw: 1 }) +
      pathEl(ellipse(cx + Math.sin(-phi) * r * 0.25, y + k * r * 0.15, r * 0.12, k * r * 0.08), '#7D838A')
    );
  }
  if (prof.extra === 'flip') {
    const cap = prof.parts[0]!;
    const y = top + (cap.y0 + (cap.y1 - cap.y0) * 0.4) * H;
    const r = cap.r0 * R;
    return pathEl(rect(cx - r, y - 0.8, r * 2, 1.6), '#000000', { opacity: 0.25 });
  }
  return '';
}

export const _debug = { toD };

function shiftItem(it: Item, dx: number): Item {
  if (dx === 0) return it;
  if (it.kind === 'path') return { ...it, d: transformPath(it.d, [1, 0, 0, 1, dx, 0]) };
  return { ...it, x: it.x + dx };
}
