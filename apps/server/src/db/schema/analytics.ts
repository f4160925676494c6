import type { AnalyticsProperties } from '@packsmith/core';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Product analytics events (the embedded analytics adapter); names from core's ANALYTICS_EVENTS. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A signed-out browser's own id, when there is no user. */
    anonymousId: text('anonymous_id'),
    properties: jsonb('properties').$type<AnalyticsProperties>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_created').on(t.name, t.createdAt.desc())],
);
