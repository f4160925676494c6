/**
 * Blurred previews (the blurry-previews flag): a design drawn small and blurred in its pixels, so
 * a logged-out visitor sees the colours and shape of their concept but not the design itself
 * until they sign up. The blur is in the bytes, not a style a browser can switch off.
 */
import sharp from 'sharp';
import type { DesignDocument } from './document/design-document.ts';
import { renderPixels } from './render.ts';

export const PREVIEW_WIDTH = 480;
/** Gaussian sigma at PREVIEW_WIDTH: text and the symbol are gone, the layout's colour fields stay. */
export const PREVIEW_BLUR_SIGMA = 14;

export async function blurredPreview(doc: DesignDocument): Promise<Buffer> {
  const raw = await renderPixels(doc);
  return sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .resize({ width: PREVIEW_WIDTH })
    .blur(PREVIEW_BLUR_SIGMA)
    .webp({ quality: 70 })
    .toBuffer();
}
