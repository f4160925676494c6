/**
 * At most `concurrency` tasks at once; the rest wait in arrival order, holding nothing but memory
 * (no database connection, no lock). The process's render slots use it: a render is CPU work of a
 * tenth of a second or more, and a burst of chat turns or design actions all rendering together
 * would share the cores so thinly that every one of them (and every request) slows to a crawl.
 */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
}

export function slots(concurrency: number): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        // the slot passes straight to the next in line
        if (next) next();
        else running--;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
