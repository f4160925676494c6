/**
 * The packaging range dialog as a pure reducer (spec part 1 §4): views in order previous designs,
 * collection, device upload, then the form. Back from the form returns to the collection when the
 * image came from one, otherwise to previous designs. Opening with a stored reference image (an
 * asset id) or a remix goes straight to the form. No React — unit-tested in machine.test.ts.
 */
import type { DesignAction } from '@packsmith/core';
import { idsFromProductsTypes } from '../templates/picker-rules';

export const PACKAGING_RANGE_VIEWS = ['previous', 'collection', 'device', 'form'] as const;
export type PackagingRangeView = (typeof PACKAGING_RANGE_VIEWS)[number];
export type PackagingRangeSourceView = Exclude<PackagingRangeView, 'form'>;

export interface PackagingRangeState {
  view: PackagingRangeView;
  /** The collection open in the collection view. */
  collectionId: string | null;
  /** The collection the chosen image came from (Back returns there); null for other sources. */
  chosenFromCollection: string | null;
  sourceAssetId: string | null;
  /** Picked catalogue template ids, in the order picked. */
  products: string[];
  prompt: string;
  /** Set by the first Generate: validation messages show from then on. */
  attempted: boolean;
  remixedFromId: string | null;
}

export type PackagingRangeEvent =
  | { type: 'show'; view: PackagingRangeSourceView }
  | { type: 'openCollection'; collectionId: string }
  | { type: 'closeCollection' }
  | { type: 'choose'; assetId: string }
  | { type: 'back' }
  | { type: 'setProducts'; products: string[] }
  | { type: 'setPrompt'; prompt: string }
  | { type: 'attempt' };

export interface PackagingRangeStart {
  /** A stored reference image: skip the selection views. */
  referenceAssetId?: string;
  remixFrom?: DesignAction;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function initialPackagingRange({
  referenceAssetId,
  remixFrom,
}: PackagingRangeStart = {}): PackagingRangeState {
  const base: PackagingRangeState = {
    view: 'previous',
    collectionId: null,
    chosenFromCollection: null,
    sourceAssetId: null,
    products: [],
    prompt: '',
    attempted: false,
    remixedFromId: null,
  };
  if (remixFrom?.type === 'packaging-range') {
    const m = remixFrom.metadata;
    const source = str(m.sourceAssetId) || referenceAssetId || null;
    return {
      ...base,
      view: source ? 'form' : 'previous',
      sourceAssetId: source,
      products: idsFromProductsTypes(m.productsTypes),
      prompt: str(m.prompt),
      remixedFromId: remixFrom.id,
    };
  }
  if (referenceAssetId) return { ...base, view: 'form', sourceAssetId: referenceAssetId };
  return base;
}

export function packagingRangeReducer(
  state: PackagingRangeState,
  event: PackagingRangeEvent,
): PackagingRangeState {
  switch (event.type) {
    case 'show':
      return state.view === 'form' ? state : { ...state, view: event.view };
    case 'openCollection':
      return { ...state, view: 'collection', collectionId: event.collectionId };
    case 'closeCollection':
      return { ...state, collectionId: null };
    case 'choose':
      return {
        ...state,
        view: 'form',
        sourceAssetId: event.assetId,
        chosenFromCollection: state.view === 'collection' ? state.collectionId : null,
      };
    case 'back':
      if (state.view !== 'form') return state;
      return state.chosenFromCollection
        ? { ...state, view: 'collection', collectionId: state.chosenFromCollection, attempted: false }
        : { ...state, view: 'previous', attempted: false };
    case 'setProducts':
      return { ...state, products: event.products };
    case 'setPrompt':
      return { ...state, prompt: event.prompt };
    case 'attempt':
      return { ...state, attempted: true };
  }
}

/** Where the selection views sit in the spec's order (for the step indicator). */
export const packagingRangeStep = (view: PackagingRangeView) => (view === 'form' ? 2 : 1);
