import { and, isNotNull, lt, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { authTokens, loginCodes, oidcFlows } from '../db/schema/index.ts';
import { purgeExpiredLaunches } from '../modules/generations/service.ts';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** Deletes sign-in material nobody can use any more: old codes, dead tokens, abandoned OIDC flows. */
export async function purgeExpiredSignInMaterial(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const codes = await db
    .delete(loginCodes)
    .where(lt(loginCodes.createdAt, dayAgo))
    .returning({ id: loginCodes.id });
  const tokens = await db
    .delete(authTokens)
    .where(
      or(
        lt(authTokens.expiresAt, now),
        and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, dayAgo)),
      ),
    )
    .returning({ id: authTokens.id });
  const flows = await db
    .delete(oidcFlows)
    .where(lt(oidcFlows.expiresAt, now))
    .returning({ state: oidcFlows.state });
  return { codes: codes.length, tokens: tokens.length, flows: flows.length };
}

export async function registerHousekeeping(boss: PgBoss, db: Db, log: Logger) {
  await boss.createQueue(HOUSEKEEPING_QUEUE);
  await boss.schedule(HOUSEKEEPING_QUEUE, '17 3 * * *');
  await boss.work(HOUSEKEEPING_QUEUE, async () => {
    const purged = { ...(await purgeExpiredSignInMaterial(db)), launches: await purgeExpiredLaunches(db) };
    log.info({ purged }, 'housekeeping done');
  });
}
