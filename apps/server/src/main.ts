import path from 'node:path';
import type PgBoss from 'pg-boss';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { applyMigrations, connectDatabase, withStartupLock } from './db/client.ts';
import { defaultSharedBuffers, type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { buildDeps } from './deps.ts';
import { startBoss } from './jobs/boss.ts';
import { registerHousekeeping } from './jobs/housekeeping.ts';
import { pgBossQueue } from './jobs/pg-boss-queue.ts';
import { createLogger } from './lib/logger.ts';
import { registerModules } from './modules.ts';
import { buildServices, type Services } from './services.ts';

class JobQueueError extends Error {}

/** Prints one clear line and exits: start-up failures are not stack traces. */
function fail(message: string): never {
  process.stderr.write(`packsmith: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
  const log = createLogger(config);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres(
        path.join(config.DATA_DIR, 'pg'),
        config.EMBEDDED_PG_PORT,
        log,
        config.EMBEDDED_PG_SHARED_BUFFERS ?? defaultSharedBuffers(),
      );
      await embedded.createDatabase('packsmith');
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    }
    databaseUrl = embedded.url('packsmith');
  }

  const database = connectDatabase(databaseUrl, {
    max: config.DATABASE_POOL_SIZE,
    // A pool query inside a transaction is a bug the tests refuse; in production it is reported.
    onPoolUseInTransaction: config.dev ? 'throw' : (err) => log.error({ err }, err.message),
  });
  // Schema work (migrations, the job queue's tables, queues, schedules) one process at a time:
  // pg-boss deadlocks when several processes create its queues at once. The ports are built once
  // the job queue has started. Every role creates the queues it sends to (pg-boss drops a job sent
  // to a queue that does not exist); workers also run them.
  let started: { boss: PgBoss; services: Services; modules: ReturnType<typeof registerModules> };
  try {
    started = await withStartupLock(database.pool, async () => {
      await applyMigrations(database.db);
      const boss = await startBoss(databaseUrl, log).catch((err) => {
        throw new JobQueueError(err instanceof Error ? err.message : String(err));
      });
      const deps = buildDeps(config, database.db, log, { jobs: pgBossQueue(boss, log) });
      await deps.realtime.start();
      if (config.ROLE !== 'api') await registerHousekeeping(deps.jobs, database.db, log);
      const services = buildServices(deps);
      const modules = registerModules(services);
      for (const register of modules.jobs) await register();
      return { boss, services, modules };
    });
  } catch (err) {
    if (err instanceof JobQueueError) fail(`job queue did not start: ${err.message}`);
    await embedded?.stop();
    fail(`cannot use the database at ${redact(databaseUrl)}: ${rootCause(err)}. Check DATABASE_URL.`);
  }
  const { boss, services, modules } = started;

  const app = config.ROLE !== 'worker' ? await buildApp(services, modules) : null;
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    log.info(`Packsmith is running on ${config.publicUrl} (role ${config.ROLE})`);
  } else {
    log.info('Packsmith worker is running');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Every step runs even when one before it fails; a failed step is logged and the exit code says so.
    let failed = false;
    const step = async (name: string, stop: () => Promise<unknown> | undefined) => {
      try {
        await stop();
      } catch (err) {
        failed = true;
        log.error({ err, step: name }, 'shutdown step failed');
      }
    };
    await step('http', () => app?.close());
    await step('analytics', () => services.analytics.shutdown());
    await step('realtime', () => services.realtime.stop());
    await step('job queue', () => boss.stop({ graceful: true, timeout: 10_000 }));
    await step('database pool', () => database.close());
    await step('renderer', () => services.renderSlots.close());
    await step('embedded postgres', () => embedded?.stop());
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Drizzle wraps driver errors ("Failed query: …"); the driver's own message is the useful one. */
function rootCause(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause) e = e.cause;
  const message = e instanceof Error ? e.message || (e as { code?: string }).code || String(e) : String(e);
  return message.replace(/\s+/g, ' ').trim();
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return '(unparseable URL)'; // TypeError from new URL: never print what could not be redacted
  }
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
