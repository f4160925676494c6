import {
  COLOUR_PRESETS,
  DESIGN_LIMITS,
  packagingGenerationCost,
  packagingGenerationForm,
  packagingGenerationFormLoggedOut,
} from '@packsmith/core';

export interface GeneratorForm {
  brand: string;
  slogan: string;
  industry: string;
  packagingImage: string | null;
  /** Colour preset values, in the order picked. */
  colours: string[];
  styles: string[];
  artworkDescription: string;
  logo?: string;
  additionalFiles: string[];
  imageCount: number;
  isConceptMode: boolean;
  isPrivate: boolean;
  email: string;
}

export const IMAGE_COUNTS = Array.from(
  { length: DESIGN_LIMITS.packagingMaxImages - DESIGN_LIMITS.packagingMinImages + 1 },
  (_, i) => DESIGN_LIMITS.packagingMinImages + i,
);

export const emptyGeneratorForm = (): GeneratorForm => ({
  brand: '',
  slogan: '',
  industry: '',
  packagingImage: null,
  colours: [],
  styles: [],
  artworkDescription: '',
  additionalFiles: [],
  imageCount: DESIGN_LIMITS.packagingDefaultImages,
  isConceptMode: false,
  isPrivate: false,
  email: '',
});

const hexOf = (value: string) => COLOUR_PRESETS.find((c) => c.value === value)?.hex ?? value;

/** The request body (POST /api/spring/generation); logged out, it is a launch with the email. */
export function generatorBody(form: GeneratorForm, options: { sessionId?: string; signedIn: boolean }) {
  return {
    sessionId: options.sessionId,
    brand: form.brand.trim(),
    slogan: form.slogan.trim() || undefined,
    industry: form.industry.trim() || undefined,
    packagingImage: form.packagingImage ?? '',
    colours: form.colours.map(hexOf),
    artwork:
      form.artworkDescription.trim() || form.styles.length
        ? { description: form.artworkDescription.trim() || undefined, styles: form.styles }
        : undefined,
    logo: form.logo,
    additionalFiles: form.additionalFiles,
    imageCount: form.imageCount,
    isConceptMode: form.isConceptMode,
    isPrivate: form.isPrivate,
    ...(options.signedIn ? {} : { isLaunchPackaging: true, newUserEmail: form.email.trim() }),
  };
}

/** Field → the shared schema's first message for it (the spec's texts). */
export function generatorErrors(form: GeneratorForm, signedIn: boolean): Partial<Record<string, string>> {
  const schema = signedIn ? packagingGenerationForm : packagingGenerationFormLoggedOut;
  const parsed = schema.safeParse(generatorBody(form, { signedIn }));
  if (parsed.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'newUserEmail' ? 'email' : String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export const generatorCost = (form: Pick<GeneratorForm, 'imageCount'>) =>
  packagingGenerationCost(form.imageCount);

/** The spring statuses that are still working (the list refreshes every 60 s while any is). */
export const isGenerationUnfinished = (status: string) => status !== 'finished' && status !== 'error';
