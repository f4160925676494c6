import { MOCKUP_LIMITS, MOCKUP_MESSAGES } from '@packsmith/core';
import { ArrowLeft, ArrowRight, Check, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { RadioChips } from '@/components/ui/choice-group';
import { Field, FieldError } from '@/components/ui/field';
import { Page, PageHeader } from '@/components/ui/page';
import { StickyFooter } from '@/components/ui/sticky-footer';
import { notify } from '@/components/ui/toast';
import { UploadField } from '@/features/assets';
import { CountedTextarea, TemplatePicker } from '@/features/create';
import { CreditBalance, openLowCredits } from '@/features/credits';
import { useUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { saveArtworkUploads, useCreateMockup } from './api';
import { clearStoredMockup, readStoredMockup, saveStoredMockup } from './mockup-storage';
import { ProductRequestEntry } from './product-request-dialog';
import {
  firstBlockedStep,
  formCost,
  fromStoredMockup,
  IMAGE_COUNT_OPTIONS,
  initialMockupForm,
  MOCKUP_STEPS,
  type MockupFormState,
  type MockupStep,
  stepError,
  submitProblem,
  toMockupRequest,
  toStoredMockup,
} from './rules';

/** Where sign-up returns a logged-out mockup to: the form, which submits the stored request once. */
const RESUME_PATH = '/dashboard/mockups/new';

function Stepper({ current, onGo }: { current: MockupStep; onGo: (step: MockupStep) => void }) {
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Mockup steps">
      {MOCKUP_STEPS.map(({ step, title }) => {
        const done = step < current;
        const active = step === current;
        return (
          <li key={step}>
            <button
              type="button"
              onClick={() => onGo(step)}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-xl border px-3 py-2.5 text-left text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                active
                  ? 'border-brand-500 bg-brand-50 text-brand-900'
                  : 'border-zinc-200 bg-white text-zinc-600',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  active || done ? 'bg-brand-600 text-white' : 'bg-zinc-100 text-zinc-600',
                )}
                aria-hidden
              >
                {done ? <Check className="size-3.5" strokeWidth={3} /> : step}
              </span>
              <span className="truncate font-medium">{title}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /dashboard/mockups/new and /action/mockup: artworks → products → details. Every step stays
 * mounted (hidden when not current), so uploads and picks survive going back and forth. Logged
 * out, submitting keeps the form in `mockup-storage` and goes to sign-up; back here signed in,
 * the stored request is submitted once (removed before it is posted, so a reload cannot repeat it).
 */
export function MockupFormPage() {
  const navigate = useNavigate();
  const create = useCreateMockup();
  const signedIn = Boolean(useUser());
  const [resuming, setResuming] = useState(false);
  const resumeChecked = useRef(false);
  const [form, setForm] = useState<MockupFormState>(initialMockupForm);
  const [uploading, setUploading] = useState(false);
  const [shownError, setShownError] = useState<{ step: MockupStep; message: string } | null>(null);
  // A new key remounts the upload control when the form starts over (a duplicate request).
  const [formKey, setFormKey] = useState(0);
  const set = (patch: Partial<MockupFormState>) => {
    setShownError(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const go = (step: MockupStep) => {
    const blocked = step > form.step ? firstBlockedStep(form, step) : null;
    if (blocked) {
      setForm((f) => ({ ...f, step: blocked }));
      setShownError({ step: blocked, message: stepError(form, blocked)! });
      return;
    }
    setShownError(null);
    setForm((f) => ({ ...f, step }));
  };

  /** The spec's toast for a failed submit; other errors then go to the mockup launch page. */
  const showProblem = (error: unknown) => {
    const problem = submitProblem(error);
    notify.error(problem.title, problem.message);
    if (problem.kind === 'other') navigate(problem.redirectTo, { replace: true });
    return problem;
  };

  const post = (state: MockupFormState) => {
    const built = toMockupRequest(state);
    if (!built.ok) {
      setResuming(false);
      notify.error(MOCKUP_MESSAGES.validationTitle, built.message);
      return;
    }
    create.mutate(built.body, {
      onSuccess: ({ data }) => navigate(`/dashboard/mockups/${data.id}/preview`, { replace: resuming }),
      onError: (error) => {
        setResuming(false);
        const problem = showProblem(error);
        if (problem.kind === 'credits') openLowCredits();
        if (problem.kind === 'duplicate') {
          setForm(initialMockupForm());
          setFormKey((k) => k + 1);
        }
      },
    });
  };

  const submit = async () => {
    if (signedIn) return post(form);
    const blocked = firstBlockedStep(form, 3);
    if (blocked) return go(3);
    try {
      await saveStoredMockup(toStoredMockup(form));
    } catch {
      // Storage refused (private mode): sign-up still works; the form just has to be filled again.
    }
    navigate(`/sign-up?redirect=${encodeURIComponent(RESUME_PATH)}`);
  };

  // Signed in with a form stored while logged out: submit it once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per sign-in, on purpose
  useEffect(() => {
    if (!signedIn || resumeChecked.current) return;
    resumeChecked.current = true;
    void (async () => {
      const stored = await readStoredMockup();
      if (!stored) return;
      setResuming(true);
      await clearStoredMockup();
      try {
        const restored = fromStoredMockup(stored, await saveArtworkUploads(stored.uploads));
        setForm(restored);
        post(restored);
      } catch (error) {
        setResuming(false);
        showProblem(error);
      }
    })();
  }, [signedIn]);

  const errorOf = (step: MockupStep) => (shownError?.step === step ? shownError.message : undefined);
  const cost = formCost(form);
  const artworkCount = form.artworks.length + form.pendingUploads.length;

  if (resuming)
    return (
      <Page>
        <div
          className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-zinc-600"
          role="status"
        >
          <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden />
          Creating your mockup…
        </div>
      </Page>
    );

  return (
    <Page width="wide">
      <PageHeader title="New mockup" description="Put your artwork on any of the catalogue’s products." />
      <Stepper current={form.step} onGo={go} />

      <section
        hidden={form.step !== 1}
        aria-labelledby="mockup-step-1"
        data-testid="mockup-step-artworks"
        key={formKey}
      >
        <h2 id="mockup-step-1" className="mb-1 text-lg font-semibold text-zinc-900">
          {MOCKUP_STEPS[0].title}
        </h2>
        <p className="mb-4 text-sm text-zinc-500">{MOCKUP_STEPS[0].hint}</p>
        <UploadField
          fileCategory="MOCKUP ARTWORK"
          maxFiles={MOCKUP_LIMITS.maxArtworks}
          paste={form.step === 1}
          title="Drop your artwork, or browse"
          onBusyChange={setUploading}
          onChange={(files) =>
            set({
              artworks: files.flatMap((f) => (f.asset ? [f.asset.id] : [])),
              pendingUploads: files.flatMap((f) => (f.asset ? [] : [f.upload])),
            })
          }
          error={errorOf(1)}
        />
      </section>

      <section hidden={form.step !== 2} aria-labelledby="mockup-step-2" data-testid="mockup-step-products">
        <h2 id="mockup-step-2" className="mb-1 text-lg font-semibold text-zinc-900">
          {MOCKUP_STEPS[1].title}
        </h2>
        <p className="mb-4 text-sm text-zinc-500">{MOCKUP_STEPS[1].hint}</p>
        <TemplatePicker
          value={form.products}
          onChange={(products) => set({ products })}
          max={MOCKUP_LIMITS.maxProducts}
          limitMessage={MOCKUP_MESSAGES.tooManyProducts}
          error={errorOf(2)}
        />
        <ProductRequestEntry />
      </section>

      <section hidden={form.step !== 3} aria-labelledby="mockup-step-3" data-testid="mockup-step-details">
        <h2 id="mockup-step-3" className="mb-1 text-lg font-semibold text-zinc-900">
          {MOCKUP_STEPS[2].title}
        </h2>
        <p className="mb-4 text-sm text-zinc-500">{MOCKUP_STEPS[2].hint}</p>
        <div className="flex max-w-2xl flex-col gap-5">
          <Field id="mockup-count" label="Number of images">
            <RadioChips
              id="mockup-count"
              name="mockup-count"
              options={IMAGE_COUNT_OPTIONS.map(String)}
              value={String(form.imageCount)}
              onChange={(v) => set({ imageCount: Number(v) })}
            />
          </Field>
          <CountedTextarea
            id="mockup-instructions"
            label="Instructions"
            optional
            value={form.instructions}
            onChange={(instructions) => set({ instructions })}
            max={MOCKUP_LIMITS.maxInstructions}
            placeholder="e.g. keep the logo facing the camera"
          />
          <p className="text-sm text-zinc-600" data-testid="mockup-summary">
            {artworkCount} artwork{artworkCount === 1 ? '' : 's'} on {form.products.length} product
            {form.products.length === 1 ? '' : 's'} · {form.imageCount} images ·{' '}
            <span className="font-medium text-zinc-900">{cost} credits</span>
          </p>
        </div>
      </section>

      {shownError && shownError.step === 3 ? <FieldError message={shownError.message} /> : null}
      <StickyFooter className="-mx-4 mt-8 flex items-center gap-3 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Button
          variant="outline"
          onClick={() => go((form.step - 1) as MockupStep)}
          disabled={form.step === 1}
        >
          <ArrowLeft aria-hidden /> Back
        </Button>
        <span className="ml-auto hidden items-center gap-2 text-xs text-zinc-500 sm:flex">
          {signedIn ? (
            <>
              <CreditBalance cost={cost} /> available
            </>
          ) : (
            'You’ll sign up next; this form is kept.'
          )}
        </span>
        {form.step < 3 ? (
          <Button
            className="ml-auto sm:ml-0"
            onClick={() => go((form.step + 1) as MockupStep)}
            disabled={uploading}
          >
            Next <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button
            className="ml-auto sm:ml-0"
            onClick={() => void submit()}
            loading={create.isPending}
            disabled={uploading}
            data-testid="mockup-submit"
          >
            <Sparkles aria-hidden /> Create mockup · {cost} credits
          </Button>
        )}
      </StickyFooter>
    </Page>
  );
}
