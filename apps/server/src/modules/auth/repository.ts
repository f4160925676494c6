import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, loginCodes, oidcFlows } from '../../db/schema/index.ts';

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
