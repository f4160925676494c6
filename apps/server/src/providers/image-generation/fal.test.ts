import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { falContentRefusal, samplePng, startFakeFal } from '../../../test/vendors.ts';
import { falImageProvider } from './fal.ts';
import { ImageGenerationError, type ImageGenerationRequest } from './port.ts';

const KEY = 'fal-test-key:secret';
let fal: Awaited<ReturnType<typeof startFakeFal>>;

beforeAll(async () => {
  fal = await startFakeFal(KEY);
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

const provider = (over: Partial<Parameters<typeof falImageProvider>[0]> = {}) =>
  falImageProvider({
    key: KEY,
    queueUrl: fal.url,
    model: 'fal-ai/flux/dev',
    editModel: 'fal-ai/flux-pro/kontext',
    pollIntervalMs: 10,
    maxPollIntervalMs: 40,
    timeoutMs: 5000,
    ...over,
  });

const logo: ImageGenerationRequest = {
  actionId: '00000000-0000-4000-8000-000000000001',
  actionType: 'logo-design',
  metadata: { brand: 'Solbrew', industry: 'Coffee', hexColours: ['1a2b3c'], brandFeel: 'Energetic' },
  index: 1,
  count: 3,
  seed: 1000,
};

async function failure(p: Promise<unknown>): Promise<ImageGenerationError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageGenerationError);
  return err as ImageGenerationError;
}

