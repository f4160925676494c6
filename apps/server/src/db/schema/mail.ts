import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the dev mailbox adapter "sends" — readable at /dev/mailbox outside production. */
export const devMails = pgTable('dev_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
