import { UPLOAD_LIMITS, validateFiles } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  acceptHint,
  assetTitle,
  downloadName,
  formatBytes,
  pastedFileName,
  problemToasts,
  processingErrorToast,
  roomLeft,
  selectionError,
  transferFiles,
  uploadErrorToast,
} from './rules';

const MB = 1024 * 1024;
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string, size = 1000) => ({ name, size, type: 'image/png', head: PNG_HEAD });

describe('file acceptance toasts', () => {
  it('refuses a file whose bytes are not an image, whatever its name', () => {
    const text = {
      name: 'notes.png',
      size: 12,
      type: 'image/png',
      head: new TextEncoder().encode('hello world'),
    };
    const { accepted, problems } = validateFiles([text]);
    expect(accepted).toEqual([]);
    expect(problemToasts(problems)).toEqual([
      { title: 'Invalid File Type', description: 'notes.png is not an accepted file type' },
    ]);
  });

  it('refuses files over 55 MB in dialogs and over 88 MB for logos', () => {
    const big = png('huge.png', 56 * MB);
    expect(problemToasts(validateFiles([big]).problems)).toEqual([
      { title: 'File Too Large', description: 'huge.png exceeds 55MB limit' },
    ]);
    expect(validateFiles([big], { maxMb: UPLOAD_LIMITS.logoMaxMb }).accepted).toHaveLength(1);
    expect(problemToasts(validateFiles([png('logo.png', 89 * MB)], { maxMb: 88 }).problems)).toEqual([
      { title: 'File Too Large', description: 'logo.png exceeds 88MB limit' },
    ]);
  });

  it('keeps only the files that fit, with the spec texts', () => {
    const three = [png('a.png'), png('b.png'), png('c.png')];
    const some = validateFiles(three, { maxFiles: 10, existingCount: 8 });
    expect(some.accepted.map((a) => a.file.name)).toEqual(['a.png', 'b.png']);
    expect(problemToasts(some.problems)).toEqual([
      { title: 'File Limit Reached', description: 'Only 2 more files can be added (max 10).' },
    ]);
    const full = validateFiles([png('d.png')], { maxFiles: 1, existingCount: 1 });
    expect(full.accepted).toEqual([]);
    expect(problemToasts(full.problems)).toEqual([
      { title: 'File Limit Reached', description: 'Maximum 1 files allowed' },
    ]);
    const single = validateFiles([png('e.png'), png('f.png')], { maxFiles: 1 });
    expect(problemToasts(single.problems)[0]?.description).toBe('Only 1 more files can be added (max 1).');
  });

  it('defaults to 10 files', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => png(`${i}.png`));
    const { accepted, problems } = validateFiles(eleven);
    expect(accepted).toHaveLength(10);
    expect(problems[0]?.description).toBe('Only 10 more files can be added (max 10).');
  });

  it('words processing and upload failures as the spec does', () => {
    expect(processingErrorToast('paste')).toEqual({
      title: 'Image Processing Error',
      description: 'Failed to process pasted images',
    });
    expect(processingErrorToast('drop')).toEqual({
      title: 'File Processing Error',
      description: 'Failed to process files',
    });
    // the editor's upload words its failures as the spec's editor does
    expect(uploadErrorToast('', 'EDIT IMAGE UPLOAD')).toEqual({
      title: 'Error',
      description: 'Failed to upload your image. Please try again.',
    });
    expect(uploadErrorToast('network down', 'EDIT IMAGE UPLOAD').description).toBe(
      'Failed to upload your image. Please try again.',
    );
    expect(uploadErrorToast('Asset not found', 'EDIT IMAGE UPLOAD', 'save').description).toBe(
      'Failed to save image asset for editing',
    );
    expect(uploadErrorToast(undefined, 'PRODUCT_IMAGE').description).toBe('Failed to upload product image');
    expect(uploadErrorToast('logo.png exceeds 88MB limit', 'LOGO').description).toBe(
      'logo.png exceeds 88MB limit',
    );
  });

  it('words a failed save of an uploaded file (POST /api/assets) as the asset selector does', () => {
    for (const message of ['Asset not found', '', undefined]) {
      expect(uploadErrorToast(message, 'PRODUCT_IMAGE', 'save')).toEqual({
        title: 'Error',
        description: 'Failed to save uploaded image',
      });
    }
    expect(uploadErrorToast('no signed url data', 'LOGO', 'upload').description).toBe('no signed url data');
  });
});

