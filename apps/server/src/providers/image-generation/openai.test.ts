import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENAI_ERRORS, samplePng, startFakeOpenAI } from '../../../test/vendors.ts';
import { openAIImageProvider } from './openai.ts';
import { ImageGenerationError, type ImageGenerationRequest } from './port.ts';

const KEY = 'sk-test-images';
let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;

beforeAll(async () => {
  openai = await startFakeOpenAI(KEY);
});
afterAll(() => openai.close());
beforeEach(() => openai.reset());

const provider = (over: Partial<Parameters<typeof openAIImageProvider>[0]> = {}) =>
  openAIImageProvider({ apiKey: KEY, baseUrl: openai.url, model: 'gpt-image-1', timeoutMs: 5000, ...over });

const imagery: ImageGenerationRequest = {
  actionId: '00000000-0000-4000-8000-000000000002',
  actionType: 'ai-imagery',
  metadata: { prompt: 'lemons and mint on a summer table', imageCount: 2 },
  index: 0,
  count: 2,
  seed: 5,
};

async function failure(p: Promise<unknown>): Promise<ImageGenerationError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageGenerationError);
  return err as ImageGenerationError;
}

describe('OpenAI images adapter', () => {
  it('generates from a prompt: JSON body with model, prompt, n 1 and size; decodes b64_json', async () => {
    const image = await provider().generate(imagery);
    const [call] = openai.records;
    expect(call).toMatchObject({ path: '/v1/images/generations', authorization: `Bearer ${KEY}` });
    expect(call!.json).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024' });
    expect(call!.json!.prompt).toContain('lemons and mint');
    expect(image).toMatchObject({
      provider: 'openai',
      model: 'gpt-image-1',
      mimeType: 'image/png',
      title: 'Hero',
    });
    expect((await sharp(image.bytes).metadata()).format).toBe('png');
    expect(image.score).toBeGreaterThan(0);
  });

  it('edits the source image for image-conditioned types: multipart with image[]', async () => {
    const source = await samplePng(300, 200, 9);
    const image = await provider().generate({
      actionId: imagery.actionId,
      actionType: 'product-photoshoot',
      metadata: {
        referenceImageAssetId: 'x',
        audience: 'runners',
        productCategory: 'sports drink',
        useCase: 'post-run recovery',
        scene: 'a forest trail at dawn',
      },
      index: 1,
      count: 4,
      seed: 5,
      source: { assetId: 'x', bytes: source, mimetype: 'image/png' },
    });
    const [call] = openai.records;
    expect(call!.path).toBe('/v1/images/edits');
    expect(call!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call!.fields).toMatchObject({ model: 'gpt-image-1', n: '1', size: '1024x1024' });
    expect(call!.fields!.prompt).toContain('a forest trail at dawn');
    expect(call!.images).toHaveLength(1);
    expect(call!.images![0]).toMatchObject({ name: 'source.png', type: 'image/png' });
    const sent = await sharp(call!.images![0]!.bytes).metadata();
    expect([sent.width, sent.height]).toEqual([300, 200]);
    expect(image.title).toBe('Lifestyle');
  });

  it('rate limits are retryable with Retry-After; an exhausted quota is not', async () => {
    openai.script('images', OPENAI_ERRORS.rateLimited('3'));
    expect(await failure(provider().generate(imagery))).toMatchObject({
      retryable: true,
      retryAfterMs: 3000,
    });

    openai.script('images', OPENAI_ERRORS.quota);
    const quota = await failure(provider().generate(imagery));
    expect(quota.retryable).toBe(false);
    expect(quota.message).toContain('You exceeded your current quota');
  });

  it('server errors are retryable', async () => {
    openai.script('images', OPENAI_ERRORS.server, OPENAI_ERRORS.overloaded);
    expect((await failure(provider().generate(imagery))).retryable).toBe(true);
    expect((await failure(provider().generate(imagery))).retryable).toBe(true);
    expect((await provider().generate(imagery)).provider).toBe('openai');
  });

  it('a moderation block is permanent with a clear message', async () => {
    openai.script('images', OPENAI_ERRORS.moderation);
    const err = await failure(provider().generate(imagery));
    expect(err.retryable).toBe(false);
    expect(err.message).toBe(
      'OpenAI refused the prompt under its content policy: Your request was rejected as a result of our safety system.',
    );
  });

  it('a bad key is permanent and names OPENAI_API_KEY', async () => {
    const err = await failure(provider({ apiKey: 'sk-wrong' }).generate(imagery));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/HTTP 401.*Incorrect API key.*OPENAI_API_KEY/);
  });

  it('a malformed answer fails over at once; a garbled image is retried', async () => {
    openai.script('images', { status: 200, body: { created: 1, data: [] } });
    expect(await failure(provider().generate(imagery))).toMatchObject({
      retryable: false,
      message: 'OpenAI returned an unexpected response',
    });
    openai.script('images', { status: 200, body: { created: 1, data: [{ b64_json: 'bm90IGFuIGltYWdl' }] } });
    expect((await failure(provider().generate(imagery))).retryable).toBe(true);
  });

  it('a slow answer past the deadline is a retryable timeout', async () => {
    openai.script('images', { status: 200, body: { data: [] }, delayMs: 1000 });
    const err = await failure(provider({ timeoutMs: 200 }).generate(imagery));
    expect(err).toMatchObject({ retryable: true, message: 'OpenAI did not finish within 0.2 s' });
  });
});

