/**
 * The one state machine behind the dialogs that start from an image — packaging range, variant
 * range and product photoshoot (spec part 1 §4): the source step (previous designs, a collection,
 * a device upload), then the form. Each flow passes what differs (`ReferenceFlowKind`): its form
 * fields, the remix it pre-fills from, and whether Back empties the form. Shared rules:
 * - a stored reference image (once saved as an asset) or a remix with its image opens on the form;
 * - Back from the form returns to the collection the image came from, otherwise to previous designs;
 * - switching source tabs is ignored on the form, Back is ignored off it.
 * No React — unit-tested in each flow's machine.test.ts.
 */
import type { DesignAction, DesignActionType } from '@packsmith/core';

export type SourceTab = 'previous' | 'collections' | 'upload';
export type ReferenceFlowView = 'source' | 'form';

export interface ReferenceFlowBase {
  view: ReferenceFlowView;
  /** The source tab open while on the source step. */
  tab: SourceTab;
  /** The collection open on the collections tab. */
  collectionId: string | null;
  /** The collection the chosen image came from (Back returns there); null for other sources. */
  chosenFromCollection: string | null;
  sourceAssetId: string | null;
  remixedFromId: string | null;
  /** Set by the first Generate: validation messages show from then on. */
  attempted: boolean;
}

export type ReferenceFlowState<F> = ReferenceFlowBase & F;

export type ReferenceFlowEvent<F> =
  | { type: 'show'; tab: SourceTab }
  | { type: 'openCollection'; collectionId: string }
  | { type: 'closeCollection' }
  | { type: 'choose'; assetId: string }
  | { type: 'back' }
  | { type: 'set'; values: Partial<F> }
  | { type: 'attempt' };

export interface ReferenceFlowStart {
  /** An image already saved (a stored reference once uploaded, or the caller's asset). */
  referenceAssetId?: string;
  remixFrom?: DesignAction;
}

/** What differs between the flows. */
export interface ReferenceFlowKind<F> {
  /** Remixes of this type pre-fill the form. */
  actionType: DesignActionType;
  /** The metadata field naming the image the action started from. */
  sourceField: string;
  emptyForm: () => F;
  formFromAction: (action: DesignAction) => F;
  /** Back from the form empties it and forgets the remix (variant range). */
  resetOnBack?: boolean;
}

export interface ReferenceFlow<F> {
  kind: ReferenceFlowKind<F>;
  initial: (start?: ReferenceFlowStart) => ReferenceFlowState<F>;
  reduce: (state: ReferenceFlowState<F>, event: ReferenceFlowEvent<F>) => ReferenceFlowState<F>;
}

export function referenceFlow<F extends object>(kind: ReferenceFlowKind<F>): ReferenceFlow<F> {
  const initial = ({ referenceAssetId, remixFrom }: ReferenceFlowStart = {}): ReferenceFlowState<F> => {
    const base: ReferenceFlowState<F> = {
      view: 'source',
      tab: 'previous',
      collectionId: null,
      chosenFromCollection: null,
      sourceAssetId: null,
      remixedFromId: null,
      attempted: false,
      ...kind.emptyForm(),
    };
    if (remixFrom?.type === kind.actionType) {
      const ref = remixFrom.metadata[kind.sourceField];
      const source = (typeof ref === 'string' && ref) || referenceAssetId || null;
      return {
        ...base,
        ...kind.formFromAction(remixFrom),
        view: source ? 'form' : 'source',
        sourceAssetId: source,
        remixedFromId: remixFrom.id,
      };
    }
    if (referenceAssetId) return { ...base, view: 'form', sourceAssetId: referenceAssetId };
    return base;
  };

  const reduce = (state: ReferenceFlowState<F>, event: ReferenceFlowEvent<F>): ReferenceFlowState<F> => {
    switch (event.type) {
      case 'show':
        return state.view === 'form' ? state : { ...state, tab: event.tab };
      case 'openCollection':
        return { ...state, tab: 'collections', collectionId: event.collectionId };
      case 'closeCollection':
        return { ...state, collectionId: null };
      case 'choose':
        return {
          ...state,
          view: 'form',
          sourceAssetId: event.assetId,
          chosenFromCollection: state.tab === 'collections' ? state.collectionId : null,
        };
      case 'back': {
        if (state.view !== 'form') return state;
        const to = state.chosenFromCollection
          ? { tab: 'collections' as const, collectionId: state.chosenFromCollection }
          : { tab: 'previous' as const };
        const reset = kind.resetOnBack ? { ...kind.emptyForm(), remixedFromId: null } : {};
        return { ...state, ...reset, ...to, view: 'source', attempted: false };
      }
      case 'set':
        return { ...state, ...event.values };
      case 'attempt':
        return { ...state, attempted: true };
    }
  };

  return { kind, initial, reduce };
}
