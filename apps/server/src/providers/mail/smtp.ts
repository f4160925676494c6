import nodemailer from 'nodemailer';
import type { Mailer } from './port.ts';

/**
 * Mail is sent while a sign-in request waits, so a silent or stalled server must fail fast
 * rather than hold it for nodemailer's defaults (30 s for a greeting, 10 min of socket idle).
 * The URL may still set any of these, e.g. smtp://…?greetingTimeout=5000.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [key, ms] of Object.entries(TIMEOUTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(ms));
  }
  return parsed.href;
}

/** Sends through any SMTP server, e.g. smtp://user:pass@host:587 or smtps://… */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(url));
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
