import { describe, expect, it } from 'vitest';
import { slots } from './slots.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));
function gate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('slots', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const limiter = slots(2);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        order.push(i);
        peak = Math.max(peak, ++now);
        await gate.promise;
        now--;
        return i;
      }),
    );
    await tick();
    expect(order).toEqual([0, 1]);
    expect(limiter.load()).toEqual({ running: 2, waiting: 3 });
    gates[1]!.resolve();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task throws', async () => {
    const limiter = slots(1);
    await expect(limiter.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
