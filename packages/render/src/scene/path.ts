/** A small path model: absolute M/L/C/Z commands that can be transformed and warped point by point. */

export type Cmd =
  | { t: 'M'; x: number; y: number }
  | { t: 'L'; x: number; y: number }
  | { t: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { t: 'Z' };

export type Path = Cmd[];
export type Pt = [number, number];
/** Affine matrix [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  // m ∘ n (apply n first)
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}
export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy = sx): Matrix => [sx, 0, 0, sy, 0, 0];
export function rotate(rad: number, cx = 0, cy = 0): Matrix {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return multiply(translate(cx, cy), multiply([c, s, -s, c, 0, 0], translate(-cx, -cy)));
}
export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  const a = m[3] / det;
  const b = -m[1] / det;
  const c = -m[2] / det;
  const d = m[0] / det;
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}
export const apply = (m: Matrix, x: number, y: number): Pt => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

export function matrixAttr(m: Matrix): string {
  return `matrix(${m.map((v) => round(v, 5)).join(' ')})`;
}

export function round(v: number, p = 1): number {
  const k = 10 ** p;
  return Math.round(v * k) / k;
}

export function toD(path: Path, p = 1): string {
  let s = '';
  for (const c of path) {
    switch (c.t) {
      case 'M':
      case 'L':
        s += `${c.t}${round(c.x, p)} ${round(c.y, p)}`;
        break;
      case 'C':
        s += `C${round(c.x1, p)} ${round(c.y1, p)} ${round(c.x2, p)} ${round(c.y2, p)} ${round(c.x, p)} ${round(c.y, p)}`;
        break;
      case 'Z':
        s += 'Z';
        break;
    }
  }
  return s;
}

export function mapPoints(path: Path, f: (x: number, y: number) => Pt): Path {
  return path.map((c) => {
    if (c.t === 'Z') return c;
    if (c.t === 'C') {
      const [x1, y1] = f(c.x1, c.y1);
      const [x2, y2] = f(c.x2, c.y2);
      const [x, y] = f(c.x, c.y);
      return { t: 'C', x1, y1, x2, y2, x, y };
    }
    const [x, y] = f(c.x, c.y);
    return { t: c.t, x, y };
  });
}

export const transformPath = (path: Path, m: Matrix): Path => mapPoints(path, (x, y) => apply(m, x, y));

/** Splits long segments so a non-linear warp bends them smoothly. */
export function subdivide(path: Path, maxLen: number): Path {
  const out: Path = [];
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  for (const c of path) {
    if (c.t === 'M') {
      out.push(c);
      cx = sx = c.x;
      cy = sy = c.y;
    } else if (c.t === 'L' || c.t === 'Z') {
      const x = c.t === 'Z' ? sx : c.x;
      const y = c.t === 'Z' ? sy : c.y;
      const n = Math.ceil(Math.hypot(x - cx, y - cy) / maxLen);
      for (let i = 1; i < n; i++)
        out.push({ t: 'L', x: cx + ((x - cx) * i) / n, y: cy + ((y - cy) * i) / n });
      out.push(c.t === 'Z' ? { t: 'L', x, y } : c);
      if (c.t === 'Z') out.push(c);
      cx = x;
      cy = y;
    } else {
      const len =
        Math.hypot(c.x1 - cx, c.y1 - cy) +
        Math.hypot(c.x2 - c.x1, c.y2 - c.y1) +
        Math.hypot(c.x - c.x2, c.y - c.y2);
      const n = Math.min(16, Math.ceil(len / maxLen));
      if (n <= 1) out.push(c);
      else {
        // split the cubic into n pieces by repeated de Casteljau at t = 1/(n-i)
        let p0: Pt = [cx, cy];
        let p1: Pt = [c.x1, c.y1];
        let p2: Pt = [c.x2, c.y2];
        const p3: Pt = [c.x, c.y];
        for (let i = 0; i < n - 1; i++) {
          const t = 1 / (n - i);
          const l = (a: Pt, b: Pt): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
          const a = l(p0, p1);
          const b = l(p1, p2);
          const cc = l(p2, p3);
          const d = l(a, b);
          const e = l(b, cc);
          const f = l(d, e);
          out.push({ t: 'C', x1: a[0], y1: a[1], x2: d[0], y2: d[1], x: f[0], y: f[1] });
          p0 = f;
          p1 = e;
          p2 = cc;
        }
        out.push({ t: 'C', x1: p1[0], y1: p1[1], x2: p2[0], y2: p2[1], x: p3[0], y: p3[1] });
      }
      cx = c.x;
      cy = c.y;
    }
  }
  return out;
}

export function bbox(path: Path): { x: number; y: number; w: number; h: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const add = (x: number, y: number) => {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  };
  for (const c of path) {
    if (c.t === 'Z') continue;
    if (c.t === 'C') {
      add(c.x1, c.y1);
      add(c.x2, c.y2);
    }
    add(c.x, c.y);
  }
  if (x0 === Number.POSITIVE_INFINITY) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

// ---- shapes ----
const K = 0.5522847498;

export function rect(x: number, y: number, w: number, h: number): Path {
  return [
    { t: 'M', x, y },
    { t: 'L', x: x + w, y },
    { t: 'L', x: x + w, y: y + h },
    { t: 'L', x, y: y + h },
    { t: 'Z' },
  ];
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): Path {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (rr === 0) return rect(x, y, w, h);
  const k = rr * (1 - K);
  return [
    { t: 'M', x: x + rr, y },
    { t: 'L', x: x + w - rr, y },
    { t: 'C', x1: x + w - k, y1: y, x2: x + w, y2: y + k, x: x + w, y: y + rr },
    { t: 'L', x: x + w, y: y + h - rr },
    { t: 'C', x1: x + w, y1: y + h - k, x2: x + w - k, y2: y + h, x: x + w - rr, y: y + h },
    { t: 'L', x: x + rr, y: y + h },
    { t: 'C', x1: x + k, y1: y + h, x2: x, y2: y + h - k, x, y: y + h - rr },
    { t: 'L', x, y: y + rr },
    { t: 'C', x1: x, y1: y + k, x2: x + k, y2: y, x: x + rr, y },
    { t: 'Z' },
  ];
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Path {
  const kx = rx * K;
  const ky = ry * K;
  return [
    { t: 'M', x: cx + rx, y: cy },
    { t: 'C', x1: cx + rx, y1: cy + ky, x2: cx + kx, y2: cy + ry, x: cx, y: cy + ry },
    { t: 'C', x1: cx - kx, y1: cy + ry, x2: cx - rx, y2: cy + ky, x: cx - rx, y: cy },
    { t: 'C', x1: cx - rx, y1: cy - ky, x2: cx - kx, y2: cy - ry, x: cx, y: cy - ry },
    { t: 'C', x1: cx + kx, y1: cy - ry, x2: cx + rx, y2: cy - ky, x: cx + rx, y: cy },
    { t: 'Z' },
  ];
}

export const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

/** Ring (annulus) using even-odd winding: outer clockwise, inner counter-clockwise. */
export function ring(cx: number, cy: number, r0: number, r1: number): Path {
  const inner = ellipse(cx, cy, r1, r1);
  return [...ellipse(cx, cy, r0, r0), ...reverse(inner)];
}

export function polygon(points: Pt[]): Path {
  if (points.length === 0) return [];
  return [
    { t: 'M', x: points[0]![0], y: points[0]![1] },
    ...points.slice(1).map(([x, y]) => ({ t: 'L' as const, x, y })),
    { t: 'Z' },
  ];
}

export function regular(cx: number, cy: number, r: number, n: number, rot = -Math.PI / 2): Path {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++)
    pts.push([
      cx + r * Math.cos(rot + (i * 2 * Math.PI) / n),
      cy + r * Math.sin(rot + (i * 2 * Math.PI) / n),
    ]);
  return polygon(pts);
}

export function star(cx: number, cy: number, r0: number, r1: number, n: number, rot = -Math.PI / 2): Path {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r0 : r1;
    const a = rot + (i * Math.PI) / n;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(pts);
}

/** A closed shape following a polyline of points with smooth Catmull-Rom curves. */
export function smoothClosed(points: Pt[], tension = 1): Path {
  const n = points.length;
  if (n < 3) return polygon(points);
  const out: Path = [{ t: 'M', x: points[0]![0], y: points[0]![1] }];
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % n]!;
    const p3 = points[(i + 2) % n]!;
    out.push({
      t: 'C',
      x1: p1[0] + ((p2[0] - p0[0]) / 6) * tension,
      y1: p1[1] + ((p2[1] - p0[1]) / 6) * tension,
      x2: p2[0] - ((p3[0] - p1[0]) / 6) * tension,
      y2: p2[1] - ((p3[1] - p1[1]) / 6) * tension,
      x: p2[0],
      y: p2[1],
    });
  }
  out.push({ t: 'Z' });
  return out;
}

