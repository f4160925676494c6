import { type AssetBytes, type RenderAssets, sniffMime } from '../assets.ts';
import type { DesignDocument } from '../document.ts';
import { encode, type RawImage } from '../pixels.ts';
import { renderPixels } from '../render.ts';
import { applyEdits, renderScale } from './apply.ts';
import { EditError, type EditOperation } from './operations.ts';
import { applyRasterEdits } from './raster.ts';

/** What an edit starts from: a design document (and the asset bytes it refers to), or plain pixels. */
export type EditSource =
  | { document: DesignDocument; assets?: RenderAssets }
  | { image: AssetBytes; document?: undefined };

export interface EditOutput {
  /** The new document (absent for pixel edits). */
  document?: DesignDocument;
  operations: EditOperation[];
  image: Buffer;
  mimeType: string;
  /** The rendered pixels `image` was encoded from (document edits), for copies made without decoding. */
  pixels?: RawImage;
}

/**
 * One output per variation: documents are edited and re-rendered (upscale renders at 2× or 4×),
 * images without a document get pixel operations. Throws EditError for edits it cannot make.
 */
export async function performEdit(
  source: EditSource,
  variations: readonly EditOperation[][],
  options: { format?: 'png' | 'webp'; size?: number } = {},
): Promise<EditOutput[]> {
  if (!variations.length) throw new EditError('There is nothing to change.');
  const format = options.format ?? 'png';
  const size = options.size ?? 1024;
  const out: EditOutput[] = [];
  for (const [i, operations] of variations.entries()) {
    if (source.document) {
      const document = applyEdits(source.document, operations);
      const pixels = await renderPixels(document, {
        size: Math.min(4096, size * renderScale(operations)),
        assets: source.assets,
      });
      const image = await encode(pixels, format);
      out.push({ document, operations, image, mimeType: `image/${format}`, pixels });
    } else {
      const image = await applyRasterEdits(source.image, operations, i);
      out.push({ operations, image, mimeType: sniffMime(image) });
    }
  }
  return out;
}
