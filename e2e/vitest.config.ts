import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the real server (own embedded Postgres) driven through Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    // Journeys sign up their own people, so files run two at a time against the one server.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
