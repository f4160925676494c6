import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { freePort } from './free-port.ts';

const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

function start(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      SEARCH_LIBRARY_SIZE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server never became healthy');
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('npm start', () => {
  it('creates the embedded database on first start, stops cleanly on SIGTERM, and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-start-'));
    await fs.chmod(dir, 0o755);
    dirs.push(dir);
    const env = { DATA_DIR: dir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };

    const first = start(env);
    await waitForHealth(Number(env.PORT), first.child);
    const sent = await fetch(`http://127.0.0.1:${env.PORT}/api/auth/code/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com' }),
    });
    expect(sent.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fs.stat(path.join(dir, 'pg', 'postmaster.pid'))).rejects.toThrow();

    const second = start(env);
    await waitForHealth(Number(env.PORT), second.child);
    const mailbox = (await fetch(`http://127.0.0.1:${env.PORT}/api/dev/mailbox`).then((r) => r.json())) as {
      data: { to: string }[];
    };
    expect(mailbox.data.map((m: { to: string }) => m.to)).toContain('persist@example.com');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('gives one clear line for a broken DATABASE_URL', async () => {
    const closedPort = await freePort();
    const run = start({
      DATABASE_URL: `postgres://nobody:wrong@127.0.0.1:${closedPort}/none`,
      PORT: String(await freePort()),
    });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^packsmith: cannot use the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1/,
    );
    expect(lines[0]).toContain('DATABASE_URL');
  }, 60_000);

  it('names the variable when a setting is invalid', async () => {
    const run = start({ PORT: 'lots' });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(/^packsmith: Invalid configuration — PORT:/);
  }, 30_000);
});
