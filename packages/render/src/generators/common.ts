import { z } from 'zod';
import type { RenderAssets } from '../document/asset-bytes.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { render } from '../render.ts';

export const generateOptionsSchema = z.object({
  count: z.number().int().min(1).max(12).default(4),
  seed: z.number().int().min(0).max(4294967295).default(1),
  /** Rasterise each document (default PNG at 1024 px); false returns documents only. */
  render: z
    .union([
      z.literal(false),
      z.object({
        format: z.enum(['png', 'webp']).default('png'),
        size: z.number().int().min(1024).max(4096).default(1024),
      }),
    ])
    .default({ format: 'png', size: 1024 }),
});
export type GenerateOptions = z.input<typeof generateOptionsSchema>;

export interface GeneratedDesign<D extends DesignDocument = DesignDocument> {
  document: D;
  /** Rendered bytes when rendering was requested. */
  image?: Buffer;
  mimeType?: 'image/png' | 'image/webp';
}

export async function withRenders<D extends DesignDocument>(
  docs: D[],
  opts: z.infer<typeof generateOptionsSchema>,
  assets?: RenderAssets,
): Promise<GeneratedDesign<D>[]> {
  if (opts.render === false) return docs.map((document) => ({ document }));
  const r = opts.render;
  const out: GeneratedDesign<D>[] = [];
  for (const document of docs) {
    const image = await render(document, { format: r.format, size: r.size, assets });
    out.push({ document, image, mimeType: r.format === 'png' ? 'image/png' : 'image/webp' });
  }
  return out;
}

export const optionalText = (max: number) => z.string().max(max).optional().default('');
