/**
 * Settling a design action, once, through the paid job's settle (jobs/paid-job.ts): completed
 * (credits captured, variation written) or error (credits released); the settled event's
 * listeners (session event, notification) run in the same transaction.
 */
import { DESIGN_MESSAGES } from '@packsmith/core';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import { settlePaid } from '../../jobs/paid-job.ts';
import type { OnDesignActionSettled } from './events.ts';
import type { ActionRow } from './repository.ts';

export const TERMINAL = ['completed', 'error'];

export interface SettleDeps {
  db: Db;
  /** What other modules do when an action settles (session history, the user's notification). */
  onDesignActionSettled: OnDesignActionSettled;
}

/** Guarded by the status (jobs/paid-job.ts settles once): the variation and its images are written by the winner. */
export async function settleCompleted(deps: SettleDeps, action: ActionRow): Promise<'completed' | 'skipped'> {
  let assetIds: (string | null)[] = [];
  return settlePaid(deps, {
    row: action,
    outcome: 'completed',
    claim: async (tx) => {
      const images = await tx
        .select()
        .from(designActionImages)
        .where(and(eq(designActionImages.designActionId, action.id), isNull(designActionImages.deletedAt)))
        .orderBy(asc(designActionImages.position));
      const ranked = [...images].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
      assetIds = ranked.map((i) => i.assetId);
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
      if (!won) return false;
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
      return true;
    },
    also: (tx) => deps.onDesignActionSettled(tx, { action, outcome: 'completed', assetIds }),
  }) as Promise<'completed' | 'skipped'>;
}

export async function settleFailed(
  deps: SettleDeps,
  action: ActionRow,
  message: string,
): Promise<'error' | 'skipped'> {
  const error = message.slice(0, 1000) || DESIGN_MESSAGES.generationFailed;
  const settled = await settlePaid(deps, {
    row: action,
    outcome: 'failed',
    claim: async (tx) => {
      const now = new Date();
      const [won] = await tx
        .update(designActions)
        .set({ status: 'error', error, lastUpdatedAt: now })
        .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)))
        .returning({ id: designActions.id });
      if (!won) return false;
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
      return true;
    },
    also: (tx) => deps.onDesignActionSettled(tx, { action, outcome: 'error', error }),
  });
  return settled === 'failed' ? 'error' : 'skipped';
}
