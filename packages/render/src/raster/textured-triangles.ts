/**
 * Textured triangles drawn into RGBA pixels with a depth buffer: the rasteriser behind the
 * folded-structure mockups (print/structures/folded-mockup.ts). Pure TypeScript, no WebGL.
 * Texture coordinates are interpolated perspective-correctly (u/w, v/w and 1/w are linear on
 * screen) and the texture is sampled at the nearest texel: callers draw at twice the size and
 * scale down, which smooths both the edges and the texture (bilinear sampling cost a third more
 * for no visible gain). Each triangle carries a brightness.
 */

/** RGBA pixels, row by row. */
export interface Rgba {
  data: Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

/** A vertex on screen: pixel position, its distance from the eye (> 0), and its texture pixel. */
export interface ScreenVertex {
  x: number;
  y: number;
  depth: number;
  u: number;
  v: number;
}

export interface Triangle {
  a: ScreenVertex;
  b: ScreenVertex;
  c: ScreenVertex;
  /** Multiplies the texture's colour (1 = as printed). */
  shade: number;
  /** Drawn in this flat colour instead of the texture (the unprinted inside of the board). */
  colour?: [number, number, number];
  /** Added to the depth when testing, so a flap lying under a panel never shows through it. */
  bias?: number;
}

/** Draws the triangles into a transparent canvas of width × height. */
export function drawTriangles(triangles: Triangle[], texture: Rgba, width: number, height: number): Rgba {
  const out = new Uint8ClampedArray(width * height * 4);
  const zbuf = new Float32Array(width * height).fill(Number.POSITIVE_INFINITY);
  for (const t of triangles) drawTriangle(t, texture, out, zbuf, width, height);
  return { data: out, width, height };
}

function drawTriangle(
  t: Triangle,
  tex: Rgba,
  out: Uint8ClampedArray,
  zbuf: Float32Array,
  W: number,
  H: number,
): void {
  const { a, b, c } = t;
  const area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  if (Math.abs(area) < 1e-9) return;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const x1 = Math.min(W - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const y1 = Math.min(H - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  if (x0 > x1 || y0 > y1) return;
  // per-vertex 1/w and texture/w: linear across the screen
  const wa = 1 / a.depth;
  const wb = 1 / b.depth;
  const wc = 1 / c.depth;
  const bias = t.bias ?? 0;
  const shade = t.shade;
  const flat = t.colour;
  const tw = tex.width;
  const th = tex.height;
  const td = tex.data;
  const inv = 1 / area;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5;
    // barycentric weights by edge functions, linear in x along the row: l = p + q·x
    const p0 = ((b.x - 0) * (c.y - py) - (b.y - py) * (c.x - 0)) * inv;
    const q0 = -(c.y - py) * inv + (b.y - py) * inv;
    const p1 = ((c.x - 0) * (a.y - py) - (c.y - py) * (a.x - 0)) * inv;
    const q1 = -(a.y - py) * inv + (c.y - py) * inv;
    // the row's span inside all three edges, so only covered pixels are visited
    let lo = x0 + 0.5;
    let hi = x1 + 0.5;
    for (const [p, q] of [
      [p0, q0],
      [p1, q1],
      [1 - p0 - p1, -q0 - q1],
    ] as const) {
      if (Math.abs(q) < 1e-12) {
        if (p < 0) hi = -1;
      } else if (q > 0) lo = Math.max(lo, -p / q);
      else hi = Math.min(hi, -p / q);
    }
    const sx0 = Math.max(x0, Math.ceil(lo - 0.5));
    const sx1 = Math.min(x1, Math.floor(hi - 0.5));
    for (let x = sx0; x <= sx1; x++) {
      const px = x + 0.5;
      const l0 = p0 + q0 * px;
      const l1 = p1 + q1 * px;
      const l2 = 1 - l0 - l1;
      if (l0 < 0 || l1 < 0 || l2 < 0) continue;
      const w = l0 * wa + l1 * wb + l2 * wc;
      const depth = 1 / w + bias;
      const k = y * W + x;
      if (depth >= zbuf[k]!) continue;
      let r: number;
      let g: number;
      let bl: number;
      if (flat) {
        [r, g, bl] = flat;
      } else {
        const u = (l0 * a.u * wa + l1 * b.u * wb + l2 * c.u * wc) / w;
        const v = (l0 * a.v * wa + l1 * b.v * wb + l2 * c.v * wc) / w;
        const iu = Math.max(0, Math.min(tw - 1, u | 0));
        const iv = Math.max(0, Math.min(th - 1, v | 0));
        const ti = (iv * tw + iu) * 4;
        r = td[ti]!;
        g = td[ti + 1]!;
        bl = td[ti + 2]!;
      }
      zbuf[k] = depth;
      const o = k * 4;
      out[o] = r * shade;
      out[o + 1] = g * shade;
      out[o + 2] = bl * shade;
      out[o + 3] = 255;
    }
  }
}
