import { desc } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema/index.ts';
import type { Mailer } from './port.ts';

/** Stores every mail in the database so it can be read at /dev/mailbox; nothing leaves the machine. */
export function devMailbox(db: Db, log: Logger): Mailer {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await db.insert(devMails).values({ ...message, html: message.html ?? null });
      log.info({ to: message.to, subject: message.subject }, 'mail stored in dev mailbox');
    },
  };
}

export async function listDevMails(db: Db, limit = 100) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt)).limit(limit);
}
