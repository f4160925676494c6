import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A person's one support conversation with the team (made with their first message). */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user').on(t.userId),
    index('support_conversations_last').on(t.lastMessageAt.desc()),
  ],
);

/** A message in a support conversation, from the person ('user') or a staff member ('staff'). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** Who wrote it (the person, or the staff member who replied). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it; null is unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('support_messages_thread').on(t.conversationId, t.createdAt),
    index('support_messages_unread').on(t.conversationId, t.author).where(sql`${t.readAt} is null`),
    check('support_messages_author', sql`${t.author} in ('user', 'staff')`),
  ],
);
