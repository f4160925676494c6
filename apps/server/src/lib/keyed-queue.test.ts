import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyedQueue', () => {
  it('runs one task at a time per key, in arrival order, and keys in parallel', async () => {
    const run = keyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (key: string, i: number) =>
      run(key, async () => {
        running++;
        most = Math.max(most, running);
        log.push(`${key}${i}+`);
        await tick();
        log.push(`${key}${i}-`);
        running--;
        return i;
      });
    const results = await Promise.all([task('a', 1), task('a', 2), task('b', 1), task('a', 3)]);
    expect(results).toEqual([1, 2, 1, 3]);
    const a = log.filter((e) => e.startsWith('a'));
    expect(a).toEqual(['a1+', 'a1-', 'a2+', 'a2-', 'a3+', 'a3-']);
    expect(most).toBe(2); // a and b overlapped
  });

  it('goes on after a failed task and forwards its error', async () => {
    const run = keyedQueue();
    const failed = run('k', async () => {
      throw new Error('boom');
    });
    const next = run('k', async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
  });
});
