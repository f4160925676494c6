import {
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_FLOW_TEXTS,
  DESIGN_MESSAGES,
  type DesignAction,
  type DesignActionType,
  type DesignStatus,
  type DesignVariation,
  imageMimeType,
  parseDesignActionRequest,
  type VariationType,
} from '@packsmith/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { assetsServiceFor } from '../assets/service.ts';
import { creditsService } from '../credits/service.ts';
import { createSession, findOwnSession, recordSessionEvent } from '../sessions/service.ts';
import { enqueueDesignAction } from './jobs.ts';

type ActionRow = typeof designActions.$inferSelect;
type ImageRow = typeof designActionImages.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each referenced asset must be the caller's (404) and an image of an accepted type (400). */
async function checkReferencedAsset(db: DbOrTx, userId: string, assetId: string) {
  const [asset] = z.uuid().safeParse(assetId).success
    ? await db
        .select({ mimetype: assets.mimetype })
        .from(assets)
        .where(and(eq(assets.id, assetId), eq(assets.userId, userId), isNull(assets.deletedAt)))
    : [];
  if (!asset) throw notFound(DESIGN_MESSAGES.sourceNotFound);
  if (!imageMimeType.safeParse(asset.mimetype).success)
    throw badRequest(DESIGN_MESSAGES.imageTypes, 'validation');
}

async function ownedAction(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: designActions.id })
    .from(designActions)
    .where(and(eq(designActions.id, id), eq(designActions.userId, userId), isNull(designActions.deletedAt)));
  return row ?? null;
}

function toActionDto(
  row: ActionRow,
  images: ImageRow[],
  urls: { url: string | null; thumbnailUrl: string | null }[],
  variationId: string | null,
): DesignAction {
  return {
    id: row.id,
    userId: row.userId,
    optimisticUserId: row.optimisticUserId,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    sessionId: row.sessionId,
    type: row.type as DesignActionType,
    remixedFromId: row.remixedFromId,
    refinedFromId: row.refinedFromId,
    status: row.status as DesignStatus,
    error: row.error,
    retryCount: row.retryCount,
    lastRetriedAt: iso(row.lastRetriedAt),
    provider: row.provider,
    routesSummary: row.routesSummary ?? null,
    numberOfImagesRequestedByUser: row.numberOfImagesRequestedByUser,
    metadata: row.metadata,
    creditCost: row.creditCost,
    designVariationId: variationId,
    images: images.map((image, i) => ({
      id: image.id,
      designActionId: image.designActionId,
      createdAt: image.createdAt.toISOString(),
      lastUpdatedAt: image.lastUpdatedAt.toISOString(),
      deletedAt: iso(image.deletedAt),
      status: image.status as DesignStatus,
      error: image.error,
      retryCount: image.retryCount,
      lastRetriedAt: iso(image.lastRetriedAt),
      assetId: image.assetId,
      provider: image.provider,
      score: image.score,
      url: urls[i]?.url ?? null,
      thumbnailUrl: urls[i]?.thumbnailUrl ?? null,
    })),
  };
}

export interface CreateOptions {
  /**
   * More writes that belong to the action (a generator's list record, a claimed launch): run in
   * its transaction before the credits are reserved, so all commit together or none do.
   */
  inTransaction?: (tx: DbOrTx, action: ActionRow) => Promise<void>;
}

export type ActionsServiceDeps = Pick<AppDeps, 'db' | 'storage' | 'humanCheck' | 'log'> & {
  /** Queue hook (tests pass a recorder); defaults to the pg-boss queue. */
  enqueue?: (actionId: string) => Promise<void>;
};

