import type { DesignSession, DesignSessionEvent, SessionSummary, SessionSummaryBody } from '@packsmith/core';
import { sessionSummaryBody } from '@packsmith/core';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designSessionEvents, designSessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { createSession, findOwnSession } from './repository.ts';

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

/**
 * What a session's summary shows of other modules, handed in by the composition (sessions/routes.ts):
 * the actions module's image counts and the assets module's thumbnails.
 */
export interface SessionViews {
  /** A subquery of session ids holding an action of one of these types. */
  sessionIdsWithTypes: (types: readonly string[]) => SQL | SQLWrapper;
  /** Per session: finished images and the newest one's live asset. */
  imageStats: (userId: string, sessionIds: readonly string[]) => Promise<Map<string, SessionImageStats>>;
  /** Addresses of the user's live assets, by id. */
  assetUrls: (
    userId: string,
    assetIds: readonly (string | null)[],
  ) => Promise<Map<string, { thumbnailUrl: string }>>;
}

export interface SessionImageStats {
  numImages: number;
  latestAssetId: string | null;
}

export function sessionsService(db: Db, views: SessionViews) {
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
      if (q.filters.types?.length)
        conds.push(inArray(designSessions.id, views.sessionIdsWithTypes(q.filters.types)));
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
      const stats = await views.imageStats(
        userId,
        rows.map((r) => r.id),
      );
      const urls = await views.assetUrls(
        userId,
        [...stats.values()].map((s) => s.latestAssetId),
      );
      const data = rows.map((r) => {
        const s = stats.get(r.id);
        return {
          id: r.id,
          name: r.name,
          thumbnailUrl: (s?.latestAssetId && urls.get(s.latestAssetId)?.thumbnailUrl) || null,
          numDesignRouteImages: s?.numImages ?? 0,
          createdAt: r.createdAt.toISOString(),
          lastUpdatedAt: r.lastUpdatedAt.toISOString(),
        };
      });
      return { data, totalCount: total };
    },
  };
}
