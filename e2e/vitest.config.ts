import { defineConfig } from 'vitest/config';

/**
 * Parallel workers, each driving its own server and database (global-setup.ts starts one per
 * worker, support/worker-server.ts points each file at its worker's). E2E_WORKERS=1 runs one file at
 * a time as before (a busy or smaller machine); see docs/operations.md "Test suite time".
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

/** End-to-end journeys: the real server (own embedded Postgres) driven through Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./support/worker-server.ts'],
    environment: 'node',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 180_000,
    // A page load under a busy machine takes longer than expect.poll's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 180_000,
  },
});
