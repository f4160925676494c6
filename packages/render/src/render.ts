import { z } from 'zod';
import { buildPackagingScene, type SceneResult } from './compose/packaging-scene.ts';
import type { RenderAssets } from './document/asset-bytes.ts';
import { type DesignDocument, designDocumentSchema } from './document/design-document.ts';
import { encode, type RawImage, rasterise, rasteriseAsync } from './raster/rasterise.ts';

export { encode, type RawImage, rasterise, rasteriseAsync } from './raster/rasterise.ts';

export const renderOptionsSchema = z.object({
  format: z.enum(['png', 'webp']).default('png'),
  size: z.number().int().min(1024).max(4096).default(1024),
  assets: z.custom<RenderAssets>().optional(),
});
export type RenderOptions = z.input<typeof renderOptionsSchema>;

/** Builds the scene for any document kind. */
export async function buildScene(input: DesignDocument, assets?: RenderAssets): Promise<SceneResult> {
  const doc = designDocumentSchema.parse(input);
  switch (doc.kind) {
    case 'packaging':
      return buildPackagingScene(doc, assets);
    default: {
      const mod = await import('./compose/non-packaging-scenes.ts');
      return mod.buildOtherScene(doc, assets);
    }
  }
}

/** Document → SVG markup (text as outlines, no external references). */
export async function renderSvg(doc: DesignDocument, opts: { assets?: RenderAssets } = {}): Promise<string> {
  return (await buildScene(doc, opts.assets)).svg;
}

/** Document → PNG or WebP bytes at 1024 px or more. Same document and seed give the same bytes. */
export async function render(doc: DesignDocument, options: RenderOptions = {}): Promise<Buffer> {
  const o = renderOptionsSchema.parse(options);
  return encode(await renderPixels(doc, o), o.format);
}

/**
 * Document → raw RGBA pixels (the render before encoding), for a caller that encodes more than
 * one copy of the same picture (the original and a watermarked copy) without decoding.
 */
export async function renderPixels(
  doc: DesignDocument,
  options: Omit<RenderOptions, 'format'> = {},
): Promise<RawImage> {
  const o = renderOptionsSchema.parse(options);
  const scene = await buildScene(doc, o.assets);
  return rasteriseAsync(scene.svg, o.size);
}

/** Smaller renders for thumbnails and previews (64–1023 px). */
export async function renderThumbnail(
  doc: DesignDocument,
  options: { size?: number; format?: 'png' | 'webp'; assets?: RenderAssets } = {},
): Promise<Buffer> {
  const size = z
    .number()
    .int()
    .min(64)
    .max(1024)
    .parse(options.size ?? 512);
  const scene = await buildScene(doc, options.assets);
  return encode(rasterise(scene.svg, size), options.format ?? 'webp');
}
