import {
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_FLOW_TEXTS,
  DESIGN_MESSAGES,
  type DesignAction,
  type DesignStatus,
  type DesignVariation,
  imageMimeType,
  type ListDesignActionsFilters,
  parseDesignActionRequest,
  type VariationType,
} from '@packsmith/core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import { createSession, findOwnSession, recordSessionEvent } from '../sessions/index.ts';
import { toActionDto } from './dto.ts';
import { designActionJob } from './jobs.ts';
import {
  type ActionRow,
  actionsOfSession,
  actionsOfType,
  findOwnAction,
  findOwnVariation,
  imagesOf,
  insertAction,
  insertPendingImages,
  insertVariation,
  setReservation,
  variationIdsOf,
  variationImagesOf,
} from './repository.ts';

/** Each referenced asset must be the caller's (404) and an image of an accepted type (400). */
async function checkReferencedAsset(assets: AssetsService, userId: string, assetId: string) {
  const mimetype = z.uuid().safeParse(assetId).success ? await assets.ownMimetype(userId, assetId) : null;
  if (!mimetype) throw notFound(DESIGN_MESSAGES.sourceNotFound);
  if (!imageMimeType.safeParse(mimetype).success) throw badRequest(DESIGN_MESSAGES.imageTypes, 'validation');
}

export interface CreateOptions {
  /**
   * More writes that belong to the action (a generator's list record, a claimed launch): run in
   * its transaction before the credits are reserved, so all commit together or none do.
   */
  inTransaction?: (tx: DbOrTx, action: ActionRow) => Promise<void>;
}

export type ActionsServiceDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'humanCheck' | 'log' | 'jobs' | 'config'
> & {
  credits: CreditsService;
  assets: AssetsService;
};

export function actionsService(deps: ActionsServiceDeps) {
  const { db, credits, assets: assetsSvc } = deps;

  /** Actions with their images and addresses: four queries however many actions there are. */
  async function toDtos(userId: string, rows: ActionRow[]): Promise<DesignAction[]> {
    const ids = rows.map((r) => r.id);
    const [images, variations] = await Promise.all([imagesOf(db, ids), variationIdsOf(db, ids)]);
    const urls = await assetsSvc.urlsFor(
      userId,
      [...images.values()].flat().map((i) => i.assetId),
    );
    const urlOf = (assetId: string | null) => (assetId ? urls.get(assetId) : undefined);
    return rows.map((row) =>
      toActionDto(row, images.get(row.id) ?? [], urlOf, variations.get(row.id) ?? null),
    );
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
        if (ref && !(await findOwnAction(db, userId, ref))) throw notFound();
      }
      const kind = DESIGN_ACTION_DESCRIPTORS[req.type];
      for (const assetId of kind.referencedAssetIds(metadata)) {
        await checkReferencedAsset(assetsSvc, userId, assetId);
      }
      if (req.sessionId && !(await findOwnSession(db, userId, req.sessionId))) throw notFound();
      const count = kind.imageCount(metadata);
      const cost = kind.cost(metadata);
      const created = await credits.transaction(userId, async (tx) => {
        const sessionId = req.sessionId ?? (await createSession(tx, userId, null, req)).id;
        const action = await insertAction(tx, {
          userId,
          optimisticUserId: req.optimisticUserId,
          sessionId,
          type: req.type,
          remixedFromId,
          refinedFromId: req.refinedFromId,
          numberOfImagesRequestedByUser: count,
          metadata: { ...metadata, type: req.type },
          creditCost: cost,
        });
        const images = await insertPendingImages(tx, action.id, count);
        const variationType = kind.variationType(metadata);
        const variationId = variationType
          ? await insertVariation(tx, {
              userId,
              sessionId,
              designActionId: action.id,
              type: variationType,
              sourceAssetId: metadata.sourceAssetId as string,
              userInstructions: ((metadata.userDescription ?? metadata.prompt) as string | undefined) ?? null,
              numberOfImagesRequested: count,
              numberOfImagesToBeGenerated: count,
            })
          : null;
        await recordSessionEvent(tx, {
          sessionId,
          userId,
          type: 'design_action_created',
          metadata: { designActionId: action.id, designActionType: req.type, status: 'pending' },
        });
        await options.inTransaction?.(tx, action);
        // Last, so the user's credit row stays locked only from here to the commit (402 rolls back all).
        const reservation = await credits.reserve(userId, kind.creditActionOf(metadata), cost, {
          tx,
          reference: action.id,
          message: DESIGN_FLOW_TEXTS[req.type].insufficient,
        });
        const charged = await setReservation(tx, action.id, reservation.id);
        return { action: charged, images, variationId };
      });
      await designActionJob.enqueue(deps, created.action.id);
      // Built from what the transaction wrote: new images have no files yet, so no second trip.
      return toActionDto(created.action, created.images, () => undefined, created.variationId);
    },

    async get(userId: string, id: string): Promise<DesignAction> {
      const row = await findOwnAction(db, userId, id);
      if (!row) throw notFound();
      const [dto] = await toDtos(userId, [row]);
      return dto!;
    },

    /** A session's actions with their images, newest first (the session page). */
    async listForSession(userId: string, sessionId: string): Promise<DesignAction[]> {
      return toDtos(userId, await actionsOfSession(db, userId, sessionId));
    },

    /** One page of the user's actions of a type, newest first, with their images. */
    async listByType(userId: string, query: ListDesignActionsFilters) {
      const { rows, totalCount } = await actionsOfType(db, userId, query.type, query);
      return { data: await toDtos(userId, rows), totalCount };
    },

    async getVariation(userId: string, id: string): Promise<DesignVariation> {
      const row = await findOwnVariation(db, userId, id);
      if (!row) throw notFound();
      const images = await variationImagesOf(db, id);
      const urls = await assetsSvc.urlsFor(
        userId,
        images.map((i) => i.assetId),
      );
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
        images: images.map((i) => {
          const asset = i.assetId ? urls.get(i.assetId) : undefined;
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
      };
    },
  };
}

export type ActionsService = ReturnType<typeof actionsService>;
