import type { TestProject } from 'vitest/node';
import { startAppServer } from './support/server.ts';

export { BLOCKED_PATTERN, STAFF_DOMAIN } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server this test file's worker drives (support/worker-server.ts picks it). */
    baseUrl: string;
    /** Its embedded database, for journeys that must set up a state no API makes. */
    databaseUrl: string;
    /** One server per worker: worker n (VITEST_POOL_ID) drives servers[n - 1]. */
    servers: { baseUrl: string; databaseUrl: string }[];
  }
}

/**
 * Starts the real compiled server (support/server.ts) once per worker, each with its own embedded
 * Postgres: files in one worker run one after another against one server, as they did when there
 * was a single worker, and two workers never share a database.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startAppServer()));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => undefined);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const urls = servers.map(({ baseUrl, databaseUrl }) => ({ baseUrl, databaseUrl }));
  project.provide('servers', urls);
  // the first server until the worker's setup file points these at its own
  project.provide('baseUrl', urls[0]!.baseUrl);
  project.provide('databaseUrl', urls[0]!.databaseUrl);
  return stopAll;
}
