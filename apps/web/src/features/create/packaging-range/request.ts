/**
 * The packaging range form → POST /api/design-actions body, validated with the shared schema:
 * the first message per field ('Please select at least one product type', 'You can only select
 * up to 4 product types', 'Please select an asset', the prompt's length), or the body to send.
 */
import {
  type CreateDesignActionBody,
  type DesignMetadataFor,
  designActionCost,
  packagingRangeMetadata,
} from '@packsmith/core';
import { templateThumbnailUrl, toProductsTypes } from '../templates/picker-rules';
import type { PackagingRangeState } from './machine';

export type PackagingRangeField = 'source' | 'products' | 'prompt';
export type PackagingRangeErrors = Partial<Record<PackagingRangeField, string>>;

const FIELD_OF: Record<string, PackagingRangeField> = {
  sourceAssetId: 'source',
  productsTypes: 'products',
  prompt: 'prompt',
};

export function packagingRangeMetadataOf(state: PackagingRangeState) {
  const prompt = state.prompt.trim();
  return {
    sourceAssetId: state.sourceAssetId ?? undefined,
    productsTypes: toProductsTypes(state.products, templateThumbnailUrl),
    ...(prompt ? { prompt } : {}),
  };
}

export type PackagingRangeCheck =
  | { ok: true; metadata: DesignMetadataFor<'packaging-range'> }
  | { ok: false; errors: PackagingRangeErrors };

export function checkPackagingRange(state: PackagingRangeState): PackagingRangeCheck {
  const result = packagingRangeMetadata.safeParse(packagingRangeMetadataOf(state));
  if (result.success) return { ok: true, metadata: result.data };
  const errors: PackagingRangeErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export function packagingRangeBody(
  metadata: DesignMetadataFor<'packaging-range'>,
  { sessionId, remixedFromId }: { sessionId?: string; remixedFromId?: string | null },
): CreateDesignActionBody {
  return {
    type: 'packaging-range',
    ...(sessionId ? { sessionId } : {}),
    ...(remixedFromId ? { remixedFromId } : {}),
    metadata,
  };
}

/** 1 credit per picked type (nothing picked costs nothing yet). */
export const packagingRangeCostOf = (state: Pick<PackagingRangeState, 'products'>) =>
  state.products.length ? designActionCost('packaging-range', { productsTypes: state.products }) : 0;