describe('fal adapter (queue API)', () => {
  it('submits a Flux text-to-image request, polls IN_QUEUE → IN_PROGRESS → COMPLETED, downloads the image', async () => {
    const image = await provider().generate(logo);
    expect(fal.submissions).toHaveLength(1);
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux/dev');
    expect(sub!.authorization).toBe(`Key ${KEY}`);
    expect(sub!.input).toMatchObject({
      num_images: 1,
      image_size: 'square_hd',
      seed: 1001,
      output_format: 'png',
    });
    expect(sub!.input.prompt).toContain('"Solbrew"');
    expect(sub!.input.prompt).toContain('#1A2B3C');
    expect(sub!.input.image_url).toBeUndefined();
    expect(fal.polls).toHaveLength(3);
    expect(new Set(fal.polls).size).toBe(1);
    expect(image).toMatchObject({
      provider: 'fal',
      model: 'fal-ai/flux/dev',
      mimeType: 'image/png',
      title: 'Wordmark',
    });
    expect((await sharp(image.bytes).metadata()).width).toBe(96);
    expect(image.score).toBeGreaterThan(0);
    expect(image.score).toBeLessThanOrEqual(1);
  });

  it('sends image-conditioned types to the edit model with the source as a data URI', async () => {
    const source = await samplePng(2000, 1000, 3);
    await provider().generate({
      actionId: logo.actionId,
      actionType: 'variant-range',
      metadata: { sourceAssetId: 'x', userDescription: 'mango and lime', imageCount: 2 },
      index: 0,
      count: 2,
      seed: 7,
      source: { assetId: 'x', bytes: source, mimetype: 'image/png' },
    });
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext');
    expect(sub!.input.prompt).toContain('mango and lime');
    const uri = String(sub!.input.image_url);
    expect(uri.startsWith('data:image/png;base64,')).toBe(true);
    const sent = await sharp(Buffer.from(uri.split(',')[1]!, 'base64')).metadata();
    expect([sent.width, sent.height]).toEqual([1024, 512]);
    expect(sub!.input.image_size).toBeUndefined();
  });

  it('a source-less image-conditioned request is a permanent error', async () => {
    const err = await failure(
      provider().generate({ ...logo, actionType: 'packaging-mockup', metadata: { templates: ['can'] } }),
    );
    expect(err.retryable).toBe(false);
    expect(fal.submissions).toHaveLength(0);
  });

  it('a wrong key is permanent and names FAL_KEY', async () => {
    const err = await failure(provider({ key: 'wrong' }).generate(logo));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/HTTP 401.*Invalid API key.*FAL_KEY/);
  });

  it('429 is retryable with the Retry-After; 500 is retryable', async () => {
    fal.script({
      submit: [{ status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '2' } }],
    });
    const limited = await failure(provider().generate(logo));
    expect(limited).toMatchObject({ retryable: true, retryAfterMs: 2000 });
    expect(limited.message).toContain('rate limiting');

    fal.script({ submit: [{ status: 500, body: { detail: 'Internal Server Error' } }] });
    expect((await failure(provider().generate(logo))).retryable).toBe(true);
    // and then the next call goes through
    expect((await provider().generate(logo)).provider).toBe('fal');
  });

  it('content and validation errors (422) are permanent, with the model message', async () => {
    fal.script({
      submit: [falContentRefusal('The prompt was flagged by the content checker')],
    });
    const err = await failure(provider().generate(logo));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('The prompt was flagged by the content checker');
  });

  it('X-Fal-Retryable overrides the status rule', async () => {
    fal.script({
      submit: [{ status: 500, body: { detail: 'bad weights' }, headers: { 'x-fal-retryable': 'false' } }],
    });
    expect((await failure(provider().generate(logo))).retryable).toBe(false);
  });

  it('tolerates a failing status poll without resubmitting', async () => {
    fal.script({ status: [{ status: 503, body: { detail: 'Service Unavailable' } }] });
    const image = await provider().generate(logo);
    expect(image.provider).toBe('fal');
    expect(fal.submissions).toHaveLength(1);
    expect(fal.polls.length).toBe(4);
  });

  it('a slow queue past the deadline is a retryable timeout, and the request is cancelled', async () => {
    fal.script({ states: ['IN_QUEUE', 'IN_QUEUE', 'IN_PROGRESS'] });
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 400 }).generate(logo));
    expect(err.retryable).toBe(true);
    expect(err.message).toBe('fal did not finish within 0.4 s');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fal.polls.length).toBeGreaterThan(3);
    expect(fal.cancelled).toEqual([fal.polls[0]]);
  });

  it('a request fal reports failed: infrastructure errors retry, others do not', async () => {
    fal.script({ completedError: { error: 'Runner disconnected', error_type: 'runner_disconnected' } });
    const infra = await failure(provider().generate(logo));
    expect(infra.retryable).toBe(true);
    expect(infra.message).toContain('Runner disconnected');

    fal.script({ completedError: { error: 'Unsupported image' } });
    expect((await failure(provider().generate(logo))).retryable).toBe(false);
  });

  it('malformed answers fail over at once; undecodable image bytes are retried', async () => {
    fal.script({ submit: [{ status: 200, body: { id: 'nope' } }] });
    expect(await failure(provider().generate(logo))).toMatchObject({
      retryable: false,
      message: 'fal returned an unexpected answer to the submission',
    });

    fal.script({ result: { status: 200, body: { images: [] } } });
    expect(await failure(provider().generate(logo))).toMatchObject({
      retryable: false,
      message: 'fal returned an unexpected result',
    });

    fal.script({ states: ['MELTING'] });
    expect((await failure(provider().generate(logo))).message).toBe(
      'fal returned an unexpected status MELTING',
    );

    fal.script({ file: { status: 200, raw: Buffer.from('<html>not an image</html>') } });
    expect(await failure(provider().generate(logo))).toMatchObject({
      retryable: true,
      message: 'fal returned an image that could not be decoded',
    });
  });

  it('an image flagged by the safety checker is permanent', async () => {
    fal.script({
      result: {
        status: 200,
        body: {
          images: [{ url: `${fal.url}/files/1.png`, content_type: 'image/png' }],
          has_nsfw_concepts: [true],
        },
      },
    });
    expect((await failure(provider().generate(logo))).retryable).toBe(false);
  });

  it('an unreachable queue is a retryable network error', async () => {
    const err = await failure(provider({ queueUrl: 'http://127.0.0.1:9' }).generate(logo));
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/^fal could not be reached/);
  });
});

