/**
 * The packaging range flow (spec part 1 §4) on the shared reference-flow machine: a design, then
 * up to 4 packaging types and an optional prompt. A remix pre-fills the image, types and prompt.
 */
import { type ReferenceFlowState, referenceFlow } from '../reference-flow/machine';
import { idsFromProductsTypes } from '../templates/picker-rules';

export interface PackagingRangeForm {
  /** Picked catalogue template ids, in the order picked. */
  products: string[];
  prompt: string;
}
export type PackagingRangeState = ReferenceFlowState<PackagingRangeForm>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const packagingRange = referenceFlow<PackagingRangeForm>({
  actionType: 'packaging-range',
  sourceField: 'sourceAssetId',
  emptyForm: () => ({ products: [], prompt: '' }),
  formFromAction: ({ metadata }) => ({
    products: idsFromProductsTypes(metadata.productsTypes),
    prompt: str(metadata.prompt),
  }),
});
