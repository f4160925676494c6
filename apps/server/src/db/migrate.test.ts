import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `main.ts` with a role; resolves with its output once it says it is running. */
function start(role: string, databaseUrl: string, dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: role,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      // No inspiration library: workers would render it into DATA_DIR while the test removes it.
      SEARCH_LIBRARY_SIZE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Packsmith (worker )?is running/.test(output)) resolve(output);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}:\n${output}`)));
  });
}

describe('start-up of several processes at once', () => {
  it('applies migrations once and sets up the job queue without deadlocks: two workers and an API on an empty database', async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const name = `race_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-migrate-'));
    try {
      const outputs = await Promise.all(['worker', 'worker', 'api'].map((role) => start(role, url, dataDir)));
      expect(outputs).toHaveLength(3);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('select hash from drizzle.__drizzle_migrations');
      await client.end();
      expect(rows).toHaveLength(journal.entries.length);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    } finally {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
