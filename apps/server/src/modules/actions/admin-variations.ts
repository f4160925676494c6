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
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { designVariationImages, designVariations } from '../../db/schema/index.ts';
import { searchMatch } from '../../lib/admin-list.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { findPeople } from '../users/index.ts';
import { type AdminActionsDeps, adminActionsService, ownerIdsForSearch, ownersThumbnails } from './admin.ts';

type VariationRow = typeof designVariations.$inferSelect;
type OutputRow = { variationId: string; assetId: string | null; provider: string | null };

/** The finished outputs of these variations, in position order (one query). */
async function outputsOf(db: AdminActionsDeps['db'], variationIds: string[]): Promise<OutputRow[]> {
  if (variationIds.length === 0) return [];
  return db
    .select({
      variationId: designVariationImages.designVariationId,
      assetId: designVariationImages.assetId,
      provider: designVariationImages.provider,
    })
    .from(designVariationImages)
    .where(
      and(
        inArray(designVariationImages.designVariationId, variationIds),
        eq(designVariationImages.status, 'completed'),
        isNull(designVariationImages.deletedAt),
      ),
    )
    .orderBy(asc(designVariationImages.designVariationId), asc(designVariationImages.position));
}

export function adminVariationsService(deps: AdminActionsDeps) {
  const { db } = deps;
  const actions = adminActionsService(deps);
  const assets = assetsServiceFor(deps);

  async function toVariations(rows: VariationRow[]): Promise<AdminVariation[]> {
    const [summaries, owners, outputs] = await Promise.all([
      actions.summaries(rows.flatMap((r) => r.designActionId ?? [])),
      findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
      outputsOf(
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
    const [row] = await db
      .select()
      .from(designVariations)
      .where(and(eq(designVariations.id, id), isNull(designVariations.deletedAt)));
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
      const match = q
        ? searchMatch(q, [designVariations.userInstructions, designVariations.type], {
            column: designVariations.userId,
            ids: await ownerIdsForSearch(db, q),
          })
        : undefined;
      const where = and(isNull(designVariations.deletedAt), match);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(designVariations).where(where),
        db
          .select()
          .from(designVariations)
          .where(where)
          .orderBy(desc(designVariations.createdAt), desc(designVariations.id))
          .limit(query.limit)
          .offset(query.offset),
      ]);
      return {
        variations: await toVariations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total?.n ?? 0,
      };
    },
    retry: (actor: AuthenticatedUser, id: string) => command(actor, 'retry', id),
    cancel: (actor: AuthenticatedUser, id: string) => command(actor, 'cancel', id),
  };
}
