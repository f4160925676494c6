import { describe, expect, it } from 'vitest';
import {
  parseStoredReference,
  referenceFileName,
  STORED_REFERENCE_ERRORS,
  storedReferenceFile,
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

describe('the stored image as a file', () => {
  const bytes = async (file: File) => Array.from(new Uint8Array(await file.arrayBuffer()));

  it('decodes a base64 data URL without fetching it (the CSP refuses data: connections)', async () => {
    const ref = parseStoredReference(JSON.stringify({ dataUrl: png, fileName: 'shelf-photo' }))!;
    const file = storedReferenceFile(ref);
    expect(file.name).toBe('shelf-photo.png');
    expect(file.type).toBe('image/png');
    // The PNG signature.
    expect(await bytes(file)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('decodes a percent-encoded SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const file = storedReferenceFile({
      dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      fileName: 'logo',
    });
    expect(file.name).toBe('logo.svg');
    expect(file.type).toBe('image/svg+xml');
    expect(await file.text()).toBe(svg);
  });

  it('throws on data that is not base64', () => {
    expect(() => storedReferenceFile({ dataUrl: 'data:image/png;base64,%%%', fileName: 'x.png' })).toThrow();
  });
});
