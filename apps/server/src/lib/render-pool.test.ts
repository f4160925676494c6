import os from 'node:os';
import {
  type DesignDocument,
  EditError,
  generatePackagingConcepts,
  packagingFormSchema,
} from '@packsmith/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawHere, RenderError, renderPool } from './render-pool.ts';

describe('the render pool', { timeout: 120_000 }, () => {
  const pool = renderPool({ concurrency: 2 });
  let doc: DesignDocument;
  beforeAll(async () => {
    const [concept] = await generatePackagingConcepts(
      packagingFormSchema.parse({
        brand: 'Northbound',
        packagingImage: 'tall-drinks-can',
        slogan: 'Slow steeped',
      }),
      { count: 1, seed: 5, render: false },
    );
    doc = concept!.document;
  });
  afterAll(() => pool.close());

  it('draws in a background process exactly what this process would draw', async () => {
    const options = { format: 'png', size: 1024 } as const;
    const [background, here] = await Promise.all([
      pool.draw('render', doc, options),
      drawHere('render', doc, options),
    ]);
    expect(pool.pid()).toBeDefined();
    expect(pool.pid()).not.toBe(process.pid);
    expect(Buffer.isBuffer(background)).toBe(true);
    expect(background.equals(here)).toBe(true);

    const edit = [[{ type: 'recolour', palette: 'forest' }]] as never;
    const [[edited], [editedHere]] = await Promise.all([
      pool.draw('editPixels', { document: doc }, edit),
      drawHere('editPixels', { document: doc }, edit),
    ]);
    expect(edited!.document).toEqual(editedHere!.document);
    const pixels = edited!.image as { pixels: Buffer; width: number; height: number };
    expect(pixels.width).toBe(1024);
    expect(pixels.pixels.equals((editedHere!.image as typeof pixels).pixels)).toBe(true);
    const [encoded, encodedHere] = await Promise.all([
      pool.drawNow('encodeForStore', pixels),
      drawHere('encodeForStore', pixels),
    ]);
    expect(encoded.png.equals(encodedHere.png)).toBe(true);
    expect(encoded.watermarked.equals(encodedHere.watermarked)).toBe(true);
    expect(encoded.png.equals(encoded.watermarked)).toBe(false);
  });

  it.runIf(process.platform === 'linux')('runs at the lowest CPU priority', () => {
    expect(os.getPriority(pool.pid()!)).toBe(os.constants.priority.PRIORITY_LOW);
  });

  it('answers a refusal as the EditError it is, and any other failure as a RenderError', async () => {
    const refusal = pool.draw('editPixels', { document: doc }, []);
    await expect(refusal).rejects.toBeInstanceOf(EditError);
    await expect(refusal).rejects.toThrow('There is nothing to change.');
    await expect(pool.draw('render', { kind: 'nonsense' } as never)).rejects.toBeInstanceOf(RenderError);
    // the process is still there for the next one
    expect(Buffer.isBuffer(await pool.draw('renderThumbnail', doc, { size: 64 }))).toBe(true);
  });

  it('fails what a killed renderer was drawing, and the next draw starts a new one', async () => {
    const first = pool.pid()!;
    const drawing = pool.draw('render', doc, { size: 4096 });
    // once the task is out, the renderer dies
    while (pool.load().running === 0) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    process.kill(first, 'SIGKILL');
    await expect(drawing).rejects.toThrow(/The renderer stopped/);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
    const again = await pool.draw('renderThumbnail', doc, { size: 64 });
    expect(Buffer.isBuffer(again)).toBe(true);
    expect(pool.pid()).not.toBe(first);
  });

  it('keeps to its slots: the third draw waits for one of two', async () => {
    const draws = [0, 1, 2].map(() => pool.draw('renderThumbnail', doc, { size: 256 }));
    expect(pool.load()).toEqual({ running: 2, waiting: 1 });
    await Promise.all(draws);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('ends its process on close', async () => {
    const other = renderPool({ concurrency: 1 });
    await other.draw('renderThumbnail', doc, { size: 64 });
    const pid = other.pid()!;
    await other.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
