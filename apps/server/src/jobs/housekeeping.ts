import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { purgeExpiredSignInMaterial } from '../modules/auth/index.ts';
import { purgeExpiredLaunches } from '../modules/generations/index.ts';
import { ensureQueue } from './boss.ts';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** The nightly clean-up: each module purges its own expired rows. */
export async function registerHousekeeping(boss: PgBoss, db: Db, log: Logger) {
  await ensureQueue(boss, HOUSEKEEPING_QUEUE);
  await boss.schedule(HOUSEKEEPING_QUEUE, '17 3 * * *');
  await boss.work(HOUSEKEEPING_QUEUE, async () => {
    const purged = { ...(await purgeExpiredSignInMaterial(db)), launches: await purgeExpiredLaunches(db) };
    log.info({ purged }, 'housekeeping done');
  });
}
