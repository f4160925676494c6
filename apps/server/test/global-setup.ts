import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One real PostgreSQL for the whole run; every test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-test-pg-'));
  await fs.chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), pino({ level: 'silent' }));
  project.provide('pgAdminUrl', pg.url('postgres'));
  return async () => {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
