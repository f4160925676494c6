import type { DesignAction } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { navigateAfterPhotoshoot, photoshoot } from './machine';
import { checkPhotoshoot, photoshootBody, photoshootCostOf, SCENE_MAX } from './request';

const ASSET = '6f1c1b7e-3c1a-4a57-9a53-2d7d0f1d9a10';
const { initial: initialPhotoshoot, reduce } = photoshoot;
const REMIX = 'a7c3e1f2-1111-4222-8333-944455556666';

const action = (over: Partial<DesignAction>): DesignAction => ({
  id: REMIX,
  userId: '00000000-0000-4000-8000-000000000001',
  optimisticUserId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastUpdatedAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  sessionId: '00000000-0000-4000-8000-000000000002',
  type: 'product-photoshoot',
  remixedFromId: null,
  refinedFromId: null,
  status: 'completed',
  error: null,
  retryCount: 0,
  lastRetriedAt: null,
  provider: 'local',
  routesSummary: null,
  numberOfImagesRequestedByUser: 4,
  metadata: {},
  creditCost: 12,
  designVariationId: null,
  images: [],
  ...over,
});

const filled = { audience: 'Young parents', productCategory: 'Snacks', useCase: 'Instagram ads' };

describe('photoshoot views', () => {
  it('runs selection, then the form; Back keeps what was typed', () => {
    let s = initialPhotoshoot();
    expect(s).toMatchObject({ view: 'source', tab: 'previous' });
    s = reduce(s, { type: 'choose', assetId: ASSET });
    expect(s).toMatchObject({ view: 'form', sourceAssetId: ASSET });
    s = reduce(s, { type: 'set', values: { audience: 'Runners' } });
    s = reduce(s, { type: 'back' });
    expect(s).toMatchObject({ view: 'source', tab: 'previous', audience: 'Runners' });
    expect(reduce(s, { type: 'back' })).toBe(s);
  });

  it('a stored reference (saved as an asset) jumps straight to the form', () => {
    expect(initialPhotoshoot({ referenceAssetId: ASSET })).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
    });
  });

  it('a remix pre-fills every field and the product image', () => {
    const s = initialPhotoshoot({
      remixFrom: action({
        metadata: {
          referenceImageAssetId: ASSET,
          scene: 'Beach at dawn',
          productDescription: 'Sun cream',
          ...filled,
        },
      }),
    });
    expect(s).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
      scene: 'Beach at dawn',
      productDescription: 'Sun cream',
      ...filled,
      remixedFromId: REMIX,
    });
  });

  it('opens the session page afterwards only when there was no session', () => {
    expect(navigateAfterPhotoshoot(undefined)).toBe(true);
    expect(navigateAfterPhotoshoot('00000000-0000-4000-8000-000000000002')).toBe(false);
  });
});

describe('photoshoot validation', () => {
  const form = (values = {}) =>
    reduce(initialPhotoshoot({ referenceAssetId: ASSET }), { type: 'set', values });

  it('requires audience, product category and use case, with their messages', () => {
    const r = checkPhotoshoot(form());
    expect(r).toEqual({
      ok: false,
      errors: {
        audience: 'Please enter the audience',
        productCategory: 'Please enter the product category',
        useCase: 'Please enter the use case',
      },
    });
    const blank = checkPhotoshoot(form({ ...filled, audience: '   ' }));
    expect(blank).toEqual({ ok: false, errors: { audience: 'Please enter the audience' } });
  });

  it('keeps scene under 10000 characters; description and scene are optional', () => {
    expect(SCENE_MAX).toBe(10000);
    expect(checkPhotoshoot(form(filled)).ok).toBe(true);
    const r = checkPhotoshoot(form({ ...filled, scene: 'x'.repeat(10001) }));
    expect(r).toEqual({ ok: false, errors: { scene: 'Must be at most 10000 characters' } });
  });

  it('needs the product image', () => {
    const r = checkPhotoshoot(reduce(initialPhotoshoot(), { type: 'set', values: filled }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.source).toBe('Please select an image of your product');
  });

  it('sends trimmed values and leaves blank optional fields out', () => {
    const r = checkPhotoshoot(form({ ...filled, useCase: ' Instagram ads ', scene: '  ' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(photoshootBody(r.metadata, { sessionId: undefined, remixedFromId: REMIX })).toEqual({
      type: 'product-photoshoot',
      remixedFromId: REMIX,
      metadata: { referenceImageAssetId: ASSET, ...filled },
    });
  });

  it('costs 12 credits', () => {
    expect(photoshootCostOf()).toBe(12);
  });
});
