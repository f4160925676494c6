import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every change made in the admin area: who, what, before, after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'flag.update', 'invite.create', 'notification.send'. */
    action: text('action').notNull(),
    /** What it was done to, e.g. the flag key or the invite code. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created').on(t.createdAt.desc())],
);

/** A design competition, promoted by a banner while it runs (competition promotion flag). */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    bannerText: text('banner_text').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_ends').on(t.endsAt)],
);

/** Notifications staff sent from /admin/notifications: one row per send, however many received it. */
export const adminNotificationSends = pgTable(
  'admin_notification_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderEmail: text('sender_email').notNull(),
    /** 'user' (target: their e-mail) or 'tier' (target: the tier). */
    audience: text('audience').notNull(),
    target: text('target').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    deeplink: text('deeplink'),
    delivered: integer('delivered').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_notification_sends_created').on(t.createdAt.desc(), t.id.desc()),
    check('admin_notification_sends_audience', sql`${t.audience} in ('user', 'tier')`),
  ],
);
