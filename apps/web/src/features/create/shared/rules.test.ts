import { CREDIT_MESSAGES, DESIGN_FLOW_TEXTS, DESIGN_MESSAGES, extractErrorMessage } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  checkDesignActionRequest,
  coversCost,
  creditsLabel,
  destinationAfterSuccess,
  failureToast,
  flowBackTarget,
  generateBlocker,
  generateLabel,
  sessionCreateFailureToast,
  successToast,
  textCounter,
} from './rules';

const ready = { cost: 9, balance: 70, balanceLoading: false, pending: false } as const;
const uuid = '0b6c5a8e-6a44-4d7b-9a55-2f5f2a0c6b11';

describe('Generate button', () => {
  it('can be pressed when the form is valid and the balance covers the cost', () => {
    expect(generateBlocker(ready)).toBeNull();
    expect(generateBlocker({ ...ready, balance: 9 })).toBeNull();
  });

  it('is disabled while submitting, uploading, invalid or loading the balance', () => {
    expect(generateBlocker({ ...ready, pending: true })).toBe('pending');
    expect(generateBlocker({ ...ready, busy: true })).toBe('busy');
    expect(generateBlocker({ ...ready, invalid: true })).toBe('invalid');
    expect(generateBlocker({ ...ready, balance: undefined, balanceLoading: true })).toBe('balance-loading');
  });

  it('is disabled when the balance is below the cost, unless it is Unlimited', () => {
    expect(generateBlocker({ ...ready, balance: 8 })).toBe('credits');
    expect(generateBlocker({ ...ready, balance: 0 })).toBe('credits');
    expect(generateBlocker({ ...ready, balance: 'Unlimited', cost: 100_000 })).toBeNull();
    expect(coversCost(undefined, 0)).toBe(false);
  });

  it("reads 'Generating...' while pending and shows the cost", () => {
    expect(generateLabel(true)).toBe('Generating...');
    expect(generateLabel(false)).toBe('Generate');
    expect(creditsLabel(9)).toBe('9 credits');
    expect(creditsLabel(1)).toBe('1 credit');
  });
});

describe('text counter', () => {
  it('counts out of 10000 and turns red above it', () => {
    expect(textCounter('hello')).toEqual({ count: 5, max: 10000, over: false, label: '5 / 10000' });
    expect(textCounter('x'.repeat(10000)).over).toBe(false);
    expect(textCounter('x'.repeat(10001)).over).toBe(true);
    expect(textCounter('abcd', 3).over).toBe(true);
  });
});

describe('request check with the shared schema', () => {
  it('names the metadata field a message belongs to', () => {
    expect(checkDesignActionRequest({ type: 'LOGO_DESIGN', metadata: { brand: ' ' } })).toEqual({
      ok: false,
      message: DESIGN_MESSAGES.brandRequired,
      field: 'brand',
    });
    expect(
      checkDesignActionRequest({ type: 'ai-imagery', metadata: { prompt: '', imageCount: 5 } }),
    ).toMatchObject({ message: DESIGN_MESSAGES.promptRequired, field: 'prompt' });
  });

  it('gives messages outside the metadata no field (they go to a toast)', () => {
    expect(
      checkDesignActionRequest({ type: 'ai-imagery', sessionId: 'nope', metadata: { prompt: 'x' } }),
    ).toEqual({ ok: false, message: DESIGN_MESSAGES.invalidUuid, field: null });
  });

  it('accepts a valid request', () => {
    expect(
      checkDesignActionRequest({
        type: 'ai-imagery',
        sessionId: uuid,
        metadata: { prompt: 'A can', imageCount: 2 },
      }),
    ).toEqual({ ok: true });
  });
});

describe('after a success', () => {
  it("'session' always opens the session page", () => {
    expect(destinationAfterSuccess('session', undefined, uuid)).toBe(`/dashboard/sessions/${uuid}`);
    expect(destinationAfterSuccess('session', uuid, uuid)).toBe(`/dashboard/sessions/${uuid}`);
  });

  it("'session-if-new' opens it only when the dialog had no session", () => {
    expect(destinationAfterSuccess('session-if-new', undefined, uuid)).toBe(`/dashboard/sessions/${uuid}`);
    expect(destinationAfterSuccess('session-if-new', uuid, uuid)).toBeNull();
  });

  it("shows the flow's success toast", () => {
    expect(successToast('logo-design')).toEqual({
      title: 'Generating your logos',
      message: "We'll notify you when they're ready",
    });
  });
});

