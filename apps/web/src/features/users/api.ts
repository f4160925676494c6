import type { OnboardingBody, User } from '@packsmith/core';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { retryDelay, shouldRetryNetwork } from '@/lib/retry';

export const meQueryKey = ['users', 'me'] as const;

/**
 * The signed-in user, or null when the account has not finished onboarding (404).
 * Redirects are handled by the session rules, not the shared client, so each status
 * can be mapped exactly as the spec says.
 */
export async function fetchMe(): Promise<User | null> {
  try {
    const res = await api.get<{ data: User }>('/api/users/me', { redirects: false });
    return res.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 5 * 60_000,
  retry: shouldRetryNetwork,
  retryDelay,
});

export async function completeOnboarding(body: OnboardingBody): Promise<User> {
  const res = await api.post<{ data: User }>('/api/users/me/onboarding', body, { redirects: { 404: false } });
  return res.data;
}
