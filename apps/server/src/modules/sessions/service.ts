import type { DesignSession, DesignSessionEvent, SessionSummary, SessionSummaryBody } from '@packsmith/core';
import { sessionSummaryBody } from '@packsmith/core';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  createSession,
  findOwnSession,
  liveSessionEvents,
  renameSession,
  type SessionEventRow,
  type SessionRow,
  sessionPage,
  softDeleteSession,
} from './repository.ts';

export const toSessionDto = (row: SessionRow): DesignSession => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  lastUpdatedAt: row.lastUpdatedAt.toISOString(),
});

export const toEventDto = (row: SessionEventRow): DesignSessionEvent => ({
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
      const events = await liveSessionEvents(db, id);
      return { ...toSessionDto(row), events: events.map(toEventDto) };
    },

    async rename(userId: string, id: string, name: string) {
      await own(userId, id);
      return toSessionDto(await renameSession(db, id, name.trim()));
    },

    async softDelete(userId: string, id: string) {
      await own(userId, id);
      await softDeleteSession(db, id);
    },

    async summary(
      userId: string,
      input: SessionSummaryBody,
    ): Promise<{ data: SessionSummary[]; totalCount: number }> {
      const q = sessionSummaryBody.parse(input);
      const { total, rows } = await sessionPage(db, userId, {
        term: q.filters.searchTerm?.trim(),
        idsIn: q.filters.types?.length ? views.sessionIdsWithTypes(q.filters.types) : undefined,
        sortBy: q.sortBy,
        limit: q.limit,
        offset: q.offset,
      });
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

export type SessionsService = ReturnType<typeof sessionsService>;
