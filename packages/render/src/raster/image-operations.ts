import { CHAT_MESSAGES } from '@packsmith/core/chat';
import sharp from 'sharp';
import { z } from 'zod';
import { hexToRgb, normaliseHex } from '../color.ts';
import { type AssetBytes, sniffMime } from '../document/asset-bytes.ts';
import { rasterise } from './rasterise.ts';

const buf = (b: AssetBytes) => (b instanceof Buffer ? b : Buffer.from(b));

async function rawOf(bytes: AssetBytes, maxSide?: number) {
  let s = sharp(buf(bytes), { density: sniffMime(buf(bytes)) === 'image/svg+xml' ? 144 : undefined })
    .rotate()
    .ensureAlpha();
  if (maxSide) s = s.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function outFormat(bytes: AssetBytes): 'png' | 'webp' | 'jpeg' {
  const m = sniffMime(buf(bytes));
  return m === 'image/webp' ? 'webp' : m === 'image/jpeg' ? 'jpeg' : 'png';
}

async function encodeRaw(
  data: Buffer,
  width: number,
  height: number,
  format: 'png' | 'webp' | 'jpeg',
): Promise<Buffer> {
  const s = sharp(data, { raw: { width, height, channels: 4 } });
  if (format === 'webp') return s.webp({ quality: 90 }).toBuffer();
  if (format === 'jpeg') return s.flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
  return s.png({ compressionLevel: 6 }).toBuffer();
}

export const UPSCALE_MESSAGE = CHAT_MESSAGES.upscaleSize;
export const upscaleFactorSchema = z.union([z.literal(2), z.literal(4)], { error: UPSCALE_MESSAGE });

/** Upscale ×2 or ×4 with a Lanczos kernel, keeping the input's format. */
export async function upscale(bytes: AssetBytes, factor: 2 | 4): Promise<Buffer> {
  const f = upscaleFactorSchema.safeParse(factor);
  if (!f.success) throw new Error(UPSCALE_MESSAGE);
  const meta = await sharp(buf(bytes)).metadata();
  const w = (meta.width ?? 1) * f.data;
  const h = (meta.height ?? 1) * f.data;
  const s = sharp(buf(bytes)).resize(w, h, { kernel: 'lanczos3' });
  const fmt = outFormat(bytes);
  return fmt === 'webp'
    ? s.webp({ quality: 92 }).toBuffer()
    : fmt === 'jpeg'
      ? s.jpeg({ quality: 92 }).toBuffer()
      : s.png().toBuffer();
}

/**
 * Zoom out: the image shrinks inside a canvas of the same size whose border continues the picture's
 * own edges (edge pixels stretched outward, then blurred; mirroring would repeat the subject in the
 * corners), so the frame reads as a wider shot.
 */
export async function zoomOut(bytes: AssetBytes, factor = 1.5): Promise<Buffer> {
  const k = z.number().min(1.05).max(4).parse(factor);
  const meta = await sharp(buf(bytes)).metadata();
  const W = meta.width ?? 1;
  const H = meta.height ?? 1;
  const iw = Math.round(W / k);
  const ih = Math.round(H / k);
  const small = await sharp(buf(bytes)).resize(iw, ih).ensureAlpha().png().toBuffer();
  const padX = Math.ceil((W - iw) / 2);
  const padY = Math.ceil((H - ih) / 2);
  // sharp runs resize before extend inside one pipeline, so extend first in its own pass
  const mirrored = await sharp(small)
    .extend({ top: padY, bottom: padY, left: padX, right: padX, extendWith: 'copy' })
    .png()
    .toBuffer();
  const extended = await sharp(mirrored)
    .resize(W, H, { fit: 'fill' })
    .blur(Math.max(2, Math.min(W, H) / 60))
    .png()
    .toBuffer();
  // feathered edge so the original blends into the extension
  const feather = Math.max(2, Math.round(Math.min(iw, ih) * 0.03));
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${iw}" height="${ih}"><defs><filter id="f"><feGaussianBlur stdDeviation="${feather / 2}"/></filter></defs><rect x="${feather}" y="${feather}" width="${iw - 2 * feather}" height="${ih - 2 * feather}" fill="#fff" filter="url(#f)"/></svg>`,
  );
  const r = rasterise(mask.toString(), iw);
  const alpha = await sharp(r.pixels, { raw: { width: r.width, height: r.height, channels: 4 } })
    .extractChannel(3)
    .raw()
    .toBuffer();
  const srcRaw = await sharp(small).raw().toBuffer();
  for (let i = 0; i < iw * ih; i++) srcRaw[i * 4 + 3] = Math.min(srcRaw[i * 4 + 3]!, alpha[i]!);
  const centred = await sharp(srcRaw, { raw: { width: iw, height: ih, channels: 4 } })
    .png()
    .toBuffer();
  const out = sharp(extended).composite([
    { input: centred, left: Math.round((W - iw) / 2), top: Math.round((H - ih) / 2) },
  ]);
  const fmt = outFormat(bytes);
  return fmt === 'webp'
    ? out.webp({ quality: 92 }).toBuffer()
    : fmt === 'jpeg'
      ? out.jpeg({ quality: 92 }).toBuffer()
      : out.png().toBuffer();
}

