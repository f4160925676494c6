import nodemailer from 'nodemailer';
import type { Mailer } from './index.ts';

/** Sends through any SMTP server, e.g. smtp://user:pass@host:587 or smtps://… */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
