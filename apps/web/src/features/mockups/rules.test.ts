import { MOCKUP_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';

/** What the API client throws for an HTTP answer (status and the server's message). */
const http = (status: number, message: string) => Object.assign(new Error(message), { status });

import {
  firstBlockedStep,
  initialMockupForm,
  MOCKUP_ERROR_PATH,
  stepError,
  submitProblem,
  toMockupRequest,
} from './rules';

const artwork = '0b6c2a8e-2f1d-4d7e-9a55-1f2e3d4c5b6a';

describe('mockup form rules', () => {
  it('keeps the user on a step until it has what it needs', () => {
    const s = initialMockupForm();
    expect(stepError(s)).toBe(MOCKUP_MESSAGES.artworkRequired);
    expect(stepError({ ...s, artworks: [artwork], step: 2 })).toBe(MOCKUP_MESSAGES.productRequired);
    expect(stepError({ ...s, artworks: [artwork], products: ['drinks-can'], step: 3 })).toBeNull();
    expect(firstBlockedStep({ ...s, artworks: [artwork] }, 3)).toBe(2);
    expect(firstBlockedStep(s, 3)).toBe(1);
  });

  it('builds the request, trimming empty instructions away and refusing unknown products', () => {
    const s = { ...initialMockupForm(), artworks: [artwork], products: ['drinks-can'], step: 3 as const };
    const ok = toMockupRequest({ ...s, instructions: '   ' });
    expect(ok).toMatchObject({ ok: true, body: { artworks: [artwork], imageCount: 4, step: 3 } });
    expect(ok.ok && ok.body.instructions).toBeUndefined();
    expect(toMockupRequest({ ...s, products: ['nope'] })).toEqual({
      ok: false,
      message: MOCKUP_MESSAGES.unknownProduct,
    });
  });

  it('maps server answers to the spec’s toasts', () => {
    expect(submitProblem(http(402, 'x'))).toMatchObject({
      kind: 'credits',
      title: 'Insufficient Credits',
      message: 'You do not have enough credits to mockup artworks',
    });
    expect(submitProblem(http(409, MOCKUP_MESSAGES.duplicateRequest)).kind).toBe('duplicate');
    expect(submitProblem(http(400, 'bad')).title).toBe('Validation Error');
    expect(submitProblem(new Error('boom'))).toEqual({
      kind: 'other',
      title: 'Error',
      message: 'boom',
      redirectTo: '/action/mockup',
    });
    expect(submitProblem(http(500, 'Internal Server Error'))).toMatchObject({
      kind: 'other',
      redirectTo: MOCKUP_ERROR_PATH,
    });
    for (const handled of [http(402, 'x'), http(400, 'bad'), http(409, MOCKUP_MESSAGES.duplicateRequest)])
      expect(submitProblem(handled)).not.toHaveProperty('redirectTo');
  });
});
