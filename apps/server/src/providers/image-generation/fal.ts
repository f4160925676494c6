/**
 * fal adapter (Flux models) over fal's queue API:
 *   POST {queue}/{model}            Authorization: Key …, JSON input → {request_id, status_url, response_url, cancel_url}
 *   GET  status_url                 → {status: IN_QUEUE | IN_PROGRESS | COMPLETED, queue_position?, error?, error_type?}
 *   GET  response_url               → {images: [{url, content_type, width, height}], has_nsfw_concepts?}
 *   GET  images[i].url              → the image bytes (fal's CDN, no key)
 * Text-only requests use the text-to-image model (fal-ai/flux/dev); those with a source image (a
 * range or mockup source, a reference image, an uploaded logo) use the
 * image-conditioned model (fal-ai/flux-pro/kontext) with the source as a data URI.
 * Edits by instruction (chat, toolbox) go to the edit model with `num_images` of them, or, with
 * reference images, to the multi-image Kontext model with `image_urls` (the source first).
 * Upscale goes to the upscaler model (FAL_UPSCALE_MODEL), whose result is one `image`.
 * Errors: model errors are `{detail: [{loc, msg, type}]}`, request errors `{detail, error_type}`.
 */
import { z } from 'zod';
import {
  inputPng,
  isRetryableStatus,
  jsonOrNull,
  retryAfterMs,
  sleep,
  statusError,
  vendorFetch,
} from './http.ts';
import { ImageGenerationError, type ImageGenerationProvider } from './port.ts';
import { type Aspect, imagePromptFor } from './prompts.ts';
import { vendorImage } from './score.ts';

export interface FalOptions {
  key: string;
  /** https://queue.fal.run in production; a local fake in tests. */
  queueUrl: string;
  /** Text-to-image model id, e.g. fal-ai/flux/dev. */
  model: string;
  /** Image-conditioned model id for types with a source image and for edits, e.g. fal-ai/flux-pro/kontext. */
  editModel: string;
  /** The edit model taking several images (an edit with reference images); default fal-ai/flux-pro/kontext/multi. */
  multiEditModel?: string;
  /**
   * The upscaler model (fal-ai/clarity-upscaler, fal-ai/esrgan, …) for Upscale on images without a
   * design document; empty: none (the local engine's Lanczos resize serves it).
   */
  upscaleModel?: string;
  /** Budget for one image: submit, queue, run, fetch (default 180 s). */
  timeoutMs?: number;
  /** First status poll delay; grows ×1.5 per poll up to maxPollIntervalMs (defaults 500 / 4000 ms). */
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
}

const VENDOR = 'fal';
const KEY_VARIABLE = 'FAL_KEY';
/** Status polls that may fail in a row (network, 5xx) before the attempt is given up. */
const POLL_FAILURES_MAX = 3;
/** Images one Kontext request answers at most. */
const EDIT_IMAGES_MAX = 4;
/** The longest side an upscaler gets (its output is this × the factor). */
const UPSCALE_INPUT_MAX = 2048;

const IMAGE_SIZES: Record<Aspect, string> = {
  square: 'square_hd',
  portrait: 'portrait_4_3',
  landscape: 'landscape_4_3',
};

const submitted = z.object({
  request_id: z.string().min(1),
  status_url: z.url(),
  response_url: z.url(),
  cancel_url: z.url().optional(),
});
const queueStatus = z.object({
  status: z.string(),
  queue_position: z.number().optional(),
  error: z.string().nullish(),
  error_type: z.string().nullish(),
});
const file = z.object({
  url: z.string().min(1),
  content_type: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
/** The generation and edit models answer `images`; the upscalers one `image`. */
const result = z.union([
  z.object({
    images: z.array(file).min(1),
    has_nsfw_concepts: z.array(z.boolean()).nullish(),
  }),
  z.object({ image: file }).transform(({ image }) => ({ images: [image], has_nsfw_concepts: null })),
]);

/** fal's error texts: model errors carry `detail: [{msg}]`, request errors `detail: "…"`. */
function detailOf(body: unknown): string {
  const b = body as { detail?: unknown; error?: unknown; message?: unknown } | null;
  if (!b || typeof b !== 'object') return '';
  if (typeof b.detail === 'string') return b.detail;
  if (Array.isArray(b.detail))
    return b.detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d ? String((d as { msg: unknown }).msg) : ''))
      .filter(Boolean)
      .join('; ');
  if (typeof b.error === 'string') return b.error;
  return typeof b.message === 'string' ? b.message : '';
}

