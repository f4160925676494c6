import type { User } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '@/lib/auth-token';
import { isNetworkFailure } from '@/lib/retry';
import { meQuery } from './api';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export type Session =
  | { status: 'anonymous'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'onboarding'; user: null }
  | { status: 'ready'; user: User }
  | { status: 'offline'; user: null; retry: () => void }
  | { status: 'error'; user: null; retry: () => void };

/**
 * The sign-in state everything else reads: no token → anonymous; /users/me 404 → onboarding;
 * network failures (after 3 retries, 1 s doubling) → offline with a retry, never a redirect.
 */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery({ ...meQuery, enabled: token !== null });
  if (token === null) return { status: 'anonymous', user: null };
  if (query.isPending) return { status: 'loading', user: null };
  if (query.isError) {
    if (isNetworkFailure(query.error))
      return { status: 'offline', user: null, retry: () => void query.refetch() };
    return { status: 'error', user: null, retry: () => void query.refetch() };
  }
  if (query.data === null) return { status: 'onboarding', user: null };
  return { status: 'ready', user: query.data };
}

/** The signed-in, onboarded user or null — for components that only adapt to it. */
export function useUser(): User | null {
  return useSession().user;
}
