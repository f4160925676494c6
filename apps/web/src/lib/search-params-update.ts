import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * Changes the query string like React state changes: each change starts from the one before it.
 * React Router computes even a functional update from the params of the last render, so two
 * changes in one tick (the editor reporting its new image and its conversation together) would
 * keep only the second.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const queued = useRef<URLSearchParams | null>(null);
  if (rendered.current !== params) {
    // The router has rendered what was queued (or someone else navigated): start from it.
    rendered.current = params;
    queued.current = null;
  }
  return useCallback(
    (change: (next: URLSearchParams) => void, options: NavigateOptions = { replace: true }) => {
      const next = new URLSearchParams(queued.current ?? rendered.current);
      change(next);
      queued.current = next;
      setParams(next, options);
    },
    [setParams],
  );
}
