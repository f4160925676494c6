/** SVG → pixels → PNG/WebP: the last steps of every render, shared by documents and raster edits. */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Rasterises SVG markup with resvg at the given width; returns RGBA pixels. */
export function rasterise(svg: string, size: number): { pixels: Buffer; width: number; height: number } {
  const r = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    imageRendering: 0,
    shapeRendering: 2,
  });
  const img = r.render();
  return { pixels: img.pixels, width: img.width, height: img.height };
}

export async function encode(
  raw: { pixels: Buffer; width: number; height: number },
  format: 'png' | 'webp',
): Promise<Buffer> {
  const s = sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } });
  return format === 'png'
    ? s.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
    : s.webp({ quality: 88, effort: 2 }).toBuffer();
}
