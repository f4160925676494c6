import { describe, expect, it } from 'vitest';
import {
  parseStoredReference,
  referenceFileName,
  STORED_REFERENCE_ERRORS,
  storedReferenceFor,
} from './stored-reference';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('stored reference image', () => {
  it('reads the stored JSON', () => {
    expect(
      parseStoredReference(JSON.stringify({ dataUrl: png, fileName: 'pack.png', flow: 'variant-range' })),
    ).toEqual({
      dataUrl: png,
      fileName: 'pack.png',
      flow: 'variant-range',
    });
    expect(parseStoredReference(JSON.stringify({ dataUrl: png }))).toEqual({
      dataUrl: png,
      fileName: 'reference-image',
    });
  });

  it('ignores anything that is not an accepted image', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '42',
      JSON.stringify({ fileName: 'x.png' }),
      JSON.stringify({ dataUrl: 'https://example.test/x.png' }),
      JSON.stringify({ dataUrl: 'data:text/html;base64,PGgxPg==' }),
      JSON.stringify({ dataUrl: 'data:image/gif;base64,R0lGOD' }),
    ]) {
      expect(parseStoredReference(raw), String(raw)).toBeNull();
    }
  });

  it('is taken by the dialog it names, or by any when it names none', () => {
    const any = parseStoredReference(JSON.stringify({ dataUrl: png }));
    const variant = parseStoredReference(JSON.stringify({ dataUrl: png, flow: 'variant-range' }));
    expect(storedReferenceFor(any, 'product-photoshoot')).toBe(true);
    expect(storedReferenceFor(variant, 'variant-range')).toBe(true);
    expect(storedReferenceFor(variant, 'product-photoshoot')).toBe(false);
    expect(storedReferenceFor(null, 'variant-range')).toBe(false);
  });

  it('gives the uploaded file an extension matching its type', () => {
    expect(referenceFileName('reference-image', 'image/webp')).toBe('reference-image.webp');
    expect(referenceFileName('pack.png', 'image/png')).toBe('pack.png');
  });

  it("uses the spec's wording for the packaging range failure", () => {
    expect(STORED_REFERENCE_ERRORS['packaging-range']).toBe(
      'Failed to save stored reference image for packaging range selection',
    );
  });
});
