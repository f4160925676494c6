/**
 * OpenAI images adapter (gpt-image-1), plain fetch:
 *   POST {base}/images/generations  JSON {model, prompt, n: 1, size}            → {data: [{b64_json}]}
 *   POST {base}/images/edits        multipart model, prompt, n, size, image[]  → {data: [{b64_json}]}
 * Edits by instruction (chat, toolbox) send the source and any references as image[] and an
 * optional mask, with n images.
 * Requests with a source image (ranges, photoshoot, mockup; a reference image or uploaded logo)
 * go through edits with that image.
 * Errors are `{error: {message, type, param, code}}`; a 429 whose code is insufficient_quota is a
 * billing problem, not a rate limit, so it is not retried.
 */
import { z } from 'zod';
import { inputPng, isRetryableStatus, jsonOrNull, statusError, vendorFetch } from './http.ts';
import { ImageGenerationError, type ImageGenerationProvider } from './port.ts';
import { type Aspect, imagePromptFor } from './prompts.ts';
import { vendorImage } from './score.ts';

export interface OpenAIImageOptions {
  apiKey: string;
  /** https://api.openai.com/v1 in production; a local fake in tests. */
  baseUrl: string;
  /** e.g. gpt-image-1. */
  model: string;
  /** Budget for one image (default 180 s; gpt-image-1 often takes a minute). */
  timeoutMs?: number;
}

const VENDOR = 'OpenAI';
const KEY_VARIABLE = 'OPENAI_API_KEY';
/** Images one edit request answers at most (the app asks for up to 4). */
const EDIT_IMAGES_MAX = 4;

const SIZES: Record<Aspect, string> = {
  square: '1024x1024',
  portrait: '1024x1536',
  landscape: '1536x1024',
};

const imagesResponse = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});
const errorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().nullish(),
    code: z.string().nullish(),
  }),
});

const NOT_RETRYABLE_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached']);
const CONTENT_CODES = new Set(['moderation_blocked', 'content_policy_violation']);

export async function openAIError(res: Response, keyVariable = KEY_VARIABLE): Promise<ImageGenerationError> {
  const parsed = errorBody.safeParse(await jsonOrNull(res));
  const error = parsed.success ? parsed.data.error : null;
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (CONTENT_CODES.has(code))
    return new ImageGenerationError(`OpenAI refused the prompt under its content policy: ${message}`, false);
  const retryable = isRetryableStatus(res.status) && !NOT_RETRYABLE_CODES.has(code);
  return statusError(VENDOR, res, message, keyVariable, retryable);
}

export function openAIImageProvider(options: OpenAIImageOptions): ImageGenerationProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 180_000;
  const auth = { authorization: `Bearer ${options.apiKey}` };

  /** One images call → its decoded images (the vendor's JSON contract checked). */
  async function images(path: string, body: string | FormData, headers: Record<string, string> = {}) {
    const signal = AbortSignal.timeout(timeoutMs);
    const res = await vendorFetch(
      VENDOR,
      `${baseUrl}${path}`,
      { method: 'POST', headers: { ...auth, ...headers }, body },
      signal,
      timeoutMs / 1000,
    );
    if (!res.ok) throw await openAIError(res);
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      // The body was cut off (or is no JSON): a transport problem worth another attempt.
      throw new ImageGenerationError('OpenAI sent an unreadable response', true);
    }
    const parsed = imagesResponse.safeParse(json);
    if (!parsed.success) throw new ImageGenerationError('OpenAI returned an unexpected response', false);
    return parsed.data.data.map((d) => Buffer.from(d.b64_json, 'base64'));
  }

  /** The multipart body of /images/edits: the source first, then the references, as image[]. */
  async function editForm(prompt: string, n: number, imagesIn: Buffer[], size?: string, mask?: Buffer) {
    const form = new FormData();
    form.set('model', options.model);
    form.set('prompt', prompt);
    form.set('n', String(n));
    if (size) form.set('size', size);
    for (const [i, bytes] of imagesIn.entries()) {
      const png = await inputPng(bytes, 1536);
      const name = i === 0 ? 'source.png' : `reference-${i}.png`;
      form.append('image[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    }
    if (mask)
      form.set(
        'mask',
        new Blob([new Uint8Array(await inputPng(mask, 1536))], { type: 'image/png' }),
        'mask.png',
      );
    return form;
  }

  return {
    name: 'openai',
    async generate(req) {
      const prompt = imagePromptFor(req);
      const size = SIZES[prompt.aspect];
      const [bytes] = prompt.source
        ? await images('/images/edits', await editForm(prompt.prompt, 1, [prompt.source.bytes], size))
        : await images(
            '/images/generations',
            JSON.stringify({ model: options.model, prompt: prompt.prompt, n: 1, size }),
            { 'content-type': 'application/json' },
          );
      return vendorImage(bytes!, {
        provider: 'openai',
        model: options.model,
        title: prompt.title,
        source: prompt.source,
      });
    },

    /** The source and references as image[], the mask as mask; the size follows the source ('auto'). */
    async edit(req) {
      const n = Math.min(Math.max(req.count, 1), EDIT_IMAGES_MAX);
      const sources = [req.source, ...(req.references ?? [])].map((i) => i.bytes);
      const out = await images('/images/edits', await editForm(req.prompt, n, sources, undefined, req.mask));
      return Promise.all(
        out.map((bytes) =>
          vendorImage(bytes, { provider: 'openai', model: options.model, source: req.source }),
        ),
      );
    },
  };
}
