import { CREDIT_COSTS } from '@packsmith/core';
import { Rotate3d, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useFieldTouch } from '@/lib/field-touch';
import type { FlowDialogProps } from '../flow-store';
import {
  type ReferenceFlowConfig,
  ReferenceFlowDialog,
  ReferenceFormFrame,
  type ReferenceFormProps,
} from '../reference-flow/reference-flow-dialog';
import { CountedTextarea, useDesignActionSubmit } from '../shared';
import { type VariantRangeForm, variantRange } from './machine';
import { createImagerySession, imagerySessionPath } from './new-imagery-session';
import {
  checkVariantRange,
  IMAGE_COUNTS,
  INSTRUCTIONS_MAX,
  variantRangeBody,
  variantRangeCostOf,
} from './request';

export const VARIANT_RANGE_TITLE = 'Create new flavor/variant range';

/**
 * Create new flavor/variant range: pick a design (or upload one), describe the variants, choose
 * 1 to 4 images or four angles; 3 credits per image. Back from the form resets it. A stored
 * reference image is saved as a design-inspiration asset and opens the form directly.
 */
export default function VariantRangeDialog(props: FlowDialogProps) {
  return <ReferenceFlowDialog {...props} config={CONFIG} />;
}

function ImageCountPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: number;
  onChange: (n: number) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-zinc-800">
        Number of variations
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-disabled={disabled || undefined}
        className={cn('grid grid-cols-4 gap-1 rounded-xl bg-zinc-100 p-1', disabled && 'opacity-60')}
        data-testid="image-count"
      >
        {IMAGE_COUNTS.map((n) => (
          <label
            key={n}
            className={cn(
              'flex h-9 cursor-pointer items-center justify-center rounded-lg text-sm font-medium tabular-nums text-zinc-500 transition-colors select-none',
              'hover:text-zinc-800 has-[:checked]:bg-white has-[:checked]:text-zinc-900 has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              'has-[:disabled]:cursor-not-allowed',
            )}
          >
            <input
              type="radio"
              name={`${id}-count`}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            {n}
          </label>
        ))}
      </div>
    </div>
  );
}

function AnglesSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-50 text-zinc-600 ring-1 ring-zinc-100">
        <Rotate3d className="size-4.5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-zinc-900">
          Generate angles
        </label>
        <span id={`${id}-hint`} className="block text-xs text-zinc-500">
          Your design from {CREDIT_COSTS.seeAnglesVariations} camera angles instead of new variants.
        </span>
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          checked ? 'bg-brand-600' : 'bg-zinc-300',
        )}
        data-testid="angles-switch"
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

function VariantForm({
  state,
  sourceAssetId,
  set,
  attempt,
  back,
  sessionId,
  onClose,
  onDone,
}: ReferenceFormProps<VariantRangeForm>) {
  const id = useId();
  const cost = variantRangeCostOf(state);
  const submitter = useDesignActionSubmit({
    type: 'variant-range',
    cost,
    afterSuccess: 'none',
    onCreated: (action) => onDone(action.sessionId),
  });
  const check = checkVariantRange(state);
  const touch = useFieldTouch<'userInstructions'>({ submitted: state.attempted });
  const errors = check.ok ? {} : check.errors;
  const generate = () => {
    attempt();
    if (check.ok) void submitter.submit(variantRangeBody(check.metadata, { sessionId }));
  };

  return (
    <ReferenceFormFrame
      size="lg"
      title={VARIANT_RANGE_TITLE}
      description="Describe the flavours or variants you want; we keep the rest of the design."
      focusId={`${id}-instructions`}
      testId="variant-range-form"
      gridClassName="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-6"
      preview={{ assetId: sourceAssetId, label: 'Your design', className: 'md:self-start' }}
      footer={{ flow: submitter, onGenerate: generate }}
      back={back}
      onClose={onClose}
    >
      <div className="flex min-w-0 flex-col gap-5">
        <CountedTextarea
          id={`${id}-instructions`}
          label="Describe the variation you want"
          required
          rows={5}
          max={INSTRUCTIONS_MAX}
          placeholder="E.g. Mango, passion fruit and lime flavours, each with its own fruit colour"
          value={state.userInstructions}
          onChange={(userInstructions) => set({ userInstructions })}
          {...touch.control('userInstructions')}
          error={touch.shown('userInstructions', errors.userInstructions)}
        />
        <ImageCountPicker
          id={`${id}-count`}
          value={state.isGenerateAngles ? CREDIT_COSTS.seeAnglesVariations : state.imageCount}
          onChange={(imageCount) => set({ imageCount })}
          disabled={state.isGenerateAngles}
        />
        <AnglesSwitch
          id={`${id}-angles`}
          checked={state.isGenerateAngles}
          onChange={(isGenerateAngles) => set({ isGenerateAngles })}
        />
      </div>
    </ReferenceFormFrame>
  );
}

const CONFIG: ReferenceFlowConfig<VariantRangeForm> = {
  flow: 'variant-range',
  machine: variantRange,
  title: VARIANT_RANGE_TITLE,
  source: {
    description: 'Pick the design your new flavours or variants should follow.',
    testId: 'variant-range-source',
    fileCategory: 'VARIATIONS IMAGE UPLOAD',
  },
  noDesign: {
    icon: Sparkles,
    description: 'Start a new session and create one with AI imagery.',
    // The session page opens the AI imagery dialog for ?generate-new=ai-imagery.
    target: async () => {
      const session = await createImagerySession();
      return session ? imagerySessionPath(session.id) : null;
    },
  },
  Form: VariantForm,
};
