import { DESIGN_LIMITS, logoDesignCost } from '@packsmith/core';
import { ArrowRight, Palette, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { AddLogoField } from '@/features/assets';
import { useFieldTouch } from '@/lib/field-touch';
import type { FlowDialogProps } from '../flow-store';
import {
  CountedTextarea,
  FlowBackButton,
  FlowDialog,
  focusField,
  GenerateFooter,
  useDesignActionSubmit,
} from '../shared';
import { ColourChips } from './colour-chips';
import { ColourPickerDialog } from './colour-picker-dialog';
import { PrefillBox } from './prefill-box';
import {
  applyPrefill,
  canLeaveStep,
  formFieldOf,
  hasBack,
  LAST_STEP,
  LOGO_STEPS,
  type LogoFieldErrors,
  type LogoForm,
  type LogoStep,
  logoFormFromMetadata,
  logoRequest,
  stepErrors,
  stepOfField,
} from './rules';

const STEP_TEXT: Record<LogoStep, { description: string; focus: string }> = {
  0: { description: 'Tell us about the brand the logo is for.', focus: 'logo-brand' },
  1: { description: 'Who the logo speaks to, and how it should make them feel.', focus: 'logo-audience' },
  2: { description: 'Colours, and anything else the logo should say or include.', focus: 'logo-notes' },
};

/**
 * The logo design wizard (spec part 1 §2, §4, §5): Your brand → Your target audience → Your
 * style, then LOGO_DESIGN for 9 credits. Full screen below 768 px. Pre-fills from a remixed
 * action or from a free-text description; after a success it closes and, when it was opened
 * without a session, opens the new session.
 */
export default function LogoDialog({ request, onClose }: FlowDialogProps) {
  const remix = request.remixFrom?.type === 'logo-design' ? request.remixFrom : undefined;
  const [form, setForm] = useState<LogoForm>(() => logoFormFromMetadata(remix?.metadata));
  const [step, setStep] = useState<LogoStep>(0);
  const touch = useFieldTouch<keyof LogoForm>();
  // Messages the schema gave on Generate for a field (shown until that field changes).
  const [sentErrors, setSentErrors] = useState<LogoFieldErrors>({});
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const flow = useDesignActionSubmit({
    type: 'logo-design',
    cost: logoDesignCost(),
    sessionId: request.sessionId,
    afterSuccess: 'session-if-new',
    onCreated: onClose,
  });

  const errors = { ...stepErrors(step, form), ...pick(sentErrors, step) };
  const canLeave = canLeaveStep(step, form);
  const set = (patch: Partial<LogoForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSentErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof LogoForm];
      return next;
    });
  };
  const shown = (field: keyof LogoForm) => touch.shown(field, errors[field]);

  // Move focus to the new step's first field (with a mouse; not on touch screens).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const field = document.getElementById(STEP_TEXT[step].focus);
    if (field && window.matchMedia('(pointer: fine)').matches) field.focus();
  }, [step]);

  const next = () => {
    if (!canLeave) return;
    setStep((s) => Math.min(LAST_STEP, s + 1) as LogoStep);
  };
  const back = () => setStep((s) => Math.max(0, s - 1) as LogoStep);

  const generate = async () => {
    touch.submit();
    const outcome = await flow.submit(
      logoRequest(form, { sessionId: request.sessionId, remixedFromId: remix?.id }),
    );
    if (outcome.status === 'invalid' && outcome.field) {
      setSentErrors({ [formFieldOf(outcome.field)]: outcome.message });
      setStep(stepOfField(outcome.field));
    }
  };

  const footer =
    step === LAST_STEP ? (
      <GenerateFooter flow={flow} onGenerate={generate} onBack={back} invalid={!canLeave} busy={uploading} />
    ) : (
      <div className="flex items-center gap-2">
        <FlowBackButton onBack={hasBack(step) ? back : undefined} className="-ml-2" />
        <Button
          onClick={next}
          disabled={!canLeave}
          data-testid="logo-next"
          className="ml-auto max-md:min-w-32"
        >
          Next <ArrowRight aria-hidden />
        </Button>
      </div>
    );

  return (
    <>
      <FlowDialog
        title={LOGO_STEPS[step]}
        description={STEP_TEXT[step].description}
        steps={{ index: step, labels: LOGO_STEPS, flowName: remix ? 'Remix logo' : 'Logo design' }}
        size="lg"
        onClose={onClose}
        onOpenAutoFocus={focusField(STEP_TEXT[0].focus)}
        footer={footer}
        data-testid="logo-wizard"
      >
        <form
          className="flex flex-col gap-5"
          data-step={step + 1}
          onSubmit={(e) => {
            e.preventDefault();
            if (step < LAST_STEP) next();
          }}
        >
          <div className="flex flex-col gap-5" hidden={step !== 0} data-testid="logo-step-1">
            <PrefillBox onFilled={(prefill) => set(applyPrefill(form, prefill))} />
            <Field id="logo-brand" label="Brand name" required error={shown('brand')}>
              <Input
                id="logo-brand"
                value={form.brand}
                onChange={(e) => set({ brand: e.target.value })}
                {...touch.control('brand')}
                maxLength={DESIGN_LIMITS.brandMax}
                placeholder="E.g. Sunny Days"
                autoComplete="organization"
                aria-invalid={!!shown('brand') || undefined}
                aria-describedby={shown('brand') ? 'logo-brand-error' : undefined}
                enterKeyHint="next"
              />
            </Field>
            <Field id="logo-industry" label="Industry" optional error={shown('industry')}>
              <Input
                id="logo-industry"
                value={form.industry}
                onChange={(e) => set({ industry: e.target.value })}
                {...touch.control('industry')}
                maxLength={DESIGN_LIMITS.textMax}
                placeholder="E.g. Food, Beverages, Sportswear etc."
                enterKeyHint="next"
              />
            </Field>
            <CountedTextarea
              id="logo-description"
              label="What does your brand do?"
              optional
              rows={4}
              value={form.brandDescription}
              onChange={(brandDescription) => set({ brandDescription })}
              {...touch.control('brandDescription')}
              error={shown('brandDescription')}
              placeholder="E.g. We make small-batch lemonade from organic lemons, sold in cafés and delis."
            />
          </div>

          <div className="flex flex-col gap-5" hidden={step !== 1} data-testid="logo-step-2">
            <Field
              id="logo-audience"
              label="Who is your target audience?"
              optional
              error={shown('targetAudience')}
            >
              <Textarea
                id="logo-audience"
                rows={3}
                value={form.targetAudience}
                onChange={(e) => set({ targetAudience: e.target.value })}
                {...touch.control('targetAudience')}
                maxLength={DESIGN_LIMITS.textMax}
                placeholder="E.g. Health-conscious young professionals who shop at farmers' markets"
              />
            </Field>
            <Field
              id="logo-feel"
              label="How should your brand make them feel?"
              optional
              error={shown('brandFeel')}
            >
              <Textarea
                id="logo-feel"
                rows={3}
                value={form.brandFeel}
                onChange={(e) => set({ brandFeel: e.target.value })}
                {...touch.control('brandFeel')}
                maxLength={DESIGN_LIMITS.textMax}
                placeholder="E.g. Empowered, trusted, calm, inspired, refreshed"
              />
            </Field>
          </div>

          <div className="flex flex-col gap-5" hidden={step !== 2} data-testid="logo-step-3">
            <section className="flex flex-col gap-2" aria-labelledby="logo-colours-label">
              <div className="flex items-center justify-between gap-3">
                <h3
                  id="logo-colours-label"
                  className="flex items-baseline gap-1.5 text-sm font-medium text-zinc-800"
                >
                  Brand colours <span className="text-xs font-normal text-zinc-400">Optional</span>
                </h3>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPicking(true)}
                  data-testid="logo-colours-button"
                >
                  {form.colours.length > 0 ? (
                    <>
                      <Palette aria-hidden /> Edit
                    </>
                  ) : (
                    <>
                      <Plus aria-hidden /> Add
                    </>
                  )}
                </Button>
              </div>
              {form.colours.length > 0 ? (
                <ColourChips
                  colours={form.colours}
                  onRemove={(hex) => set({ colours: form.colours.filter((c) => c !== hex) })}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => setPicking(true)}
                  className="flex h-12 items-center gap-2 rounded-xl border border-dashed border-zinc-300 px-3.5 text-left text-sm text-zinc-500 transition-colors hover:border-zinc-400 hover:bg-zinc-50"
                >
                  <span className="flex -space-x-1.5" aria-hidden>
                    {['#6236F0', '#F59E0B', '#10B981', '#0EA5E9'].map((c) => (
                      <span
                        key={c}
                        className="size-5 rounded-full ring-2 ring-white"
                        style={{ backgroundColor: c }}
                      />
                    ))}
                  </span>
                  Up to 4 colours, or leave it to us
                </button>
              )}
              <FieldError message={sentErrors.colours} />
            </section>
            <CountedTextarea
              id="logo-notes"
              label="Anything else you want your logo to say or include?"
              optional
              rows={4}
              value={form.additionalNotes}
              onChange={(additionalNotes) => set({ additionalNotes })}
              {...touch.control('additionalNotes')}
              error={shown('additionalNotes')}
              placeholder="E.g. Include a lemon slice, keep the wordmark in lower case, add the tagline 'Fresh since 1998'."
            />
            <div className="flex flex-col gap-1.5">
              <span className="flex items-baseline gap-1.5 text-sm font-medium text-zinc-800">
                Your current logo <span className="text-xs font-normal text-zinc-400">Optional</span>
              </span>
              <p className="-mt-1 text-xs text-zinc-500">Refreshing a logo you have? Add it for reference.</p>
              <AddLogoField
                id="logo-upload"
                // Pasting an image adds it here only while this step shows.
                paste={step === LAST_STEP}
                onBusyChange={setUploading}
                onChange={(logo) => set({ logoAssetId: logo?.asset?.id })}
                metadata={request.sessionId ? { sessionId: request.sessionId } : undefined}
              />
            </div>
          </div>
          {/* Enter in a single-line field moves on without a visible submit button. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden />
        </form>
      </FlowDialog>
      {picking ? (
        <ColourPickerDialog
          initial={form.colours}
          onClose={() => setPicking(false)}
          onSave={(colours) => {
            set({ colours });
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The sent errors that belong to this step's fields. */
function pick(errors: LogoFieldErrors, step: LogoStep): LogoFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => stepOfField(field) === step),
  ) as LogoFieldErrors;
}
