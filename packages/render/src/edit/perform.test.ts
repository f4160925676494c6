import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { interpretEdit } from '../read/chat-message/interpret.ts';
import { render } from '../render.ts';
import { EditError } from './operations.ts';
import { performEdit } from './perform.ts';
import { summariseDocument } from './summary.ts';

describe('performEdit', () => {
  const doc = sampleDoc();

  it('edits a document and re-renders one image per variation', async () => {
    const r = interpretEdit('make it green', undefined, summariseDocument(doc), [], 2);
    const out = await performEdit({ document: doc }, r.variations);
    expect(out).toHaveLength(2);
    const [a, b] = out.map((o) => o.document as PackagingDocument);
    expect(a!.palette.primary).toBe('#2E7D4F');
    expect(a!.palette).not.toEqual(b!.palette);
    expect(out[0]!.image.equals(await render(out[0]!.document!, { size: 1024 }))).toBe(true);
    expect(out[0]!.mimeType).toBe('image/png');
  }, 30_000);

  it('upscales by rendering at 2× with the document unchanged', async () => {
    const [up] = await performEdit({ document: doc }, [[{ type: 'upscale', factor: 2 }]], { format: 'webp' });
    expect(up!.document).toEqual(doc);
    expect((await sharp(up!.image).metadata()).width).toBe(2048);
    expect(up!.mimeType).toBe('image/webp');
  }, 30_000);

  it('edits the pixels of an image without a document', async () => {
    const upload = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#F4F4F4' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="120"><rect width="100" height="120" fill="#1F3A5F"/></svg>',
          ),
          left: 100,
          top: 40,
        },
      ])
      .jpeg()
      .toBuffer();
    const [out] = await performEdit({ image: upload }, [[{ type: 'zoom-out', factor: 1.5 }]]);
    expect(out!.document).toBeUndefined();
    expect(out!.mimeType).toBe('image/jpeg');
    const meta = await sharp(out!.image).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    await expect(
      performEdit({ image: upload }, [[{ type: 'set-text', field: 'brand', value: 'Nordlys' }]]),
    ).rejects.toThrow(EditError);
    await expect(performEdit({ document: doc }, [])).rejects.toThrow('There is nothing to change.');
  });
});
