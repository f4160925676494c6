import { getTemplate, type Mockup, type MockupOutput, type MockupStatus } from '@packsmith/core';
import type { AssetUrls } from '../assets/index.ts';
import type { MockupOutputRow, MockupRow } from './repository.ts';

export type { MockupOutputRow, MockupRow };

export const TERMINAL: MockupStatus[] = ['completed', 'failed'];

export interface DtoOptions {
  includeProduct?: boolean;
  /** Outputs shown per mockup (the rest are counted in moreOutputs); all when absent. */
  maxOutputs?: number;
}

function productOf(id: string) {
  const t = getTemplate(id);
  return t
    ? { id: t.id, product: t.product, category: t.category, thumbnail_url: t.thumbnail_url }
    : undefined;
}

export function toMockupDto(
  row: MockupRow,
  outputs: MockupOutputRow[],
  urls: Map<string, AssetUrls>,
  options: DtoOptions = {},
): Mockup {
  const shown = options.maxOutputs === undefined ? outputs : outputs.slice(0, options.maxOutputs);
  return {
    id: row.id,
    requestId: row.requestId,
    status: row.status as MockupStatus,
    artworks: row.artworks,
    products: row.products,
    instructions: row.instructions,
    placement: row.placement ?? null,
    imageCount: row.imageCount,
    step: row.step,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    moreOutputs: outputs.length - shown.length,
    outputs: shown.map((o): MockupOutput => {
      const asset = o.assetId ? urls.get(o.assetId) : undefined;
      const out: MockupOutput = {
        id: o.id,
        status: o.assetId ? 'completed' : 'pending',
        assetId: o.assetId,
        url: asset?.url ?? null,
        thumbnailUrl: asset?.thumbnailUrl ?? null,
        productId: o.productId,
        artworkId: o.artworkId,
        view: o.view,
        position: o.position,
      };
      if (options.includeProduct) out.product = productOf(o.productId);
      return out;
    }),
  };
}
