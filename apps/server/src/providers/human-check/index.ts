import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fileSigningSecret } from '../storage/port.ts';
import { altchaHumanCheck } from './altcha.ts';
import type { HumanCheck } from './port.ts';
import { recaptchaHumanCheck } from './recaptcha.ts';

export * from './port.ts';

/** reCAPTCHA when RECAPTCHA_SECRET is set, otherwise the self-hosted ALTCHA proof of work. */
export function createHumanCheck(config: Config, db: Db, log?: Logger): HumanCheck {
  const check = config.RECAPTCHA_SECRET
    ? recaptchaHumanCheck({
        secret: config.RECAPTCHA_SECRET,
        siteKey: config.RECAPTCHA_SITE_KEY,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        log,
      })
    : altchaHumanCheck({
        db,
        hmacKey: createHmac('sha256', fileSigningSecret(config)).update('altcha-challenge').digest('hex'),
        keySignatureKey: createHmac('sha256', fileSigningSecret(config)).update('altcha-key').digest('hex'),
        cost: config.HUMAN_CHECK_COST,
      });
  return check;
}