/** Recolour toward a palette: a gradient map by luminance, mixed with the original by `strength`. */
export async function recolour(bytes: AssetBytes, palette: string[], strength = 0.75): Promise<Buffer> {
  const cols = palette.map(normaliseHex).map(hexToRgb);
  if (cols.length === 0) throw new Error('At least one colour is required');
  const stops =
    cols.length === 1
      ? [[0, 0, 0] as [number, number, number], cols[0]!, [255, 255, 255] as [number, number, number]]
      : cols.sort(
          (a, b) => a[0] * 0.3 + a[1] * 0.59 + a[2] * 0.11 - (b[0] * 0.3 + b[1] * 0.59 + b[2] * 0.11),
        );
  const k = Math.max(0, Math.min(1, strength));
  const { data, width, height } = await rawOf(bytes);
  for (let i = 0; i < data.length; i += 4) {
    const l = (data[i]! * 0.3 + data[i + 1]! * 0.59 + data[i + 2]! * 0.11) / 255;
    const pos = l * (stops.length - 1);
    const j = Math.min(stops.length - 2, Math.floor(pos));
    const t = pos - j;
    const a = stops[j]!;
    const b = stops[j + 1]!;
    for (let c = 0; c < 3; c++)
      data[i + c] = Math.round(data[i + c]! * (1 - k) + (a[c]! + (b[c]! - a[c]!) * t) * k);
  }
  return encodeRaw(data, width, height, outFormat(bytes));
}

export interface CutOut {
  png: Buffer;
  width: number;
  height: number;
  /** True when a flat background was found and removed. */
  cut: boolean;
  /** Where the trimmed cut-out sat in the (resized) source image. */
  left: number;
  top: number;
}

/**
 * Product shots on plain backgrounds carry soft shadows under the product. From the background,
 * grows into pixels that look like shadow on it: the background's own colour, only darker, and
 * smooth (a shadow has no edges of its own). Only in the lower part of the subject, where a floor
 * shadow lies, so light neutral packs (white caps, glass) above it are kept.
 */
