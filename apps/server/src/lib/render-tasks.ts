/**
 * The local engine's CPU work a render pool runs (render-pool.ts), by name: what crosses to the
 * background process is a name and its arguments (documents, bytes), never a function.
 */
import {
  applyRasterEdits,
  blurredPreview,
  type DesignDocument,
  type EditOperation,
  type EditSource,
  encode,
  performEdit,
  type RawImage,
  render,
  renderThumbnail,
  upscale,
  watermarkPixels,
} from '@packsmith/render';

/** A render encoded for storing: the PNG and the Free tier's watermarked copy, from one set of pixels. */
export interface EncodedRender {
  png: Buffer;
  watermarked: Buffer;
  width: number;
  height: number;
}

export function isEncodedRender(image: unknown): image is EncodedRender {
  return typeof image === 'object' && image !== null && 'png' in image && 'watermarked' in image;
}

export const renderTasks = {
  render,
  renderThumbnail,
  applyRasterEdits,
  /** A logged-out launch's concept, small and blurred (blurry-previews). */
  blurredPreview,
  /** sharp's Lanczos resize (Upscale without an upscaler model). */
  upscale,
  /** A chat edit: each variation edited and drawn (a document's output as raw pixels, for encodeForStore). */
  async editPixels(source: EditSource, variations: EditOperation[][]) {
    const outputs = await performEdit(source, variations, { encode: false });
    return outputs.map((o) => ({
      document: o.document as DesignDocument | undefined,
      operations: o.operations,
      image: o.image,
    }));
  },
  /** A render's PNG and the Free tier's watermarked copy, encoded together from its pixels. */
  async encodeForStore(raw: RawImage): Promise<EncodedRender> {
    const [png, watermarked] = await Promise.all([encode(raw, 'png'), watermarkPixels(raw)]);
    return { png, watermarked, width: raw.width, height: raw.height };
  },
};

export type RenderTasks = typeof renderTasks;
export type RenderTaskName = keyof RenderTasks;
export type RenderTaskArgs<K extends RenderTaskName> = Parameters<RenderTasks[K]>;
export type RenderTaskResult<K extends RenderTaskName> = Awaited<ReturnType<RenderTasks[K]>>;

/** One task asked of the background process, and its answer. */
export type RenderRequest = { id: number; name: RenderTaskName; args: unknown[] };
export type RenderReply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string } };
