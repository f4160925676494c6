import type { AssetBytes } from '../document/asset-bytes.ts';
import type { Palette } from '../document/design-document.ts';
import { buildPalette } from '../generators/brief.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { recolour, replaceBackground, upscale, zoomOut } from '../raster/image-operations.ts';
import { EditError, type EditOperation } from './operations.ts';
import { RASTER_EDITS } from './summary.ts';

/**
 * An edit on an image that has no design document (an upload, a vendor image): real pixel
 * operations with sharp. Text, logo, format and view changes need a generative provider instead.
 */
export async function applyRasterEdit(bytes: AssetBytes, op: EditOperation, seed = 0): Promise<Buffer> {
  switch (op.type) {
    case 'upscale':
      return upscale(bytes, op.factor);
    case 'zoom-out':
      return zoomOut(bytes, op.factor);
    case 'recolour':
      return recolour(bytes, rasterPalette(op, seed));
    case 'set-background':
      if (!op.colour)
        throw new EditError('Tell me the background colour, for example "on a white background".');
      return replaceBackground(bytes, op.colour);
    default:
      throw new EditError(
        `Changing the ${op.type.replace('set-', '')} of an image needs an AI image provider.`,
      );
  }
}

/** Applies raster edits in order. */
export async function applyRasterEdits(
  bytes: AssetBytes,
  ops: readonly EditOperation[],
  seed = 0,
): Promise<Buffer> {
  let out: Buffer = Buffer.from(bytes);
  for (const op of ops) out = await applyRasterEdit(out, op, seed);
  return out;
}

export const isRasterEdit = (op: EditOperation): boolean => RASTER_EDITS.includes(op.type);

/** Whether pixels alone can make every output (a second variation of a background cannot). */
export const canEditPixels = (variations: readonly (readonly EditOperation[])[]): boolean =>
  variations.every((ops) => ops.every(isRasterEdit));

function rasterPalette(op: Extract<EditOperation, { type: 'recolour' }>, seed: number): string[] {
  if (op.colours.length) return op.colours;
  const p: Partial<Palette> =
    op.palette && Object.keys(op.palette).length
      ? op.palette
      : buildPalette([], '', 'modern', new Rng(deriveSeed(op.seed ?? seed, 'recolour')));
  return [p.ink, p.primary, p.accent, p.paper].filter((c): c is string => Boolean(c));
}
