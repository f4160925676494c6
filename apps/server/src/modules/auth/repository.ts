import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authTokens,
  blockedEmails,
  loginCodes,
  oidcFlows,
  userAuthentications,
  users,
} from '../../db/schema/index.ts';

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

/** The blocked-address patterns staff stored (the configured ones come from config). */
export function storedBlockedPatterns(db: Db) {
  return db.select({ pattern: blockedEmails.pattern }).from(blockedEmails);
}

/** How many codes were requested since `since` for this address, and from this IP. */
export async function codeRequestsSince(db: Db, email: string, ip: string, since: Date) {
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), gt(loginCodes.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.ip, ip), gt(loginCodes.createdAt, since)));
  return { byEmail: byEmail.n, byIp: byIp.n };
}

export async function insertToken(db: Db, values: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(values);
}

/** Finds the user with this email or creates one, and records how they signed in. */
export async function upsertUser(db: Db, email: string, method: string, handle: string) {
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ email }).onConflictDoNothing({ target: users.email });
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    await tx.insert(userAuthentications).values({ userId: user.id, method, handle }).onConflictDoNothing();
    return user;
  });
}

/** Stores a new code for the address; only the newest code counts, so earlier ones stop working. */
export async function replaceLoginCode(
  db: Db,
  values: Omit<typeof loginCodes.$inferInsert, 'createdAt'>,
  now: () => Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(loginCodes)
      .set({ consumedAt: now() })
      .where(and(eq(loginCodes.email, values.email), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({ ...values, createdAt: now() });
  });
}

export async function latestOpenCode(db: Db, email: string) {
  const [latest] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return latest;
}

/** Counts one try atomically, so parallel guesses cannot exceed the limit; false once it is reached. */
export async function countCodeAttempt(db: Db, codeId: string, maxAttempts: number) {
  const [counted] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, codeId), lt(loginCodes.attempts, maxAttempts)))
    .returning({ attempts: loginCodes.attempts });
  return counted !== undefined;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Db, codeId: string, at: Date) {
  const [consumed] = await db
    .update(loginCodes)
    .set({ consumedAt: at })
    .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return consumed !== undefined;
}

/** The person a live (unrevoked, unexpired) token belongs to. */
export async function tokenOwner(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      onboardedAt: users.onboardedAt,
      tokenId: authTokens.id,
      method: authTokens.method,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, at)),
    );
  return row;
}

export async function revokeToken(db: Db, tokenId: string, at: Date) {
  await db.update(authTokens).set({ revokedAt: at }).where(eq(authTokens.id, tokenId));
}

export async function insertOidcFlow(db: Db, values: typeof oidcFlows.$inferInsert) {
  await db.insert(oidcFlows).values(values);
}

/** Takes (deletes and returns) the unexpired flow with this state, so a callback uses it once. */
export async function takeOidcFlow(db: Db, state: string, at: Date) {
  const [flow] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.state, state), gt(oidcFlows.expiresAt, at)))
    .returning();
  return flow;
}
