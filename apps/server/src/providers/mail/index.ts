import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devMailbox } from './dev-mailbox.ts';
import type { Mailer } from './port.ts';
import { smtpMailer } from './smtp.ts';

export * from './port.ts';

/** SMTP when SMTP_URL is set, otherwise the dev mailbox (stored, readable at /dev/mailbox). */
export function selectMailer(config: Config, db: Db, log: Logger): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailbox(db, log);
}
