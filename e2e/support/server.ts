/**
 * The real compiled server for journeys: its own data dir (so its own embedded Postgres), free
 * ports, NODE_ENV=test (dev mailbox on), a blocked-email pattern and the built web app. The global
 * setup starts the one every journey shares; a journey that needs other settings (a fake image
 * model) starts its own with `env`, so the shared server's behaviour stays the same for the rest.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const BLOCKED_PATTERN = '*@blocked.test';
export const STAFF_DOMAIN = 'packsmith.app';

export interface AppServer {
  baseUrl: string;
  /** Its embedded database, for journeys that must set up a state no API makes. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms\n${log()}`);
}

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing — run \`npm run build\` first (npm run test:e2e does).`);
    }
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-e2e-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  let output = '';
  // The compiled server, as `npm start` runs it.
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      BLOCKED_EMAILS: BLOCKED_PATTERN,
      // Every journey signs people up from 127.0.0.1.
      AUTH_CODE_REQUESTS_PER_IP: '1000',
      STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
      MAINTENANCE: 'false',
      // A lighter (still real) proof of work: two cores also run the browser and the server here.
      HUMAN_CHECK_COST: '50',
      // A small inspiration library (still rendered and indexed by the real job at start).
      SEARCH_LIBRARY_SIZE: '24',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    databaseUrl: `postgres://packsmith:packsmith@127.0.0.1:${pgPort}/packsmith`,
    stop: async () => {
      if (server.exitCode === null) {
        let timer: NodeJS.Timeout | undefined;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
        clearTimeout(timer);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
