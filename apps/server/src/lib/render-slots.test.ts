import { describe, expect, it } from 'vitest';
import { renderSlots } from './render-slots.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));
function gate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('renderSlots', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const slots = renderSlots(2);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((gate, i) =>
      slots.run(async () => {
        order.push(i);
        peak = Math.max(peak, ++now);
        await gate.promise;
        now--;
        return i;
      }),
    );
    await tick();
    expect(order).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 3 });
    gates[1]!.resolve();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task throws', async () => {
    const slots = renderSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });
});
