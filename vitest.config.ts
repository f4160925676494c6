import { defineConfig } from 'vitest/config';

/**
 * Two workers by default (TEST_WORKERS): the render tests are CPU-bound and the server tests wait
 * on Postgres, so a second worker fills the second core. Timeouts are generous rather than tight:
 * a test that waits for a turn on a busy machine must not fail for it (docs/operations.md "Test
 * suite time").
 */
const workers = Math.max(1, Number(process.env.TEST_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts'],
          environment: 'node',
          // Pure functions over the design engine: files in a worker share loaded modules (the
          // engine, fonts, catalogue) instead of importing them again for each of ~50 files.
          // No test here stubs globals or mocks modules; ones that must go in an isolated project.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
