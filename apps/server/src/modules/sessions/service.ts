import type { DesignSession, DesignSessionEvent, SessionSummary, SessionSummaryBody } from '@packsmith/core';
import { DEFAULT_SESSION_NAME, sessionNameFor, sessionSummaryBody } from '@packsmith/core';
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  designActionImages,
  designActions,
  designSessionEvents,
  designSessions,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { assetsServiceFor } from '../assets/service.ts';

type SessionRow = typeof designSessions.$inferSelect;
type EventRow = typeof designSessionEvents.$inferSelect;

export const toSessionDto = (row: SessionRow): DesignSession => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  lastUpdatedAt: row.lastUpdatedAt.toISOString(),
});

export const toEventDto = (row: EventRow): DesignSessionEvent => ({
  id: row.id,
  sessionId: row.sessionId,
  type: row.type,
  metadata: row.metadata,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
});

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

export function sessionsService(deps: Pick<AppDeps, 'db' | 'storage' | 'humanCheck' | 'log'>) {
  const { db } = deps;
  const assetsSvc = assetsServiceFor(deps);

  async function own(userId: string, id: string) {
    const row = await findOwnSession(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(userId: string, name?: string) {
      return toSessionDto(await createSession(db, userId, name));
    },

    async get(userId: string, id: string) {
      const row = await own(userId, id);
      const events = await db
        .select()
        .from(designSessionEvents)
        .where(and(eq(designSessionEvents.sessionId, id), isNull(designSessionEvents.deletedAt)))
        .orderBy(asc(designSessionEvents.createdAt), asc(designSessionEvents.id));
      return { ...toSessionDto(row), events: events.map(toEventDto) };
    },

    async rename(userId: string, id: string, name: string) {
      await own(userId, id);
      const [row] = await db
        .update(designSessions)
        .set({ name: name.trim(), lastUpdatedAt: new Date() })
        .where(eq(designSessions.id, id))
        .returning();
      return toSessionDto(row!);
    },

    async softDelete(userId: string, id: string) {
      await own(userId, id);
      await db.update(designSessions).set({ deletedAt: new Date() }).where(eq(designSessions.id, id));
    },

    async summary(
      userId: string,
      input: SessionSummaryBody,
    ): Promise<{ data: SessionSummary[]; totalCount: number }> {
      const q = sessionSummaryBody.parse(input);
      const conds = [eq(designSessions.userId, userId), isNull(designSessions.deletedAt)];
      const term = q.filters.searchTerm?.trim();
      if (term) conds.push(ilike(designSessions.name, `%${term.replace(/[%_\\]/g, '\\$&')}%`));
      if (q.filters.types?.length) {
        conds.push(
          sql`exists (select 1 from ${designActions} where ${designActions.sessionId} = "design_sessions"."id" and ${inArray(designActions.type, q.filters.types)})`,
        );
      }
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
        .select({
          session: designSessions,
          numImages: sql<number>`(select count(*)::int from ${designActionImages} i join ${designActions} a on a.id = i.design_action_id where a.session_id = "design_sessions"."id" and a.deleted_at is null and i.deleted_at is null and i.status = 'completed')`,
          latestAssetId: sql<
            string | null
          >`(select i.asset_id from ${designActionImages} i join ${designActions} a on a.id = i.design_action_id join ${assets} s on s.id = i.asset_id where a.session_id = "design_sessions"."id" and a.deleted_at is null and i.status = 'completed' and s.deleted_at is null order by i.last_updated_at desc limit 1)`,
        })
        .from(designSessions)
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset);
      const data = await Promise.all(
        rows.map(async (r) => {
          let thumbnailUrl: string | null = null;
          if (r.latestAssetId) {
            thumbnailUrl = await assetsSvc
              .get(userId, r.latestAssetId)
              .then((a) => a.thumbnailUrl)
              .catch(() => null);
          }
          return {
            id: r.session.id,
            name: r.session.name,
            thumbnailUrl,
            numDesignRouteImages: r.numImages,
            createdAt: r.session.createdAt.toISOString(),
            lastUpdatedAt: r.session.lastUpdatedAt.toISOString(),
          };
        }),
      );
      return { data, totalCount: total };
    },
  };
}