function spreadIntoShadows(
  data: Buffer,
  W: number,
  H: number,
  bg: Uint8Array,
  med: [number, number, number],
): void {
  const lum = new Float32Array(W * H);
  for (let k = 0; k < W * H; k++)
    lum[k] = 0.299 * data[k * 4]! + 0.587 * data[k * 4 + 1]! + 0.114 * data[k * 4 + 2]!;
  const bgL = 0.299 * med[0] + 0.587 * med[1] + 0.114 * med[2];
  if (bgL < 60) return;
  let top = H;
  let bottom = -1;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (!bg[y * W + x]) {
        if (y < top) top = y;
        bottom = y;
      }
  if (bottom < 0) return;
  const floor = top + (bottom - top) * 0.8;
  // gradients over a span that grows with the image, so a large photo's gentle shading still counts
  const span = Math.max(1, Math.round(Math.max(W, H) / 320));
  const shadowLike = (k: number): boolean => {
    const x = k % W;
    const y = (k - x) / W;
    if (y < floor || x < span || y < span || x >= W - span || y >= H - span) return false;
    const L = lum[k]!;
    if (L >= bgL - 1 || L < bgL * 0.35) return false;
    // same chromaticity as the background: each channel scaled by the same factor
    const f = L / bgL;
    const dc =
      Math.abs(data[k * 4]! - med[0] * f) +
      Math.abs(data[k * 4 + 1]! - med[1] * f) +
      Math.abs(data[k * 4 + 2]! - med[2] * f);
    if (dc > 18) return false;
    const grad =
      Math.abs(lum[k + span]! - lum[k - span]!) + Math.abs(lum[k + W * span]! - lum[k - W * span]!);
    return grad < 9;
  };
  const stack: number[] = [];
  for (let k = 0; k < W * H; k++) if (bg[k]) stack.push(k);
  while (stack.length) {
    const k = stack.pop()!;
    for (const n of [k - 1, k + 1, k - W, k + W]) {
      if (n < 0 || n >= W * H || bg[n] || !shadowLike(n)) continue;
      bg[n] = 1;
      stack.push(n);
    }
  }
}

/** Colour step between neighbours (sum over RGB) that a background fill does not cross. */
const EDGE_STOP = 10;

