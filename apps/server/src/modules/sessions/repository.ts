import { DEFAULT_SESSION_NAME, sessionNameFor } from '@packsmith/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
