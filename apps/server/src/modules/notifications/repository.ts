import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function notificationById(db: DbOrTx, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function insertNotification(
  db: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** The same notification for many people in one statement: one row per person. */
export async function insertNotificationForEach(
  tx: DbOrTx,
  userIds: string[],
  body: { type: string; title: string; message: string; deeplink: string | null; queryKeys: unknown },
) {
  const { rows } = await tx.execute<{ id: string; user_id: string; created_at: Date | string }>(sql`
      insert into ${notifications} (user_id, type, title, message, deeplink, query_keys)
      select person::uuid, ${body.type}, ${body.title}, ${body.message}, ${body.deeplink},
        ${JSON.stringify(body.queryKeys)}::jsonb
      from json_array_elements_text(${JSON.stringify(userIds)}::json) as person
      returning id, user_id, created_at`);
  return rows;
}

/** One page of the user's notifications (of one type, if given), newest first, and how many in all. */
export async function notificationPage(
  db: Db,
  userId: string,
  type: string | undefined,
  limit: number,
  offset: number,
) {
  const where = type
    ? and(eq(notifications.userId, userId), eq(notifications.type, type))
    : eq(notifications.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return { total, rows };
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return total;
}

/** Marks the user's notification read once (a second call keeps the first time). */
export async function markOwnRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllOwnRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
