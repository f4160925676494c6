import type { FlagAudience } from '@packsmith/core';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per flag in core's FLAGS: who it is on for (the embedded flags adapter). */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  audience: jsonb('audience').$type<FlagAudience>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
