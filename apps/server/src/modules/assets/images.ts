/** Pixel work for assets (sharp / libvips): content checks, derivatives, colours, watermark, logo cleanup. */
import { type AcceptedImageType, sniffImageType, UPLOAD_LIMITS } from '@packsmith/core';
import { NAMED_COLOURS } from '@packsmith/core/catalogue/colours';
import { watermark } from '@packsmith/render';
import sharp from 'sharp';
import { sanitiseSvg } from './svg.ts';

/** Decompression-bomb guard applied to every decode. */
export const MAX_INPUT_PIXELS = UPLOAD_LIMITS.maxInputPixels;
export const THUMBNAIL_PX = 512;
export const PROCESSED_PX = UPLOAD_LIMITS.resizeMaxPx;
export const PROCESSED_QUALITY = Math.round(UPLOAD_LIMITS.resizeQuality * 100);
/** SVGs are rasterised at this density (dpi) for derivatives. */
const SVG_DENSITY = 144;

sharp.cache(false);

/** A decoder with the pixel limit; SVG is rasterised at 2x for crisp derivatives. */
const open = (input: Buffer, type?: string | null) =>
  sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    ...(type === 'image/svg+xml' ? { density: SVG_DENSITY } : {}),
  });
/** Header only, at the image's own size (SVG at its CSS pixel size). */
const readMetadata = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();

export type ContentProblem =
  | { kind: 'invalid_type' }
  | { kind: 'too_many_pixels' }
  | { kind: 'unreadable'; detail: string };

export interface CheckedContent {
  type: AcceptedImageType;
  /** The bytes to store: sanitised text for SVG, the input otherwise. */
  bytes: Buffer;
  changed: boolean;
  width: number | null;
  height: number | null;
}

/**
 * Decides what a file really is by its bytes, cleans SVG, and reads the header to refuse
 * decompression bombs — all before anything is stored or served.
 */
export async function checkImageContent(input: Buffer): Promise<CheckedContent | ContentProblem> {
  const type = sniffImageType(input.subarray(0, 4096));
  if (!type) return { kind: 'invalid_type' };
  let bytes = input;
  let changed = false;
  if (type === 'image/svg+xml') {
    try {
      const result = sanitiseSvg(input.toString('utf8'));
      bytes = Buffer.from(result.svg, 'utf8');
      changed = result.changed || !bytes.equals(input);
    } catch {
      return { kind: 'invalid_type' };
    }
  }
  try {
    const meta = await readMetadata(bytes);
    const w = meta.width ?? 0;
    const h = meta.height ?? 0;
    if (w * h > MAX_INPUT_PIXELS) return { kind: 'too_many_pixels' };
    const oriented = (meta.orientation ?? 1) >= 5;
    return { type, bytes, changed, width: oriented ? h : w, height: oriented ? w : h };
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(detail)) return { kind: 'too_many_pixels' };
    return { kind: 'unreadable', detail };
  }
}

