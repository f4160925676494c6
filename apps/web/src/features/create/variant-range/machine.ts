/**
 * The flavour/variant range dialog as a pure reducer (spec part 1 §4): selection or upload, then
 * the form, then collection. Back from the form returns to selection and resets the form. A
 * stored reference image (once saved as an asset) or an asset id jumps straight to the form; a
 * remix (`?daid=` or a found design action) pre-fills it. No React — see machine.test.ts.
 */
import { DESIGN_LIMITS, type DesignAction } from '@packsmith/core';

export const VARIANT_RANGE_VIEWS = ['selection', 'upload', 'form', 'collection'] as const;
export type VariantRangeView = (typeof VARIANT_RANGE_VIEWS)[number];
export type VariantRangeSourceView = Exclude<VariantRangeView, 'form'>;

export interface VariantRangeForm {
  userInstructions: string;
  imageCount: number;
  isGenerateAngles: boolean;
}

export interface VariantRangeState extends VariantRangeForm {
  view: VariantRangeView;
  sourceAssetId: string | null;
  remixedFromId: string | null;
  /** Set by the first Generate: validation messages show from then on. */
  attempted: boolean;
}

export const emptyVariantForm = (): VariantRangeForm => ({
  userInstructions: '',
  imageCount: DESIGN_LIMITS.variantDefaultImages,
  isGenerateAngles: false,
});

export type VariantRangeEvent =
  | { type: 'show'; view: VariantRangeSourceView }
  | { type: 'choose'; assetId: string }
  | { type: 'back' }
  | { type: 'set'; values: Partial<VariantRangeForm> }
  | { type: 'attempt' };

export interface VariantRangeStart {
  /** An image already saved (a stored reference once uploaded, or the caller's asset). */
  referenceAssetId?: string;
  remixFrom?: DesignAction;
}

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

export function initialVariantRange({
  referenceAssetId,
  remixFrom,
}: VariantRangeStart = {}): VariantRangeState {
  const base: VariantRangeState = {
    view: 'selection',
    sourceAssetId: null,
    remixedFromId: null,
    attempted: false,
    ...emptyVariantForm(),
  };
  if (remixFrom?.type === 'variant-range') {
    const source =
      (typeof remixFrom.metadata.sourceAssetId === 'string' && remixFrom.metadata.sourceAssetId) ||
      referenceAssetId ||
      null;
    return {
      ...base,
      ...variantFormFromAction(remixFrom),
      view: source ? 'form' : 'selection',
      sourceAssetId: source,
      remixedFromId: remixFrom.id,
    };
  }
  if (referenceAssetId) return { ...base, view: 'form', sourceAssetId: referenceAssetId };
  return base;
}

export function variantRangeReducer(state: VariantRangeState, event: VariantRangeEvent): VariantRangeState {
  switch (event.type) {
    case 'show':
      return state.view === 'form' ? state : { ...state, view: event.view };
    case 'choose':
      return { ...state, view: 'form', sourceAssetId: event.assetId };
    case 'back':
      if (state.view !== 'form') return state;
      // Back resets the form; the image stays highlighted in the selection.
      return { ...state, ...emptyVariantForm(), view: 'selection', remixedFromId: null, attempted: false };
    case 'set':
      return { ...state, ...event.values };
    case 'attempt':
      return { ...state, attempted: true };
  }
}
