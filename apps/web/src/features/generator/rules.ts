import {
  ARTWORK_MODE_PRESETS,
  type ArtworkMode,
  COLOUR_PRESETS,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  imageMimeType,
  packagingGenerationCost,
  packagingGenerationForm,
  packagingGenerationFormLoggedOut,
  typeFromExtension,
} from '@packsmith/core';

export interface GeneratorForm {
  brand: string;
  slogan: string;
  industry: string;
  packagingImage: string | null;
  /** Colour preset values, in the order picked. */
  colours: string[];
  styles: string[];
  artworkMode: ArtworkMode;
  /** The uploaded artwork; sent only when the mode needs an image. */
  artworkImage?: string;
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
  artworkMode: ARTWORK_MODE_PRESETS[0].value,
  artworkDescription: '',
  additionalFiles: [],
  imageCount: DESIGN_LIMITS.packagingDefaultImages,
  isConceptMode: false,
  isPrivate: false,
  email: '',
});

export const artworkNeedsImage = (mode: ArtworkMode) =>
  ARTWORK_MODE_PRESETS.some((m) => m.value === mode && m.needsImage);

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
    artwork: {
      mode: form.artworkMode,
      image: artworkNeedsImage(form.artworkMode) ? form.artworkImage : undefined,
      description: form.artworkDescription.trim() || undefined,
      styles: form.styles,
    },
    logo: form.logo,
    additionalFiles: form.additionalFiles,
    imageCount: form.imageCount,
    isConceptMode: form.isConceptMode,
    isPrivate: form.isPrivate,
    ...(options.signedIn ? {} : { isLaunchPackaging: true, newUserEmail: form.email.trim() }),
  };
}

/**
 * Field → the shared schema's first message for it (the spec's texts); 'artworkImage' when the
 * artwork mode needs an image and none is uploaded yet.
 */
export function generatorErrors(form: GeneratorForm, signedIn: boolean): Partial<Record<string, string>> {
  const schema = signedIn ? packagingGenerationForm : packagingGenerationFormLoggedOut;
  const parsed = schema.safeParse(generatorBody(form, { signedIn }));
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] === 'newUserEmail' ? 'email' : String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  if (artworkNeedsImage(form.artworkMode) && !form.artworkImage)
    errors.artworkImage = DESIGN_MESSAGES.artworkRequired;
  return errors;
}

/**
 * The generator's images (logo, artwork, additional files) must be JPG, PNG, WEBP, AVIF or SVG:
 * the shared `imageMimeType` message for the first chosen file that is not, else undefined.
 * A file the browser gives no type is judged by its extension.
 */
export function imageTypeError(files: readonly { name: string; type: string }[]): string | undefined {
  for (const file of files) {
    const parsed = imageMimeType.safeParse(file.type || typeFromExtension(file.name) || '');
    if (!parsed.success) return parsed.error.issues[0]?.message;
  }
  return undefined;
}

export const generatorCost = (form: Pick<GeneratorForm, 'imageCount'>) =>
  packagingGenerationCost(form.imageCount);

/** The spring statuses that are still working (the list refreshes every 60 s while any is). */
export const isGenerationUnfinished = (status: string) => status !== 'finished' && status !== 'error';
