import type { TestProject } from 'vitest/node';
import { startAppServer } from './support/server.ts';

export { BLOCKED_PATTERN, STAFF_DOMAIN } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's embedded database, for journeys that must set up a state no API makes. */
    databaseUrl: string;
  }
}

/** Starts the real compiled server once for the run (support/server.ts); every journey shares it. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return server.stop;
}