/** A failed fal response; `X-Fal-Retryable` (when sent) overrides the status-code rule. */
async function falError(res: Response): Promise<ImageGenerationError> {
  const body = await jsonOrNull(res);
  const header = res.headers.get('x-fal-retryable') ?? res.headers.get('x-fal-needs-retry');
  const retryable = header ? /^(1|true|yes)$/i.test(header) : isRetryableStatus(res.status);
  return statusError(VENDOR, res, detailOf(body), KEY_VARIABLE, retryable);
}

function malformed(what: string): ImageGenerationError {
  // A response that breaks the documented contract will not mend on retry: fail over instead.
  return new ImageGenerationError(`fal returned an unexpected ${what}`, false);
}

export function falImageProvider(options: FalOptions): ImageGenerationProvider {
  const queueUrl = options.queueUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 180_000;
  const timeoutSeconds = timeoutMs / 1000;
  const firstPoll = options.pollIntervalMs ?? 500;
  const maxPoll = options.maxPollIntervalMs ?? 4000;
  const auth = { authorization: `Key ${options.key}` };
  const multiEditModel = options.multiEditModel ?? 'fal-ai/flux-pro/kontext/multi';

  /**
   * One queued request: submit, poll until COMPLETED, read the result, download every image.
   * Out of time, the request is withdrawn so fal does not run (and bill) it for nobody.
   */
  async function queued(model: string, input: Record<string, unknown>): Promise<Buffer[]> {
    const signal = AbortSignal.timeout(timeoutMs);
    const call = (url: string, init: RequestInit = {}) =>
      vendorFetch(VENDOR, url, init, signal, timeoutSeconds);
    const submit = await call(`${queueUrl}/${model}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (!submit.ok) throw await falError(submit);
    const accepted = submitted.safeParse(await jsonOrNull(submit));
    if (!accepted.success) throw malformed('answer to the submission');
    const request = accepted.data;

    try {
      await waitUntilCompleted(request.status_url);
      const res = await call(request.response_url, { headers: { ...auth, accept: 'application/json' } });
      if (!res.ok) throw await falError(res);
      const output = result.safeParse(await jsonOrNull(res));
      if (!output.success) throw malformed('result');
      if (output.data.has_nsfw_concepts?.some(Boolean))
        throw new ImageGenerationError("fal's safety checker blocked the image", false);
      return await Promise.all(output.data.images.map((image) => download(image.url, call)));
    } catch (err) {
      if (signal.aborted && request.cancel_url)
        await fetch(request.cancel_url, {
          method: 'PUT',
          headers: auth,
          signal: AbortSignal.timeout(5000),
        }).catch(() => {
          // Best effort: a withdrawal that fails leaves fal to finish a result nobody reads; the
          // deadline error below is what the pipeline acts on.
        });
      throw err;
    }

    /**
     * Polls with backoff until COMPLETED. A few failed polls in a row are tolerated: the request
     * is still queued at fal, and resubmitting would pay for it twice.
     */
    async function waitUntilCompleted(statusUrl: string) {
      let wait = firstPoll;
      let failures = 0;
      for (;;) {
        let res: Response;
        try {
          res = await call(statusUrl, { headers: { ...auth, accept: 'application/json' } });
        } catch (err) {
          if (signal.aborted || ++failures >= POLL_FAILURES_MAX) throw err;
          await sleep(wait, signal);
          continue;
        }
        if (!res.ok) {
          const err = await falError(res);
          if (!err.retryable || ++failures >= POLL_FAILURES_MAX) throw err;
          await sleep(Math.max(wait, err.retryAfterMs ?? 0), signal);
          continue;
        }
        failures = 0;
        const status = queueStatus.safeParse(await jsonOrNull(res));
        if (!status.success) throw malformed('status');
        const { status: state, error, error_type } = status.data;
        if (state === 'COMPLETED') {
          if (error) throw requestFailure(error, error_type ?? null);
          return;
        }
        if (state !== 'IN_QUEUE' && state !== 'IN_PROGRESS') throw malformed(`status ${state}`);
        await sleep(wait, signal);
        wait = Math.min(maxPoll, Math.round(wait * 1.5));
      }
    }
  }

  const dataUri = async (bytes: Buffer, maxSide?: number) =>
    `data:image/png;base64,${(await inputPng(bytes, maxSide)).toString('base64')}`;
  const upscaleModel = options.upscaleModel?.trim();

  return {
    name: VENDOR,
    async generate(req) {
      const prompt = imagePromptFor(req);
      const model = prompt.source ? options.editModel : options.model;
      const input: Record<string, unknown> = {
        prompt: prompt.prompt,
        num_images: 1,
        // Same action → same seeds on a re-run; each image of it gets its own.
        seed: (req.seed + req.index) % 2 ** 31,
        output_format: 'png',
      };
      if (prompt.source) input.image_url = await dataUri(prompt.source.bytes);
      else input.image_size = IMAGE_SIZES[prompt.aspect];
      const [bytes] = await queued(model, input);
      return await vendorImage(bytes!, {
        provider: VENDOR,
        model,
        title: prompt.title,
        source: prompt.source,
      });
    },

    /**
     * FLUX Kontext edits one image by instruction; with reference images, the multi-image Kontext
     * model gets the source first and the references after it. Kontext takes no mask (the
     * instruction says where).
     */
    async edit(req) {
      const references = req.references ?? [];
      const model = references.length ? multiEditModel : options.editModel;
      const input: Record<string, unknown> = {
        prompt: req.prompt,
        num_images: Math.min(Math.max(req.count, 1), EDIT_IMAGES_MAX),
        seed: req.seed % 2 ** 31,
        output_format: 'png',
      };
      if (references.length)
        input.image_urls = await Promise.all([req.source, ...references].map((i) => dataUri(i.bytes)));
      else input.image_url = await dataUri(req.source.bytes);
      const images = await queued(model, input);
      return Promise.all(
        images.map((bytes) =>
          vendorImage(bytes, {
            provider: VENDOR,
            model,
            source: req.source,
          }),
        ),
      );
    },

    ...(upscaleModel
      ? {
          /**
           * The upscaler model: the source at its own size (not the 1024 px the edit models get),
           * the factor under the name the model takes (ESRGAN `scale`, the others `upscale_factor`).
           */
          async upscale(req) {
            const input: Record<string, unknown> = {
              image_url: await dataUri(req.source.bytes, UPSCALE_INPUT_MAX),
              [/esrgan/i.test(upscaleModel) ? 'scale' : 'upscale_factor']: req.factor,
              seed: req.seed % 2 ** 31,
            };
            const [bytes] = await queued(upscaleModel, input);
            return vendorImage(bytes!, { provider: VENDOR, model: upscaleModel, source: req.source });
          },
        }
      : {}),
  };
}

/** A request fal marked failed in its status: infrastructure errors are retryable, input errors not. */
function requestFailure(error: string, errorType: string | null): ImageGenerationError {
  const retryable =
    !!errorType &&
    /timeout|runner|scheduling|connection|disconnected|internal|unavailable|rate/i.test(errorType);
  return new ImageGenerationError(`fal could not generate the image: ${error}`, retryable);
}

async function download(
  url: string,
  call: (url: string, init?: RequestInit) => Promise<Response>,
): Promise<Buffer> {
  const data = url.match(/^data:[^;,]+;base64,(.*)$/s);
  if (data) return Buffer.from(data[1]!, 'base64');
  // fal's CDN files are public: the key stays with the queue API.
  const res = await call(url);
  if (!res.ok)
    throw new ImageGenerationError(
      `fal's image could not be downloaded (HTTP ${res.status})`,
      isRetryableStatus(res.status) || res.status === 404,
      retryAfterMs(res.headers.get('retry-after')),
    );
  return Buffer.from(await res.arrayBuffer());
}
