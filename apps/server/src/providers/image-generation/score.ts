/**
 * Image scoring shared by every adapter: vendors return no quality score, so each image gets the
 * same pixel heuristic and routes still sort. Also the check that vendor bytes are a real image.
 */
import sharp from 'sharp';
import { type GeneratedImage, ImageGenerationError, type SourceImage } from './port.ts';

/** Heuristic quality score in [0, 1]: luminance contrast, colourfulness and tonal range. */
export async function heuristicScore(bytes: Buffer): Promise<number> {
  const stats = await sharp(bytes).removeAlpha().stats();
  const [r, g, b] = stats.channels;
  if (!r || !g || !b) return 0.5;
  const contrast = Math.min(1, (r.stdev + g.stdev + b.stdev) / 3 / 80);
  const rg = Math.abs(r.mean - g.mean);
  const yb = Math.abs((r.mean + g.mean) / 2 - b.mean);
  const colourfulness = Math.min(1, Math.sqrt(rg * rg + yb * yb) / 100);
  const range = Math.min(1, ((r.max - r.min + g.max - g.min + b.max - b.min) / 3 / 255) ** 2);
  const score = 0.45 * contrast + 0.3 * colourfulness + 0.25 * range;
  return Math.round(score * 1000) / 1000;
}

const MIME_OF_FORMAT: Record<string, GeneratedImage['mimeType']> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image type of vendor bytes (decoded, not trusted from headers); null when they are no image. */
export async function imageTypeOf(bytes: Buffer): Promise<GeneratedImage['mimeType'] | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    return MIME_OF_FORMAT[meta.format ?? ''] ?? null;
  } catch {
    return null; // sharp cannot decode them: no image
  }
}

/**
 * A vendor's image bytes as a GeneratedImage: decoded to prove they are an image (a truncated
 * download is retryable), scored with the heuristic.
 */
export async function vendorImage(
  bytes: Buffer,
  meta: { provider: string; model: string; title?: string; source?: SourceImage },
): Promise<GeneratedImage> {
  const mimeType = await imageTypeOf(bytes);
  let score: number | null = null;
  // Bytes that decode for metadata but not for pixels (a truncated download): retryable below.
  if (mimeType) score = await heuristicScore(bytes).catch(() => null);
  if (!mimeType || score === null)
    throw new ImageGenerationError(`${meta.provider} returned an image that could not be decoded`, true);
  return {
    bytes,
    mimeType,
    score,
    title: meta.title,
    provider: meta.provider,
    model: meta.model,
    reference: meta.source ? { assetId: meta.source.assetId, use: 'edit' } : undefined,
  };
}
