import { describe, expect, it } from 'vitest';
import { DELIVERABLE_CATEGORY, DELIVERABLE_MESSAGES, sniffDeliverableType } from './deliverables.ts';
import { validateFiles } from './files.ts';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;

describe('sniffDeliverableType', () => {
  it('reads the type from the bytes, using the name only to tell an Illustrator PDF from a PDF', () => {
    expect(sniffDeliverableType(bytes('%PDF-1.7\n%âãÏÓ'), 'wrap.pdf')).toBe('application/pdf');
    expect(sniffDeliverableType(bytes('%PDF-1.6\n'), 'lid.ai')).toBe('application/illustrator');
    expect(sniffDeliverableType(bytes('%PDF-1.6\n'), 'lid.zip')).toBe('application/pdf');
    expect(sniffDeliverableType(bytes('%!PS-Adobe-3.0 EPSF-3.0\n'), 'logo.eps')).toBe(
      'application/postscript',
    );
    expect(sniffDeliverableType(new Uint8Array([0xc5, 0xd0, 0xd3, 0xc6, 0, 0]), 'logo.eps')).toBe(
      'application/postscript',
    );
    expect(sniffDeliverableType(bytes('PK\u0003\u0004\u0014\u0000'), 'files.zip')).toBe('application/zip');
    expect(sniffDeliverableType(bytes('PK\u0005\u0006'), 'empty.zip')).toBe('application/zip');
  });

  it('refuses what only claims to be a deliverable: images, plain PostScript, text', () => {
    expect(sniffDeliverableType(PNG, 'art.pdf')).toBeNull();
    expect(sniffDeliverableType(bytes('%!PS-Adobe-3.0\n'), 'page.eps')).toBeNull();
    expect(sniffDeliverableType(bytes('hello, printer'), 'notes.zip')).toBeNull();
    expect(sniffDeliverableType(bytes(' %PDF-1.7'), 'shifted.pdf')).toBeNull();
  });
});

describe('validateFiles for final print files', () => {
  it('takes deliverables up to 200 MB with their message for anything else', () => {
    const { accepted, problems } = validateFiles(
      [
        { name: 'wrap.pdf', size: 200 * MB, head: bytes('%PDF-1.7') },
        { name: 'huge.pdf', size: 200 * MB + 1, head: bytes('%PDF-1.7') },
        { name: 'photo.png', size: 10, head: PNG },
      ],
      { category: DELIVERABLE_CATEGORY, maxFiles: 20 },
    );
    expect(accepted.map((a) => [a.file.name, a.type])).toEqual([['wrap.pdf', 'application/pdf']]);
    expect(problems.map((p) => p.description)).toEqual([
      'huge.pdf exceeds 200MB limit',
      DELIVERABLE_MESSAGES.notAccepted('photo.png'),
    ]);
  });

  it('image categories still refuse a PDF', () => {
    const { accepted } = validateFiles([{ name: 'a.pdf', size: 10, head: bytes('%PDF-1.7') }], {
      category: 'ARTWORK',
    });
    expect(accepted).toEqual([]);
  });
});