export function actionsService(deps: ActionsServiceDeps) {
  const { db } = deps;
  const credits = creditsService(db);
  const assetsSvc = assetsServiceFor(deps);
  const enqueue = deps.enqueue ?? enqueueDesignAction;

  async function assetUrls(userId: string, assetId: string | null) {
    const asset = assetId ? await assetsSvc.get(userId, assetId).catch(() => null) : null;
    return { url: asset?.url ?? null, thumbnailUrl: asset?.thumbnailUrl ?? null };
  }

  async function actionDto(row: ActionRow): Promise<DesignAction> {
    const images = await db
      .select()
      .from(designActionImages)
      .where(and(eq(designActionImages.designActionId, row.id), isNull(designActionImages.deletedAt)))
      .orderBy(asc(designActionImages.position));
    const variations = await db
      .select({ id: designVariations.id })
      .from(designVariations)
      .where(eq(designVariations.designActionId, row.id));
    const urls = await Promise.all(images.map((i) => assetUrls(row.userId, i.assetId)));
    return toActionDto(row, images, urls, variations[0]?.id ?? null);
  }

  return {
    /**
     * Validates, then in one transaction: session (created when absent), credit reservation
     * (402 with the flow's text when short), action + pending image rows, session event.
     * The job is queued after commit; the worker's sweep re-queues any that were lost.
     */
    async create(userId: string, input: unknown, options: CreateOptions = {}): Promise<DesignAction> {
      const parsed = parseDesignActionRequest(input);
      if (!parsed.success) throw badRequest(parsed.message, 'validation');
      const req = parsed.data;
      const metadata = req.metadata as Record<string, unknown>;
      const remixedFromId =
        req.remixedFromId ?? ((metadata.remixedFromId ?? metadata.remixedFrom) as string | undefined) ?? null;
      for (const ref of [remixedFromId, req.refinedFromId]) {
        if (ref && !(await ownedAction(db, userId, ref))) throw notFound();
      }
      const kind = DESIGN_ACTION_DESCRIPTORS[req.type];
      for (const assetId of kind.referencedAssetIds(metadata)) {
        await checkReferencedAsset(db, userId, assetId);
      }
      if (req.sessionId && !(await findOwnSession(db, userId, req.sessionId))) throw notFound();
      const count = kind.imageCount(metadata);
      const cost = kind.cost(metadata);
      const created = await credits.transaction(userId, async (tx) => {
        const sessionId = req.sessionId ?? (await createSession(tx, userId, null, req)).id;
        const [action] = await tx
          .insert(designActions)
          .values({
            userId,
            optimisticUserId: req.optimisticUserId,
            sessionId,
            type: req.type,
            remixedFromId,
            refinedFromId: req.refinedFromId,
            numberOfImagesRequestedByUser: count,
            metadata: { ...metadata, type: req.type },
            creditCost: cost,
          })
          .returning();
        const images = await tx
          .insert(designActionImages)
          .values(Array.from({ length: count }, (_, position) => ({ designActionId: action!.id, position })))
          .returning();
        const variationType = kind.variationType(metadata);
        const [variation] = variationType
          ? await tx
              .insert(designVariations)
              .values({
                userId,
                sessionId,
                designActionId: action!.id,
                type: variationType,
                sourceAssetId: metadata.sourceAssetId as string,
                userInstructions:
                  ((metadata.userDescription ?? metadata.prompt) as string | undefined) ?? null,
                numberOfImagesRequested: count,
                numberOfImagesToBeGenerated: count,
              })
              .returning({ id: designVariations.id })
          : [];
        await recordSessionEvent(tx, {
          sessionId,
          userId,
          type: 'design_action_created',
          metadata: { designActionId: action!.id, designActionType: req.type, status: 'pending' },
        });
        await options.inTransaction?.(tx, action!);
        // Last, so the user's credit row stays locked only from here to the commit (402 rolls back all).
        const reservation = await credits.reserve(userId, kind.creditAction, cost, {
          tx,
          reference: action!.id,
          message: DESIGN_FLOW_TEXTS[req.type].insufficient,
        });
        const [charged] = await tx
          .update(designActions)
          .set({ creditReservationId: reservation.id })
          .where(eq(designActions.id, action!.id))
          .returning();
        return { action: charged!, images, variationId: variation?.id ?? null };
      });
      await enqueue(created.action.id);
      // Built from what the transaction wrote: new images have no files yet, so no second trip.
      const noFiles = created.images.map(() => ({ url: null, thumbnailUrl: null }));
      return toActionDto(created.action, created.images, noFiles, created.variationId);
    },

    async get(userId: string, id: string): Promise<DesignAction> {
      const [row] = await db
        .select()
        .from(designActions)
        .where(
          and(eq(designActions.id, id), eq(designActions.userId, userId), isNull(designActions.deletedAt)),
        );
      if (!row) throw notFound();
      return actionDto(row);
    },

    /** A session's actions with their images, newest first (the session page). */
    async listForSession(userId: string, sessionId: string): Promise<DesignAction[]> {
      const rows = await db
        .select()
        .from(designActions)
        .where(
          and(
            eq(designActions.sessionId, sessionId),
            eq(designActions.userId, userId),
            isNull(designActions.deletedAt),
          ),
        )
        .orderBy(desc(designActions.createdAt), desc(designActions.id));
      return Promise.all(rows.map(actionDto));
    },

    async getVariation(userId: string, id: string): Promise<DesignVariation> {
      const [row] = await db
        .select()
        .from(designVariations)
        .where(
          and(
            eq(designVariations.id, id),
            eq(designVariations.userId, userId),
            isNull(designVariations.deletedAt),
          ),
        );
      if (!row) throw notFound();
      const images = await db
        .select()
        .from(designVariationImages)
        .where(eq(designVariationImages.designVariationId, id))
        .orderBy(asc(designVariationImages.position));
      return {
        id: row.id,
        sessionId: row.sessionId,
        designActionId: row.designActionId,
        type: row.type as VariationType,
        status: row.status as DesignStatus,
        error: row.error,
        retryCount: row.retryCount,
        sourceAssetId: row.sourceAssetId,
        userInstructions: row.userInstructions,
        numberOfImagesRequested: row.numberOfImagesRequested,
        numberOfImagesCompleted: row.numberOfImagesCompleted,
        aiResponseMessage: row.aiResponseMessage,
        createdAt: row.createdAt.toISOString(),
        lastUpdatedAt: row.lastUpdatedAt.toISOString(),
        images: await Promise.all(
          images.map(async (i) => {
            const asset = i.assetId ? await assetsSvc.get(userId, i.assetId).catch(() => null) : null;
            return {
              id: i.id,
              status: i.status as DesignStatus,
              assetId: i.assetId,
              provider: i.provider,
              score: i.score,
              url: asset?.url ?? null,
              thumbnailUrl: asset?.thumbnailUrl ?? null,
            };
          }),
        ),
      };
    },
  };
}
