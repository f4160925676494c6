import { AUTH, MESSAGES } from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, forbidden, tooManyRequests } from '../../lib/errors.ts';
import { randomDigits, randomToken, sha256 } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { signInCodeMail } from '../../providers/mail/templates.ts';
import { isEmailBlocked } from './blocked.ts';
import {
  codeRequestsSince,
  consumeCode,
  countCodeAttempt,
  insertToken,
  latestOpenCode,
  replaceLoginCode,
  revokeToken,
  storedBlockedPatterns,
  tokenOwner,
  upsertUser,
} from './repository.ts';

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
    const rows = await storedBlockedPatterns(db);
    if (isEmailBlocked(email, [...blockedPatterns, ...rows.map((r) => r.pattern)])) {
      throw forbidden(MESSAGES.auth.blocked, 'email_blocked');
    }
  }

  async function assertUnderRateLimit(email: string, ip: string) {
    const since = new Date(now().getTime() - minutes(AUTH.codeRequestWindowMinutes));
    const { byEmail, byIp } = await codeRequestsSince(db, email, ip, since);
    if (byEmail >= AUTH.codeRequestsPerEmail || byIp >= codeRequestsPerIp) {
      throw tooManyRequests(MESSAGES.auth.tooManyRequests);
    }
  }

  async function issueToken(userId: string, method: string) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + AUTH.tokenTtlDays * 24 * 3600_000);
    await insertToken(db, { userId, tokenHash: sha256(token), method, expiresAt });
    return { token, expiresAt };
  }

  async function signIn(email: string, method: string, handle: string) {
    const user = await upsertUser(db, email, method, handle);
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
      await replaceLoginCode(
        db,
        {
          email,
          ip,
          codeHash: codeHash(email, code),
          expiresAt: new Date(now().getTime() + minutes(AUTH.codeTtlMinutes)),
        },
        now,
      );
      await mailer.send(signInCodeMail(email, code));
    },

    async verifyCode(email: string, code: string) {
      await assertNotBlocked(email);
      const latest = await latestOpenCode(db, email);
      if (!latest) throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      if (latest.expiresAt <= now()) throw badRequest(MESSAGES.auth.codeExpired, 'code_expired');
      if (!(await countCodeAttempt(db, latest.id, AUTH.maxCodeAttempts)))
        throw badRequest(MESSAGES.auth.codeTooManyAttempts, 'code_attempts');
      if (latest.codeHash !== codeHash(email, code))
        throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      if (!(await consumeCode(db, latest.id, now())))
        throw badRequest(MESSAGES.auth.codeInvalid, 'code_invalid');
      return signIn(email, 'email', email);
    },

    /** Signs in a user whose identity an OpenID Connect issuer vouched for. */
    async signInWithIdentity(email: string, method: string, subject: string) {
      await assertNotBlocked(email);
      return signIn(email, method, subject);
    },

    async authenticate(token: string): Promise<AuthenticatedUser | null> {
      const row = await tokenOwner(db, sha256(token), now());
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
      await revokeToken(db, tokenId, now());
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
