import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { designSessions } from './design.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An editor conversation about one image of a session (spec part 2 §3). The turn in flight is
 * `turnMessageId` (the user message it answers) and its credit hold `creditReservationId`.
 * Session and source asset go to null when they are deleted for good: the conversation is then
 * archived.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => designSessions.id, { onDelete: 'set null' }),
    sourceAssetId: uuid('source_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** CONVERSATION_STATUSES */
    status: text('status').notNull().default('standby'),
    /** CONVERSATION_MODES */
    mode: text('mode').notNull().default('async'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    turnMessageId: uuid('turn_message_id'),
    creditReservationId: uuid('credit_reservation_id'),
    error: text('error'),
    createdAt: createdAt(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_pair').on(t.userId, t.sessionId, t.sourceAssetId, t.createdAt),
    index('chat_conversations_status').on(t.status, t.lastUpdatedAt),
  ],
);

/** One message of a conversation: user, ai, debug or quick action (spec part 2 §3). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: a turn's user and AI messages can share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    /** numImagesRequested, toolbox, the planned operations (user), operations and documents (ai). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    outputAssetIds: uuid('output_asset_ids').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation').on(t.conversationId, t.seq)],
);
