/**
 * The Free-tier watermark: a clear corner mark (the provenance a reuser would have to crop away)
 * plus a light diagonal repeat of the wordmark (which a crop cannot remove). Both are kept faint
 * enough that the owner still judges colour, type and layout through them; image-watermark.test.ts
 * measures that.
 */
import sharp from 'sharp';
import { type AssetBytes, sniffMime } from '../document/asset-bytes.ts';
import { textPath } from '../scene/fonts.ts';
import { bbox, toD } from '../scene/path.ts';
import type { RawImage } from './rasterise.ts';

export const WATERMARK_TEXT = 'PACKSMITH';

/** Diagonal repeat: a white fill lifts dark designs, a hairline darkens light ones. */
const DIAGONAL = { fill: 0.13, outline: 0.08, angle: -30 } as const;

/** The corner mark's box (in image pixels), so tests and callers know where the strong mark sits. */
export function watermarkCorner(
  width: number,
  height: number,
): { x: number; y: number; w: number; h: number } {
  const s = Math.min(width, height);
  const textH = Math.max(8, s * 0.022);
  const { w: tw } = bbox(textPath('montserrat-800', WATERMARK_TEXT, textH, 0, 0, 'start', 0.16));
  const pad = textH * 0.7;
  const w = tw + pad * 2;
  const h = textH + pad * 1.6;
  const margin = s * 0.025;
  return { x: width - margin - w, y: height - margin - h, w, h };
}

/** The watermark as SVG markup of the image's size (transparent where nothing is drawn). */
export function watermarkSvg(width: number, height: number): string {
  const s = Math.min(width, height);
  // diagonal rows: large, sparse words; every other row offset by half a word
  const size = Math.max(10, s / 17);
  const word = toD(textPath('montserrat-800', WATERMARK_TEXT, size, 0, 0, 'middle', 0.3), 1);
  const wordW = size * WATERMARK_TEXT.length * 0.95;
  const stepX = wordW * 1.9;
  const stepY = size * 5.2;
  const diag = Math.hypot(width, height) / 2 + wordW;
  let uses = '';
  for (let row = 0, y = -diag; y <= diag; y += stepY, row++)
    for (let x = -diag + (row % 2) * (stepX / 2); x <= diag; x += stepX)
      uses += `<use href="#wm" x="${Math.round(x)}" y="${Math.round(y)}"/>`;
  const hair = Math.max(0.6, size / 40);
  const diagonal = `<g transform="translate(${width / 2} ${height / 2}) rotate(${DIAGONAL.angle})"><g fill="#FFFFFF" fill-opacity="${DIAGONAL.fill}" stroke="#000000" stroke-opacity="${DIAGONAL.outline}" stroke-width="${hair.toFixed(2)}">${uses}</g></g>`;

  const c = watermarkCorner(width, height);
  const textH = Math.max(8, s * 0.022);
  const label = toD(
    textPath(
      'montserrat-800',
      WATERMARK_TEXT,
      textH,
      c.x + c.w / 2,
      c.y + c.h / 2 + textH / 2,
      'middle',
      0.16,
    ),
    1,
  );
  const corner = `<rect x="${c.x.toFixed(1)}" y="${c.y.toFixed(1)}" width="${c.w.toFixed(1)}" height="${c.h.toFixed(1)}" rx="${(c.h / 2).toFixed(1)}" fill="#000000" fill-opacity="0.38"/><path d="${label}" fill="#FFFFFF" fill-opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><path id="wm" d="${word}"/></defs>${diagonal}${corner}</svg>`;
}

/**
 * The overlay rasterised once per image size as PNG: drawing it costs more than compositing and
 * encoding the picture, and generated images come in a handful of sizes.
 */
const overlays = new Map<string, Promise<Buffer>>();
export function watermarkOverlay(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let overlay = overlays.get(key);
  if (!overlay) {
    if (overlays.size >= 32) overlays.clear();
    // through sharp's SVG loader: resvg's raw pixels are premultiplied, which would darken the
    // white mark to grey when composited as straight alpha
    overlay = sharp(Buffer.from(watermarkSvg(width, height)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    overlay.catch(() => overlays.delete(key));
    overlays.set(key, overlay);
  }
  return overlay;
}

/** The overlay's drawn pixels only (most of it is transparent): their RGBA offsets and straight RGBA. */
interface DrawnPixels {
  at: Uint32Array;
  rgba: Uint8Array;
}

const drawn = new Map<string, Promise<DrawnPixels>>();
function drawnPixels(width: number, height: number): Promise<DrawnPixels> {
  const key = `${width}x${height}`;
  let found = drawn.get(key);
  if (!found) {
    if (drawn.size >= 32) drawn.clear();
    found = watermarkOverlay(width, height).then(async (png) => {
      const px = await sharp(png).ensureAlpha().raw().toBuffer();
      let n = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i]! > 0) n++;
      const at = new Uint32Array(n);
      const rgba = new Uint8Array(n * 4);
      for (let i = 0, k = 0; i < px.length; i += 4) {
        if (px[i + 3] === 0) continue;
        at[k] = i;
        rgba.set(px.subarray(i, i + 4), k * 4);
        k++;
      }
      return { at, rgba };
    });
    found.catch(() => drawn.delete(key));
    drawn.set(key, found);
  }
  return found;
}

/**
 * Straight-alpha RGBA with the watermark drawn over it ("over"), in place. Only the overlay's drawn
 * pixels are visited: a quarter of the picture, so this costs a few milliseconds where a full
 * composite costs more than encoding the PNG.
 */
async function markPixels(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  const { at, rgba } = await drawnPixels(width, height);
  for (let k = 0; k < at.length; k++) {
    const i = at[k]!;
    const a = rgba[k * 4 + 3]! / 255;
    const below = (pixels[i + 3]! / 255) * (1 - a);
    const alpha = a + below;
    for (let c = 0; c < 3; c++)
      pixels[i + c] = Math.round((rgba[k * 4 + c]! * a + pixels[i + c]! * below) / alpha);
    pixels[i + 3] = Math.round(alpha * 255);
  }
  return pixels;
}

/** The watermark over an image, keeping its format (PNG, WebP or JPEG). */
export async function watermark(bytes: AssetBytes): Promise<Buffer> {
  const input = bytes instanceof Buffer ? bytes : Buffer.from(bytes);
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const marked = await markPixels(data, info.width, info.height);
  const out = sharp(marked, { raw: { width: info.width, height: info.height, channels: 4 } });
  const mime = sniffMime(input);
  if (mime === 'image/webp') return out.webp({ quality: 90 }).toBuffer();
  if (mime === 'image/jpeg') return out.jpeg({ quality: 90 }).toBuffer();
  return out.png().toBuffer();
}

/**
 * The watermark over a render's raw pixels, as PNG: the same picture as watermarking the render's
 * PNG, without decoding it again (the render's pixels are left as they are).
 */
export async function watermarkPixels(raw: RawImage): Promise<Buffer> {
  const marked = await markPixels(Buffer.from(raw.pixels), raw.width, raw.height);
  return sharp(marked, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .png()
    .toBuffer();
}
