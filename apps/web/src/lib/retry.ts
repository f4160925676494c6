import { ONBOARDING_RETRY } from '@packsmith/core';

/** Delay before retry number `failureCount + 1`: 1 s, doubling, at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(ONBOARDING_RETRY.baseDelayMs * 2 ** failureCount, ONBOARDING_RETRY.maxDelayMs);
}

/** Only network failures are retried, and only three times; every other error is final. */
export function shouldRetryNetwork(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) && failureCount < ONBOARDING_RETRY.attempts;
}

export function isNetworkFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    (error as { kind: unknown }).kind === 'network'
  );
}
