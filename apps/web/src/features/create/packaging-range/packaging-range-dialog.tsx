import { DESIGN_LIMITS, sessionDeeplink } from '@packsmith/core';
import { Package } from 'lucide-react';
import { useId, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useFieldTouch } from '@/lib/field-touch';
import type { FlowDialogProps } from '../flow-store';
import { CountedTextarea, focusField, GenerateFooter, useDesignActionSubmit } from '../shared';
import { MAX_PRODUCT_TYPES } from '../templates/picker-rules';
import { TemplatePicker } from '../templates/template-picker';
import { useStoredReference } from '../variant-range/use-stored-reference';
import { PreparingReference, ReferencePreview } from './flow-parts';
import {
  initialPackagingRange,
  type PackagingRangeSourceView,
  type PackagingRangeState,
  packagingRangeReducer,
} from './machine';
import { checkPackagingRange, packagingRangeBody, packagingRangeCostOf } from './request';
import {
  NoDesignItem,
  packagingGeneratorPath,
  ReferenceSourceActions,
  ReferenceSourceTabs,
  type SourceTab,
  useReferenceSource,
} from './source-step';

export const PACKAGING_RANGE_TITLE = 'Start your new packaging range';

const TAB_OF: Record<PackagingRangeSourceView, SourceTab> = {
  previous: 'previous',
  collection: 'collections',
  device: 'upload',
};
const VIEW_OF: Record<SourceTab, PackagingRangeSourceView> = {
  previous: 'previous',
  collections: 'collection',
  upload: 'device',
};

/**
 * Start your new packaging range: pick a design (previous designs, a collection or an upload),
 * then up to 4 packaging types from the template catalogue and an optional prompt; 1 credit per
 * type. On success: the success toast, the dialog closes and the session page opens.
 */
export default function PackagingRangeDialog({ request, onClose }: FlowDialogProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(packagingRangeReducer, request, initialPackagingRange);
  const stored = useStoredReference('packaging-range', {
    enabled: state.view !== 'form',
    onSaved: (asset) => dispatch({ type: 'choose', assetId: asset.id }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {state.view === 'form' && state.sourceAssetId ? (
        <RangeForm
          state={state}
          sourceAssetId={state.sourceAssetId}
          dispatch={dispatch}
          sessionId={request.sessionId}
          onClose={onClose}
          onDone={(sessionId) => {
            onClose();
            navigate(sessionDeeplink(sessionId));
          }}
        />
      ) : (
        <RangeSource
          state={state}
          preparing={stored.saving}
          dispatch={dispatch}
          onClose={onClose}
          onNoDesign={() => {
            onClose();
            navigate(packagingGeneratorPath(request.sessionId));
          }}
        />
      )}
    </Dialog>
  );
}

type Dispatch = React.Dispatch<Parameters<typeof packagingRangeReducer>[1]>;

function RangeSource({
  state,
  preparing,
  dispatch,
  onClose,
  onNoDesign,
}: {
  state: PackagingRangeState;
  preparing: boolean;
  dispatch: Dispatch;
  onClose: () => void;
  onNoDesign: () => void;
}) {
  const view = state.view === 'form' ? 'previous' : state.view;
  const source = useReferenceSource({
    tab: TAB_OF[view],
    onTabChange: (tab) => dispatch({ type: 'show', view: VIEW_OF[tab] }),
    initialId: state.sourceAssetId,
    onChoose: (assetId) => dispatch({ type: 'choose', assetId }),
  });
  return (
    <DialogContent
      size="xl"
      title={PACKAGING_RANGE_TITLE}
      description="Pick the design to carry across new packaging formats."
      onOpenAutoFocus={focusField()}
      footer={preparing ? undefined : <ReferenceSourceActions state={source} onCancel={onClose} />}
    >
      {preparing ? (
        <PreparingReference />
      ) : (
        <div className="flex flex-col gap-4" data-testid="packaging-range-source" data-view={state.view}>
          <ReferenceSourceTabs state={source} fileCategory="DESIGN INSPIRATION" />
          <NoDesignItem
            icon={Package}
            description="Create one with the packaging design generator first."
            onClick={onNoDesign}
          />
        </div>
      )}
    </DialogContent>
  );
}

function RangeForm({
  state,
  sourceAssetId,
  dispatch,
  sessionId,
  onClose,
  onDone,
}: {
  state: PackagingRangeState;
  sourceAssetId: string;
  dispatch: Dispatch;
  sessionId?: string;
  onClose: () => void;
  onDone: (sessionId: string) => void;
}) {
  const id = useId();
  const cost = packagingRangeCostOf(state);
  const submitter = useDesignActionSubmit({
    type: 'packaging-range',
    cost,
    afterSuccess: 'none',
    onCreated: (action) => onDone(action.sessionId),
  });
  const check = checkPackagingRange(state);
  const touch = useFieldTouch<'products' | 'prompt'>({ submitted: state.attempted });
  const errors = check.ok ? {} : check.errors;
  const generate = () => {
    dispatch({ type: 'attempt' });
    if (!check.ok) return;
    void submitter.submit(
      packagingRangeBody(check.metadata, { sessionId, remixedFromId: state.remixedFromId }),
    );
  };
  const back = () => dispatch({ type: 'back' });

  return (
    <DialogContent
      size="xl"
      title={PACKAGING_RANGE_TITLE}
      description={`Choose up to ${MAX_PRODUCT_TYPES} packaging types to see your design on.`}
      onOpenAutoFocus={focusField(`${id}-search`)}
      footer={<GenerateFooter flow={submitter} onGenerate={generate} onCancel={onClose} onBack={back} />}
    >
      <div
        className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-6"
        data-testid="packaging-range-form"
      >
        <ReferencePreview
          assetId={sourceAssetId}
          label="Your design"
          onChange={back}
          className="md:col-start-1 md:row-start-1"
        />
        <section
          aria-labelledby={`${id}-types`}
          className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1"
        >
          <div className="mb-3">
            <h3 id={`${id}-types`} className="text-sm font-semibold text-zinc-900">
              Packaging types
            </h3>
            <p className="text-xs text-zinc-500">1 credit per type · up to {MAX_PRODUCT_TYPES}</p>
          </div>
          <TemplatePicker
            searchId={`${id}-search`}
            value={state.products}
            onChange={(products) => dispatch({ type: 'setProducts', products })}
            error={touch.shown('products', errors.products)}
          />
        </section>
        <CountedTextarea
          id={`${id}-prompt`}
          label="Anything else?"
          optional
          rows={4}
          max={DESIGN_LIMITS.textMax}
          placeholder="E.g. keep the colours, make the bottle label minimal"
          value={state.prompt}
          onChange={(prompt) => dispatch({ type: 'setPrompt', prompt })}
          {...touch.control('prompt')}
          error={touch.shown('prompt', errors.prompt)}
          className="md:col-start-1 md:row-start-2"
        />
      </div>
    </DialogContent>
  );
}
