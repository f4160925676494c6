import { describe, expect, it } from 'vitest';
import { createPrefetcher, neighboursOf } from './neighbour-prefetch';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `i${i}`);

describe('the neighbours an image viewer loads ahead', () => {
  it('are the positions within the radius, nearest first, the next before the previous', () => {
    expect(neighboursOf(ids(30), 'i15', 3)).toEqual(['i16', 'i14', 'i17', 'i13', 'i18', 'i12']);
  });

  it('take ten each side at most: twenty, and none at distance eleven', () => {
    const out = neighboursOf(ids(30), 'i15', 10);
    expect(out).toHaveLength(20);
    expect(out.at(0)).toBe('i16');
    expect(out.slice(-2)).toEqual(['i25', 'i5']);
    expect(out).not.toContain('i26');
    expect(out).not.toContain('i4');
  });

  it('stop at the ends of the list', () => {
    expect(neighboursOf(ids(13), 'i0', 10)).toEqual(ids(11).slice(1));
    expect(neighboursOf(ids(5), 'i4', 10)).toEqual(['i3', 'i2', 'i1', 'i0']);
    expect(neighboursOf(ids(1), 'i0', 10)).toEqual([]);
  });

  it('never list the open image or the same image twice', () => {
    expect(neighboursOf(['a', 'b', 'a', 'c', 'b', 'd'], 'a', 10)).toEqual(['b', 'c', 'd']);
  });

  it('are none when the open image is not in the list', () => {
    expect(neighboursOf(ids(5), 'elsewhere', 10)).toEqual([]);
  });
});

/** A load per call that the test settles by hand. */
function manualLoads() {
  const calls: { id: string; signal: AbortSignal; resolve: () => void; reject: (e: Error) => void }[] = [];
  const load = (id: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => calls.push({ id, signal, resolve, reject }));
  const running = () => calls.filter((c) => !c.signal.aborted && !settled.has(c)).map((c) => c.id);
  const settled = new Set<(typeof calls)[number]>();
  const finish = async (id: string, ok = true) => {
    const call = calls.find((c) => c.id === id && !settled.has(c) && !c.signal.aborted);
    if (!call) throw new Error(`${id} is not running`);
    settled.add(call);
    if (ok) call.resolve();
    else call.reject(new Error('offline'));
    // let the scheduler's then/finally run
    await new Promise((r) => setTimeout(r, 0));
  };
  return { calls, load, running, finish };
}

describe('the prefetch scheduler', () => {
  it('runs the most wanted first, a few at a time, the next as one finishes', async () => {
    const loads = manualLoads();
    const prefetcher = createPrefetcher(loads.load, 2);
    prefetcher.want(['a', 'b', 'c', 'd']);
    expect(loads.running()).toEqual(['a', 'b']);
    await loads.finish('b');
    expect(loads.running()).toEqual(['a', 'c']);
    await loads.finish('a');
    await loads.finish('c');
    await loads.finish('d');
    expect(loads.calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never loads an id twice, whether it loaded or failed', async () => {
    const loads = manualLoads();
    const prefetcher = createPrefetcher(loads.load, 3);
    prefetcher.want(['a', 'b']);
    prefetcher.want(['b', 'a']); // still running: not started again
    await loads.finish('a');
    await loads.finish('b', false);
    prefetcher.want(['b', 'a', 'c']);
    expect(loads.running()).toEqual(['c']);
    expect(loads.calls.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('cancels running loads that left the window and starts the new nearest ones', async () => {
    const loads = manualLoads();
    const prefetcher = createPrefetcher(loads.load, 2);
    prefetcher.want(['a', 'b', 'c']);
    const [a, b] = loads.calls;
    prefetcher.want(['b', 'x', 'y']);
    expect(a.signal.aborted).toBe(true);
    expect(b.signal.aborted).toBe(false);
    expect(loads.running()).toEqual(['b', 'x']);
    // a cancelled id may be loaded later, when it is wanted again
    a.reject(new Error('aborted'));
    await loads.finish('b');
    expect(loads.running()).toEqual(['x', 'y']);
    prefetcher.want(['x', 'a']);
    expect(loads.running()).toEqual(['x', 'a']);
  });

  it('stops everything when nothing is wanted (viewer closed, or a wide screen)', () => {
    const loads = manualLoads();
    const prefetcher = createPrefetcher(loads.load, 3);
    prefetcher.want(['a', 'b', 'c', 'd']);
    prefetcher.want([]);
    expect(loads.calls.every((c) => c.signal.aborted)).toBe(true);
    expect(loads.calls).toHaveLength(3);
  });
});
