import type { DesignAction } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { variantRange } from './machine';
import {
  checkVariantRange,
  IMAGE_COUNTS,
  INSTRUCTIONS_MAX,
  variantRangeBody,
  variantRangeCostOf,
} from './request';

const ASSET = '6f1c1b7e-3c1a-4a57-9a53-2d7d0f1d9a10';
const REMIX = 'a7c3e1f2-1111-4222-8333-944455556666';
const { initial: initialVariantRange, reduce } = variantRange;

const action = (over: Partial<DesignAction>): DesignAction => ({
  id: REMIX,
  userId: '00000000-0000-4000-8000-000000000001',
  optimisticUserId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastUpdatedAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  sessionId: '00000000-0000-4000-8000-000000000002',
  type: 'variant-range',
  remixedFromId: null,
  refinedFromId: null,
  status: 'completed',
  error: null,
  retryCount: 0,
  lastRetriedAt: null,
  provider: 'local',
  routesSummary: null,
  numberOfImagesRequestedByUser: 2,
  metadata: {},
  creditCost: 6,
  designVariationId: null,
  images: [],
  ...over,
});

describe('variant range views', () => {
  it('runs selection or upload, then the form, then collection', () => {
    let s = initialVariantRange();
    expect(s).toMatchObject({ view: 'source', tab: 'previous' });
    s = reduce(s, { type: 'show', tab: 'upload' });
    expect(s).toMatchObject({ view: 'source', tab: 'upload' });
    s = reduce(s, { type: 'show', tab: 'collections' });
    expect(s).toMatchObject({ view: 'source', tab: 'collections' });
    s = reduce(s, { type: 'choose', assetId: ASSET });
    expect(s).toMatchObject({ view: 'form', sourceAssetId: ASSET });
  });

  it('starts with 4 images, no angles and empty instructions', () => {
    expect(initialVariantRange()).toMatchObject({
      imageCount: 4,
      isGenerateAngles: false,
      userInstructions: '',
    });
  });

  it('Back from the form returns to selection and resets the form', () => {
    let s = reduce(initialVariantRange({ referenceAssetId: ASSET }), {
      type: 'set',
      values: { userInstructions: 'Mango and lime', imageCount: 2, isGenerateAngles: true },
    });
    s = reduce(s, { type: 'attempt' });
    s = reduce(s, { type: 'back' });
    expect(s).toMatchObject({
      view: 'source',
      tab: 'previous',
      remixedFromId: null,
      userInstructions: '',
      imageCount: 4,
      isGenerateAngles: false,
      attempted: false,
      sourceAssetId: ASSET,
    });
    const start = initialVariantRange();
    expect(reduce(start, { type: 'back' })).toBe(start);
  });

  it('a stored reference (saved as an asset) jumps straight to the form', () => {
    expect(initialVariantRange({ referenceAssetId: ASSET })).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
    });
  });

  it('a remix pre-fills the form from the design action', () => {
    const s = initialVariantRange({
      remixFrom: action({
        metadata: {
          sourceAssetId: ASSET,
          userDescription: 'Berry flavour',
          imageCount: 2,
          isGenerateAngles: false,
        },
      }),
    });
    expect(s).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
      userInstructions: 'Berry flavour',
      imageCount: 2,
      remixedFromId: REMIX,
    });
    // Out-of-range counts from old records are brought back into 1..4.
    expect(
      initialVariantRange({ remixFrom: action({ metadata: { sourceAssetId: ASSET, imageCount: 9 } }) })
        .imageCount,
    ).toBe(4);
    expect(initialVariantRange({ remixFrom: action({ type: 'logo-design', metadata: {} }) }).view).toBe(
      'source',
    );
  });
});

describe('variant range validation', () => {
  const form = (values = {}) =>
    reduce(initialVariantRange({ referenceAssetId: ASSET }), { type: 'set', values });

  it("requires instructions, trimmed: 'Please describe the variation you want'", () => {
    for (const userInstructions of ['', '   \n ']) {
      const r = checkVariantRange(form({ userInstructions }));
      expect(r).toEqual({
        ok: false,
        errors: { userInstructions: 'Please describe the variation you want' },
      });
    }
  });

  it('allows at most 1000 characters', () => {
    expect(INSTRUCTIONS_MAX).toBe(1000);
    expect(checkVariantRange(form({ userInstructions: 'x'.repeat(1000) })).ok).toBe(true);
    const r = checkVariantRange(form({ userInstructions: 'x'.repeat(1001) }));
    expect(r).toEqual({
      ok: false,
      errors: { userInstructions: 'Instructions must be at most 1000 characters' },
    });
  });

  it('takes 1 to 4 images', () => {
    expect(IMAGE_COUNTS).toEqual([1, 2, 3, 4]);
    expect(checkVariantRange(form({ userInstructions: 'a', imageCount: 0 })).ok).toBe(false);
    expect(checkVariantRange(form({ userInstructions: 'a', imageCount: 5 })).ok).toBe(false);
    expect(checkVariantRange(form({ userInstructions: 'a', imageCount: 1 })).ok).toBe(true);
  });

  it('needs the image', () => {
    const r = checkVariantRange(
      reduce(initialVariantRange(), { type: 'set', values: { userInstructions: 'a' } }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.source).toBe('Please select an asset');
  });

  it('sends the form field as userInstructions, with the remix id', () => {
    const s = { ...form({ userInstructions: '  Mango  ', imageCount: 3 }), remixedFromId: REMIX };
    const r = checkVariantRange(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(variantRangeBody(r.metadata, { sessionId: undefined })).toEqual({
      type: 'variant-range',
      remixedFromId: REMIX,
      metadata: {
        sourceAssetId: ASSET,
        userInstructions: 'Mango',
        imageCount: 3,
        isGenerateAngles: false,
        remixedFromId: REMIX,
      },
    });
  });

  it('costs 3 credits per image; angles are four images', () => {
    expect(variantRangeCostOf({ imageCount: 4, isGenerateAngles: false })).toBe(12);
    expect(variantRangeCostOf({ imageCount: 1, isGenerateAngles: false })).toBe(3);
    expect(variantRangeCostOf({ imageCount: 1, isGenerateAngles: true })).toBe(12);
  });
});
