import { DESIGN_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  emptyGeneratorForm,
  generatorBody,
  generatorCost,
  generatorErrors,
  IMAGE_COUNTS,
  isGenerationUnfinished,
} from './rules';

const filled = () => ({ ...emptyGeneratorForm(), brand: 'Tidewater', packagingImage: 'pouch-stand-up' });

describe('packaging generator form rules', () => {
  it('needs a brand and a packaging option, with the spec messages', () => {
    const errors = generatorErrors(emptyGeneratorForm(), true);
    expect(errors.brand).toBe(DESIGN_MESSAGES.required);
    expect(errors.packagingImage).toBe(DESIGN_MESSAGES.packagingOptionRequired);
    expect(generatorErrors(filled(), true)).toEqual({});
  });

  it('limits the artwork description and needs an email when logged out', () => {
    const long = { ...filled(), artworkDescription: 'x'.repeat(10001) };
    expect(generatorErrors(long, true).artwork).toBe(DESIGN_MESSAGES.descriptionTooLong);
    expect(generatorErrors(filled(), false).email).toBe(DESIGN_MESSAGES.invalidEmail);
    expect(generatorErrors({ ...filled(), email: 'nope' }, false).email).toBe(DESIGN_MESSAGES.invalidEmail);
    expect(generatorErrors({ ...filled(), email: 'a@b.co' }, false)).toEqual({});
  });

  it('sends preset colours as hex, styles with the artwork, and the launch fields when logged out', () => {
    const body = generatorBody(
      { ...filled(), colours: ['red', 'navy'], styles: ['minimalist'], email: 'a@b.co' },
      {
        signedIn: false,
      },
    );
    expect(body.colours).toEqual(['#D7263D', '#14213D']);
    expect(body.artwork).toEqual({ description: undefined, styles: ['minimalist'] });
    expect(body).toMatchObject({ isLaunchPackaging: true, newUserEmail: 'a@b.co', imageCount: 4 });
    expect(generatorBody(filled(), { signedIn: true })).not.toHaveProperty('newUserEmail');
  });

  it('offers 1 to 9 images at 1 credit each and knows which statuses are still working', () => {
    expect(IMAGE_COUNTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(generatorCost({ imageCount: 9 })).toBe(9);
    expect(['pending', 'generating', 'retrying'].every(isGenerationUnfinished)).toBe(true);
    expect(isGenerationUnfinished('finished') || isGenerationUnfinished('error')).toBe(false);
  });
});
