/** Shared by the benchmarks that drive a real server process: start it, and make signed-in people. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Db } from '../../apps/server/src/db/client.ts';
import { authTokens, users } from '../../apps/server/src/db/schema/index.ts';
import { sha256 } from '../../apps/server/src/lib/tokens.ts';
import { freePort } from '../../apps/server/test/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `tsx apps/server/src/main.ts` (ROLE=all) on the given database, once /api/health answers; with
 * `compiled`, the built `apps/server/dist/main.js` as `npm start` runs it (`npm run build` first).
 */
export async function startServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
  { compiled = false }: { compiled?: boolean } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile of its main thread there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const entry = [
    ...profile,
    ...(compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'all',
      // The inspiration library's build would compete for the CPU with what is measured here.
      SEARCH_LIBRARY_SIZE: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { child, url };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** A new, onboarded person's bearer token, through the real email-code flow (the dev mailbox). */
export async function signUpByEmail(url: string, email: string): Promise<string> {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/code/request', { email });
  const mails = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  const code = mails.data.find((m) => m.to === email)?.text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
  const { data } = (await (await post('/api/auth/code/verify', { email, code })).json()) as {
    data: { token: string };
  };
  await post(
    '/api/users/me/onboarding',
    { name: 'Bench', jobRole: 'Marketing', timing: 'Just exploring' },
    data.token,
  );
  return data.token;
}

/** Makes a one-image generated packaging design; resolves with its session and asset once stored. */
export async function generatedDesign(
  url: string,
  token: string,
  design: { prompt: string; packagingImage: string; brand: string },
) {
  const api = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { data } = await api<{ data: { designAction: { sessionId: string } } }>(
    'POST',
    '/api/design-actions',
    {
      type: 'packaging-generation',
      metadata: { ...design, imageCount: 1 },
    },
  );
  const { sessionId } = data.designAction;
  for (let i = 0; i < 120; i++) {
    const session = await api<{
      data: { designActions: { images: { status: string; assetId: string | null }[] }[] };
    }>('GET', `/api/design-sessions/${sessionId}`);
    const assetId = session.data.designActions[0]?.images.find((im) => im.status === 'completed')?.assetId;
    if (assetId) return { sessionId, assetId };
    await sleep(500);
  }
  throw new Error('the design was not generated within 60 s');
}

export interface Person {
  userId: string;
  token: string;
}

/** Onboarded Free users, each with a bearer token written directly. */
export async function createPeople(db: Db, count: number, prefix = 'p'): Promise<Person[]> {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}${i}@bench.test`,
        onboardedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const people = created.map((u) => ({ userId: u.id, token: `bench-${u.id}` }));
  await db.insert(authTokens).values(
    people.map((p) => ({
      userId: p.userId,
      tokenHash: sha256(p.token),
      method: 'email',
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return people;
}
