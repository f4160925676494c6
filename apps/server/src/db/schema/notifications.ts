import type { NotificationQueryKey } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** In-app notifications; also pushed live on `private-notifications_{userId}`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case type name from the spec. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    /** In-app path the notification opens. */
    deeplink: text('deeplink'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Client query keys to refresh when this notification arrives. */
    queryKeys: jsonb('query_keys').$type<NotificationQueryKey[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
