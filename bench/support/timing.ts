/** Percentiles and a sequential timer for the benchmarks. */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** Runs `op` `calls` times one after another (after `warmup` untimed calls); p50 and p95 in ms. */
export async function timed(calls: number, op: (i: number) => Promise<unknown>, warmup = 0) {
  for (let i = 0; i < warmup; i++) await op(i);
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await op(i);
    ms.push(performance.now() - t0);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}
