/**
 * Where a request's time went, as a `Server-Timing` header (browser devtools and the benches read
 * it): `collectTimings` opens a record for the work it runs, and `timed` adds the duration of a
 * step to the record of the request it runs for (nothing outside a request). Steps that run at
 * the same time are each counted in full; a step timed twice adds up.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Map<string, number>>();

/** Runs `fn` with a fresh timing record; the record, filled as the work goes, is handed back at once. */
export function collectTimings<T>(fn: () => Promise<T>): {
  result: Promise<T>;
  timings: Map<string, number>;
} {
  const timings = new Map<string, number>();
  return { result: current.run(timings, fn), timings };
}

/** `fn`, its duration added to the current request's record under `name`. */
export async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const timings = current.getStore();
  if (!timings) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings.set(name, (timings.get(name) ?? 0) + performance.now() - start);
  }
}

/** The record as a `Server-Timing` value: `reserve;dur=12.3, store;dur=40.1`. */
export function serverTimingHeader(timings: Map<string, number>): string {
  return [...timings].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}

/** A `Server-Timing` value read back: name → milliseconds. */
export function parseServerTiming(header: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.find((p) => p.trim().startsWith('dur='));
    if (name && dur) out.set(name, Number(dur.trim().slice(4)));
  }
  return out;
}