describe('OpenAI images adapter: edits by instruction', () => {
  const source = async () => ({ assetId: 'src', bytes: await samplePng(300, 200, 4), mimetype: 'image/png' });
  const prompt = "Change the text 'Hedgerow' to 'NORDA'; keep everything else the same.";

  it('POSTs /images/edits: multipart with the source and references as image[], the mask, n images', async () => {
    const ref = { assetId: 'ref', bytes: await samplePng(64, 64, 1), mimetype: 'image/png' };
    const mask = await samplePng(300, 200, 0);
    const images = await provider().edit!({
      source: await source(),
      prompt,
      references: [ref],
      mask,
      count: 2,
      seed: 1,
    });
    const [call] = openai.records;
    expect(call!.path).toBe('/v1/images/edits');
    expect(call!.fields).toMatchObject({ model: 'gpt-image-1', n: '2', prompt });
    expect(call!.images!.map((i) => i.name)).toEqual(['source.png', 'reference-1.png']);
    expect(call!.mask).toBeInstanceOf(Buffer);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      provider: 'openai',
      model: 'gpt-image-1',
      reference: { assetId: 'src', use: 'edit' },
    });
  });

  it('a moderation refusal is permanent; a 429 carries its Retry-After; a slow answer times out', async () => {
    openai.script('images', OPENAI_ERRORS.moderation);
    expect(
      (await failure(provider().edit!({ source: await source(), prompt, count: 1, seed: 1 }))).retryable,
    ).toBe(false);
    openai.script('images', OPENAI_ERRORS.rateLimited('2'));
    expect(
      await failure(provider().edit!({ source: await source(), prompt, count: 1, seed: 1 })),
    ).toMatchObject({
      retryable: true,
      retryAfterMs: 2000,
    });
    openai.script('images', { status: 200, body: { data: [] }, delayMs: 1000 });
    expect(
      await failure(
        provider({ timeoutMs: 200 }).edit!({ source: await source(), prompt, count: 1, seed: 1 }),
      ),
    ).toMatchObject({ retryable: true, message: 'OpenAI did not finish within 0.2 s' });
    openai.script('images', { status: 200, body: { data: [{ url: 'https://x' }] } });
    expect(
      await failure(provider().edit!({ source: await source(), prompt, count: 1, seed: 1 })),
    ).toMatchObject({
      retryable: false,
      message: 'OpenAI returned an unexpected response',
    });
  });
});