/** Open smooth curve through points. */
export function smoothOpen(points: Pt[]): Path {
  const n = points.length;
  if (n < 2) return [];
  const out: Path = [{ t: 'M', x: points[0]![0], y: points[0]![1] }];
  for (let i = 0; i < n - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(n - 1, i + 2)]!;
    out.push({
      t: 'C',
      x1: p1[0] + (p2[0] - p0[0]) / 6,
      y1: p1[1] + (p2[1] - p0[1]) / 6,
      x2: p2[0] - (p3[0] - p1[0]) / 6,
      y2: p2[1] - (p3[1] - p1[1]) / 6,
      x: p2[0],
      y: p2[1],
    });
  }
  return out;
}

/** Reverses each subpath (for holes with non-zero winding). */
export function reverse(path: Path): Path {
  const subs: Path[] = [];
  let cur: Path = [];
  for (const c of path) {
    if (c.t === 'M' && cur.length) {
      subs.push(cur);
      cur = [];
    }
    cur.push(c);
  }
  if (cur.length) subs.push(cur);
  const out: Path = [];
  for (const sp of subs) {
    const pts: { x: number; y: number; c?: Cmd }[] = [];
    let closed = false;
    for (const c of sp) {
      if (c.t === 'Z') closed = true;
      else pts.push({ x: c.x, y: c.y, c });
    }
    if (pts.length === 0) continue;
    const last = pts[pts.length - 1]!;
    out.push({ t: 'M', x: last.x, y: last.y });
    for (let i = pts.length - 1; i > 0; i--) {
      const c = pts[i]!.c!;
      const prev = pts[i - 1]!;
      if (c.t === 'C') out.push({ t: 'C', x1: c.x2, y1: c.y2, x2: c.x1, y2: c.y1, x: prev.x, y: prev.y });
      else out.push({ t: 'L', x: prev.x, y: prev.y });
    }
    if (closed) out.push({ t: 'Z' });
  }
  return out;
}

