import { AUTH, MESSAGES } from '@packsmith/core';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, blockedEmails, loginCodes, userAuthentications, users } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, forbidden, tooManyRequests } from '../../lib/errors.ts';
import { randomDigits, randomToken, sha256 } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { signInCodeMail } from '../../providers/mail/templates.ts';
import { isEmailBlocked } from './blocked.ts';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  blockedPatterns: readonly string[];
  /** Code requests one IP may make per window (AUTH.codeRequestsPerIp unless configured). */
  codeRequestsPerIp?: number;
  now?: () => Date;
  /**
   * Runs after every sign-in (a new account or not), e.g. to hand over invitations sent to the
   * address before it had an account. Must not throw for the sign-in to go through.
   */
  onSignIn?: (user: { id: string; email: string }) => Promise<void>;
}

const minutes = (n: number) => n * 60_000;
const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

export function authService({
  db,
  mailer,
  blockedPatterns,
  codeRequestsPerIp = AUTH.codeRequestsPerIp,
  now = () => new Date(),
  onSignIn,
}: AuthDeps) {
  async function assertNotBlocked(email: string) {
    const rows = await db.select({ pattern: blockedEmails.pattern }).from(blockedEmails);
    if (isEmailBlocked(email, [...blockedPatterns, ...rows.map((r) => r.pattern)])) {
      throw forbidden(MESSAGES.auth.blocked, 'email_blocked');
    }
  }

  async function assertUnderRateLimit(email: string, ip: string) {
    const since = new Date(now().getTime() - minutes(AUTH.codeRequestWindowMinutes));
    const [byEmail] = await db
      .select({ n: count() })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), gt(loginCodes.createdAt, since)));
    const [byIp] = await db
      .select({ n: count() })
      .from(loginCodes)
      .where(and(eq(loginCodes.ip, ip), gt(loginCodes.createdAt, since)));
    if (byEmail.n >= AUTH.codeRequestsPerEmail || byIp.n >= codeRequestsPerIp) {
      throw tooManyRequests(MESSAGES.auth.tooManyRequests);
    }
  }

  async function issueToken(userId: string, method: string) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + AUTH.tokenTtlDays * 24 * 3600_000);
    await db.insert(authTokens).values({ userId, tokenHash: sha256(token), method, expiresAt });
    return { token, expiresAt };
  }

  /** Finds the user with this email or creates one, and records how they signed in. */
  async function upsertUser(email: string, method: string, handle: string) {
    return db.transaction(async (tx) => {
      await tx.insert(users).values({ email }).onConflictDoNothing({ target: users.email });
      const [user] = await tx.select().from(users).where(eq(users.email, email));
      await tx.insert(userAuthentications).values({ userId: user.id, method, handle }).onConflictDoNothing();
      return user;
    });
  }

  async function signIn(email: string, method: string, handle: string) {
    const user = await upsertUser(email, method, handle);
    await onSignIn?.({ id: user.id, email: user.email });
    const { token, expiresAt } = await issueToken(user.id, method);
    return { token, expiresAt: expiresAt.toISOString(), onboarded: user.onboardedAt !== null };
  }

  return {
    assertNotBlocked,

    async requestCode(email: string, ip: string) {
      await assertNotBlocked(email);
      await assertUnderRateLimit(email, ip);
      const code = randomDigits(AUTH.codeLength);
      await db.transaction(async (tx) => {
        // Only the newest code counts: earlier ones stop working.
        await tx
          .update(loginCodes)
          .set({ consumedAt: now() })
          .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
        await tx.insert(loginCodes).values({
          email,
          ip,
          codeHash: codeHash(email, code),
          expiresAt: new Date(now().getTime() + minutes(AUTH.codeTtlMinutes)),
          createdAt: now(),
        });
      });
      await mailer.send(signInCodeMail(email, code));
    },

    async verifyCode(email: string, code: string) {
      await assertNotBlocked(email);
      const [latest] = await db
        .select()
        .from(loginCodes)
        .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1);
      if (!latest) throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      if (latest.expiresAt <= now()) throw badRequest(MESSAGES.auth.codeExpired, 'code_expired');
      // Count the try atomically so parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(loginCodes)
        .set({ attempts: sql`${loginCodes.attempts} + 1` })
        .where(and(eq(loginCodes.id, latest.id), lt(loginCodes.attempts, AUTH.maxCodeAttempts)))
        .returning({ attempts: loginCodes.attempts });
      if (!counted) throw badRequest(MESSAGES.auth.codeTooManyAttempts, 'code_attempts');
      if (latest.codeHash !== codeHash(email, code))
        throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      const [consumed] = await db
        .update(loginCodes)
        .set({ consumedAt: now() })
        .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.consumedAt)))
        .returning({ id: loginCodes.id });
      if (!consumed) throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      return signIn(email, 'email', email);
    },

    /** Signs in a user whose identity an OpenID Connect issuer vouched for. */
    async signInWithIdentity(email: string, method: string, subject: string) {
      await assertNotBlocked(email);
      return signIn(email, method, subject);
    },

    async authenticate(token: string): Promise<AuthenticatedUser | null> {
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
          and(
            eq(authTokens.tokenHash, sha256(token)),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now()),
          ),
        );
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        tokenId: row.tokenId,
        method: row.method,
        onboarded: row.onboardedAt !== null,
      };
    },

    async revoke(tokenId: string) {
      await db.update(authTokens).set({ revokedAt: now() }).where(eq(authTokens.id, tokenId));
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
