/**
 * Staff's view of variation jobs across all users (/admin/variations): each with its source image
 * and outputs, and — when a design action runs it — that action's status, cost and provider, with
 * retry and cancel acting on the action (credits held or released by the actions service, once).
 */
import type {
  AdminCommand,
  AdminListParams,
  AdminVariation,
  AdminVariationsPage,
  DesignStatus,
  VariationType,
} from '@packsmith/core';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import { findPeople } from '../users/index.ts';
import {
  type AdminActionsDeps,
  type AdminActionsService,
  ownerIdsForSearch,
  ownersThumbnails,
} from './admin.ts';
import {
  adminVariationsPage,
  findLiveVariation,
  type VariationRow,
  variationOutputsOf,
} from './repository-admin.ts';

export function adminVariationsService(
  deps: Pick<AdminActionsDeps, 'db' | 'assets'> & { adminActions: AdminActionsService },
) {
  const { db, assets, adminActions: actions } = deps;

  async function toVariations(rows: VariationRow[]): Promise<AdminVariation[]> {
    const [summaries, owners, outputs] = await Promise.all([
      actions.summaries(rows.flatMap((r) => r.designActionId ?? [])),
      findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
      variationOutputsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const emailOf = new Map(owners.map((o) => [o.id, o.email]));
    const outputsOfRow = (row: VariationRow) => outputs.filter((o) => o.variationId === row.id);
    const src = await ownersThumbnails(
      assets,
      rows.map((row) => ({
        ownerId: row.userId,
        assetIds: [row.sourceAssetId, ...outputsOfRow(row).map((o) => o.assetId)],
      })),
    );
    return rows.map((row) => {
      const action = row.designActionId ? summaries.get(row.designActionId) : undefined;
      const own = outputsOfRow(row);
      const ownThumbnails = own.flatMap((o) => src(row.userId, o.assetId) ?? []);
      const providers = [...new Set(own.flatMap((o) => o.provider ?? []))];
      return {
        id: row.id,
        designActionId: action ? row.designActionId : null,
        ownerEmail: emailOf.get(row.userId) ?? null,
        type: row.type as VariationType,
        instructions: row.userInstructions,
        sourceThumbnail: src(row.userId, row.sourceAssetId),
        requested: row.numberOfImagesRequested,
        completed: row.numberOfImagesCompleted,
        creditCost: action?.creditCost ?? null,
        // The action drives a variation it runs: its state is the current one.
        status: action?.status ?? (row.status as DesignStatus),
        stalled: action?.stalled ?? false,
        error: action ? action.error : row.error,
        provider: action?.provider ?? (providers.join(',') || null),
        createdAt: row.createdAt.toISOString(),
        thumbnails: ownThumbnails.length ? ownThumbnails : (action?.thumbnails ?? []),
      };
    });
  }

  async function load(id: string): Promise<VariationRow> {
    const row = await findLiveVariation(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function command(actor: AuthenticatedUser, name: AdminCommand, id: string): Promise<AdminVariation> {
    await actions.command(actor, name, (await load(id)).designActionId);
    const [shown] = await toVariations([await load(id)]);
    return shown!;
  }

  return {
    /** Newest first; `q` matches the owner's e-mail exactly (any case), the instructions or the type. */
    async list(query: AdminListParams): Promise<AdminVariationsPage> {
      const q = query.q;
      const search = q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined;
      const { rows, totalCount } = await adminVariationsPage(db, search, query);
      return {
        variations: await toVariations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount,
      };
    },
    retry: (actor: AuthenticatedUser, id: string) => command(actor, 'retry', id),
    cancel: (actor: AuthenticatedUser, id: string) => command(actor, 'cancel', id),
  };
}

export type AdminVariationsService = ReturnType<typeof adminVariationsService>;
