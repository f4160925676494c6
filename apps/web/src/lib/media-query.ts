import { BREAKPOINTS } from '@packsmith/core';
import { useSyncExternalStore } from 'react';

/** Below the `md` breakpoint: the phone layout (mobile menu, full-screen dialogs). */
export const PHONE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.mobileBelowPx - 0.02}px)`;

/** Whether a CSS media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_MEDIA_QUERY);
