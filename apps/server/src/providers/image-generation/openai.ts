/**
 * OpenAI images adapter (gpt-image-1), plain fetch:
 *   POST {base}/images/generations  JSON {model, prompt, n: 1, size}            → {data: [{b64_json}]}
 *   POST {base}/images/edits        multipart model, prompt, n, size, image[]  → {data: [{b64_json}]}
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

  return {
    name: 'openai',
    async generate(req) {
      const prompt = imagePromptFor(req);
      const size = SIZES[prompt.aspect];
      const signal = AbortSignal.timeout(timeoutMs);
      let res: Response;
      if (prompt.source) {
        const form = new FormData();
        form.set('model', options.model);
        form.set('prompt', prompt.prompt);
        form.set('n', '1');
        form.set('size', size);
        const png = await inputPng(prompt.source.bytes, 1536);
        form.append('image[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'source.png');
        res = await vendorFetch(
          VENDOR,
          `${baseUrl}/images/edits`,
          { method: 'POST', headers: auth, body: form },
          signal,
          timeoutMs / 1000,
        );
      } else {
        res = await vendorFetch(
          VENDOR,
          `${baseUrl}/images/generations`,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ model: options.model, prompt: prompt.prompt, n: 1, size }),
          },
          signal,
          timeoutMs / 1000,
        );
      }
      if (!res.ok) throw await openAIError(res);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        // The body was cut off (or is no JSON): a transport problem worth another attempt.
        throw new ImageGenerationError('OpenAI sent an unreadable response', true);
      }
      const parsed = imagesResponse.safeParse(body);
      if (!parsed.success) throw new ImageGenerationError('OpenAI returned an unexpected response', false);
      const bytes = Buffer.from(parsed.data.data[0]!.b64_json, 'base64');
      return vendorImage(bytes, {
        provider: 'openai',
        model: options.model,
        title: prompt.title,
        source: prompt.source,
      });
    },
  };
}
