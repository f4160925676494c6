import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_NAME, sessionNameFor, shortenForName } from './session-name.ts';

describe('sessionNameFor: a session named from what started it', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'logo: the brand',
      'logo-design',
      { brand: 'Lumen Tea', brandDescription: 'premium tea' },
      'Lumen Tea logo',
    ],
    ['logo, wizard type spelling', 'LOGO_DESIGN', { brand: '  Oatly ' }, 'Oatly logo'],
    ['logo without a brand', 'logo-design', { brand: '   ' }, DEFAULT_SESSION_NAME],
    [
      'packaging generator: brand and catalogue product',
      'packaging-generation',
      { brand: 'Lumen Tea', packagingImage: 'drinks-can' },
      'Lumen Tea drinks can',
    ],
    [
      'packaging generator: a product that is not in the catalogue',
      'packaging-generation',
      { brand: 'Lumen Tea', packagingImage: 'custom tin' },
      'Lumen Tea packaging',
    ],
    [
      'imagery: a short prompt as it is',
      'ai-imagery',
      { prompt: 'A lemon soda can on a sunny beach' },
      'A lemon soda can on a sunny beach',
    ],
    [
      'imagery: lower-case prompt gets a capital',
      'ai-imagery',
      { prompt: 'mint tea tin, calm kitchen' },
      'Mint tea tin, calm kitchen',
    ],
    [
      'imagery: the first sentence only',
      'ai-imagery',
      { prompt: 'Coffee bag on oak. Warm light, shallow depth of field, 35mm.' },
      'Coffee bag on oak',
    ],
    [
      'imagery: request phrasing dropped',
      'ai-imagery',
      { prompt: 'Create a photorealistic image of a green tea tin on marble' },
      'A green tea tin on marble',
    ],
    [
      'imagery: "I want a photo of"',
      'ai-imagery',
      { prompt: 'I want a photo of our oat milk carton' },
      'Our oat milk carton',
    ],
    [
      'imagery: a noun that looks like a request stays',
      'ai-imagery',
      { prompt: 'Design studio desk with sample boxes' },
      'Design studio desk with sample boxes',
    ],
    [
      'imagery: long prompt cut at a word, not on "with"/"and", with an ellipsis',
      'ai-imagery',
      {
        prompt:
          'A premium matcha tin standing on a wet slate surface with eucalyptus leaves and soft morning light from the left',
      },
      'A premium matcha tin standing on a wet slate…',
    ],
    [
      'imagery: newlines end the first line',
      'ai-imagery',
      { prompt: 'Bottle hero shot\nmore details here' },
      'Bottle hero shot',
    ],
    [
      'imagery: quotes and trailing punctuation go',
      'ai-imagery',
      { prompt: '"Sparkling yuzu can!"' },
      'Sparkling yuzu can',
    ],
    ['moodboard', 'brand-moodboard', { prompt: 'calm Nordic tea brand' }, 'Moodboard: Calm Nordic tea brand'],
    [
      'photoshoot: the product description',
      'product-photoshoot',
      {
        productDescription: 'Matte black ceramic mug',
        productCategory: 'Homeware',
        audience: 'x',
        useCase: 'y',
      },
      'Photoshoot: Matte black ceramic mug',
    ],
    [
      'photoshoot: the category when there is no description',
      'product-photoshoot',
      { productDescription: '', productCategory: 'Skincare' },
      'Photoshoot: Skincare',
    ],
    [
      'packaging range: the products',
      'packaging-range',
      { productsTypes: [{ product: 'Drinks Can' }, { product: 'Mailer Box' }] },
      'Range: Drinks Can, Mailer Box',
    ],
    [
      'variant range: the instructions (either field name)',
      'variant-range',
      { userInstructions: 'same can in four citrus flavours' },
      'Variants: Same can in four citrus flavours',
    ],
    [
      'mockup: template ids as product names',
      'packaging-mockup',
      { templates: ['drinks-can', 'Custom Jar'] },
      'Mockup: Drinks Can, Custom Jar',
    ],
    ['an unknown type', 'karaoke', { prompt: 'sing' }, DEFAULT_SESSION_NAME],
    ['metadata of the wrong shape', 'ai-imagery', { prompt: 42 }, DEFAULT_SESSION_NAME],
  ])('%s', (_case, type, metadata, expected) => {
    expect(sessionNameFor(type, metadata)).toBe(expected);
  });

  it('keeps every name well within the session name limit', () => {
    const name = sessionNameFor('logo-design', { brand: 'B'.repeat(200) });
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe(`${'B'.repeat(48)}… logo`);
  });
});

describe('shortenForName', () => {
  it.each([
    ['', ''],
    ['  two   spaces ', 'Two spaces'],
    [
      'Supercalifragilisticexpialidociousnessandthensomemorewords',
      'Supercalifragilisticexpialidociousnessandthensom…',
    ],
  ])('%j → %j', (input, expected) => {
    expect(shortenForName(input)).toBe(expected);
  });
});
