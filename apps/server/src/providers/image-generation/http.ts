/**
 * HTTP plumbing shared by the vendor adapters: fetch under a deadline, failure classification
 * (429/5xx/network/timeout → retryable; bad key or rejected input → permanent) and Retry-After.
 */
import sharp from 'sharp';
import { ImageGenerationError } from './port.ts';

/** Longest Retry-After we wait for; beyond it the pipeline's attempts run out and it fails over. */
export const RETRY_AFTER_MAX_MS = 60_000;

/** Retry-After as seconds or an HTTP date → ms (capped); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return Math.min(Math.round(ms), RETRY_AFTER_MAX_MS);
}

/** Statuses worth another attempt: rate limits, timeouts and server-side failures. */
export const isRetryableStatus = (status: number) =>
  status === 408 || status === 425 || status === 429 || status >= 500;

/** The HTTP failure of a vendor call as an ImageGenerationError with a message a person can act on. */
export function statusError(
  vendor: string,
  res: Response,
  detail: string,
  keyVariable: string,
  retryable = isRetryableStatus(res.status),
): ImageGenerationError {
  const said = detail ? `: ${detail}` : '';
  if (res.status === 401 || res.status === 403)
    return new ImageGenerationError(
      `${vendor} refused the credentials (HTTP ${res.status})${said} — check ${keyVariable}`,
      false,
    );
  if (res.status === 429 && retryable)
    return new ImageGenerationError(
      `${vendor} is rate limiting requests (HTTP 429)${said}`,
      true,
      retryAfterMs(res.headers.get('retry-after')),
    );
  if (retryable)
    return new ImageGenerationError(
      `${vendor} failed (HTTP ${res.status})${said}`,
      true,
      retryAfterMs(res.headers.get('retry-after')),
    );
  return new ImageGenerationError(`${vendor} rejected the request (HTTP ${res.status})${said}`, false);
}

/**
 * The JSON body of a response, or null when it is not JSON (the caller's schema check then names
 * what was wrong). A body cut off mid-read is a transport problem worth another attempt.
 */
export async function jsonOrNull(res: Response): Promise<unknown> {
  let body: string;
  try {
    body = await res.text();
  } catch (err) {
    throw new ImageGenerationError(`the response was cut off (${(err as Error).message})`, true);
  }
  try {
    return JSON.parse(body);
  } catch {
    return null; // not JSON (SyntaxError)
  }
}

/** fetch that turns network failures and the deadline into retryable ImageGenerationErrors. */
export async function vendorFetch(
  vendor: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  timeoutSeconds: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal });
  } catch (err) {
    if (signal.aborted)
      throw new ImageGenerationError(`${vendor} did not finish within ${timeoutSeconds} s`, true);
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : '';
    throw new ImageGenerationError(`${vendor} could not be reached${cause ? ` (${cause})` : ''}`, true);
  }
}

/** Sleeps unless the signal aborts first (then resolves early; the next fetch reports the timeout). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A source image as a PNG no larger than `maxSide`, the form vendors accept as an input image. */
export async function inputPng(bytes: Buffer, maxSide = 1024): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
