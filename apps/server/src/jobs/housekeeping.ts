import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { purgeExpiredSignInMaterial } from '../modules/auth/index.ts';
import { purgeExpiredLaunches } from '../modules/generations/index.ts';
import type { JobQueue } from '../ports.ts';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** The nightly clean-up: each module purges its own expired rows. */
export async function registerHousekeeping(jobs: JobQueue, db: Db, log: Logger) {
  await jobs.ensure(HOUSEKEEPING_QUEUE);
  await jobs.schedule(HOUSEKEEPING_QUEUE, '17 3 * * *');
  await jobs.work(HOUSEKEEPING_QUEUE, {}, async () => {
    const purged = { ...(await purgeExpiredSignInMaterial(db)), launches: await purgeExpiredLaunches(db) };
    log.info({ purged }, 'housekeeping done');
  });
}
