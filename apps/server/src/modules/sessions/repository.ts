import { DEFAULT_SESSION_NAME, sessionNameFor } from '@packsmith/core';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { designSessionEvents, designSessions } from '../../db/schema/index.ts';

/** Inserts a session event and touches the session (callers pass their transaction). */
export async function recordSessionEvent(
  tx: DbOrTx,
  e: { sessionId: string; userId: string; type: string; metadata?: Record<string, unknown> },
) {
  const [row] = await tx
    .insert(designSessionEvents)
    .values({ sessionId: e.sessionId, userId: e.userId, type: e.type, metadata: e.metadata ?? {} })
    .returning();
  await tx
    .update(designSessions)
    .set({ lastUpdatedAt: new Date() })
    .where(eq(designSessions.id, e.sessionId));
  return row!;
}

/** The user's live session, or null (others' and deleted sessions are invisible). */
export async function findOwnSession(db: DbOrTx, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(designSessions)
    .where(
      and(
        eq(designSessions.id, sessionId),
        eq(designSessions.userId, userId),
        isNull(designSessions.deletedAt),
      ),
    );
  return row ?? null;
}

/**
 * A new session with the user's name for it, else one from the design action that starts it
 * (its brand, prompt or product: `sessionNameFor`), else DEFAULT_SESSION_NAME.
 */
export async function createSession(
  db: DbOrTx,
  userId: string,
  name?: string | null,
  startedBy?: { type: string; metadata: Record<string, unknown> },
) {
  const fallback = startedBy ? sessionNameFor(startedBy.type, startedBy.metadata) : DEFAULT_SESSION_NAME;
  const [row] = await db
    .insert(designSessions)
    .values({ userId, name: name?.trim() || fallback })
    .returning();
  return row!;
}

export type SessionRow = typeof designSessions.$inferSelect;
export type SessionEventRow = typeof designSessionEvents.$inferSelect;

/** A session's live events, oldest first. */
export function liveSessionEvents(db: Db, sessionId: string): Promise<SessionEventRow[]> {
  return db
    .select()
    .from(designSessionEvents)
    .where(and(eq(designSessionEvents.sessionId, sessionId), isNull(designSessionEvents.deletedAt)))
    .orderBy(asc(designSessionEvents.createdAt), asc(designSessionEvents.id));
}

export async function renameSession(db: Db, sessionId: string, name: string): Promise<SessionRow> {
  const [row] = await db
    .update(designSessions)
    .set({ name, lastUpdatedAt: new Date() })
    .where(eq(designSessions.id, sessionId))
    .returning();
  return row!;
}

export async function softDeleteSession(db: Db, sessionId: string) {
  await db.update(designSessions).set({ deletedAt: new Date() }).where(eq(designSessions.id, sessionId));
}

export interface SessionPageQuery {
  /** Part of the name, matched case-insensitively and literally. */
  term?: string;
  /** A subquery of the session ids to keep. */
  idsIn?: SQL | SQLWrapper;
  /** 'alphabetical', 'last-modified', else newest first. */
  sortBy: string;
  limit: number;
  offset: number;
}

/** One page of the user's live sessions and how many match in all. */
export async function sessionPage(db: Db, userId: string, q: SessionPageQuery) {
  const conds = [eq(designSessions.userId, userId), isNull(designSessions.deletedAt)];
  if (q.term) conds.push(ilike(designSessions.name, `%${q.term.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.idsIn) conds.push(inArray(designSessions.id, q.idsIn));
  const where = and(...conds);
  const order =
    q.sortBy === 'alphabetical'
      ? [asc(sql`lower(${designSessions.name})`), desc(designSessions.createdAt)]
      : q.sortBy === 'last-modified'
        ? [desc(designSessions.lastUpdatedAt)]
        : [desc(designSessions.createdAt)];
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(designSessions)
    .where(where);
  const rows = await db
    .select()
    .from(designSessions)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return { total, rows };
}
