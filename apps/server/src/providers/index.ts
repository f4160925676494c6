import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { IdentityProvider } from './identity/index.ts';
import { oidcIdentityProvider } from './identity/oidc.ts';
import { devMailbox } from './mail/dev-mailbox.ts';
import type { Mailer } from './mail/index.ts';
import { smtpMailer } from './mail/smtp.ts';

/** Config picks each port's adapter: embedded defaults unless a production service is configured. */
export function selectProviders(
  config: Config,
  db: Db,
  log: Logger,
): { mailer: Mailer; identity: IdentityProvider | null } {
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailbox(db, log);
  const identity = config.googleEnabled
    ? oidcIdentityProvider({
        issuerUrl: config.OIDC_ISSUER_URL,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        redirectUri: new URL('/api/auth/google/callback', config.publicUrl).href,
      })
    : null;
  return { mailer, identity };
}
