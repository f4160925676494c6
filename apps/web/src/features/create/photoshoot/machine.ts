/**
 * The AI product photoshoot dialog as a pure reducer (spec part 1 §4): selection, then the form.
 * A stored reference image (once saved) or an asset id jumps straight to the form; a remix
 * pre-fills it. Back keeps what was typed. No React — see machine.test.ts.
 */
import type { DesignAction } from '@packsmith/core';

export const PHOTOSHOOT_VIEWS = ['selection', 'form'] as const;
export type PhotoshootView = (typeof PHOTOSHOOT_VIEWS)[number];

export interface PhotoshootForm {
  productDescription: string;
  scene: string;
  audience: string;
  productCategory: string;
  useCase: string;
}
export const PHOTOSHOOT_FIELDS = [
  'productDescription',
  'scene',
  'audience',
  'productCategory',
  'useCase',
] as const satisfies readonly (keyof PhotoshootForm)[];

export interface PhotoshootState extends PhotoshootForm {
  view: PhotoshootView;
  /** The product image (referenceImageAssetId). */
  sourceAssetId: string | null;
  remixedFromId: string | null;
  attempted: boolean;
}

export type PhotoshootEvent =
  | { type: 'choose'; assetId: string }
  | { type: 'back' }
  | { type: 'set'; values: Partial<PhotoshootForm> }
  | { type: 'attempt' };

export const emptyPhotoshootForm = (): PhotoshootForm => ({
  productDescription: '',
  scene: '',
  audience: '',
  productCategory: '',
  useCase: '',
});

export function photoshootFormFromAction(action: DesignAction): PhotoshootForm {
  const form = emptyPhotoshootForm();
  for (const field of PHOTOSHOOT_FIELDS) {
    const v = action.metadata[field];
    if (typeof v === 'string') form[field] = v;
  }
  return form;
}

export function initialPhotoshoot({
  referenceAssetId,
  remixFrom,
}: {
  referenceAssetId?: string;
  remixFrom?: DesignAction;
} = {}): PhotoshootState {
  const base: PhotoshootState = {
    view: 'selection',
    sourceAssetId: null,
    remixedFromId: null,
    attempted: false,
    ...emptyPhotoshootForm(),
  };
  if (remixFrom?.type === 'product-photoshoot') {
    const ref = remixFrom.metadata.referenceImageAssetId;
    const source = (typeof ref === 'string' && ref) || referenceAssetId || null;
    return {
      ...base,
      ...photoshootFormFromAction(remixFrom),
      view: source ? 'form' : 'selection',
      sourceAssetId: source,
      remixedFromId: remixFrom.id,
    };
  }
  if (referenceAssetId) return { ...base, view: 'form', sourceAssetId: referenceAssetId };
  return base;
}

export function photoshootReducer(state: PhotoshootState, event: PhotoshootEvent): PhotoshootState {
  switch (event.type) {
    case 'choose':
      return { ...state, view: 'form', sourceAssetId: event.assetId };
    case 'back':
      return state.view === 'form' ? { ...state, view: 'selection', attempted: false } : state;
    case 'set':
      return { ...state, ...event.values };
    case 'attempt':
      return { ...state, attempted: true };
  }
}

/** After success the session page opens only when the shoot started without a session. */
export const navigateAfterPhotoshoot = (sessionId: string | undefined) => !sessionId;
