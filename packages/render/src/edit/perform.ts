import { type AssetBytes, type RenderAssets, sniffMime } from '../document/asset-bytes.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { encode, type RawImage } from '../raster/rasterise.ts';
import { renderPixels } from '../render.ts';
import { applyEdits, renderScale } from './apply.ts';
import { applyRasterEdits } from './apply-raster.ts';
import { EditError, type EditOperation } from './operations.ts';

/** What an edit starts from: a design document (and the asset bytes it refers to), or plain pixels. */
export type EditSource =
  | { document: DesignDocument; assets?: RenderAssets }
  | { image: AssetBytes; document?: undefined };

export interface EditOutput<Image extends Buffer | RawImage = Buffer> {
  /** The new document (absent for pixel edits). */
  document?: DesignDocument;
  operations: EditOperation[];
  /** The edited picture, encoded; with `encode: false` a document edit's raw pixels (PNG-bound). */
  image: Image;
  mimeType: string;
}

type EditOptions = { format?: 'png' | 'webp'; size?: number };

/**
 * One output per variation: documents are edited and re-rendered (upscale renders at 2× or 4×),
 * images without a document get pixel operations. Throws EditError for edits it cannot make.
 * `encode: false` leaves a rendered document's pixels unencoded, for a caller that encodes more
 * than one copy (the original and a watermarked one) at once.
 */
export function performEdit(
  source: EditSource,
  variations: readonly EditOperation[][],
  options?: EditOptions & { encode?: true },
): Promise<EditOutput[]>;
export function performEdit(
  source: EditSource,
  variations: readonly EditOperation[][],
  options: Omit<EditOptions, 'format'> & { encode: false },
): Promise<EditOutput<Buffer | RawImage>[]>;
export async function performEdit(
  source: EditSource,
  variations: readonly EditOperation[][],
  options: EditOptions & { encode?: boolean } = {},
): Promise<EditOutput<Buffer | RawImage>[]> {
  if (!variations.length) throw new EditError('There is nothing to change.');
  const format = options.format ?? 'png';
  const size = options.size ?? 1024;
  const out: EditOutput<Buffer | RawImage>[] = [];
  for (const [i, operations] of variations.entries()) {
    if (source.document) {
      const document = applyEdits(source.document, operations);
      const pixels = await renderPixels(document, {
        size: Math.min(4096, size * renderScale(operations)),
        assets: source.assets,
      });
      const image = options.encode === false ? pixels : await encode(pixels, format);
      out.push({ document, operations, image, mimeType: `image/${format}` });
    } else {
      const image = await applyRasterEdits(source.image, operations, i);
      out.push({ operations, image, mimeType: sniffMime(image) });
    }
  }
  return out;
}
