import {
  COLOUR_PRESETS,
  CREDIT_MESSAGES,
  DESIGN_FLOW_TEXTS,
  DESIGN_LIMITS,
  STYLE_PRESETS,
} from '@packsmith/core';
import { Lock, MailCheck, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxChips, RadioChips } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Page, PageHeader } from '@/components/ui/page';
import { StickyFooter } from '@/components/ui/sticky-footer';
import { notify } from '@/components/ui/toast';
import { AddLogoField, type UploadedFile, UploadField } from '@/features/assets';
import { CountedTextarea, TemplatePicker } from '@/features/create';
import { CreditBalance, openLowCredits } from '@/features/credits';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFieldTouch } from '@/lib/field-touch';
import { getHumanCheckToken } from '@/lib/human-check';
import { type Launch, useCreateGeneration } from './api';
import { ArtworkModeControl } from './artwork-mode-control';
import { ImageTypeCheck } from './image-type-check';
import { savePendingLaunch } from './pending-launch';
import {
  artworkNeedsImage,
  emptyGeneratorForm,
  type GeneratorForm,
  generatorBody,
  generatorCost,
  generatorErrors,
  IMAGE_COUNTS,
} from './rules';

const TEXTS = DESIGN_FLOW_TEXTS['packaging-generation'];

/** The generator's upload controls; each can carry the wrong-image-type message. */
type ImageField = 'logo' | 'artwork' | 'additionalFiles';

/** An uploaded file's saved asset; logged out there is none yet, so the upload (claimable on sign-in). */
const fileId = (file: UploadedFile) => file.asset?.id ?? file.upload.id;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6">
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      {description ? <p className="mt-0.5 text-sm text-zinc-500">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** The launch's first concept, blurred by the server, while the visitor has not signed up (blurry-previews). */
function BlurredPreview({ launch }: { launch: Launch }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className="relative mx-auto mt-6 aspect-square w-full max-w-xs overflow-hidden rounded-2xl bg-zinc-100 ring-1 ring-zinc-200">
      <img
        src={`/api/spring/generation/launches/${encodeURIComponent(launch.id)}/preview?claimToken=${encodeURIComponent(launch.claimToken)}`}
        alt="A blurred preview of your first packaging concept"
        className="size-full object-cover"
        onError={() => setFailed(true)}
        data-testid="launch-preview"
      />
      <figcaption className="absolute inset-x-3 bottom-3 flex items-center justify-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-medium text-zinc-800 shadow-sm">
        <Lock className="size-3.5" aria-hidden /> Sign up to see it sharp
      </figcaption>
    </figure>
  );
}

function LaunchSent({ launch }: { launch: Launch }) {
  const blurry = useFlag('blurry-previews');
  return (
    <Page width="narrow">
      <div className="rounded-2xl border border-zinc-200 bg-white p-8 text-center" data-testid="launch-sent">
        <MailCheck className="mx-auto size-10 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold text-zinc-900">
          {blurry ? 'Your first concept is ready to unlock' : 'Sign in to start your concepts'}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-sm text-zinc-600">
          We kept your brief for 30 minutes. Sign in with <strong>{launch.email}</strong> in this browser and
          your packaging concepts start straight away, with your free credits.
        </p>
        {blurry ? <BlurredPreview launch={launch} /> : null}
        <Link
          to={`/login?redirect=${encodeURIComponent('/dashboard/generations')}`}
          className={cn(buttonClass({ size: 'lg' }), 'mt-6')}
          data-testid="launch-sign-up"
        >
          {blurry ? 'Sign up to see your concepts' : 'Sign in to continue'}
        </Link>
      </div>
    </Page>
  );
}

