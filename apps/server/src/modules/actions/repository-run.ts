/**
 * The design-action run's writes (pipeline.ts, settle.ts, jobs.ts): progress of the action, its
 * images and its variation, and the guarded settling updates.
 */
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import { stalledIds } from '../../jobs/paid-job.ts';
import type { ActionRow, ImageRow } from './repository.ts';

export const TERMINAL = ['completed', 'error'];

export async function findAction(db: DbOrTx, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(designActions).where(eq(designActions.id, id));
  return row;
}

/** The action and its variation start generating (unless already finished). */
export async function markGenerating(db: Db, actionId: string): Promise<void> {
  await db
    .update(designActions)
    .set({ status: 'generating', lastUpdatedAt: new Date() })
    .where(and(eq(designActions.id, actionId), notInArray(designActions.status, TERMINAL)));
  await db
    .update(designVariations)
    .set({ status: 'generating', lastUpdatedAt: new Date() })
    .where(and(eq(designVariations.designActionId, actionId), notInArray(designVariations.status, TERMINAL)));
}

export function imagesInOrder(db: DbOrTx, actionId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(designActionImages)
    .where(eq(designActionImages.designActionId, actionId))
    .orderBy(asc(designActionImages.position));
}

export async function markImageGenerating(db: DbOrTx, imageId: string): Promise<void> {
  await db
    .update(designActionImages)
    .set({ status: 'generating', lastUpdatedAt: new Date() })
    .where(eq(designActionImages.id, imageId));
}

/** Marks progress so the stalled-action sweep leaves a running action alone. */
export async function touchAction(db: DbOrTx, actionId: string): Promise<void> {
  await db.update(designActions).set({ lastUpdatedAt: new Date() }).where(eq(designActions.id, actionId));
}

export async function completeImage(
  db: DbOrTx,
  imageId: string,
  assetId: string,
  provider: string | null,
  score: number | null,
): Promise<void> {
  await db
    .update(designActionImages)
    .set({ status: 'completed', assetId, provider, score, error: null, lastUpdatedAt: new Date() })
    .where(eq(designActionImages.id, imageId));
}

/** An attempt failed and is retried: the image and its action count the retry. */
export async function markRetrying(
  db: DbOrTx,
  actionId: string,
  imageId: string,
  error: string,
): Promise<void> {
  const now = new Date();
  await db
    .update(designActionImages)
    .set({
      status: 'retrying',
      retryCount: sql`${designActionImages.retryCount} + 1`,
      lastRetriedAt: now,
      error,
      lastUpdatedAt: now,
    })
    .where(eq(designActionImages.id, imageId));
  await db
    .update(designActions)
    .set({
      status: 'retrying',
      retryCount: sql`${designActions.retryCount} + 1`,
      lastRetriedAt: now,
      lastUpdatedAt: now,
    })
    .where(and(eq(designActions.id, actionId), notInArray(designActions.status, TERMINAL)));
}

/** A retried image succeeded: it and its action are generating again (retry counts kept). */
export async function backToGenerating(db: DbOrTx, actionId: string, imageId: string): Promise<void> {
  const now = new Date();
  await db
    .update(designActionImages)
    .set({ status: 'generating', lastUpdatedAt: now })
    .where(and(eq(designActionImages.id, imageId), eq(designActionImages.status, 'retrying')));
  await db
    .update(designActions)
    .set({ status: 'generating', lastUpdatedAt: now })
    .where(and(eq(designActions.id, actionId), eq(designActions.status, 'retrying')));
}

/**
 * The completing claim: the action becomes completed with its routes summary (images best
 * first) unless already finished, and its variation and the variation's images are written.
 * The images' asset ids, best first, for the winner; null when another caller settled it.
 */
export async function completeAction(tx: DbOrTx, actionId: string): Promise<(string | null)[] | null> {
  const images = await tx
    .select()
    .from(designActionImages)
    .where(and(eq(designActionImages.designActionId, actionId), isNull(designActionImages.deletedAt)))
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
    .where(and(eq(designActions.id, actionId), notInArray(designActions.status, TERMINAL)))
    .returning({ id: designActions.id });
  if (!won) return null;
  const [variation] = await tx
    .update(designVariations)
    .set({ status: 'completed', numberOfImagesCompleted: images.length, lastUpdatedAt: now })
    .where(eq(designVariations.designActionId, actionId))
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
  return ranked.map((i) => i.assetId);
}

/** The failing claim: the action, its unfinished images and its variation take the error; false when already settled. */
export async function failAction(tx: DbOrTx, actionId: string, error: string): Promise<boolean> {
  const now = new Date();
  const [won] = await tx
    .update(designActions)
    .set({ status: 'error', error, lastUpdatedAt: now })
    .where(and(eq(designActions.id, actionId), notInArray(designActions.status, TERMINAL)))
    .returning({ id: designActions.id });
  if (!won) return false;
  await tx
    .update(designActionImages)
    .set({ status: 'error', error, lastUpdatedAt: now })
    .where(
      and(
        eq(designActionImages.designActionId, actionId),
        notInArray(designActionImages.status, ['completed']),
      ),
    );
  await tx
    .update(designVariations)
    .set({ status: 'error', error, lastUpdatedAt: now })
    .where(eq(designVariations.designActionId, actionId));
  return true;
}

/**
 * Actions left unfinished (job lost before send, worker killed and job expired, retries used
 * up); each re-run resumes where the last one stopped.
 */
export function stalledActions(db: Db, cutoff: Date): Promise<string[]> {
  return stalledIds(
    db,
    designActions,
    ['pending', 'generating', 'retrying'],
    cutoff,
    isNull(designActions.deletedAt),
  );
}