describe('control helpers', () => {
  it('describes what the control accepts', () => {
    expect(acceptHint(55)).toBe('PNG, JPG, WEBP, AVIF or SVG · up to 55 MB');
    expect(acceptHint(88, 10)).toBe('PNG, JPG, WEBP, AVIF or SVG · up to 88 MB · 10 files max');
  });

  it('counts the room left', () => {
    expect(roomLeft(0, 10)).toBe(10);
    expect(roomLeft(1, 1)).toBe(0);
    expect(roomLeft(12, 10)).toBe(0);
  });

  it('names pasted images by time, keeping real names', () => {
    const at = new Date(2025, 2, 14, 9, 30, 5);
    expect(pastedFileName('image.png', 'image/png', at)).toBe('pasted-image-20250314-093005.png');
    expect(pastedFileName('', 'image/jpeg', at, 1)).toBe('pasted-image-20250314-093005-2.jpg');
    expect(pastedFileName('label-front.webp', 'image/webp', at)).toBe('label-front.webp');
  });

  it('takes files from transfer items and ignores text', () => {
    const file = { name: 'a.png' } as File;
    const items = [
      { kind: 'string', type: 'text/plain', getAsFile: () => null },
      { kind: 'file', type: 'image/png', getAsFile: () => file },
    ];
    expect(transferFiles(items)).toEqual([file]);
    expect(transferFiles([items[0]!])).toEqual([]);
    expect(transferFiles(null, [file])).toEqual([file]);
  });

  it('validates an asset selector', () => {
    expect(selectionError({ mode: 'upload', files: [], asset: null })).toBe('Please upload a file');
    expect(selectionError({ mode: 'upload', files: [{}], asset: null })).toBeNull();
    expect(selectionError({ mode: 'existing', files: [], asset: null })).toBe('Please select an asset');
    expect(selectionError({ mode: 'existing', files: [], asset: { id: 'x' } })).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.45 * MB)).toBe('3.5 MB');
    expect(formatBytes(null)).toBeNull();
  });
});

describe('what an image is called', () => {
  const generated = (designActionType: string, document: Record<string, unknown> | undefined) => ({
    originalFileName: 'generated-3f9a1c2e.png',
    mimetype: 'image/png',
    metadata: { designActionType, ...(document ? { document } : {}) },
  });

  it('a generated design by its name and type, never the stored file name', () => {
    expect(assetTitle(generated('packaging-generation', { text: { brand: 'Tidewater' } }))).toBe(
      'Tidewater · Packaging design',
    );
    expect(assetTitle(generated('logo-design', { text: { brand: 'Lumen Tea' } }))).toBe(
      'Lumen Tea · Logo design',
    );
    expect(
      assetTitle(generated('ai-imagery', { headline: '', prompt: 'A mint tea tin in a calm kitchen' })),
    ).toBe('A mint tea tin in a calm kitchen · AI imagery');
  });

  it('shortens a long prompt and falls back to the type alone', () => {
    const long = 'A sparkling lemon soda can on a sunny beach with palm trees and waves behind it';
    const title = assetTitle(generated('ai-imagery', { prompt: long }));
    expect(title).toBe('A sparkling lemon soda can on a sunny beach wit… · AI imagery');
    expect(title.split(' · ')[0]!.length).toBeLessThanOrEqual(48);
    expect(assetTitle(generated('product-photoshoot', undefined))).toBe('AI photoshoot');
  });

  it('an upload keeps the name the person gave the file', () => {
    expect(assetTitle({ originalFileName: 'my logo.svg', metadata: {} })).toBe('my logo.svg');
  });

  it('downloads under the title with the image type’s extension', () => {
    expect(downloadName(generated('logo-design', { text: { brand: 'Lumen Tea' } }))).toBe(
      'Lumen Tea Logo design.png',
    );
    expect(downloadName({ originalFileName: 'my logo.svg', mimetype: 'image/svg+xml', metadata: {} })).toBe(
      'my logo.svg',
    );
  });
});
