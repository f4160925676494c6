/** The mockup form's rules (no React): steps, the request it posts, how a failed post is shown. */
import {
  type CreateMockupRequest,
  createMockupRequest,
  MOCKUP_LIMITS,
  MOCKUP_MESSAGES,
  mockupCost,
  type UploadMeta,
} from '@packsmith/core';

export const MOCKUP_STEPS = [
  { step: 1, title: 'Artworks', hint: 'Upload the flat artwork to put on products.' },
  { step: 2, title: 'Products', hint: 'Pick the products from the catalogue.' },
  { step: 3, title: 'Details', hint: 'How many images, and anything to keep in mind.' },
] as const;
export type MockupStep = (typeof MOCKUP_STEPS)[number]['step'];

export const IMAGE_COUNT_OPTIONS = Array.from(
  { length: MOCKUP_LIMITS.maxImages - MOCKUP_LIMITS.minImages + 1 },
  (_, i) => MOCKUP_LIMITS.minImages + i,
);

export interface MockupFormState {
  requestId: string;
  step: MockupStep;
  /** Saved artwork asset ids, in upload order. */
  artworks: string[];
  /** Logged-out uploads (no asset yet): kept with the form and saved as assets after sign-in. */
  pendingUploads: UploadMeta[];
  products: string[];
  instructions: string;
  imageCount: number;
}

export const initialMockupForm = (): MockupFormState => ({
  requestId: crypto.randomUUID(),
  step: 1,
  artworks: [],
  pendingUploads: [],
  products: [],
  instructions: '',
  imageCount: MOCKUP_LIMITS.minImages,
});

/** What keeps the user on a step: no artwork on step 1, no product on step 2. */
export function stepError(state: MockupFormState, step: MockupStep = state.step): string | null {
  if (step === 1 && state.artworks.length + state.pendingUploads.length === 0)
    return MOCKUP_MESSAGES.artworkRequired;
  if (step === 2 && state.products.length === 0) return MOCKUP_MESSAGES.productRequired;
  return null;
}

/** The first step whose rule fails before `upTo`, so a jump ahead lands where the gap is. */
export function firstBlockedStep(state: MockupFormState, upTo: MockupStep): MockupStep | null {
  for (const { step } of MOCKUP_STEPS) if (step < upTo && stepError(state, step)) return step;
  return null;
}

export const formCost = (state: MockupFormState) => mockupCost(state.imageCount);

/** The body of POST /api/mockups, or the first validation message. */
export function toMockupRequest(
  state: MockupFormState,
): { ok: true; body: CreateMockupRequest } | { ok: false; message: string } {
  const parsed = createMockupRequest.safeParse({
    requestId: state.requestId,
    artworks: state.artworks,
    products: state.products,
    instructions: state.instructions.trim() || undefined,
    imageCount: state.imageCount,
    step: state.step,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? MOCKUP_MESSAGES.artworkRequired };
}

export type SubmitProblem =
  | { kind: 'credits'; title: string; message: string }
  | { kind: 'validation'; title: string; message: string }
  /** The request was already sent: the form starts over (new request id, nothing kept). */
  | { kind: 'duplicate'; title: string; message: string }
  /** Anything else: the Error toast, then the mockup launch page (`redirectTo`). */
  | { kind: 'other'; title: string; message: string; redirectTo: typeof MOCKUP_ERROR_PATH };

/** Where a mockup error that is not about credits or the form sends the user (part 2 §8). */
export const MOCKUP_ERROR_PATH = '/action/mockup';

/** How a failed POST /api/mockups is shown (part 2 §8). */
export function submitProblem(error: unknown): SubmitProblem {
  const message = error instanceof Error ? error.message : String(error);
  // An ApiError's HTTP status (read by shape: this file stays free of the app's modules).
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 402)
    return {
      kind: 'credits',
      title: MOCKUP_MESSAGES.insufficientTitle,
      message: MOCKUP_MESSAGES.insufficient,
    };
  if (message.includes(MOCKUP_MESSAGES.duplicateMarker))
    return { kind: 'duplicate', title: MOCKUP_MESSAGES.errorTitle, message };
  if (status === 400 || status === 404)
    return { kind: 'validation', title: MOCKUP_MESSAGES.validationTitle, message };
  return { kind: 'other', title: MOCKUP_MESSAGES.errorTitle, message, redirectTo: MOCKUP_ERROR_PATH };
}

/** The form as kept in `mockup-storage` while its owner signs up. */
export function toStoredMockup(state: MockupFormState, now = new Date()) {
  return {
    requestId: state.requestId,
    uploads: state.pendingUploads,
    products: state.products,
    instructions: state.instructions,
    imageCount: state.imageCount,
    step: state.step,
    savedAt: now.toISOString(),
  };
}

/** A stored form back as form state (its uploads now saved as `artworks`). */
export function fromStoredMockup(
  stored: ReturnType<typeof toStoredMockup>,
  artworks: string[],
): MockupFormState {
  const step = MOCKUP_STEPS.find((s) => s.step === stored.step)?.step ?? 3;
  return {
    requestId: stored.requestId,
    step,
    artworks,
    pendingUploads: [],
    products: stored.products,
    instructions: stored.instructions,
    imageCount: stored.imageCount,
  };
}
