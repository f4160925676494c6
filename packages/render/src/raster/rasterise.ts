/** SVG → pixels → PNG/WebP: the last steps of every render, shared by documents and raster edits. */
import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** RGBA pixels as resvg gives them. */
export interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
}

const resvgOptions = (size: number) =>
  ({
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    imageRendering: 0,
    shapeRendering: 2,
  }) as const;

/** Rasterises SVG markup with resvg at the given width; returns RGBA pixels. */
export function rasterise(svg: string, size: number): RawImage {
  const img = new Resvg(svg, resvgOptions(size)).render();
  return { pixels: img.pixels, width: img.width, height: img.height };
}

/**
 * The same pixels as `rasterise`, drawn on libuv's thread pool: a server keeps answering while a
 * design renders, and concurrent renders use every core instead of queueing on the event loop.
 */
export async function rasteriseAsync(svg: string, size: number): Promise<RawImage> {
  const img = await renderAsync(svg, resvgOptions(size));
  return { pixels: img.pixels, width: img.width, height: img.height };
}

export async function encode(raw: RawImage, format: 'png' | 'webp'): Promise<Buffer> {
  const s = sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } });
  return format === 'png'
    ? s.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
    : s.webp({ quality: 88, effort: 2 }).toBuffer();
}
