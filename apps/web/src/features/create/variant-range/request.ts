/**
 * The variant range form → POST /api/design-actions body, validated with the shared schema:
 * userInstructions trimmed and required ('Please describe the variation you want'), at most 1000
 * characters, an image, imageCount 1 to 4.
 */
import {
  type CreateDesignActionBody,
  DESIGN_LIMITS,
  type DesignMetadataFor,
  designActionCost,
  variantRangeMetadata,
} from '@packsmith/core';
import type { VariantRangeForm, VariantRangeState } from './machine';

export type VariantRangeField = 'source' | 'userInstructions' | 'imageCount';
export type VariantRangeErrors = Partial<Record<VariantRangeField, string>>;

const FIELD_OF: Record<string, VariantRangeField> = {
  sourceAssetId: 'source',
  userDescription: 'userInstructions',
  imageCount: 'imageCount',
};

export const INSTRUCTIONS_MAX = DESIGN_LIMITS.instructionsMax;
export const IMAGE_COUNTS = Array.from(
  { length: DESIGN_LIMITS.variantMaxImages - DESIGN_LIMITS.variantMinImages + 1 },
  (_, i) => DESIGN_LIMITS.variantMinImages + i,
);

export type VariantRangeCheck =
  | { ok: true; metadata: DesignMetadataFor<'variant-range'> }
  | { ok: false; errors: VariantRangeErrors };

export function checkVariantRange(state: VariantRangeState): VariantRangeCheck {
  const result = variantRangeMetadata.safeParse({
    sourceAssetId: state.sourceAssetId ?? undefined,
    userDescription: state.userInstructions,
    imageCount: state.imageCount,
    isGenerateAngles: state.isGenerateAngles,
    ...(state.remixedFromId ? { remixedFromId: state.remixedFromId } : {}),
  });
  if (result.success) return { ok: true, metadata: result.data };
  const errors: VariantRangeErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form calls the field userInstructions (the server stores it as userDescription). */
export function variantRangeBody(
  metadata: DesignMetadataFor<'variant-range'>,
  { sessionId }: { sessionId?: string },
): CreateDesignActionBody {
  const { userDescription, ...rest } = metadata;
  return {
    type: 'variant-range',
    ...(sessionId ? { sessionId } : {}),
    ...(metadata.remixedFromId ? { remixedFromId: metadata.remixedFromId } : {}),
    metadata: { ...rest, userInstructions: userDescription },
  };
}

/** 3 credits per image; 'Generate angles' always makes four. */
export const variantRangeCostOf = (form: Pick<VariantRangeForm, 'imageCount' | 'isGenerateAngles'>) =>
  designActionCost('variant-range', { imageCount: form.imageCount, isGenerateAngles: form.isGenerateAngles });
