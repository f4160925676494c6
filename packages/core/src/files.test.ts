import { describe, expect, it } from 'vitest';
import {
  keepResized,
  maxUploadMbFor,
  normaliseImageType,
  planDownscale,
  sniffImageType,
  UPLOAD_MESSAGES,
  validateFiles,
} from './files.ts';

const MB = 1024 * 1024;
const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffImageType', () => {
  it('recognises the accepted types by their bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(text('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf'))).toBe('image/avif');
    expect(sniffImageType(text('\0\0\0\x20ftypmif1\0\0\0\0mif1avifmiaf'))).toBe('image/avif');
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffImageType(
        text('\uFEFF<?xml version="1.0"?>\n<!-- hi -->\n<!DOCTYPE svg [<!ENTITY a "b">]>\n<svg>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses everything else, whatever the name says', () => {
    expect(sniffImageType(text('GIF89a'))).toBeNull();
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImageType(text('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xfe, 0x00, 0x01, 0x80))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('validateFiles', () => {
  const png = (name: string, size = 1000) => ({ name, size, type: 'image/png' });

  it('gives the spec messages for type and size', () => {
    const { accepted, problems } = validateFiles([
      { name: 'a.gif', size: 10, type: 'image/gif' },
      png('big.png', 56 * MB),
      png('ok.png'),
    ]);
    expect(accepted.map((a) => a.file.name)).toEqual(['ok.png']);
    expect(problems.map((p) => [p.title, p.description])).toEqual([
      ['Invalid File Type', 'a.gif is not an accepted file type'],
      ['File Too Large', 'big.png exceeds 55MB limit'],
    ]);
    expect(validateFiles([png('logo.png', 80 * MB)], { maxMb: maxUploadMbFor('LOGO') }).problems).toEqual([]);
    expect(validateFiles([png('logo.png', 89 * MB)], { maxMb: 88 }).problems[0]?.description).toBe(
      'logo.png exceeds 88MB limit',
    );
  });

  it('judges by content when the first bytes are given', () => {
    const fakePng = { name: 'x.png', size: 10, type: 'image/png', head: text('<html>') };
    expect(validateFiles([fakePng]).problems[0]?.code).toBe('invalid_type');
    const realJpeg = { name: 'x.bin', size: 10, type: '', head: bytes(0xff, 0xd8, 0xff, 0xdb) };
    expect(validateFiles([realJpeg]).accepted[0]?.type).toBe('image/jpeg');
  });

  it('keeps only the files that fit, with the limit messages', () => {
    const five = Array.from({ length: 5 }, (_, i) => png(`${i}.png`));
    const some = validateFiles(five, { existingCount: 7 });
    expect(some.accepted).toHaveLength(3);
    expect(some.problems[0]).toMatchObject({
      title: 'File Limit Reached',
      description: 'Only 3 more files can be added (max 10).',
    });
    const full = validateFiles([png('a.png'), png('b.png')], { maxFiles: 1, existingCount: 1 });
    expect(full.accepted).toHaveLength(0);
    expect(full.problems[0]?.description).toBe('Maximum 1 files allowed');
    expect(validateFiles([png('a.png'), png('b.png')], { maxFiles: 1 }).problems[0]?.description).toBe(
      'Only 1 more files can be added (max 1).',
    );
  });

  it('formats every templated message', () => {
    expect(UPLOAD_MESSAGES.uploadFailed('logo')).toBe('Failed to upload logo');
    expect(UPLOAD_MESSAGES.resizeFailed('a.jpg')).toBe('Could not resize a.jpg. Uploading original.');
    expect(UPLOAD_MESSAGES.maxFiles(10)).toBe('Maximum 10 files allowed');
    expect(UPLOAD_MESSAGES.humanCheckNotLoaded).toBe('Error: Recaptcha has not been loaded');
  });
});

describe('client downscale decisions', () => {
  it('downscales jpeg, png and webp above 2048 px, keeping the aspect', () => {
    expect(planDownscale('image/jpeg', 6000, 4000)).toEqual({ resize: true, width: 2048, height: 1365 });
    expect(planDownscale('image/png', 1000, 3000)).toEqual({ resize: true, width: 683, height: 2048 });
    expect(planDownscale('image/jpg', 2049, 10)).toMatchObject({ resize: true, width: 2048 });
  });
  it('leaves small images, svg and avif alone', () => {
    expect(planDownscale('image/webp', 2048, 2048).resize).toBe(false);
    expect(planDownscale('image/svg+xml', 5000, 5000).resize).toBe(false);
    expect(planDownscale('image/avif', 5000, 5000).resize).toBe(false);
  });
  it('keeps the original when the resized file is larger', () => {
    expect(keepResized(1000, 800)).toBe(true);
    expect(keepResized(1000, 1200)).toBe(false);
    expect(keepResized(1000, 0)).toBe(false);
  });
  it('normalises declared types', () => {
    expect(normaliseImageType('IMAGE/JPG')).toBe('image/jpeg');
    expect(normaliseImageType('image/svg+xml; charset=utf-8')).toBe('image/svg+xml');
    expect(normaliseImageType('image/gif')).toBeNull();
  });
});
