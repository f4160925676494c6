/**
 * Staff's view of the packaging generator's generations across all users
 * (/admin/design-generations): each with its owner, name and brand, and its design action's state,
 * cost, provider and images. Retry and cancel act on that design action through the actions
 * module, which holds or releases the credits exactly once and writes the audit.
 */
import {
  type AdminCommand,
  type AdminDesignGeneration,
  type AdminDesignGenerationsPage,
  type AdminListParams,
  DESIGN_STATUSES,
  type DesignStatus,
} from '@packsmith/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { streamSpringGeneration } from '../../db/schema/index.ts';
import { searchMatch } from '../../lib/admin-list.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdminActionsDeps, adminActionsService, ownerIdsForSearch } from '../actions/index.ts';
import { findPeople } from '../users/index.ts';

type Row = typeof streamSpringGeneration.$inferSelect;

const isDesignStatus = (s: string): s is DesignStatus => (DESIGN_STATUSES as readonly string[]).includes(s);

export function adminDesignGenerationsService(deps: AdminActionsDeps) {
  const { db } = deps;
  const actions = adminActionsService(deps);

  async function toDesignGenerations(rows: Row[]): Promise<AdminDesignGeneration[]> {
    const [summaries, owners] = await Promise.all([
      actions.summaries(rows.flatMap((r) => r.designActionId ?? [])),
      findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
    ]);
    const emailOf = new Map(owners.map((o) => [o.id, o.email]));
    return rows.map((row) => {
      const action = row.designActionId ? summaries.get(row.designActionId) : undefined;
      return {
        id: row.id,
        designActionId: action?.id ?? null,
        ownerEmail: emailOf.get(row.userId) ?? null,
        name: row.name,
        brand: row.brand,
        imageCount: row.imageCount,
        creditCost: action?.creditCost ?? null,
        // The list record's own status is only a fallback: the design action does the work.
        status: action?.status ?? (isDesignStatus(row.status) ? row.status : 'pending'),
        stalled: action?.stalled ?? false,
        error: action?.error ?? null,
        provider: action?.provider ?? null,
        createdAt: row.createdAt.toISOString(),
        thumbnails: action?.thumbnails ?? [],
      };
    });
  }

  async function load(id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(streamSpringGeneration)
      .where(and(eq(streamSpringGeneration.id, id), isNull(streamSpringGeneration.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  async function command(
    actor: AuthenticatedUser,
    name: AdminCommand,
    id: string,
  ): Promise<AdminDesignGeneration> {
    await actions.command(actor, name, (await load(id)).designActionId);
    const [shown] = await toDesignGenerations([await load(id)]);
    return shown!;
  }

  return {
    /** Newest first; `q` matches the owner's e-mail exactly (any case), the name or the brand. */
    async list(query: AdminListParams): Promise<AdminDesignGenerationsPage> {
      const q = query.q;
      const match = q
        ? searchMatch(q, [streamSpringGeneration.name, streamSpringGeneration.brand], {
            column: streamSpringGeneration.userId,
            ids: await ownerIdsForSearch(db, q),
          })
        : undefined;
      const where = and(isNull(streamSpringGeneration.deletedAt), match);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(streamSpringGeneration).where(where),
        db
          .select()
          .from(streamSpringGeneration)
          .where(where)
          .orderBy(desc(streamSpringGeneration.createdAt), desc(streamSpringGeneration.id))
          .limit(query.limit)
          .offset(query.offset),
      ]);
      return {
        designGenerations: await toDesignGenerations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total?.n ?? 0,
      };
    },
    retry: (actor: AuthenticatedUser, id: string) => command(actor, 'retry', id),
    cancel: (actor: AuthenticatedUser, id: string) => command(actor, 'cancel', id),
  };
}
