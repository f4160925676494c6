import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** pg-boss on the application database, in its own `pgboss` schema. */
export async function startBoss(databaseUrl: string, log: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

/** createQueue, tolerant of other processes creating it at the same moment (pg-boss DDL can deadlock). */
export async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name);
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
    }
  }
}
