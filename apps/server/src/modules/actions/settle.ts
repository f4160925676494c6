/**
 * Settling a design action, once: completed (credits captured, variation written) or error
 * (credits released); the settled event's listeners (session event, notification) run in the
 * same transaction.
 */
import { DESIGN_MESSAGES, type DesignActionType } from '@packsmith/core';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import { creditsService } from '../credits/index.ts';
import type { OnDesignActionSettled } from './events.ts';
import type { ActionRow } from './repository.ts';

export const TERMINAL = ['completed', 'error'];

export interface SettleDeps {
  db: Db;
  /** What other modules do when an action settles (session history, the user's notification). */
  onDesignActionSettled: OnDesignActionSettled;
}

export async function settleCompleted(deps: SettleDeps, action: ActionRow): Promise<'completed' | 'skipped'> {
  const { db } = deps;
  const _type = action.type as DesignActionType;
  return db.transaction(async (tx) => {
    const images = await tx
      .select()
      .from(designActionImages)
      .where(and(eq(designActionImages.designActionId, action.id), isNull(designActionImages.deletedAt)))
      .orderBy(asc(designActionImages.position));
    const ranked = [...images].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const providersUsed = [...new Set(images.map((i) => i.provider).filter(Boolean))];
    const routesSummary = {
      total: images.length,
      completed: images.filter((i) => i.status === 'completed').length,
      routes: ranked.map((i, rank) => ({
        rank: rank + 1,
        imageId: i.id,
        assetId: i.assetId,
        position: i.position,
        score: i.score,
        provider: i.provider,
      })),
    };
    const now = new Date();
    const [won] = await tx
      .update(designActions)
      .set({
        status: 'completed',
        error: null,
        routesSummary,
        provider: providersUsed.join(',') || null,
        completedAt: now,
        lastUpdatedAt: now,
      })
      .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)))
      .returning({ id: designActions.id });
    if (!won) return 'skipped' as const;
    if (action.creditReservationId) await creditsService(db).capture(action.creditReservationId, { tx });
    const [variation] = await tx
      .update(designVariations)
      .set({ status: 'completed', numberOfImagesCompleted: images.length, lastUpdatedAt: now })
      .where(eq(designVariations.designActionId, action.id))
      .returning({ id: designVariations.id });
    if (variation) {
      await tx.insert(designVariationImages).values(
        images.map((i) => ({
          designVariationId: variation.id,
          position: i.position,
          status: 'completed',
          assetId: i.assetId,
          provider: i.provider,
          score: i.score,
        })),
      );
    }
    await deps.onDesignActionSettled(tx, {
      action,
      outcome: 'completed',
      assetIds: ranked.map((i) => i.assetId),
    });
    return 'completed' as const;
  });
}

export async function settleFailed(
  deps: SettleDeps,
  action: ActionRow,
  message: string,
): Promise<'error' | 'skipped'> {
  const { db } = deps;
  const _type = action.type as DesignActionType;
  const error = message.slice(0, 1000) || DESIGN_MESSAGES.generationFailed;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [won] = await tx
      .update(designActions)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)))
      .returning({ id: designActions.id });
    if (!won) return 'skipped' as const;
    await tx
      .update(designActionImages)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(
        and(
          eq(designActionImages.designActionId, action.id),
          notInArray(designActionImages.status, ['completed']),
        ),
      );
    await tx
      .update(designVariations)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(eq(designVariations.designActionId, action.id));
    if (action.creditReservationId) await creditsService(db).release(action.creditReservationId, { tx });
    await deps.onDesignActionSettled(tx, { action, outcome: 'error', error });
    return 'error' as const;
  });
}
