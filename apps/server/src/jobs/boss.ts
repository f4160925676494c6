import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** pg-boss on the application database, in its own `pgboss` schema. */
export async function startBoss(databaseUrl: string, log: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}
