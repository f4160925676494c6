import { DESIGN_LIMITS } from '@packsmith/core';
import { Package } from 'lucide-react';
import { useId } from 'react';
import { useFieldTouch } from '@/lib/field-touch';
import type { FlowDialogProps } from '../flow-store';
import {
  type ReferenceFlowConfig,
  ReferenceFlowDialog,
  ReferenceFormFrame,
  type ReferenceFormProps,
} from '../reference-flow/reference-flow-dialog';
import { packagingGeneratorPath } from '../reference-flow/source-step';
import { CountedTextarea, useDesignActionSubmit } from '../shared';
import { MAX_PRODUCT_TYPES } from '../templates/picker-rules';
import { TemplatePicker } from '../templates/template-picker';
import { type PackagingRangeForm, packagingRange } from './machine';
import { checkPackagingRange, packagingRangeBody, packagingRangeCostOf } from './request';

export const PACKAGING_RANGE_TITLE = 'Start your new packaging range';

/**
 * Start your new packaging range: pick a design (previous designs, a collection or an upload),
 * then up to 4 packaging types from the template catalogue and an optional prompt; 1 credit per
 * type. On success: the success toast, the dialog closes and the session page opens.
 */
export default function PackagingRangeDialog(props: FlowDialogProps) {
  return <ReferenceFlowDialog {...props} config={CONFIG} />;
}

function RangeForm({
  state,
  sourceAssetId,
  set,
  attempt,
  back,
  sessionId,
  onClose,
  onDone,
}: ReferenceFormProps<PackagingRangeForm>) {
  const id = useId();
  const submitter = useDesignActionSubmit({
    type: 'packaging-range',
    cost: packagingRangeCostOf(state),
    afterSuccess: 'none',
    onCreated: (action) => onDone(action.sessionId),
  });
  const check = checkPackagingRange(state);
  const touch = useFieldTouch<'products' | 'prompt'>({ submitted: state.attempted });
  const errors = check.ok ? {} : check.errors;
  const generate = () => {
    attempt();
    if (!check.ok) return;
    void submitter.submit(
      packagingRangeBody(check.metadata, { sessionId, remixedFromId: state.remixedFromId }),
    );
  };

  return (
    <ReferenceFormFrame
      title={PACKAGING_RANGE_TITLE}
      description={`Choose up to ${MAX_PRODUCT_TYPES} packaging types to see your design on.`}
      focusId={`${id}-search`}
      testId="packaging-range-form"
      gridClassName="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-6"
      preview={{ assetId: sourceAssetId, label: 'Your design', className: 'md:col-start-1 md:row-start-1' }}
      footer={{ flow: submitter, onGenerate: generate }}
      back={back}
      onClose={onClose}
    >
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
          onChange={(products) => set({ products })}
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
        onChange={(prompt) => set({ prompt })}
        {...touch.control('prompt')}
        error={touch.shown('prompt', errors.prompt)}
        className="md:col-start-1 md:row-start-2"
      />
    </ReferenceFormFrame>
  );
}

const CONFIG: ReferenceFlowConfig<PackagingRangeForm> = {
  flow: 'packaging-range',
  machine: packagingRange,
  title: PACKAGING_RANGE_TITLE,
  source: {
    description: 'Pick the design to carry across new packaging formats.',
    testId: 'packaging-range-source',
    fileCategory: 'DESIGN INSPIRATION',
  },
  noDesign: {
    icon: Package,
    description: 'Create one with the packaging design generator first.',
    target: packagingGeneratorPath,
  },
  Form: RangeForm,
};
