/**
 * Edits through the shared retry/failover rule against local fakes of fal's queue API and
 * OpenAI's images API: a 429 is waited out (Retry-After) and retried, a model error fails over.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENAI_ERRORS, samplePng, startFakeFal, startFakeOpenAI } from '../../../test/vendors.ts';
import { falImageProvider } from './fal.ts';
import { openAIImageProvider } from './openai.ts';
import type { ImageEditRequest } from './port.ts';
import { withRetries } from './retry.ts';

let fal: Awaited<ReturnType<typeof startFakeFal>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
beforeAll(async () => {
  [fal, openai] = await Promise.all([startFakeFal('fk'), startFakeOpenAI('ok')]);
});
afterAll(async () => {
  await Promise.all([fal.close(), openai.close()]);
});
beforeEach(() => {
  fal.reset();
  openai.reset();
});

const providers = () => [
  falImageProvider({
    key: 'fk',
    queueUrl: fal.url,
    model: 'fal-ai/flux/dev',
    editModel: 'fal-ai/flux-pro/kontext',
    pollIntervalMs: 10,
    timeoutMs: 5000,
  }),
  openAIImageProvider({ apiKey: 'ok', baseUrl: openai.url, model: 'gpt-image-1', timeoutMs: 5000 }),
];
const request = async (): Promise<ImageEditRequest> => ({
  source: { assetId: 's', bytes: await samplePng(80, 80, 1), mimetype: 'image/png' },
  prompt: "Change the brand name on the packaging to 'NORDA'.",
  count: 2,
  seed: 3,
});

describe('edit retries and failover', () => {
  it('a 429 is retried after its Retry-After on the same provider', async () => {
    fal.script({
      submit: [{ status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '0.2' } }],
    });
    const started = Date.now();
    const req = await request();
    const { value, provider } = await withRetries(providers(), { maxAttempts: 3, backoffMs: 1 }, (p) =>
      p.edit!(req),
    );
    expect(provider.name).toBe('fal');
    expect(value).toHaveLength(2);
    expect(fal.submissions).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(openai.records).toHaveLength(0);
  });

  it('a 422 model error fails over to OpenAI at once; 5xx are retried, then fail over', async () => {
    fal.script({
      submit: [
        {
          status: 422,
          body: { detail: [{ loc: ['body', 'image_url'], msg: 'Unsupported image', type: 'value_error' }] },
        },
      ],
    });
    const req = await request();
    const first = await withRetries(providers(), { maxAttempts: 3, backoffMs: 0 }, (p) => p.edit!(req));
    expect([first.provider.name, fal.submissions.length, first.value.length]).toEqual(['openai', 1, 2]);

    fal.reset();
    openai.reset();
    fal.script({
      submit: [
        { status: 503, body: { detail: 'busy' } },
        { status: 503, body: { detail: 'busy' } },
      ],
    });
    openai.script('images', OPENAI_ERRORS.server);
    const second = await withRetries(providers(), { maxAttempts: 2, backoffMs: 0 }, (p) => p.edit!(req));
    expect([second.provider.name, fal.submissions.length, openai.records.length]).toEqual(['openai', 2, 2]);
  });
});
