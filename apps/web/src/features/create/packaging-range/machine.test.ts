import type { DesignAction } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { packagingRange } from './machine';
import { checkPackagingRange, packagingRangeBody, packagingRangeCostOf } from './request';

const ASSET = '6f1c1b7e-3c1a-4a57-9a53-2d7d0f1d9a10';
const OTHER = '0b8f6a52-5d3e-4f0e-8a36-7b5b8f2f7c21';
const { initial: initialPackagingRange, reduce } = packagingRange;

function action(over: Partial<DesignAction>): DesignAction {
  return {
    id: 'a7c3e1f2-1111-4222-8333-944455556666',
    userId: '00000000-0000-4000-8000-000000000001',
    optimisticUserId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastUpdatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    sessionId: '00000000-0000-4000-8000-000000000002',
    type: 'packaging-range',
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
    creditCost: 2,
    designVariationId: null,
    images: [],
    ...over,
  };
}

describe('packaging range views', () => {
  it('runs previous designs, collection, device upload, then the form', () => {
    let s = initialPackagingRange();
    expect(s).toMatchObject({ view: 'source', tab: 'previous' });
    s = reduce(s, { type: 'show', tab: 'collections' });
    expect(s).toMatchObject({ view: 'source', tab: 'collections' });
    s = reduce(s, { type: 'show', tab: 'upload' });
    expect(s).toMatchObject({ view: 'source', tab: 'upload' });
    s = reduce(s, { type: 'choose', assetId: ASSET });
    expect(s).toMatchObject({ view: 'form', sourceAssetId: ASSET });
  });

  it('Back from the form returns to previous designs when no collection was chosen', () => {
    let s = reduce(initialPackagingRange(), { type: 'show', tab: 'upload' });
    s = reduce(s, { type: 'choose', assetId: ASSET });
    s = reduce(s, { type: 'back' });
    expect(s).toMatchObject({ view: 'source', tab: 'previous' });
    // The picks survive a look back.
    expect(s.sourceAssetId).toBe(ASSET);
  });

  it('Back from the form returns to the collection the image came from', () => {
    let s = reduce(initialPackagingRange(), { type: 'openCollection', collectionId: 'c1' });
    expect(s).toMatchObject({ view: 'source', tab: 'collections', collectionId: 'c1' });
    s = reduce(s, { type: 'choose', assetId: ASSET });
    s = reduce(s, { type: 'set', values: { products: ['drinks-can'] } });
    s = reduce(s, { type: 'back' });
    expect(s).toMatchObject({
      view: 'source',
      tab: 'collections',
      collectionId: 'c1',
      products: ['drinks-can'],
    });
    // Opening a collection and then choosing from previous designs is not "from a collection".
    s = reduce(s, { type: 'show', tab: 'previous' });
    s = reduce(s, { type: 'choose', assetId: OTHER });
    expect(reduce(s, { type: 'back' }).tab).toBe('previous');
  });

  it('switching views is ignored on the form, Back is ignored off it', () => {
    const form = initialPackagingRange({ referenceAssetId: ASSET });
    expect(reduce(form, { type: 'show', tab: 'upload' })).toBe(form);
    const start = initialPackagingRange();
    expect(reduce(start, { type: 'back' })).toBe(start);
  });

  it('a stored reference image goes straight to the form', () => {
    expect(initialPackagingRange({ referenceAssetId: ASSET })).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
    });
  });

  it('a remix pre-fills the image, the types and the prompt', () => {
    const s = initialPackagingRange({
      remixFrom: action({
        metadata: {
          sourceAssetId: ASSET,
          productsTypes: [{ product: 'Drinks Can' }, { product: 'Mailer Box' }],
          prompt: 'Summer edition',
        },
      }),
    });
    expect(s).toMatchObject({
      view: 'form',
      sourceAssetId: ASSET,
      products: ['drinks-can', 'mailer-box'],
      prompt: 'Summer edition',
      remixedFromId: 'a7c3e1f2-1111-4222-8333-944455556666',
    });
    // Another type's action does not pre-fill this dialog.
    expect(initialPackagingRange({ remixFrom: action({ type: 'ai-imagery' }) }).view).toBe('source');
  });
});

describe('packaging range validation', () => {
  const form = () => initialPackagingRange({ referenceAssetId: ASSET });

  it("needs a type: 'Please select at least one product type'", () => {
    const r = checkPackagingRange(form());
    expect(r).toEqual({ ok: false, errors: { products: 'Please select at least one product type' } });
  });

  it("refuses five: 'You can only select up to 4 product types'", () => {
    const s = reduce(form(), {
      type: 'set',
      values: { products: ['drinks-can', 'mailer-box', 'glass-bottle', 'plastic-bottle', 'cake-box'] },
    });
    expect(checkPackagingRange(s)).toEqual({
      ok: false,
      errors: { products: 'You can only select up to 4 product types' },
    });
  });

  it('needs the image to be an asset id', () => {
    const s = reduce(initialPackagingRange(), { type: 'set', values: { products: ['drinks-can'] } });
    const r = checkPackagingRange(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.source).toBe('Please select an asset');
    const bad = { ...s, sourceAssetId: 'not-a-uuid' };
    const r2 = checkPackagingRange(bad);
    if (!r2.ok) expect(r2.errors.source).toBe('Must be a valid id');
  });

  it('sends productsTypes with thumbnails and leaves out a blank prompt', () => {
    let s = reduce(form(), { type: 'set', values: { products: ['mailer-box', 'drinks-can'] } });
    s = reduce(s, { type: 'set', values: { prompt: '   ' } });
    const r = checkPackagingRange(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.metadata).toEqual({
      sourceAssetId: ASSET,
      productsTypes: [
        { product: 'Mailer Box', thumbnailUrl: '/api/templates/mailer-box/thumbnail.webp' },
        { product: 'Drinks Can', thumbnailUrl: '/api/templates/drinks-can/thumbnail.webp' },
      ],
    });
    const withPrompt = checkPackagingRange(reduce(s, { type: 'set', values: { prompt: ' Kraft look ' } }));
    expect(withPrompt.ok && withPrompt.metadata.prompt).toBe('Kraft look');
    expect(packagingRangeBody(r.metadata, { sessionId: OTHER, remixedFromId: null })).toEqual({
      type: 'packaging-range',
      sessionId: OTHER,
      metadata: r.metadata,
    });
    expect(packagingRangeBody(r.metadata, {})).not.toHaveProperty('sessionId');
  });

  it('rejects a prompt over 10000 characters', () => {
    let s = reduce(form(), { type: 'set', values: { products: ['drinks-can'] } });
    s = reduce(s, { type: 'set', values: { prompt: 'x'.repeat(10001) } });
    const r = checkPackagingRange(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.prompt).toBe('Must be at most 10000 characters');
  });

  it('costs 1 credit per type', () => {
    expect(packagingRangeCostOf({ products: [] })).toBe(0);
    expect(packagingRangeCostOf({ products: ['a'] })).toBe(1);
    expect(packagingRangeCostOf({ products: ['a', 'b'] })).toBe(2);
    expect(packagingRangeCostOf({ products: ['a', 'b', 'c', 'd'] })).toBe(4);
  });
});
