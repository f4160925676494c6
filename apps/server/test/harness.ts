import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Database, migrateDatabase } from '../src/db/client.ts';
import { buildDeps } from '../src/deps.ts';
import { startBoss } from '../src/jobs/boss.ts';
import { type InProcessQueue, inProcessQueue } from '../src/jobs/in-process-queue.ts';
import { pgBossQueue } from '../src/jobs/pg-boss-queue.ts';
import type { AppDeps } from '../src/ports.ts';
import { listDevMails } from '../src/providers/mail/dev-mailbox.ts';
import { buildServices } from '../src/services.ts';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const admin = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = admin.replace(/\/postgres$/, `/${name}`);
  const database = connectDatabase(url, { max: 5 });
  await migrateDatabase(database);
  return { ...database, url };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  /**
   * The job queue: 'in-process' (default) records what is sent and runs nothing unless a test
   * drains it; 'pg-boss' starts pg-boss on the test database (`boss`), stopped by close().
   */
  jobs?: 'in-process' | 'pg-boss';
}

/**
 * The real app on a real database, driven with inject(); override any dependency.
 * Providers come from the config exactly as in production (dev mailbox and no Google
 * unless SMTP_URL / GOOGLE_CLIENT_ID+SECRET are given); `overrides` replace them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
  options: TestAppOptions = {},
) {
  const database = await createTestDatabase();
  // Renders on the test's own threads unless a test asks for the background process (render-pool.test.ts).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    RENDER_IN_BACKGROUND: 'false',
    ...env,
  });
  const log = pino({ level: 'silent' });
  const boss: PgBoss | null = options.jobs === 'pg-boss' ? await startBoss(database.url, log) : null;
  const queue = inProcessQueue();
  const jobs = overrides.jobs ?? (boss ? pgBossQueue(boss, log) : queue);
  const deps = buildDeps(config, database.db, log, { ...overrides, jobs });
  // Started here unless a test brought its own (and manages it).
  const ownRealtime = !('realtime' in overrides);
  if (ownRealtime) await deps.realtime.start();
  // The same root as main.ts: the ports, the services built once from them, every module's routes.
  const services = buildServices(deps);
  const app = await buildApp(services);
  await app.ready();

  /** Reads the newest sign-in code mailed to this address. */
  async function latestCode(email: string): Promise<string> {
    const mail = (await listDevMails(database.db)).find((m) => m.to === email.toLowerCase());
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** Signs a user in through the real email-code flow and returns their bearer token. */
  async function signIn(email: string, { onboard = true } = {}): Promise<string> {
    await app.inject({ method: 'POST', url: '/api/auth/code/request', payload: { email } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/code/verify',
      payload: { email, code: await latestCode(email) },
    });
    const token = res.json().data.token as string;
    if (onboard) {
      await app.inject({
        method: 'POST',
        url: '/api/users/me/onboarding',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Test User', jobRole: 'Marketing', timing: 'Just exploring' },
      });
    }
    return token;
  }

  return {
    app,
    db: database.db,
    /** The test database's URL, for a second process (a worker) to use. */
    databaseUrl: database.url,
    deps,
    /** The services the app was built with (services.ts). */
    services,
    /** pg-boss, when the app was made with `{ jobs: 'pg-boss' }`. */
    boss,
    /** The in-process job queue (what was sent; `drain()` runs registered workers), unless pg-boss or an override is used. */
    queued: queue as InProcessQueue,
    latestCode,
    signIn,
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await boss?.stop({ graceful: false, wait: true });
      await deps.analytics.shutdown();
      if (ownRealtime) await deps.realtime.stop();
      await deps.renderSlots.close();
      await database.close();
    },
  };
}
