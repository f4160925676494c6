import type { DesignActionType } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { ImageGenerationError, type SourceImage } from './port.ts';
import { imagePromptFor } from './prompts.ts';

const source: SourceImage = { assetId: 'a', bytes: Buffer.from('png'), mimetype: 'image/png' };

/** Whether the type needs a source image, takes one as an optional reference, or has none. */
type SourceUse = 'required' | 'optional' | 'none';

const CASES: [DesignActionType, Record<string, unknown>, string[], SourceUse][] = [
  ['ai-imagery', { prompt: 'lemons on a table' }, ['lemons on a table'], 'optional'],
  ['brand-moodboard', { prompt: 'coastal calm' }, ['moodboard', 'coastal calm'], 'optional'],
  [
    'logo-design',
    {
      brand: 'Solbrew',
      industry: 'Coffee',
      hexColours: ['1a2b3c', '#ff8800'],
      additionalNotes: 'a sun icon',
    },
    ['"Solbrew"', 'Coffee', '#1A2B3C, #FF8800', 'a sun icon'],
    'optional',
  ],
  [
    'packaging-generation',
    {
      brand: 'Fizz',
      slogan: 'Pop it',
      packagingImage: 'can',
      colours: ['00ff00'],
      artwork: { styles: ['Retro'] },
    },
    ['can', '"Fizz"', '"Pop it"', '#00FF00', 'Retro'],
    'none',
  ],
  [
    'packaging-range',
    { sourceAssetId: 'a', productsTypes: [{ product: 'Pouch' }, { product: 'Jar' }] },
    ['Pouch', 'brand identity'],
    'required',
  ],
  ['variant-range', { sourceAssetId: 'a', userDescription: 'mango flavour' }, ['mango flavour'], 'required'],
  [
    'product-photoshoot',
    { referenceImageAssetId: 'a', audience: 'runners', productCategory: 'drink', useCase: 'recovery' },
    ['runners', 'drink', 'recovery'],
    'required',
  ],
  [
    'packaging-mockup',
    { artworkAssetId: 'a', templates: ['wine-bottle'] },
    ['wine bottle', 'artwork'],
    'required',
  ],
];

describe('image prompts per action type', () => {
  it.each(CASES)('%s', (actionType, metadata, expected, sourceUse) => {
    const req = { actionId: 'x', actionType, metadata, index: 0, count: 2, seed: 1 };
    if (sourceUse === 'required') expect(() => imagePromptFor(req)).toThrow(ImageGenerationError);
    else expect(imagePromptFor(req).source).toBeUndefined();
    const first = imagePromptFor({ ...req, source });
    for (const text of expected) expect(first.prompt).toContain(text);
    expect(first.source).toBe(sourceUse === 'none' ? undefined : source);
    expect(first.prompt.length).toBeLessThanOrEqual(3000);
    const second = imagePromptFor({ ...req, index: 1, source });
    // each image of an action gets its own direction (ranges: the next product)
    expect(second.prompt).not.toBe(first.prompt);
  });

  it("the packaging generator's uploaded logo is the vendors' reference image", () => {
    const req = {
      actionId: 'x',
      actionType: 'packaging-generation' as const,
      metadata: { brand: 'Fizz', packagingImage: 'can' },
      index: 0,
      count: 1,
      seed: 1,
    };
    expect(imagePromptFor(req).prompt).not.toContain('logo');
    const withLogo = imagePromptFor({ ...req, logo: source });
    expect(withLogo.source).toBe(source);
    expect(withLogo.prompt).toContain('Print the brand logo from the image');
  });

  it('angles for a variant range with isGenerateAngles', () => {
    const req = {
      actionId: 'x',
      actionType: 'variant-range' as const,
      metadata: { userDescription: 'x', isGenerateAngles: true },
      count: 4,
      seed: 1,
      source,
    };
    expect([0, 1, 2, 3].map((index) => imagePromptFor({ ...req, index }).title)).toEqual([
      'Front three-quarter',
      'Side',
      'Back',
      'Top',
    ]);
  });

  it('cuts very long user text', () => {
    const p = imagePromptFor({
      actionId: 'x',
      actionType: 'logo-design',
      metadata: { brand: 'B', brandDescription: 'x'.repeat(10000), additionalNotes: 'y'.repeat(10000) },
      index: 0,
      count: 3,
      seed: 1,
    });
    expect(p.prompt.length).toBeLessThanOrEqual(3000);
    expect(p.prompt).toContain('y'.repeat(600));
  });
});