describe('fal adapter: edits by instruction (FLUX Kontext)', () => {
  const photo = async () => ({
    assetId: '00000000-0000-4000-8000-0000000000aa',
    bytes: await samplePng(400, 300, 5),
    mimetype: 'image/png',
  });
  const instruction = "Change the text 'Hedgerow' to 'NORDA'; keep everything else the same.";

  it('sends the photo and instruction to the edit model and answers every image', async () => {
    const images = await provider().edit!({ source: await photo(), prompt: instruction, count: 3, seed: 9 });
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext');
    expect(sub!.input).toMatchObject({ prompt: instruction, num_images: 3, seed: 9, output_format: 'png' });
    expect(String(sub!.input.image_url)).toMatch(/^data:image\/png;base64,/);
    expect(images).toHaveLength(3);
    for (const image of images)
      expect(image).toMatchObject({
        provider: 'fal',
        model: 'fal-ai/flux-pro/kontext',
        reference: { assetId: '00000000-0000-4000-8000-0000000000aa', use: 'edit' },
      });
  });

  it('with reference images, the multi-image Kontext model gets the source first', async () => {
    const source = await photo();
    const logoImage = { assetId: 'logo', bytes: await samplePng(64, 64, 2), mimetype: 'image/png' };
    await provider().edit!({
      source,
      prompt: 'Replace the logo with image 2',
      references: [logoImage],
      count: 1,
      seed: 1,
    });
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext/multi');
    expect(sub!.input.image_url).toBeUndefined();
    const uris = sub!.input.image_urls as string[];
    expect(uris).toHaveLength(2);
    const first = await sharp(Buffer.from(uris[0]!.split(',')[1]!, 'base64')).metadata();
    expect([first.width, first.height]).toEqual([400, 300]);
  });

  it('a 422 model error is permanent with its message; a 429 is retryable with Retry-After', async () => {
    fal.script({
      submit: [falContentRefusal('Prompt flagged')],
    });
    const refused = await failure(
      provider().edit!({ source: await photo(), prompt: instruction, count: 1, seed: 1 }),
    );
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('Prompt flagged');

    fal.script({
      submit: [{ status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '4' } }],
    });
    expect(
      await failure(provider().edit!({ source: await photo(), prompt: instruction, count: 1, seed: 1 })),
    ).toMatchObject({ retryable: true, retryAfterMs: 4000 });
  });

  it('a timeout is retryable and withdraws the request; a malformed result fails over', async () => {
    fal.script({ states: ['IN_QUEUE'] });
    const slow = await failure(
      provider({ timeoutMs: 300 }).edit!({ source: await photo(), prompt: instruction, count: 2, seed: 1 }),
    );
    expect(slow).toMatchObject({ retryable: true, message: 'fal did not finish within 0.3 s' });
    expect(fal.cancelled).toHaveLength(1);

    fal.script({ result: { status: 200, body: { images: [{ nope: 1 }] } } });
    expect(
      await failure(provider().edit!({ source: await photo(), prompt: instruction, count: 1, seed: 1 })),
    ).toMatchObject({ retryable: false, message: 'fal returned an unexpected result' });
  });
});

describe('fal adapter: Upscale by the upscaler model', () => {
  const photo = async () => ({
    assetId: '00000000-0000-4000-8000-0000000000bb',
    bytes: await samplePng(200, 150, 3),
    mimetype: 'image/png',
  });

  it('sends the source at its own size with the factor and answers the larger image', async () => {
    const up = provider({ upscaleModel: 'fal-ai/clarity-upscaler' });
    const image = await up.upscale!({ source: await photo(), factor: 2, seed: 4 });
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/clarity-upscaler');
    expect(sub!.input).toMatchObject({ upscale_factor: 2, seed: 4 });
    const sent = await sharp(Buffer.from(String(sub!.input.image_url).split(',')[1]!, 'base64')).metadata();
    expect([sent.width, sent.height]).toEqual([200, 150]);
    const out = await sharp(image.bytes).metadata();
    expect([out.width, out.height]).toEqual([400, 300]);
    expect(image).toMatchObject({ provider: 'fal', model: 'fal-ai/clarity-upscaler', mimeType: 'image/png' });
  });

  it('ESRGAN gets its factor as `scale`; without an upscaler model there is no upscale', async () => {
    const image = await provider({ upscaleModel: 'fal-ai/esrgan' }).upscale!({
      source: await photo(),
      factor: 4,
      seed: 1,
    });
    expect(fal.submissions[0]!.input).toMatchObject({ scale: 4 });
    expect((await sharp(image.bytes).metadata()).width).toBe(800);
    expect(provider().upscale).toBeUndefined();
    expect(provider({ upscaleModel: ' ' }).upscale).toBeUndefined();
  });

  it('a 422 from the upscaler is permanent; a malformed result fails over', async () => {
    const up = provider({ upscaleModel: 'fal-ai/clarity-upscaler' });
    fal.script({
      submit: [
        {
          status: 422,
          body: { detail: [{ loc: ['body', 'image_url'], msg: 'Image too large', type: 'value_error' }] },
        },
      ],
    });
    expect(await failure(up.upscale!({ source: await photo(), factor: 2, seed: 1 }))).toMatchObject({
      retryable: false,
    });
    fal.script({ result: { status: 200, body: { image: { nope: 1 } } } });
    expect(await failure(up.upscale!({ source: await photo(), factor: 2, seed: 1 }))).toMatchObject({
      retryable: false,
      message: 'fal returned an unexpected result',
    });
  });
});
