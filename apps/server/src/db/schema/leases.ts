import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is running a piece of background work (a chat turn, a design action) and until when
 * (lib/lease.ts). A row is a claim, not a connection: a runner holds no database connection
 * while it works, renews the claim as it goes, and a claim whose runner died simply expires.
 */
export const workLeases = pgTable('work_leases', {
  key: text('key').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
