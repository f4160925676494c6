import { DESIGN_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { checkImagery, IMAGE_COUNTS, imageryCost, initialImagery, showCountPicker } from './rules';

describe('Create AI imagery rules', () => {
  it('offers 1 to 5 images, 5 by default, at 3 credits each', () => {
    expect(IMAGE_COUNTS).toEqual([1, 2, 3, 4, 5]);
    expect(initialImagery().imageCount).toBe(5);
    expect(imageryCost({ imageCount: 5 })).toBe(15);
    expect(imageryCost({ imageCount: 2 })).toBe(6);
  });

  it('needs a prompt within 10000 characters', () => {
    expect(checkImagery({ prompt: '  ', imageCount: 5 })).toBe(DESIGN_MESSAGES.promptRequired);
    expect(checkImagery({ prompt: 'x'.repeat(10001), imageCount: 5 })).toBe(DESIGN_MESSAGES.textTooLong);
    expect(checkImagery({ prompt: 'A lemon soda can', imageCount: 5 })).toBeNull();
    expect(checkImagery({ prompt: 'x'.repeat(10000), imageCount: 5 })).toBeNull();
  });

  it('pre-fills a remix from the action it came from', () => {
    expect(initialImagery({ prompt: 'Mint tea', imageCount: 2, referenceAssetId: 'a' })).toEqual({
      prompt: 'Mint tea',
      imageCount: 2,
      referenceAssetId: 'a',
    });
    expect(initialImagery({ imageCount: 9 }).imageCount).toBe(5);
  });

  it('hides the count picker when the balance is below the cost', () => {
    expect(showCountPicker(14, 15)).toBe(false);
    expect(showCountPicker(15, 15)).toBe(true);
    expect(showCountPicker('Unlimited', 15)).toBe(true);
    expect(showCountPicker(undefined, 15)).toBe(true);
  });
});
