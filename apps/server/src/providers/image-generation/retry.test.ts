import { describe, expect, it } from 'vitest';
import { samplePng } from '../../../test/vendors.ts';
import { localImageProvider } from './local.ts';
import {
  type GeneratedImage,
  ImageEditRefusal,
  ImageGenerationError,
  type ImageGenerationProvider,
} from './port.ts';
import { withRetries } from './retry.ts';

const image = (provider: string): GeneratedImage => ({
  bytes: Buffer.from('x'),
  mimeType: 'image/png',
  score: 1,
  provider,
});

function failing(name: string, errors: Error[]): ImageGenerationProvider & { calls: number } {
  const p = {
    name,
    calls: 0,
    async generate() {
      return image(name);
    },
    async edit() {
      p.calls++;
      const err = errors.shift();
      if (err) throw err;
      return [image(name)];
    },
  };
  return p;
}

describe('withRetries (generate and edit alike)', () => {
  it('retries a retryable failure, then fails over to the next provider', async () => {
    const fal = failing('fal', [
      new ImageGenerationError('fal failed (HTTP 503)', true),
      new ImageGenerationError('fal is rate limiting requests (HTTP 429)', true, 10),
    ]);
    const openai = failing('openai', []);
    const retries: number[] = [];
    const { value, provider, retried } = await withRetries(
      [fal, openai],
      { maxAttempts: 2, backoffMs: 1, onRetry: async (_e, _p, attempt) => void retries.push(attempt) },
      (p) =>
        p.edit!({
          source: { assetId: 'a', bytes: Buffer.from(''), mimetype: 'image/png' },
          prompt: 'x',
          count: 1,
          seed: 1,
        }),
    );
    expect([provider.name, value[0]!.provider, retried, fal.calls, retries]).toEqual([
      'openai',
      'openai',
      true,
      2,
      [1, 2],
    ]);
  });

  it('a permanent failure fails over at once; the last failure is thrown when none succeeds', async () => {
    const fal = failing('fal', [new ImageGenerationError('fal rejected the request (HTTP 422)', false)]);
    const openai = failing('openai', [new ImageGenerationError('OpenAI refused the prompt', false)]);
    const run = (p: ImageGenerationProvider) =>
      p.edit!({
        source: { assetId: 'a', bytes: Buffer.from(''), mimetype: 'image/png' },
        prompt: 'x',
        count: 1,
        seed: 1,
      });
    await expect(withRetries([fal, openai], { maxAttempts: 3, backoffMs: 0 }, run)).rejects.toThrow(
      'OpenAI refused the prompt',
    );
    expect([fal.calls, openai.calls]).toEqual([1, 1]);
  });
});

describe('local engine edits', () => {
  const source = async () => ({ assetId: 'a', bytes: await samplePng(64, 48, 3), mimetype: 'image/png' });

  it('makes the pixel edits: zoom out, upscale, background, recolour', async () => {
    const out = await localImageProvider().edit!({
      source: await source(),
      prompt: 'zoom out',
      operations: [{ type: 'upscale', factor: 2 }],
      count: 1,
      seed: 1,
    });
    expect(out).toHaveLength(1);
    expect(out[0]!.provider).toBe('local');
  });

  it('refuses, at once and for nothing, what pixels cannot do', async () => {
    const err = await localImageProvider().edit!({
      source: await source(),
      prompt: "Change the text 'Hedgerow' to 'NORDA'",
      operations: [{ type: 'set-text', field: 'brand', value: 'NORDA' } as never],
      count: 1,
      seed: 1,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageEditRefusal);
    expect((err as ImageEditRefusal).retryable).toBe(false);
    expect((err as Error).message).toMatch(/needs an AI image provider/);
  });
});
