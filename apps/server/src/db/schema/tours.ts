import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A guided tour's state for one person (spec `user_tours`: tourId, doNotShow). */
export const userTours = pgTable(
  'user_tours',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: text('tour_id').notNull(),
    doNotShow: boolean('do_not_show').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tourId] })],
);