/** /action/generate-packaging-design: the packaging generator's brief (logged-out visitors can launch it). */
export function GeneratorPage() {
  const user = useUser();
  const signedIn = !!user;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<GeneratorForm>(emptyGeneratorForm);
  const touch = useFieldTouch<string>();
  // Per control, not a counter: every uploader reports `false` when it mounts.
  const [uploading, setUploading] = useState<Partial<Record<ImageField, boolean>>>({});
  const [launch, setLaunch] = useState<Launch | null>(null);
  const [typeErrors, setTypeErrors] = useState<Partial<Record<ImageField, string>>>({});
  const create = useCreateGeneration();
  const [checkingHuman, setCheckingHuman] = useState(false);
  const sending = create.isPending || checkingHuman;
  const set = (patch: Partial<GeneratorForm>) => setForm((f) => ({ ...f, ...patch }));
  const formErrors = generatorErrors(form, signedIn);
  const errors = Object.fromEntries(
    Object.entries(formErrors).map(([field, message]) => [field, touch.shown(field, message)]),
  );
  const cost = generatorCost(form);
  const busy = (field: ImageField) => (b: boolean) => setUploading((u) => ({ ...u, [field]: b }));
  const anyUploading = Object.values(uploading).some(Boolean);
  const typeCheck = (field: ImageField) => (message: string | undefined) =>
    setTypeErrors((t) => ({ ...t, [field]: message }));
  /** Shown under an upload control: a refused file type first, then the form's own message. */
  const imageError = (field: ImageField, formError?: string) => typeErrors[field] ?? formError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touch.submit();
    if (Object.keys(formErrors).length) return;
    try {
      const body = generatorBody(form, { signedIn, sessionId: params.get('sid') ?? undefined });
      // A logged-out launch passes the same human check as logged-out uploads.
      setCheckingHuman(!signedIn);
      const recaptchaToken = signedIn
        ? undefined
        : await getHumanCheckToken().finally(() => setCheckingHuman(false));
      const answer = await create.mutateAsync({ ...body, recaptchaToken });
      if ('launch' in answer.data) {
        savePendingLaunch(answer.data.launch);
        window.scrollTo({ top: 0 });
        return setLaunch(answer.data.launch);
      }
      notify.success(TEXTS.successTitle, TEXTS.successMessage);
      navigate(`/dashboard/generations/${answer.data.generation.id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        notify.error(CREDIT_MESSAGES.insufficientTitle, TEXTS.insufficient);
        openLowCredits({ required: cost });
      } else {
        notify.error(TEXTS.errorTitle, error instanceof Error ? error.message : TEXTS.errorMessage);
      }
    }
  };

  if (launch) return <LaunchSent launch={launch} />;
  return (
    <Page width="narrow">
      <PageHeader
        title="Packaging generator"
        description="Describe your brand and product; get distinct packaging concepts rendered in seconds."
      />
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate data-testid="generator-form">
        <Section title="Your brand">
          <Field id="gen-brand" label="Brand name" required error={errors.brand}>
            <Input
              id="gen-brand"
              value={form.brand}
              maxLength={200}
              onChange={(e) => set({ brand: e.target.value })}
              {...touch.control('brand')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="gen-slogan" label="Slogan" optional>
              <Input
                id="gen-slogan"
                value={form.slogan}
                maxLength={300}
                onChange={(e) => set({ slogan: e.target.value })}
              />
            </Field>
            <Field id="gen-industry" label="Industry" optional>
              <Input
                id="gen-industry"
                value={form.industry}
                maxLength={200}
                placeholder="E.g. Snacks, Skincare, Coffee"
                onChange={(e) => set({ industry: e.target.value })}
              />
            </Field>
          </div>
          <ImageTypeCheck onResult={typeCheck('logo')}>
            <AddLogoField
              onChange={(logo) => set({ logo: logo ? fileId(logo) : undefined })}
              onBusyChange={busy('logo')}
              error={imageError('logo')}
            />
          </ImageTypeCheck>
        </Section>

        <Section title="Packaging" description="Pick the pack your concepts are drawn on.">
          <TemplatePicker
            value={form.packagingImage ? [form.packagingImage] : []}
            onChange={(ids) => set({ packagingImage: ids.at(-1) ?? null })}
            max={1}
            error={errors.packagingImage}
          />
        </Section>

        <Section title="Artwork" description="What goes on the front of your pack.">
          <ArtworkModeControl
            id="gen-artwork-mode"
            value={form.artworkMode}
            onChange={(artworkMode) => set({ artworkMode })}
          />
          {/* Kept mounted while hidden so an uploaded image survives switching modes. */}
          <div hidden={!artworkNeedsImage(form.artworkMode)} data-testid="artwork-image">
            <ImageTypeCheck onResult={typeCheck('artwork')}>
              <UploadField
                fileCategory="ARTWORK"
                maxFiles={1}
                paste={false}
                title="Drop your artwork, or browse"
                onBusyChange={busy('artwork')}
                onChange={(files) => set({ artworkImage: files[0] && fileId(files[0]) })}
                error={imageError('artwork', errors.artworkImage)}
              />
            </ImageTypeCheck>
          </div>
          <CountedTextarea
            id="gen-artwork"
            label="Artwork description"
            optional
            value={form.artworkDescription}
            onChange={(artworkDescription) => set({ artworkDescription })}
            {...touch.control('artwork')}
            max={DESIGN_LIMITS.textMax}
            placeholder="E.g. Waves and sea salt crystals, a hand-drawn lighthouse on the front"
            error={errors.artwork}
          />
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-zinc-800">Styles</span>
            <CheckboxChips
              name="gen-styles"
              legend="Styles"
              options={STYLE_PRESETS.map((s) => s.label)}
              value={form.styles.map((v) => STYLE_PRESETS.find((s) => s.value === v)?.label ?? v)}
              onChange={(labels) =>
                set({ styles: labels.map((l) => STYLE_PRESETS.find((s) => s.label === l)?.value ?? l) })
              }
            />
          </div>
        </Section>

        <Section title="Look and feel">
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-zinc-800">Colours</span>
            <CheckboxChips
              name="gen-colours"
              legend="Colours"
              options={COLOUR_PRESETS.map((c) => c.label)}
              value={form.colours.map((v) => COLOUR_PRESETS.find((c) => c.value === v)?.label ?? v)}
              onChange={(labels) =>
                set({ colours: labels.map((l) => COLOUR_PRESETS.find((c) => c.label === l)?.value ?? l) })
              }
            />
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-zinc-800">
              Additional files <span className="text-xs font-normal text-zinc-400">Optional, up to 5</span>
            </span>
            <ImageTypeCheck onResult={typeCheck('additionalFiles')}>
              <UploadField
                fileCategory="DESIGN INSPIRATION"
                maxFiles={DESIGN_LIMITS.additionalFilesMax}
                paste={false}
                title="Drop reference images, or browse"
                onBusyChange={busy('additionalFiles')}
                onChange={(files) => set({ additionalFiles: files.map(fileId) })}
                error={imageError('additionalFiles', errors.additionalFiles)}
              />
            </ImageTypeCheck>
          </div>
        </Section>

        <Section title="Output">
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-zinc-800">Number of concepts</span>
            <RadioChips
              name="gen-count"
              legend="Number of concepts"
              options={IMAGE_COUNTS.map(String)}
              value={String(form.imageCount)}
              onChange={(v) => set({ imageCount: Number(v) })}
            />
          </div>
          <label className="flex items-start gap-3 text-sm text-zinc-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={form.isConceptMode}
              onChange={(e) => set({ isConceptMode: e.target.checked })}
            />
            <span>
              <span className="font-medium text-zinc-900">Concept mode</span> — looser, more varied routes
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm text-zinc-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={form.isPrivate}
              onChange={(e) => set({ isPrivate: e.target.checked })}
            />
            <span>
              <span className="font-medium text-zinc-900">Private</span> — keep these concepts to yourself
            </span>
          </label>
          {signedIn ? null : (
            <Field
              id="gen-email"
              label="Your email"
              required
              error={errors.email}
              hint="No account yet? We keep your brief for 30 minutes while you sign in with this email."
            >
              <Input
                id="gen-email"
                type="email"
                value={form.email}
                onChange={(e) => set({ email: e.target.value })}
                {...touch.control('email')}
              />
            </Field>
          )}
        </Section>

        <StickyFooter className="-mx-4 flex flex-col gap-3 border-t border-zinc-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-2xl sm:border">
          {signedIn ? (
            <span className="flex items-center gap-2 text-xs text-zinc-500 sm:mr-auto">
              <CreditBalance cost={cost} /> available
            </span>
          ) : null}
          <Button type="submit" size="lg" loading={sending} disabled={anyUploading} data-testid="generate">
            <Sparkles aria-hidden />
            {sending ? 'Generating...' : signedIn ? 'Generate' : 'Launch'}
            {signedIn ? (
              <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold tabular-nums">
                {cost} {cost === 1 ? 'credit' : 'credits'}
              </span>
            ) : null}
          </Button>
        </StickyFooter>
      </form>
    </Page>
  );
}
