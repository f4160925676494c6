import { aiImageryCost, aiImageryMetadata, DESIGN_LIMITS } from '@packsmith/core';

export const IMAGE_COUNTS = Array.from(
  { length: DESIGN_LIMITS.aiImageryMaxImages - DESIGN_LIMITS.aiImageryMinImages + 1 },
  (_, i) => DESIGN_LIMITS.aiImageryMinImages + i,
);

export interface ImageryForm {
  prompt: string;
  imageCount: number;
  referenceAssetId?: string;
}

/** The form as the remixed action left it, or the defaults. */
export function initialImagery(remix?: Record<string, unknown>): ImageryForm {
  const count = Number(remix?.imageCount);
  return {
    prompt: typeof remix?.prompt === 'string' ? remix.prompt : '',
    imageCount: IMAGE_COUNTS.includes(count) ? count : DESIGN_LIMITS.aiImageryDefaultImages,
    referenceAssetId: typeof remix?.referenceAssetId === 'string' ? remix.referenceAssetId : undefined,
  };
}

/**
 * The first message of the shared schema, or null when the form can be sent. Generate is disabled
 * whenever the prompt is invalid (spec §5: empty or over 10000); the message shows by the shared
 * touched rule (useFieldTouch).
 */
export function checkImagery(form: ImageryForm): string | null {
  const parsed = aiImageryMetadata.safeParse(form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the form');
}

export const imageryCost = (form: Pick<ImageryForm, 'imageCount'>) => aiImageryCost(form.imageCount);

/**
 * The image-count picker is hidden when the balance is below the cost of the current choice
 * (spec §2); Unlimited (or a balance still loading) keeps it.
 */
export function showCountPicker(balance: number | 'Unlimited' | undefined, cost: number): boolean {
  return typeof balance !== 'number' || balance >= cost;
}
