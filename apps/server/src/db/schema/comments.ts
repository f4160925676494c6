import { sql } from 'drizzle-orm';
import { check, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A comment thread pinned to a point of an image: x and y are fractions of its width and height. */
export const hotspotThreads = pgTable(
  'hotspot_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    x: real('x').notNull(),
    y: real('y').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
  },
  (t) => [
    index('hotspot_threads_asset').on(t.assetId, t.createdAt),
    check('hotspot_threads_point', sql`${t.x} between 0 and 1 and ${t.y} between 0 and 1`),
  ],
);

/** A comment in a thread: the first one opens it, the others are replies. */
export const hotspotComments = pgTable(
  'hotspot_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => hotspotThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: at('created_at'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('hotspot_comments_thread').on(t.threadId, t.createdAt)],
);
