import { createHmac } from 'node:crypto';
import type { HumanCheckChallenge } from '@packsmith/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fileSigningSecret } from '../storage/index.ts';
import { altchaHumanCheck } from './altcha.ts';
import { recaptchaHumanCheck } from './recaptcha.ts';

/** The human-check port: logged-out uploads must carry a token this accepts. */
export interface HumanCheck {
  readonly provider: 'altcha' | 'recaptcha';
  /** What the browser needs to produce a token. */
  challenge(): Promise<HumanCheckChallenge>;
  /** True when the token is genuine, unexpired and not used before. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

const cache = new WeakMap<Config, HumanCheck>();

/** reCAPTCHA when RECAPTCHA_SECRET is set, otherwise the self-hosted ALTCHA proof of work. */
export function createHumanCheck(config: Config, db: Db): HumanCheck {
  const existing = cache.get(config);
  if (existing) return existing;
  const check = config.RECAPTCHA_SECRET
    ? recaptchaHumanCheck({
        secret: config.RECAPTCHA_SECRET,
        siteKey: config.RECAPTCHA_SITE_KEY,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
      })
    : altchaHumanCheck({
        db,
        hmacKey: createHmac('sha256', fileSigningSecret(config)).update('altcha-challenge').digest('hex'),
        keySignatureKey: createHmac('sha256', fileSigningSecret(config)).update('altcha-key').digest('hex'),
      });
  cache.set(config, check);
  return check;
}
