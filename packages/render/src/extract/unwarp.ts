/**
 * Perspective un-warp: the quadrilateral a user marks on a photo of a pack (a label seen at an
 * angle) resampled into a flat rectangle. A projective map from the unit square to the quad
 * (Heckbert's closed form) and bilinear sampling of the real pixels. Pure: raw pixels in and out.
 */
import { isConvexQuad } from '@packsmith/core/extractions';
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

export type Point = { x: number; y: number };
/** Top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** Longest side of an un-warped result. */
export const UNWARP_MAX_SIDE = 2048;

/** Row-major 3×3 matrix [a b c; d e f; g h 1] mapping (u, v, 1) to homogeneous (x, y, w). */
export type Homography = [number, number, number, number, number, number, number, number, number];

export function squareToQuad(q: Quad): Homography {
  const [p0, p1, p2, p3] = q;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  let g = 0;
  let h = 0;
  if (Math.abs(dx3) > 1e-9 || Math.abs(dy3) > 1e-9) {
    const det = dx1 * dy2 - dx2 * dy1;
    if (Math.abs(det) < 1e-12) throw new Error('The corners do not make a quadrilateral');
    g = (dx3 * dy2 - dx2 * dy3) / det;
    h = (dx1 * dy3 - dx3 * dy1) / det;
  }
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

export function invertHomography(m: Homography): Homography {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error('The corners do not make a quadrilateral');
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

export function project(m: Homography, u: number, v: number): Point {
  const w = m[6] * u + m[7] * v + m[8];
  return { x: (m[0] * u + m[1] * v + m[2]) / w, y: (m[3] * u + m[4] * v + m[5]) / w };
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Output size: the longer of each pair of opposite edges, capped (aspect kept). */
export function flatSize(q: Quad): { width: number; height: number } {
  let width = Math.max(dist(q[0], q[1]), dist(q[3], q[2]));
  let height = Math.max(dist(q[0], q[3]), dist(q[1], q[2]));
  const s = Math.min(1, UNWARP_MAX_SIDE / Math.max(width, height));
  width = Math.max(1, Math.round(width * s));
  height = Math.max(1, Math.round(height * s));
  return { width, height };
}

/** Resamples the quad (pixel coordinates) into a flat RGBA rectangle, bilinear. */
export function unwarp(src: RawImage, quad: Quad): RawImage {
  if (!isConvexQuad(quad)) throw new Error('The corners do not make a quadrilateral');
  const { width, height } = flatSize(quad);
  const m = squareToQuad(quad);
  const out = new Uint8Array(width * height * 4);
  const { data, channels } = src;
  const maxX = src.width - 1;
  const maxY = src.height - 1;
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x++) {
      const p = project(m, (x + 0.5) / width, v);
      const sx = Math.min(maxX, Math.max(0, p.x - 0.5));
      const sy = Math.min(maxY, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(maxX, x0 + 1);
      const y1 = Math.min(maxY, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * src.width + x0) * channels;
      const i10 = (y0 * src.width + x1) * channels;
      const i01 = (y1 * src.width + x0) * channels;
      const i11 = (y1 * src.width + x1) * channels;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        if (c === 3 && channels === 3) {
          out[o + 3] = 255;
          continue;
        }
        const top = data[i00 + c]! + (data[i10 + c]! - data[i00 + c]!) * fx;
        const bottom = data[i01 + c]! + (data[i11 + c]! - data[i01 + c]!) * fx;
        out[o + c] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return { data: out, width, height, channels: 4 };
}