/** Removes a flat background by flood-filling from the borders; trims to the subject. */
export async function cutOut(bytes: AssetBytes, maxSide = 1024, tolerance = 34): Promise<CutOut> {
  const { data, width: W, height: H } = await rawOf(bytes, maxSide);
  const at = (x: number, y: number) => (y * W + x) * 4;
  // border colour statistics
  const border: number[] = [];
  for (let x = 0; x < W; x += 2) border.push(at(x, 0), at(x, H - 1));
  for (let y = 0; y < H; y += 2) border.push(at(0, y), at(W - 1, y));
  const med = [0, 1, 2].map((c) => {
    const v = border.map((i) => data[i + c]!).sort((a, b) => a - b);
    return v[v.length >> 1]!;
  });
  const dist = (i: number) => Math.hypot(data[i]! - med[0]!, data[i + 1]! - med[1]!, data[i + 2]! - med[2]!);
  const transparentBorder = border.filter((i) => data[i + 3]! < 16).length / border.length;
  const flatShare = border.filter((i) => dist(i) < tolerance).length / border.length;
  const bg = new Uint8Array(W * H);
  let cut = false;
  if (transparentBorder > 0.6) cut = true;
  else if (flatShare > 0.8) {
    cut = true;
    const stack: number[] = [];
    // a plain background is smooth: the fill stops at edges, so a white pack on white keeps its
    // shaded outline and the fill does not leak into it
    const edge = (x: number, y: number) => {
      if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1) return 0;
      const k = (y * W + x) * 4;
      let g = 0;
      for (const n of [k - 4, k + 4, k - W * 4, k + W * 4])
        g = Math.max(
          g,
          Math.abs(data[n]! - data[k]!) +
            Math.abs(data[n + 1]! - data[k + 1]!) +
            Math.abs(data[n + 2]! - data[k + 2]!),
        );
      return g;
    };
    const push = (x: number, y: number) => {
      const k = y * W + x;
      if (bg[k]) return;
      if (dist(k * 4) >= tolerance || edge(x, y) > EDGE_STOP) return;
      bg[k] = 1;
      stack.push(k);
    };
    for (let x = 0; x < W; x++) {
      push(x, 0);
      push(x, H - 1);
    }
    for (let y = 0; y < H; y++) {
      push(0, y);
      push(W - 1, y);
    }
    while (stack.length) {
      const k = stack.pop()!;
      const x = k % W;
      const y = (k - x) / W;
      if (x > 0) push(x - 1, y);
      if (x < W - 1) push(x + 1, y);
      if (y > 0) push(x, y - 1);
      if (y < H - 1) push(x, y + 1);
    }
    spreadIntoShadows(data, W, H, bg, med as [number, number, number]);
    for (let k = 0; k < W * H; k++) {
      if (bg[k]) data[k * 4 + 3] = 0;
      else {
        // soften the rim: pixels next to the background fade by colour distance
        const x = k % W;
        const y = (k - x) / W;
        const nb =
          (x > 0 && bg[k - 1]) ||
          (x < W - 1 && bg[k + 1]) ||
          (y > 0 && bg[k - W]) ||
          (y < H - 1 && bg[k + W]);
        if (nb) data[k * 4 + 3] = Math.round(Math.min(1, dist(k * 4) / (tolerance * 2)) * data[k * 4 + 3]!);
      }
    }
  }
  let x0 = W;
  let y0 = H;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (data[at(x, y) + 3]! > 20) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) {
    x0 = 0;
    y0 = 0;
    x1 = W - 1;
    y1 = H - 1;
  }
  const png = await sharp(data, { raw: { width: W, height: H, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { png, width: x1 - x0 + 1, height: y1 - y0 + 1, cut, left: x0, top: y0 };
}

/** Replaces a flat background with a colour or a vertical two-colour gradient. */
export async function replaceBackground(
  bytes: AssetBytes,
  background: string | [string, string],
): Promise<Buffer> {
  const meta = await sharp(buf(bytes)).metadata();
  const W = meta.width ?? 1;
  const H = meta.height ?? 1;
  const c = await cutOut(bytes, Math.max(W, H));
  const [a, b] = Array.isArray(background)
    ? background.map(normaliseHex)
    : [normaliseHex(background), normaliseHex(background)];
  const bgSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/></svg>`;
  const r = rasterise(bgSvg, W);
  // put the subject back where it was: find its offset by trimming the original the same way
  const { data, width, height } = await rawOf(bytes, Math.max(W, H));
  void data;
  const left = Math.max(0, Math.round((width - c.width) / 2));
  const top = Math.max(0, Math.round((height - c.height) / 2));
  const placed = await locateSubject(bytes, c, W, H);
  const out = sharp(r.pixels, { raw: { width: r.width, height: r.height, channels: 4 } }).composite([
    { input: c.png, left: placed?.left ?? left, top: placed?.top ?? top },
  ]);
  const fmt = outFormat(bytes);
  return fmt === 'webp'
    ? out.webp({ quality: 92 }).toBuffer()
    : fmt === 'jpeg'
      ? out.flatten().jpeg({ quality: 92 }).toBuffer()
      : out.png().toBuffer();
}

async function locateSubject(
  bytes: AssetBytes,
  c: CutOut,
  W: number,
  H: number,
): Promise<{ left: number; top: number } | undefined> {
  // sharp.trim reports the offset of the non-background area
  try {
    const info = await sharp(buf(bytes)).trim({ threshold: 34 }).toBuffer({ resolveWithObject: true });
    const left = -(info.info.trimOffsetLeft ?? 0);
    const top = -(info.info.trimOffsetTop ?? 0);
    if (left >= 0 && top >= 0 && left + c.width <= W && top + c.height <= H) return { left, top };
  } catch {
    // fall through
  }
  return undefined;
}

/** Average and dominant colours of an image (for mockup grounds and palettes). */
export async function dominantColours(bytes: AssetBytes, n = 4): Promise<string[]> {
  const { data } = await sharp(buf(bytes))
    .resize(48, 48, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 128) continue;
    const key = ((data[i]! >> 5) << 6) | ((data[i + 1]! >> 5) << 3) | (data[i + 2]! >> 5);
    const e = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += data[i]!;
    e.g += data[i + 1]!;
    e.b += data[i + 2]!;
    buckets.set(key, e);
  }
  const hex = (v: number) => Math.round(v).toString(16).padStart(2, '0');
  return [...buckets.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[0] - b[0])
    .slice(0, n)
    .map(([, e]) => `#${hex(e.r / e.n)}${hex(e.g / e.n)}${hex(e.b / e.n)}`.toUpperCase());
}
