import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An invite code to one feature; redeemed once, before it expires. */
export const featureInvites = pgTable(
  'feature_invites',
  {
    code: text('code').primaryKey(),
    feature: text('feature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [index('feature_invites_feature_created').on(t.feature, t.createdAt.desc())],
);

/** Who may use an invite-only feature: by a redeemed code or admitted from the waitlist. */
export const featureAccess = pgTable(
  'feature_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    /** 'invite' (a code) or 'waitlist' (admitted by staff). */
    via: text('via').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);

/** People waiting for an invite-only feature; one row per person and feature. */
export const featureWaitlist = pgTable(
  'feature_waitlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feature] }),
    index('feature_waitlist_waiting').on(t.feature, t.joinedAt).where(sql`${t.admittedAt} is null`),
  ],
);
