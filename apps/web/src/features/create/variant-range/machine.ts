/**
 * The flavour/variant range flow (spec part 1 §4) on the shared reference-flow machine: a design,
 * then instructions and 1 to 4 images or four angles. Back from the form returns to the selection
 * and resets the form. A remix (`?daid=` or a found design action) pre-fills it.
 */
import { DESIGN_LIMITS, type DesignAction } from '@packsmith/core';
import { type ReferenceFlowState, referenceFlow } from '../reference-flow/machine';

export interface VariantRangeForm {
  userInstructions: string;
  imageCount: number;
  isGenerateAngles: boolean;
}
export type VariantRangeState = ReferenceFlowState<VariantRangeForm>;

export const emptyVariantForm = (): VariantRangeForm => ({
  userInstructions: '',
  imageCount: DESIGN_LIMITS.variantDefaultImages,
  isGenerateAngles: false,
});

const clampCount = (n: unknown) =>
  typeof n === 'number' && Number.isInteger(n)
    ? Math.min(DESIGN_LIMITS.variantMaxImages, Math.max(DESIGN_LIMITS.variantMinImages, n))
    : DESIGN_LIMITS.variantDefaultImages;

/** A variant-range action's metadata → the form's values (userDescription is userInstructions). */
export function variantFormFromAction(action: DesignAction): VariantRangeForm {
  const m = action.metadata;
  const text = m.userInstructions ?? m.userDescription;
  return {
    userInstructions: typeof text === 'string' ? text : '',
    imageCount: clampCount(m.imageCount),
    isGenerateAngles: m.isGenerateAngles === true,
  };
}

export const variantRange = referenceFlow<VariantRangeForm>({
  actionType: 'variant-range',
  sourceField: 'sourceAssetId',
  emptyForm: emptyVariantForm,
  formFromAction: variantFormFromAction,
  resetOnBack: true,
});
