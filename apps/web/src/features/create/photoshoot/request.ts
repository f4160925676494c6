/**
 * The photoshoot form → POST /api/design-actions body, validated with the shared schema:
 * audience, product category and use case required ('Please enter the audience', 'Please enter
 * the product category', 'Please enter the use case'); scene at most 10000; product description
 * optional; the product image an asset.
 */
import {
  type CreateDesignActionBody,
  DESIGN_LIMITS,
  type DesignMetadataFor,
  designActionCost,
  productPhotoshootMetadata,
} from '@packsmith/core';
import type { PhotoshootForm, PhotoshootState } from './machine';

export type PhotoshootField = 'source' | keyof PhotoshootForm;
export type PhotoshootErrors = Partial<Record<PhotoshootField, string>>;

export const SCENE_MAX = DESIGN_LIMITS.textMax;

export type PhotoshootCheck =
  | { ok: true; metadata: DesignMetadataFor<'product-photoshoot'> }
  | { ok: false; errors: PhotoshootErrors };

const optional = (v: string) => (v.trim() ? v.trim() : undefined);

export function checkPhotoshoot(state: PhotoshootState): PhotoshootCheck {
  const result = productPhotoshootMetadata.safeParse({
    referenceImageAssetId: state.sourceAssetId ?? undefined,
    productDescription: optional(state.productDescription),
    scene: optional(state.scene),
    audience: state.audience,
    productCategory: state.productCategory,
    useCase: state.useCase,
  });
  if (result.success) return { ok: true, metadata: result.data };
  const errors: PhotoshootErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    const field = (key === 'referenceImageAssetId' ? 'source' : key) as PhotoshootField;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export function photoshootBody(
  metadata: DesignMetadataFor<'product-photoshoot'>,
  { sessionId, remixedFromId }: { sessionId?: string; remixedFromId?: string | null },
): CreateDesignActionBody {
  return {
    type: 'product-photoshoot',
    ...(sessionId ? { sessionId } : {}),
    ...(remixedFromId ? { remixedFromId } : {}),
    metadata,
  };
}

/** 12 credits a shoot (four images). */
export const photoshootCostOf = () => designActionCost('product-photoshoot', {});
