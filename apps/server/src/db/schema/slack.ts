import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Team notifications as the default Slack adapter keeps them (no webhook configured): logged and stored here. */
export const slackMessages = pgTable(
  'slack_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    /** What sent it: 'staff' (the endpoint), 'print_ready_order', 'product_request', 'waitlist'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slack_messages_created').on(t.createdAt.desc())],
);
