/**
 * The AI product photoshoot flow (spec part 1 §4) on the shared reference-flow machine: the
 * product image, then audience, category, use case and optional scene and description. A remix
 * pre-fills every field; Back keeps what was typed.
 */
import type { DesignAction } from '@packsmith/core';
import { type ReferenceFlowState, referenceFlow } from '../reference-flow/machine';

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

/** The product image is `sourceAssetId` here and referenceImageAssetId in the request. */
export type PhotoshootState = ReferenceFlowState<PhotoshootForm>;

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

export const photoshoot = referenceFlow<PhotoshootForm>({
  actionType: 'product-photoshoot',
  sourceField: 'referenceImageAssetId',
  emptyForm: emptyPhotoshootForm,
  formFromAction: photoshootFormFromAction,
});

/** After success the session page opens only when the shoot started without a session. */
export const navigateAfterPhotoshoot = (sessionId: string | undefined) => !sessionId;
