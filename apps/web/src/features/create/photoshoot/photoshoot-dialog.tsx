import { DESIGN_LIMITS } from '@packsmith/core';
import { Package } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
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
import { navigateAfterPhotoshoot, type PhotoshootForm, photoshoot } from './machine';
import { checkPhotoshoot, photoshootBody, photoshootCostOf, SCENE_MAX } from './request';

export const PHOTOSHOOT_TITLE = 'AI product photoshoot';

/** One-tap starting points; the fields stay free text. */
const SCENE_IDEAS = [
  { label: 'Studio', text: 'Clean studio backdrop with a soft shadow' },
  { label: 'Kitchen', text: 'Marble kitchen counter in soft morning light' },
  { label: 'Bathroom', text: 'Bathroom shelf beside folded white towels' },
  { label: 'Outdoors', text: 'Outdoors on a picnic blanket in golden sunlight' },
  { label: 'Podium', text: 'On a stone podium with dramatic shadows' },
];
const USE_CASE_IDEAS = [
  { label: 'Social media ads', text: 'Social media ads' },
  { label: 'E-commerce listing', text: 'E-commerce listing' },
  { label: 'Website hero', text: 'Website hero' },
  { label: 'Print catalogue', text: 'Print catalogue' },
];

/**
 * AI product photoshoot: pick the product image, describe the audience, category, use case and
 * (optionally) the scene; 12 credits for four photos. After success the session page opens only
 * when the shoot started outside a session.
 */
export default function PhotoshootDialog(props: FlowDialogProps) {
  return <ReferenceFlowDialog {...props} config={CONFIG} />;
}

function Ideas({
  ideas,
  onPick,
  label,
}: {
  ideas: readonly { label: string; text: string }[];
  onPick: (text: string) => void;
  label: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-1.5" aria-label={label}>
      <span className="mr-0.5 text-xs text-zinc-400" aria-hidden>
        Try
      </span>
      {ideas.map((idea) => (
        <button
          key={idea.label}
          type="button"
          title={idea.text}
          onClick={() => onPick(idea.text)}
          className="rounded-full border border-zinc-200 bg-white px-2.5 py-1 text-xs text-zinc-600 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
        >
          {idea.label}
        </button>
      ))}
    </fieldset>
  );
}

function ShootForm({
  state,
  sourceAssetId,
  set,
  attempt,
  back,
  sessionId,
  onClose,
  onDone,
}: ReferenceFormProps<PhotoshootForm>) {
  const id = useId();
  const cost = photoshootCostOf();
  const submitter = useDesignActionSubmit({
    type: 'product-photoshoot',
    cost,
    afterSuccess: 'none',
    onCreated: (action) => onDone(action.sessionId),
  });
  const check = checkPhotoshoot(state);
  const touch = useFieldTouch<keyof PhotoshootForm>({ submitted: state.attempted });
  const errorOf = (field: keyof PhotoshootForm) => touch.shown(field, check.ok ? null : check.errors[field]);
  const generate = () => {
    attempt();
    if (check.ok)
      void submitter.submit(
        photoshootBody(check.metadata, { sessionId, remixedFromId: state.remixedFromId }),
      );
  };

  const text = (field: 'audience' | 'productCategory' | 'useCase', label: string, placeholder: string) => {
    const fid = `${id}-${field}`;
    const error = errorOf(field);
    return (
      <Field id={fid} label={label} required error={error}>
        <Input
          id={fid}
          value={state[field]}
          placeholder={placeholder}
          maxLength={DESIGN_LIMITS.textMax}
          onChange={(e) => set({ [field]: e.target.value })}
          {...touch.control(field)}
          aria-invalid={!!error || undefined}
          aria-describedby={fieldDescribedBy(fid, { error })}
          data-testid={`photoshoot-${field}`}
        />
      </Field>
    );
  };

  return (
    <ReferenceFormFrame
      title={PHOTOSHOOT_TITLE}
      description="Tell us who it's for and where it should be shot."
      focusId={`${id}-audience`}
      testId="photoshoot-form"
      gridClassName="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6"
      preview={{ assetId: sourceAssetId, label: 'Your product', className: 'md:self-start' }}
      footer={{ flow: submitter, invalid: !check.ok, onGenerate: generate }}
      back={back}
      onClose={onClose}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className={cn('grid gap-4 sm:grid-cols-2')}>
          {text('audience', 'Audience', 'E.g. Young professionals')}
          {text('productCategory', 'Product category', 'E.g. Cold brew coffee')}
        </div>
        <div className="flex flex-col gap-2">
          {text('useCase', 'Use case', 'E.g. Instagram ads for the summer launch')}
          <Ideas ideas={USE_CASE_IDEAS} label="Use case ideas" onPick={(useCase) => set({ useCase })} />
        </div>
        <div className="flex flex-col gap-2">
          <CountedTextarea
            id={`${id}-scene`}
            label="Scene"
            optional
            rows={3}
            max={SCENE_MAX}
            placeholder="E.g. On a marble counter next to fresh coffee beans, soft window light"
            value={state.scene}
            onChange={(scene) => set({ scene })}
            {...touch.control('scene')}
            error={errorOf('scene')}
          />
          <Ideas ideas={SCENE_IDEAS} label="Scene ideas" onPick={(scene) => set({ scene })} />
        </div>
        <CountedTextarea
          id={`${id}-description`}
          label="Product description"
          optional
          rows={2}
          max={DESIGN_LIMITS.textMax}
          placeholder="E.g. A matte black can with a gold label"
          value={state.productDescription}
          onChange={(productDescription) => set({ productDescription })}
          {...touch.control('productDescription')}
          error={errorOf('productDescription')}
        />
      </div>
    </ReferenceFormFrame>
  );
}

const CONFIG: ReferenceFlowConfig<PhotoshootForm> = {
  flow: 'product-photoshoot',
  machine: photoshoot,
  title: PHOTOSHOOT_TITLE,
  source: {
    description: 'Pick a photo or design of your product to place in new scenes.',
    testId: 'photoshoot-source',
    fileCategory: 'PRODUCT_IMAGE',
  },
  noDesign: {
    icon: Package,
    description: 'Design your packaging with the packaging design generator.',
    target: packagingGeneratorPath,
  },
  openSession: navigateAfterPhotoshoot,
  Form: ShootForm,
};
