import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryRenderer, renderLibraryItem } from './library-render.ts';

describe('the library renderer', { timeout: 60_000 }, () => {
  const renderer = libraryRenderer();
  afterAll(() => renderer.close());

  it('draws in its background process exactly what the server would draw itself', async () => {
    for (const index of [0, 7, 1234]) {
      const [background, inProcess] = await Promise.all([renderer.render(index), renderLibraryItem(index)]);
      expect(background.item).toEqual(inProcess.item);
      expect(background.measured).toEqual(inProcess.measured);
      expect(Buffer.isBuffer(background.thumbnail)).toBe(true);
      expect(background.thumbnail.equals(inProcess.thumbnail)).toBe(true);
    }
  });

  it.runIf(process.platform === 'linux')('runs at the lowest CPU priority', () => {
    expect(os.getPriority(renderer.pid)).toBe(os.constants.priority.PRIORITY_LOW);
  });

  it('ends its process on close, and a closed renderer refuses more work', async () => {
    const other = libraryRenderer();
    await other.render(1);
    await other.close();
    expect(() => process.kill(other.pid!, 0)).toThrow();
    await expect(other.render(2)).rejects.toThrow(/library renderer stopped/);
  });
});
