import { type Matrix, mapPoints, matrixAttr, type Path, type Pt, subdivide, toD } from './path.ts';
import { group, imageEl, pathEl, type Svg } from './svg.ts';

/** Flat artwork element in label space (u to the right, v down). */
export type Item =
  | { kind: 'path'; d: Path; fill: string; opacity?: number; evenOdd?: boolean; stroke?: string; sw?: number }
  | {
      kind: 'image';
      href: string;
      x: number;
      y: number;
      w: number;
      h: number;
      opacity?: number;
      preserve?: string;
    };

export interface CylinderSurface {
  type: 'cylinder';
  cx: number;
  /** Screen y of v = 0 at the silhouette edge. */
  top: number;
  /** Screen pixels per unit of v. */
  scaleY: number;
  /** Radius at v = 0 and at v = vMax (tapered packs). */
  r0: number;
  r1: number;
  vMax: number;
  /** Object angle of the item group's centre, and the u at that centre. */
  theta0: number;
  uCentre: number;
  /** View rotation: the object angle facing the camera. */
  phi: number;
  /** Ellipse factor of horizontal circles (camera elevation). */
  tilt: number;
}

export type Surface = { type: 'affine'; m: Matrix } | CylinderSurface;

const EDGE = Math.PI / 2 - 0.004;

export function cylinderPoint(s: CylinderSurface, u: number, v: number): { p: Pt; visible: boolean } {
  const t = Math.max(0, Math.min(1, v / (s.vMax || 1)));
  const r = s.r0 + (s.r1 - s.r0) * t;
  const rm = (s.r0 + s.r1) / 2;
  // normalise the group's centre once; points stay continuous so nothing wraps across the back
  const base = Math.atan2(Math.sin(s.theta0 - s.phi), Math.cos(s.theta0 - s.phi));
  const th = base + (u - s.uCentre) / rm;
  const visible = Math.abs(th) < Math.PI / 2;
  const c = Math.max(-EDGE, Math.min(EDGE, th));
  return { p: [s.cx + r * Math.sin(c), s.top + v * s.scaleY + s.tilt * r * Math.cos(c)], visible };
}

export function emitItems(items: Item[], surface: Surface, svg?: Svg): string {
  if (surface.type === 'affine') {
    return group(items.map(plainItem).join(''), { transform: matrixAttr(surface.m) });
  }
  let out = '';
  const rm = (surface.r0 + surface.r1) / 2;
  const seg = Math.max(3, rm * 0.06);
  for (const it of items) {
    if (it.kind === 'path') {
      let anyVisible = false;
      const warped = mapPoints(subdivide(it.d, seg), (u, v) => {
        const q = cylinderPoint(surface, u, v);
        if (q.visible) anyVisible = true;
        return q.p;
      });
      if (!anyVisible) continue;
      out += pathEl(toD(warped), it.fill, {
        opacity: it.opacity,
        evenOdd: it.evenOdd,
        stroke: it.stroke,
        sw: it.sw,
      });
    } else if (svg && it.w > rm * 0.5) {
      out += wrapImage(it, surface, svg);
    } else {
      const u0 = it.x + it.w / 2;
      const v0 = it.y + it.h / 2;
      const c = cylinderPoint(surface, u0, v0);
      if (!c.visible) continue;
      const e = 0.5;
      const pu = cylinderPoint(surface, u0 + e, v0).p;
      const pv = cylinderPoint(surface, u0, v0 + e).p;
      const a = (pu[0] - c.p[0]) / e;
      const b = (pu[1] - c.p[1]) / e;
      const cc = (pv[0] - c.p[0]) / e;
      const d = (pv[1] - c.p[1]) / e;
      const m: Matrix = [a, b, cc, d, c.p[0] - a * u0 - cc * v0, c.p[1] - b * u0 - d * v0];
      out += imageEl(it.href, it.x, it.y, it.w, it.h, {
        transform: matrixAttr(m),
        opacity: it.opacity,
        preserve: it.preserve,
      });
    }
  }
  return out;
}

export function plainItem(it: Item): string {
  if (it.kind === 'path')
    return pathEl(it.d, it.fill, { opacity: it.opacity, evenOdd: it.evenOdd, stroke: it.stroke, sw: it.sw });
  return imageEl(it.href, it.x, it.y, it.w, it.h, { opacity: it.opacity, preserve: it.preserve });
}

/** Outline of the label rectangle [0,w]×[0,h] on the surface (for clipping). */
export function surfaceOutline(surface: Surface, w: number, h: number): Path {
  const r: Path = [
    { t: 'M', x: 0, y: 0 },
    { t: 'L', x: w, y: 0 },
    { t: 'L', x: w, y: h },
    { t: 'L', x: 0, y: h },
    { t: 'Z' },
  ];
  if (surface.type === 'affine') {
    const m = surface.m;
    return mapPoints(r, (x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
  }
  const rm = (surface.r0 + surface.r1) / 2;
  return mapPoints(subdivide(r, Math.max(3, rm * 0.05)), (u, v) => cylinderPoint(surface, u, v).p);
}

/** Large images on a cylinder: vertical strips, each with its own local affine and clip. */
function wrapImage(it: Extract<Item, { kind: 'image' }>, s: CylinderSurface, svg: Svg): string {
  const id = svg.id('im');
  svg.defs.push(
    `<image id="${id}" href="${it.href}" x="${it.x}" y="${it.y}" width="${it.w}" height="${it.h}" preserveAspectRatio="${it.preserve ?? 'xMidYMid slice'}"/>`,
  );
  const rm = (s.r0 + s.r1) / 2;
  const n = Math.max(6, Math.ceil(it.w / (rm * 0.1)));
  const du = it.w / n;
  let out = '';
  for (let i = 0; i < n; i++) {
    const ua = it.x + i * du;
    const ub = ua + du;
    const mid = cylinderPoint(s, (ua + ub) / 2, it.y + it.h / 2);
    if (!mid.visible) continue;
    const a = cylinderPoint(s, ua, it.y).p;
    const b = cylinderPoint(s, ub, it.y).p;
    const c = cylinderPoint(s, ua, it.y + it.h).p;
    const m: Matrix = [
      (b[0] - a[0]) / du,
      (b[1] - a[1]) / du,
      (c[0] - a[0]) / it.h,
      (c[1] - a[1]) / it.h,
      0,
      0,
    ];
    m[4] = a[0] - m[0] * ua - m[2] * it.y;
    m[5] = a[1] - m[1] * ua - m[3] * it.y;
    const quad: Path = [
      { t: 'M', x: ua - 0.6, y: it.y },
      { t: 'L', x: ub + 0.6, y: it.y },
      { t: 'L', x: ub + 0.6, y: it.y + it.h },
      { t: 'L', x: ua - 0.6, y: it.y + it.h },
      { t: 'Z' },
    ];
    const clip = svg.clip(toD(quad));
    out += `<use href="#${id}" transform="${matrixAttr(m)}" clip-path="${clip}"/>`;
  }
  return out;
}
