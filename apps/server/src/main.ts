import path from 'node:path';
import type PgBoss from 'pg-boss';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { applyMigrations, connectDatabase, withStartupLock } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { buildDeps } from './deps.ts';
import { ensureQueue, startBoss } from './jobs/boss.ts';
import { registerHousekeeping } from './jobs/housekeeping.ts';
import { createLogger } from './lib/logger.ts';
import { DESIGN_ACTION_QUEUE, registerDesignActionJobs } from './modules/actions/jobs.ts';
import { ASSET_DERIVATIVES_QUEUE, registerAssetJobs } from './modules/assets/jobs.ts';
import { registerChatJobs } from './modules/chat/index.ts';
import { CHAT_TURN_QUEUE } from './modules/chat/jobs.ts';
import { registerCreditJobs } from './modules/credits/jobs.ts';
import { registerJudgeJobs } from './modules/judge/index.ts';
import { JUDGE_QUEUE } from './modules/judge/jobs.ts';
import { registerMockupJobs } from './modules/mockups/index.ts';
import { MOCKUP_QUEUE } from './modules/mockups/jobs.ts';
import { registerSearchJobs, withSearchIndex } from './modules/search/index.ts';

class JobQueueError extends Error {}

/**
 * The queues an API process sends to. pg-boss drops a job sent to a queue that does not exist
 * (`send` answers null, no error), and workers create them: an API started on a new database, or
 * with a release that adds a queue, before any worker would lose every job until the sweeps.
 */
const SENT_QUEUES = [
  DESIGN_ACTION_QUEUE,
  CHAT_TURN_QUEUE,
  ASSET_DERIVATIVES_QUEUE,
  MOCKUP_QUEUE,
  JUDGE_QUEUE,
];

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
      embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), config.EMBEDDED_PG_PORT, log);
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
  const deps = withSearchIndex(buildDeps(config, database.db, log));
  // Schema work (migrations, the job queue's tables, queues, schedules) one process at a time:
  // pg-boss deadlocks when several processes create its queues at once.
  let boss: PgBoss;
  try {
    boss = await withStartupLock(database.pool, async () => {
      await applyMigrations(database.db);
      await deps.realtime.start();
      const started = await startBoss(databaseUrl, log).catch((err) => {
        throw new JobQueueError(err instanceof Error ? err.message : String(err));
      });
      if (config.ROLE === 'api') for (const name of SENT_QUEUES) await ensureQueue(started, name);
      if (config.ROLE !== 'api') await registerHousekeeping(started, database.db, log);
      await registerAssetJobs(started, deps);
      if (config.ROLE !== 'api') await registerCreditJobs(started, database.db, log);
      await registerDesignActionJobs(started, deps);
      await registerChatJobs(started, deps);
      await registerMockupJobs(started, deps);
      await registerJudgeJobs(started, deps);
      await registerSearchJobs(started, deps);
      return started;
    });
  } catch (err) {
    if (err instanceof JobQueueError) fail(`job queue did not start: ${err.message}`);
    await embedded?.stop();
    fail(`cannot use the database at ${redact(databaseUrl)}: ${rootCause(err)}. Check DATABASE_URL.`);
  }

  const app = config.ROLE !== 'worker' ? await buildApp(deps) : null;
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
    await step('analytics', () => deps.analytics.shutdown());
    await step('realtime', () => deps.realtime.stop());
    await step('job queue', () => boss.stop({ graceful: true, timeout: 10_000 }));
    await step('database pool', () => database.close());
    await step('renderer', () => deps.renderSlots.close());
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
