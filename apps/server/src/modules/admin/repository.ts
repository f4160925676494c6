import { count, desc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminNotificationSends, auditLog } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';

export interface AuditEntry {
  /** What was done, as `<area>.<verb>`: 'flag.update', 'invite.create', 'notification.send'… */
  action: string;
  /** What it was done to: a flag key, an invite code, a user id… */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one admin change to the audit log; pass the change's transaction so both commit together. */
export async function recordAudit(tx: DbOrTx, actor: AuthenticatedUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The latest admin changes, newest first. */
export async function recentAudit(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type NotificationSendRow = typeof adminNotificationSends.$inferSelect;

export async function insertNotificationSend(
  tx: DbOrTx,
  values: typeof adminNotificationSends.$inferInsert,
): Promise<NotificationSendRow> {
  const [row] = await tx.insert(adminNotificationSends).values(values).returning();
  return row!;
}

/** One page of sends, newest first, and how many there are in all. */
export async function notificationSendsPage(db: Db, limit: number, offset: number) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(adminNotificationSends),
    db
      .select()
      .from(adminNotificationSends)
      .orderBy(desc(adminNotificationSends.createdAt), desc(adminNotificationSends.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total, rows };
}
