import { DESIGN_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  artworkNeedsImage,
  emptyGeneratorForm,
  generatorBody,
  generatorCost,
  generatorErrors,
  IMAGE_COUNTS,
  imageTypeError,
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
    expect(body.artwork).toEqual({
      mode: 'generate',
      image: undefined,
      description: undefined,
      styles: ['minimalist'],
    });
    expect(body).toMatchObject({ isLaunchPackaging: true, newUserEmail: 'a@b.co', imageCount: 4 });
    expect(generatorBody(filled(), { signedIn: true })).not.toHaveProperty('newUserEmail');
  });

  it('offers 1 to 9 images at 1 credit each and knows which statuses are still working', () => {
    expect(IMAGE_COUNTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(generatorCost({ imageCount: 9 })).toBe(9);
    expect(['pending', 'generating', 'retrying'].every(isGenerationUnfinished)).toBe(true);
    expect(isGenerationUnfinished('finished') || isGenerationUnfinished('error')).toBe(false);
  });

  it('sends the artwork mode, and the artwork image only in the mode that needs one', () => {
    expect(emptyGeneratorForm().artworkMode).toBe('generate');
    expect(artworkNeedsImage('generate')).toBe(false);
    expect(artworkNeedsImage('upload')).toBe(true);
    const mine = { ...filled(), artworkMode: 'upload' as const, artworkImage: 'asset-1', styles: ['retro'] };
    expect(generatorBody(mine, { signedIn: true }).artwork).toEqual({
      mode: 'upload',
      image: 'asset-1',
      description: undefined,
      styles: ['retro'],
    });
    // Switching back to 'Create for me' keeps the upload on screen but does not send it.
    expect(generatorBody({ ...mine, artworkMode: 'generate' }, { signedIn: true }).artwork).toMatchObject({
      mode: 'generate',
      image: undefined,
    });
  });

  it('needs the artwork image when the mode uses one', () => {
    const upload = { ...filled(), artworkMode: 'upload' as const };
    expect(generatorErrors(upload, true)).toEqual({ artworkImage: DESIGN_MESSAGES.artworkRequired });
    expect(generatorErrors({ ...upload, artworkImage: 'asset-1' }, true)).toEqual({});
  });

  it('allows only JPG, PNG, WEBP, AVIF and SVG images (the shared imageMimeType rule)', () => {
    const message = 'Only JPG, PNG, WEBP, AVIF, and SVG images are allowed';
    expect(DESIGN_MESSAGES.imageTypes).toBe(message);
    expect(imageTypeError([{ name: 'logo.gif', type: 'image/gif' }])).toBe(message);
    expect(imageTypeError([{ name: 'brief.pdf', type: 'application/pdf' }])).toBe(message);
    expect(imageTypeError([{ name: 'photo.heic', type: '' }])).toBe(message);
    expect(
      imageTypeError([
        { name: 'a.png', type: 'image/png' },
        { name: 'b.gif', type: 'image/gif' },
      ]),
    ).toBe(message);
    const fine = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'].map((type) => ({
      name: 'file',
      type,
    }));
    expect(imageTypeError(fine)).toBeUndefined();
    // No type from the browser: the extension decides.
    expect(imageTypeError([{ name: 'mark.SVG', type: '' }])).toBeUndefined();
    expect(imageTypeError([])).toBeUndefined();
  });

  it('allows up to 5 additional files', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `file-${i}`);
    expect(generatorErrors({ ...filled(), additionalFiles: ids(5) }, true)).toEqual({});
    expect(generatorErrors({ ...filled(), additionalFiles: ids(6) }, true).additionalFiles).toBe(
      'You can add up to 5 additional files',
    );
    expect(DESIGN_MESSAGES.additionalFilesMax).toBe('You can add up to 5 additional files');
  });
});
