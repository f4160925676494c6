import type { HumanCheckChallenge } from '@packsmith/core';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { humanCheckRedemptions } from '../../db/schema/index.ts';
import type { HumanCheck } from './port.ts';

export interface AltchaOptions {
  db: Db;
  hmacKey: string;
  keySignatureKey: string;
  /** PBKDF2 iterations per attempt and the range of attempts a solver needs. */
  cost?: number;
  counterRange?: [number, number];
  ttlSeconds?: number;
}

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Self-hosted ALTCHA v2 proof of work. The browser solves the challenge and sends
 * base64(JSON {challenge, solution}) as its token; each solved challenge works once.
 */
export function altchaHumanCheck(o: AltchaOptions): HumanCheck {
  const cost = o.cost ?? 250;
  const [lo, hi] = o.counterRange ?? [1000, 4000];
  const ttl = o.ttlSeconds ?? 10 * 60;
  return {
    provider: 'altcha',
    async challenge(): Promise<HumanCheckChallenge> {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(lo, hi),
        deriveKey,
        expiresAt: new Date(Date.now() + ttl * 1000),
        hmacSignatureSecret: o.hmacKey,
        hmacKeySignatureSecret: o.keySignatureKey,
      });
      return {
        provider: 'altcha',
        challenge: {
          parameters: challenge.parameters as unknown as Record<string, unknown>,
          signature: challenge.signature,
        },
      };
    },
    async verify(token) {
      if (!token || token.length > 20_000) return false;
      let payload: { challenge?: unknown; solution?: unknown };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      } catch {
        return false; // not base64 JSON: no solution to check
      }
      const challenge = payload?.challenge as Parameters<typeof verifySolution>[0]['challenge'] | undefined;
      const solution = payload?.solution as Parameters<typeof verifySolution>[0]['solution'] | undefined;
      if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return false;
      // Only challenges this server made: they always expire.
      const expiresAt = Number(challenge.parameters.expiresAt);
      if (!Number.isFinite(expiresAt)) return false;
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: o.hmacKey,
          hmacKeySignatureSecret: o.keySignatureKey,
        });
      } catch {
        // Parameters the library cannot use (a forged or garbled challenge) verify nothing.
        return false;
      }
      if (!result.verified) return false;
      // Single use: the first redemption of a challenge wins.
      await o.db.delete(humanCheckRedemptions).where(lt(humanCheckRedemptions.expiresAt, new Date()));
      const inserted = await o.db
        .insert(humanCheckRedemptions)
        .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: humanCheckRedemptions.signature });
      return inserted.length === 1;
    },
  };
}
