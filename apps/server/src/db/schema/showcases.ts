import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './users.ts';

/** The owner's consent that a design may be featured in the Explore showcase (one row while given). */
export const showcaseConsents = pgTable('showcase_consents', {
  assetId: uuid('asset_id')
    .primaryKey()
    .references(() => assets.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A consented design staff featured; withdrawing consent removes it. */
export const showcaseFeatures = pgTable('showcase_features', {
  assetId: uuid('asset_id')
    .primaryKey()
    .references(() => showcaseConsents.assetId, { onDelete: 'cascade' }),
  featuredBy: uuid('featured_by').references(() => users.id, { onDelete: 'set null' }),
  /** Lower first; new features go first. */
  position: integer('position').notNull().default(0),
  featuredAt: timestamp('featured_at', { withTimezone: true }).notNull().defaultNow(),
});
