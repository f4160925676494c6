/**
 * Phone image viewers load the images around the open one ahead of time (spec part 2 shell):
 * which ones (nearest first), a small scheduler that runs a few at a time and cancels what
 * leaves the window, and the hook that ties both to a viewer.
 */
import { VIEWER_PREFETCH } from '@packsmith/core';
import { useEffect, useRef, useState } from 'react';
import { useIsPhone } from './media-query';

/**
 * The ids within `radius` positions of `current`, nearest first (at equal distance the next
 * before the previous), without `current` itself or repeats; none when `current` is not listed.
 */
export function neighboursOf(ids: readonly string[], current: string, radius: number): string[] {
  const at = ids.indexOf(current);
  if (at < 0) return [];
  const seen = new Set([current]);
  const out: string[] = [];
  for (let distance = 1; distance <= radius; distance++) {
    for (const i of [at + distance, at - distance]) {
      const id = ids[i];
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

export type LoadOne = (id: string, signal: AbortSignal) => Promise<void>;

export interface Prefetcher {
  /**
   * The ids to have loaded, most wanted first. Loads start in that order, at most `concurrency`
   * at once; a running load whose id is no longer wanted is aborted. An id that loaded (or
   * failed) is never loaded again.
   */
  want(ids: readonly string[]): void;
}

export function createPrefetcher(load: LoadOne, concurrency: number): Prefetcher {
  const settled = new Set<string>();
  const running = new Map<string, AbortController>();
  let wanted: readonly string[] = [];

  const start = (id: string) => {
    const controller = new AbortController();
    running.set(id, controller);
    load(id, controller.signal)
      .then(
        () => settled.add(id),
        () => {
          // A failure is not retried (no request storms on a bad connection); a cancel may be.
          if (!controller.signal.aborted) settled.add(id);
        },
      )
      .finally(() => {
        if (running.get(id) === controller) running.delete(id);
        pump();
      });
  };
  const pump = () => {
    for (const id of wanted) {
      if (running.size >= concurrency) return;
      if (!settled.has(id) && !running.has(id)) start(id);
    }
  };
  return {
    want(ids) {
      wanted = [...ids];
      const keep = new Set(ids);
      for (const [id, controller] of running) {
        if (keep.has(id)) continue;
        controller.abort();
        running.delete(id);
      }
      pump();
    },
  };
}

/** Loads an image into the browser's cache; aborting cancels the download. */
export function preloadImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const image = new Image();
    const finish = (settle: () => void) => {
      image.onload = null;
      image.onerror = null;
      signal.removeEventListener('abort', cancel);
      settle();
    };
    const cancel = () => {
      finish(() => reject(signal.reason));
      image.src = '';
    };
    signal.addEventListener('abort', cancel, { once: true });
    image.onload = () => finish(resolve);
    image.onerror = () => finish(() => reject(new Error(`could not preload ${url}`)));
    image.decoding = 'async';
    image.src = url;
  });
}

/**
 * In an image viewer on a phone, loads the images within VIEWER_PREFETCH.neighbours positions
 * of `current` (null: the viewer is closed or still loading its own image), nearest first.
 * `load` fetches what the viewer will show for an id. Not on wider screens: there the
 * spec asks nothing, connections are usually fast, and the viewer's strip already shows every
 * thumbnail, so twenty full-size downloads per open would be spent for little.
 */
export function usePhoneNeighbourPrefetch({
  ids,
  current,
  load,
}: {
  ids: readonly string[];
  current: string | null;
  load: LoadOne;
}) {
  const phone = useIsPhone();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [prefetcher] = useState(() =>
    createPrefetcher((id, signal) => loadRef.current(id, signal), VIEWER_PREFETCH.concurrent),
  );
  const wanted = phone && current ? neighboursOf(ids, current, VIEWER_PREFETCH.neighbours) : [];
  // A string, so a re-render with the same neighbours changes nothing.
  const key = JSON.stringify(wanted);
  useEffect(() => {
    prefetcher.want(JSON.parse(key) as string[]);
  }, [prefetcher, key]);
  useEffect(() => () => prefetcher.want([]), [prefetcher]);
}
