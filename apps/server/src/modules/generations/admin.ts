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
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { type AdminActionsService, ownerIdsForSearch } from '../actions/index.ts';
import { findPeople } from '../users/index.ts';
import { type GenerationRow, generationPageForStaff, liveGeneration } from './repository.ts';

type Row = GenerationRow;

const isDesignStatus = (s: string): s is DesignStatus => (DESIGN_STATUSES as readonly string[]).includes(s);

export function adminDesignGenerationsService(
  deps: Pick<AppDeps, 'db'> & { adminActions: AdminActionsService },
) {
  const { db, adminActions: actions } = deps;

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
    const row = await liveGeneration(db, id);
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
      const { total, rows } = await generationPageForStaff(
        db,
        q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined,
        query.limit,
        query.offset,
      );
      return {
        designGenerations: await toDesignGenerations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total,
      };
    },
    retry: (actor: AuthenticatedUser, id: string) => command(actor, 'retry', id),
    cancel: (actor: AuthenticatedUser, id: string) => command(actor, 'cancel', id),
  };
}

export type AdminDesignGenerationsService = ReturnType<typeof adminDesignGenerationsService>;