// ---- SVG path parsing (for icon data), arcs converted to cubics ----

export function parseSvgPath(d: string): Path {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: Path = [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let lcx = 0;
  let lcy = 0;
  let lqx = 0;
  let lqy = 0;
  let prev = '';
  const num = () => Number.parseFloat(tokens[i++]!);
  const isNum = () => i < tokens.length && !/^[a-zA-Z]$/.test(tokens[i]!);
  while (i < tokens.length) {
    if (/^[a-zA-Z]$/.test(tokens[i]!)) cmd = tokens[i++]!;
    const rel = cmd === cmd.toLowerCase();
    const C = cmd.toUpperCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (C) {
      case 'M': {
        x = ox + num();
        y = oy + num();
        sx = x;
        sy = y;
        out.push({ t: 'M', x, y });
        cmd = rel ? 'l' : 'L';
        break;
      }
      case 'L':
        x = ox + num();
        y = oy + num();
        out.push({ t: 'L', x, y });
        break;
      case 'H':
        x = ox + num();
        out.push({ t: 'L', x, y });
        break;
      case 'V':
        y = oy + num();
        out.push({ t: 'L', x, y });
        break;
      case 'C': {
        const x1 = ox + num();
        const y1 = oy + num();
        const x2 = ox + num();
        const y2 = oy + num();
        x = ox + num();
        y = oy + num();
        out.push({ t: 'C', x1, y1, x2, y2, x, y });
        lcx = x2;
        lcy = y2;
        break;
      }
      case 'S': {
        const x1 = prev === 'C' || prev === 'S' ? 2 * x - lcx : x;
        const y1 = prev === 'C' || prev === 'S' ? 2 * y - lcy : y;
        const x2 = ox + num();
        const y2 = oy + num();
        x = ox + num();
        y = oy + num();
        out.push({ t: 'C', x1, y1, x2, y2, x, y });
        lcx = x2;
        lcy = y2;
        break;
      }
      case 'Q':
      case 'T': {
        let qx: number;
        let qy: number;
        if (C === 'Q') {
          qx = ox + num();
          qy = oy + num();
        } else {
          qx = prev === 'Q' || prev === 'T' ? 2 * x - lqx : x;
          qy = prev === 'Q' || prev === 'T' ? 2 * y - lqy : y;
        }
        const nx = ox + num();
        const ny = oy + num();
        out.push({
          t: 'C',
          x1: x + (2 / 3) * (qx - x),
          y1: y + (2 / 3) * (qy - y),
          x2: nx + (2 / 3) * (qx - nx),
          y2: ny + (2 / 3) * (qy - ny),
          x: nx,
          y: ny,
        });
        lqx = qx;
        lqy = qy;
        x = nx;
        y = ny;
        break;
      }
      case 'A': {
        const rx = num();
        const ry = num();
        const rotDeg = num();
        const large = num();
        const sweep = num();
        const nx = ox + num();
        const ny = oy + num();
        out.push(...arcToCubics(x, y, rx, ry, rotDeg, large !== 0, sweep !== 0, nx, ny));
        x = nx;
        y = ny;
        break;
      }
      case 'Z':
        out.push({ t: 'Z' });
        x = sx;
        y = sy;
        break;
      default:
        i++;
    }
    prev = C;
    if (C === 'Z' && isNum()) cmd = 'L';
  }
  return out;
}

function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotDeg: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Cmd[] {
  if (rxIn === 0 || ryIn === 0) return [{ t: 'L', x: x2, y: y2 }];
  const phi = (rotDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (large === sweep) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  else if (sweep && dt < 0) dt += 2 * Math.PI;
  const segs = Math.ceil(Math.abs(dt) / (Math.PI / 2));
  const out: Cmd[] = [];
  const delta = dt / segs;
  const k = (4 / 3) * Math.tan(delta / 4);
  let a = t1;
  const pt = (t: number): Pt => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const der = (t: number): Pt => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  for (let s = 0; s < segs; s++) {
    const b = a + delta;
    const p0 = pt(a);
    const p3 = pt(b);
    const d0 = der(a);
    const d3 = der(b);
    out.push({
      t: 'C',
      x1: p0[0] + k * d0[0],
      y1: p0[1] + k * d0[1],
      x2: p3[0] - k * d3[0],
      y2: p3[1] - k * d3[1],
      x: p3[0],
      y: p3[1],
    });
    a = b;
  }
  return out;
}
