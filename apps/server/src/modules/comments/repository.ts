import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hotspotComments, hotspotThreads } from '../../db/schema/index.ts';

/** The only code that reads or writes the hotspot comment tables. */

export type ThreadRow = typeof hotspotThreads.$inferSelect;
export type CommentRow = typeof hotspotComments.$inferSelect;

export async function threadsOfAsset(db: DbOrTx, assetId: string): Promise<ThreadRow[]> {
  return db
    .select()
    .from(hotspotThreads)
    .where(eq(hotspotThreads.assetId, assetId))
    .orderBy(asc(hotspotThreads.createdAt), asc(hotspotThreads.id));
}

export async function commentsOfThreads(db: DbOrTx, threadIds: string[]): Promise<CommentRow[]> {
  if (threadIds.length === 0) return [];
  return db
    .select()
    .from(hotspotComments)
    .where(inArray(hotspotComments.threadId, threadIds))
    .orderBy(asc(hotspotComments.createdAt), asc(hotspotComments.id));
}

/** The thread, its row locked for the rest of the transaction (replies and resolves queue behind). */
export async function lockThread(db: DbOrTx, id: string): Promise<ThreadRow | null> {
  const [row] = await db.select().from(hotspotThreads).where(eq(hotspotThreads.id, id)).for('update');
  return row ?? null;
}

export async function commentWithThread(
  db: DbOrTx,
  id: string,
): Promise<{ comment: CommentRow; thread: ThreadRow } | null> {
  const [row] = await db
    .select({ comment: hotspotComments, thread: hotspotThreads })
    .from(hotspotComments)
    .innerJoin(hotspotThreads, eq(hotspotThreads.id, hotspotComments.threadId))
    .where(eq(hotspotComments.id, id))
    .for('update', { of: hotspotThreads });
  return row ?? null;
}

export async function countThreads(db: DbOrTx, assetId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(hotspotThreads)
    .where(eq(hotspotThreads.assetId, assetId));
  return row?.n ?? 0;
}

export async function countComments(db: DbOrTx, threadId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(hotspotComments)
    .where(eq(hotspotComments.threadId, threadId));
  return row?.n ?? 0;
}

/**
 * Serialises new threads on one image (a transaction-scoped advisory lock on its id), so the
 * per-image limit holds under parallel requests.
 */
export async function lockAssetThreads(db: DbOrTx, assetId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hotspot:${assetId}`}, 0))`);
}

export async function insertThread(
  db: DbOrTx,
  values: { assetId: string; userId: string; x: number; y: number },
): Promise<ThreadRow> {
  const [row] = await db.insert(hotspotThreads).values(values).returning();
  return row!;
}

export async function insertComment(
  db: DbOrTx,
  values: { threadId: string; userId: string; body: string },
): Promise<CommentRow> {
  const [row] = await db.insert(hotspotComments).values(values).returning();
  return row!;
}

export async function updateCommentBody(db: DbOrTx, id: string, body: string): Promise<CommentRow> {
  const [row] = await db
    .update(hotspotComments)
    .set({ body, editedAt: new Date() })
    .where(eq(hotspotComments.id, id))
    .returning();
  return row!;
}

/** Deletes the comment, and its thread when it was the thread's last comment. */
export async function deleteComment(db: DbOrTx, comment: CommentRow): Promise<void> {
  await db.delete(hotspotComments).where(eq(hotspotComments.id, comment.id));
  await db
    .delete(hotspotThreads)
    .where(
      and(
        eq(hotspotThreads.id, comment.threadId),
        sql`not exists (select 1 from ${hotspotComments} where ${hotspotComments.threadId} = ${comment.threadId})`,
      ),
    );
}

export async function setResolved(db: DbOrTx, threadId: string, by: string | null): Promise<void> {
  await db
    .update(hotspotThreads)
    .set({ resolvedAt: by ? new Date() : null, resolvedBy: by })
    .where(eq(hotspotThreads.id, threadId));
}

/** Everyone who wrote in the thread. */
export async function authorsOf(db: DbOrTx, threadId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: hotspotComments.userId })
    .from(hotspotComments)
    .where(eq(hotspotComments.threadId, threadId));
  return rows.map((r) => r.userId);
}