describe('failure toasts', () => {
  it("402 says 'Insufficient credits' with the flow's text and opens the low-credits dialog", () => {
    expect(failureToast('logo-design', { status: 402, message: 'x' })).toEqual({
      title: CREDIT_MESSAGES.insufficientTitle,
      message: 'Please add more credits to your account to generate your logos',
      lowCredits: true,
    });
    expect(failureToast('ai-imagery', { status: 402 }).message).toBe(
      'Please add more credits to your account to generate your images',
    );
  });

  it("other failures show the flow's error title; a 400 gives the server's reason", () => {
    expect(failureToast('logo-design', { status: 500, message: 'boom' })).toEqual({
      title: 'Error generating your logos',
      message: 'Please try again',
      lowCredits: false,
    });
    expect(failureToast('logo-design', { status: 0 }).message).toBe('Please try again');
    expect(failureToast('logo-design', { status: 400, message: DESIGN_MESSAGES.hexColour })).toEqual({
      title: DESIGN_FLOW_TEXTS['logo-design'].errorTitle,
      message: DESIGN_MESSAGES.hexColour,
      lowCredits: false,
    });
  });
});

/** Spec §8, word for word: 402 message, other-failure title and success toast per flow. */
const CATALOGUE = [
  {
    type: 'packaging-range',
    insufficient: 'Please add more credits to your account to generate your packaging range',
    errorTitle: 'Error generating your packaging range',
    successTitle: 'Generating your packaging range',
    successMessage: "We'll notify you when they're ready",
  },
  {
    type: 'variant-range',
    insufficient: 'Please add more credits to your account to generate your variations',
    errorTitle: 'Error generating your variations',
    successTitle: 'Generating your variations',
    successMessage: "We'll notify you when they're ready",
  },
  {
    type: 'product-photoshoot',
    insufficient: 'Please add more credits to generate your photoshoot',
    errorTitle: 'Error generating your photoshoot',
    successTitle: 'Generating your product photoshoot',
    successMessage: "We'll notify you when it's ready",
  },
  {
    type: 'ai-imagery',
    insufficient: 'Please add more credits to your account to generate your images',
    errorTitle: 'Error generating your images',
    successTitle: 'Generating your images',
    successMessage: "We'll notify you when they're ready",
  },
] as const;

describe.each(CATALOGUE)('$type toasts (spec §8)', (flow) => {
  it("402: 'Insufficient credits' with the flow's text, and the low-credits dialog", () => {
    expect(failureToast(flow.type, { status: 402, message: 'Payment Required' })).toEqual({
      title: 'Insufficient credits',
      message: flow.insufficient,
      lowCredits: true,
    });
  });

  it("any other failure: the flow's error title and 'Please try again'", () => {
    for (const status of [0, 404, 500, 503]) {
      expect(failureToast(flow.type, { status, message: 'boom' })).toEqual({
        title: flow.errorTitle,
        message: 'Please try again',
        lowCredits: false,
      });
    }
  });

  it('success', () => {
    expect(successToast(flow.type)).toEqual({ title: flow.successTitle, message: flow.successMessage });
  });
});

describe('session create failure toast (spec §8)', () => {
  it("says 'Error' with the server's message", () => {
    expect(sessionCreateFailureToast('Please enter a session name')).toEqual({
      title: 'Error',
      message: 'Please enter a session name',
    });
  });

  it("falls back to 'Failed to create session' when there is no message", () => {
    for (const none of [null, undefined, '']) {
      expect(sessionCreateFailureToast(none)).toEqual({
        title: 'Error',
        message: 'Failed to create session',
      });
    }
  });

  it("an HTTP failure with no message in its body carries 'Failed to create session. Please try again.'", () => {
    const message = extractErrorMessage({}, DESIGN_MESSAGES.sessionCreateFailedRetry);
    expect(sessionCreateFailureToast(message)).toEqual({
      title: 'Error',
      message: 'Failed to create session. Please try again.',
    });
  });
});

describe("A creation dialog's Back", () => {
  it('goes to the previous step whenever there is one, wherever the flow was opened', () => {
    expect(flowBackTarget({ hasPreviousStep: true, fromTiles: true })).toBe('step');
    expect(flowBackTarget({ hasPreviousStep: true, fromTiles: false })).toBe('step');
  });

  it('goes back to the Create new tiles from the first step of a flow opened from them', () => {
    expect(flowBackTarget({ hasPreviousStep: false, fromTiles: true })).toBe('tiles');
  });

  it('is not shown on the first step of a flow opened any other way', () => {
    expect(flowBackTarget({ hasPreviousStep: false, fromTiles: false })).toBeNull();
  });
});
