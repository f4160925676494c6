import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { creditsService } from './service.ts';

export const ALLOWANCE_RESET_QUEUE = 'credits-allowance-reset';

/**
 * Resets are due on each user's own monthly anniversary, so the job runs every 15 minutes and
 * resets whoever is due (balance reads and reservations also apply a due reset on the spot, so
 * a late or stopped worker never shows a stale allowance).
 */
export const ALLOWANCE_RESET_CRON = '*/15 * * * *';

/** Runs the monthly allowance reset once, now; tests and the job both call this. */
export async function runAllowanceReset(db: Db, now?: () => Date) {
  return creditsService(db, now ? { now } : {}).runAllowanceResets();
}

export async function registerCreditJobs(boss: PgBoss, db: Db, log: Logger) {
  await boss.createQueue(ALLOWANCE_RESET_QUEUE);
  await boss.schedule(ALLOWANCE_RESET_QUEUE, ALLOWANCE_RESET_CRON);
  await boss.work(ALLOWANCE_RESET_QUEUE, async () => {
    const { resets } = await runAllowanceReset(db);
    if (resets > 0) log.info({ resets }, 'monthly credit allowances reset');
  });
}
