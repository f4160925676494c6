import { useEffect } from 'react';

/**
 * Once the page is idle, starts a lazy chunk's download and parse (a no-op when it is already
 * loaded), so the view behind a button draws at once when opened instead of waiting on it.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1500));
    const id = idle(() => void load().catch(() => undefined));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, [load]);
}