export interface NamedShare {
  name: string;
  hex: string;
  share: number;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');
export const toHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase();

const PALETTE = NAMED_COLOURS.map((c) => {
  const n = Number.parseInt(c.hex.slice(1), 16);
  return { name: c.name, hex: c.hex, r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
});

/** Nearest named colour by the "redmean" weighted distance (closer to perception than plain RGB). */
export function nearestPaletteColour(r: number, g: number, b: number) {
  let best = PALETTE[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of PALETTE) {
    const rm = (r + c.r) / 2;
    const dr = r - c.r;
    const dg = g - c.g;
    const db = b - c.b;
    const d = (2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Hex (#rrggbb or rrggbb) → its palette name. */
export function paletteNameForHex(hex: string): string | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  return nearestPaletteColour((n >> 16) & 255, (n >> 8) & 255, n & 255).name;
}

/**
 * Dominant colours of raw RGBA pixels, mapped to the named palette: pixels are bucketed
 * (5 bits a channel), buckets are averaged and named, names merged; shares of opaque pixels.
 */
export function dominantColours(rgba: Buffer, channels: number, max = 5): NamedShare[] {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  let total = 0;
  for (let i = 0; i + channels - 1 < rgba.length; i += channels) {
    if (channels === 4 && rgba[i + 3]! < 128) continue;
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.n++;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
    } else buckets.set(key, { n: 1, r, g, b });
    total++;
  }
  if (total === 0) return [];
  const named = new Map<string, { hex: string; n: number; r: number; g: number; b: number }>();
  for (const bucket of buckets.values()) {
    const c = nearestPaletteColour(bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n);
    const entry = named.get(c.name);
    if (entry) {
      entry.n += bucket.n;
      entry.r += bucket.r;
      entry.g += bucket.g;
      entry.b += bucket.b;
    } else named.set(c.name, { hex: c.hex, n: bucket.n, r: bucket.r, g: bucket.g, b: bucket.b });
  }
  return [...named.entries()]
    .map(([name, e]) => ({ name, hex: e.hex, share: Math.round((e.n / total) * 1000) / 1000 }))
    .filter((c) => c.share >= 0.02)
    .sort((a, b) => b.share - a.share)
    .slice(0, max);
}

export interface Derivatives {
  width: number;
  height: number;
  thumbnail: Buffer;
  /** 2048 px copy, only when the image is larger than that. */
  processed: { bytes: Buffer; contentType: string; ext: string } | null;
  colours: NamedShare[];
}

const formatFor = (type: string) =>
  type === 'image/png' || type === 'image/svg+xml'
    ? ({ ext: 'png', contentType: 'image/png' } as const)
    : type === 'image/jpeg'
      ? ({ ext: 'jpg', contentType: 'image/jpeg' } as const)
      : ({ ext: 'webp', contentType: 'image/webp' } as const);

/**
 * Thumbnail (512 px webp), a 2048 px copy where the image is larger, dominant colours and the
 * oriented size, with one decode of the original (JPEG shrink-on-load makes it cheap).
 */
export async function makeDerivatives(input: Buffer, type: string): Promise<Derivatives> {
  const meta = await readMetadata(input);
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  const large = Math.max(width, height) > PROCESSED_PX;

  // The processed copy is one streaming pipeline (decode with shrink-on-load, resize, encode).
  let processed: Derivatives['processed'] = null;
  if (large) {
    const f = formatFor(type);
    const pipeline = open(input, type)
      .rotate()
      .resize(PROCESSED_PX, PROCESSED_PX, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      f.ext === 'jpg'
        ? pipeline.jpeg({ quality: PROCESSED_QUALITY })
        : f.ext === 'png'
          ? pipeline.png({ compressionLevel: 6 })
          : pipeline.webp({ quality: PROCESSED_QUALITY });
    processed = { bytes: await encoded.toBuffer(), contentType: f.contentType, ext: f.ext };
  }

  // Thumbnail and colours come from the (already small, already oriented) processed copy when
  // there is one — far cheaper than decoding the original again.
  const source = processed ? sharp(processed.bytes, { failOn: 'error' }) : open(input, type).rotate();
  const small = await source
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: small.info.width, height: small.info.height, channels: 4 as const } };
  const [thumbnail, colours] = await Promise.all([
    sharp(small.data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(small.data, raw)
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => dominantColours(data, info.channels)),
  ]);
  return { width, height, thumbnail, processed, colours };
}

/** Rasterises anything we accept to PNG bytes (used before watermarking or logo cleanup). */
export async function toPng(input: Buffer, type: string, maxPx?: number): Promise<Buffer> {
  let p = open(input, type).rotate();
  if (maxPx) p = p.resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true });
  return p.png().toBuffer();
}

// ---------------------------------------------------------------- watermark

/** Free-tier images: the watermark composited over the picture; PNG out (lossless). */
export async function applyWatermark(input: Buffer, type: string): Promise<Buffer> {
  // An upright PNG is used as it is (a generated image): no decode and re-encode before compositing.
  const inputMeta = type === 'image/png' ? await readMetadata(input) : null;
  const upright = inputMeta !== null && (inputMeta.orientation ?? 1) === 1;
  return watermark(upright ? input : await toPng(input, type));
}

// ---------------------------------------------------------------- logo cleanup

const LOGO_WORK_PX = 2048;
const BG_TOLERANCE = 40;

/**
 * A cleaned logo: when the border is one flat colour, every pixel of that colour connected to
 * the border becomes transparent (flood fill, so enclosed areas of the same colour stay); then
 * the transparent margin is trimmed. Otherwise the image is only trimmed. PNG out.
 */
export async function processLogo(
  input: Buffer,
  type: string,
): Promise<{ png: Buffer; madeTransparent: boolean }> {
  const { data, info } = await open(input, type)
    .rotate()
    .resize(LOGO_WORK_PX, LOGO_WORK_PX, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const px = (x: number, y: number) => (y * w + x) * 4;

  // Border colour: median of the opaque border pixels, and how uniform the border is.
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(px(x, 0), px(x, h - 1));
  for (let y = 1; y < h - 1; y++) border.push(px(0, y), px(w - 1, y));
  const opaqueBorder = border.filter((i) => data[i + 3]! > 200);
  let madeTransparent = false;
  if (opaqueBorder.length > border.length * 0.5) {
    const median = (c: number) => {
      const v = opaqueBorder.map((i) => data[i + c]!).sort((a, b) => a - b);
      return v[v.length >> 1]!;
    };
    const bg = [median(0), median(1), median(2)] as const;
    const near = (i: number) =>
      data[i + 3]! > 0 &&
      Math.abs(data[i]! - bg[0]) + Math.abs(data[i + 1]! - bg[1]) + Math.abs(data[i + 2]! - bg[2]) <=
        BG_TOLERANCE;
    const flat = opaqueBorder.filter(near).length / opaqueBorder.length;
    if (flat >= 0.9) {
      const seen = new Uint8Array(w * h);
      const stack: number[] = [];
      for (const i of border) {
        const p = i / 4;
        if (!seen[p] && near(i)) {
          seen[p] = 1;
          stack.push(p);
        }
      }
      while (stack.length) {
        const p = stack.pop()!;
        const i = p * 4;
        const dist =
          Math.abs(data[i]! - bg[0]) + Math.abs(data[i + 1]! - bg[1]) + Math.abs(data[i + 2]! - bg[2]);
        // Soft edge: pixels close to the background fade out instead of leaving a halo.
        data[i + 3] =
          dist <= BG_TOLERANCE / 2 ? 0 : Math.min(data[i + 3]!, Math.round((dist / BG_TOLERANCE) * 255));
        const x = p % w;
        const y = (p - x) / w;
        const next = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1];
        for (const q of next) {
          if (q >= 0 && !seen[q] && near(q * 4)) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
      madeTransparent = true;
    }
  }
  const cleaned = await sharp(data, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
  // Trim the (now transparent or flat) margin; a blank image is kept as it is.
  let png: Buffer;
  try {
    png = await sharp(cleaned).trim({ threshold: 10 }).png().toBuffer();
  } catch {
    png = cleaned;
  }
  return { png, madeTransparent };
}
