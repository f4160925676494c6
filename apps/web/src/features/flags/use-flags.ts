import type { EvaluatedFlags, FlagKey } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getToken, subscribeToken } from '@/lib/auth-token';
import { flagsQuery } from './api';

const useSessionToken = () => useSyncExternalStore(subscribeToken, getToken, () => null);

/** Every flag for the current person; undefined while they load (so nothing gated flashes in). */
export function useFlags(): EvaluatedFlags | undefined {
  return useQuery(flagsQuery(useSessionToken())).data;
}

/** One flag: false until the flags have loaded. */
export function useFlag(key: FlagKey): boolean {
  return useFlags()?.[key] === true;
}

/** Mount once (the root layout): re-reads the flags after every route change. */
export function useFlagsRefresh() {
  const { pathname } = useLocation();
  const { refetch } = useQuery(flagsQuery(useSessionToken()));
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);
}
