/**
 * Runs tasks one at a time per key, in arrival order; different keys run in parallel. Waiting
 * tasks hold nothing but memory. Keys are forgotten when their queue empties.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = previous ? previous.then(() => mine) : mine;
    tails.set(key, tail);
    try {
      if (previous) await previous;
      return await task();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
