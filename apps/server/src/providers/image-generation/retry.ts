/**
 * The retry and failover rule of every image call (generate and edit alike): retryable failures
 * (429, 5xx, network, timeouts) are tried again with doubling backoff, at least the vendor's
 * Retry-After apart; a permanent failure, or the last attempt, fails over to the next provider.
 */
import { ImageGenerationError, type ImageGenerationProvider } from './port.ts';

export interface RetryPolicy {
  /** Attempts per provider for retryable failures. */
  maxAttempts: number;
  /** Backoff base in ms (doubles per attempt; 0: no waiting, tests). */
  backoffMs: number;
  /** Told of each failed attempt that will be retried (status rows, logs). */
  onRetry?: (err: unknown, provider: ImageGenerationProvider, attempt: number) => Promise<void>;
  /** Told of each failed attempt. */
  onFailure?: (err: unknown, provider: ImageGenerationProvider, attempt: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const isRetryable = (err: unknown) => !(err instanceof ImageGenerationError) || err.retryable;

/** The first provider's answer that succeeds; the last failure when none does. */
export async function withRetries<T>(
  providers: readonly ImageGenerationProvider[],
  policy: RetryPolicy,
  run: (provider: ImageGenerationProvider) => Promise<T>,
): Promise<{ value: T; provider: ImageGenerationProvider; retried: boolean }> {
  let lastError: unknown = new ImageGenerationError('No image provider is configured', false);
  let retried = false;
  for (const provider of providers) {
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      try {
        return { value: await run(provider), provider, retried };
      } catch (err) {
        lastError = err;
        policy.onFailure?.(err, provider, attempt);
        if (!isRetryable(err)) break; // permanent for this provider: fail over
        retried = true;
        await policy.onRetry?.(err, provider, attempt);
        // A vendor's Retry-After (429/503) outranks our own backoff.
        const retryAfter = err instanceof ImageGenerationError ? (err.retryAfterMs ?? 0) : 0;
        if (attempt < policy.maxAttempts && policy.backoffMs > 0)
          await sleep(Math.max(policy.backoffMs * 2 ** (attempt - 1), retryAfter));
      }
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
