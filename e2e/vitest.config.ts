import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the real server (own embedded Postgres) driven through Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    // One file at a time: two at once on a 2-core machine starved the in-browser human check and
    // raced transient progress states (two fresh-clone runs). Journeys stay independent so this can
    // go back to two workers on a bigger machine.
    fileParallelism: false,
    testTimeout: 180_000,
    // A page load under a busy machine takes longer than expect.poll's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 180_000,
  },
});
