/** Staff's reads and writes of design actions and variations across users (admin.ts, admin-variations.ts). */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import { searchMatch } from '../../lib/admin-list.ts';
import { type ActionRow, newestActionsPage } from './repository.ts';

export type VariationRow = typeof designVariations.$inferSelect;
export type OutputRow = { variationId: string; assetId: string | null; provider: string | null };

/** A staff search: its text, and the owners whose exact e-mail it is. */
export interface StaffSearch {
  q: string;
  ownerIds: string[];
}

export interface Page {
  limit: number;
  offset: number;
}

/** The metadata fields that hold what the person asked for, across action types. */
export const PROMPT_KEYS = [
  'prompt',
  'userDescription',
  'userInstructions',
  'instructions',
  'productDescription',
];

const promptText = sql<string>`concat_ws(' ', ${sql.join(
  PROMPT_KEYS.map((key) => sql`${designActions.metadata}->>${key}`),
  sql`, `,
)})`;

/** One page of live actions, newest first; the search matches the owner's e-mail or words in the prompt. */
export async function adminActionsPage(db: DbOrTx, search: StaffSearch | undefined, page: Page) {
  const match = search
    ? searchMatch(search.q, [promptText], { column: designActions.userId, ids: search.ownerIds })
    : undefined;
  return newestActionsPage(db, and(isNull(designActions.deletedAt), match), page);
}

export async function findLiveAction(db: DbOrTx, id: string): Promise<ActionRow | undefined> {
  const [row] = await db
    .select()
    .from(designActions)
    .where(and(eq(designActions.id, id), isNull(designActions.deletedAt)));
  return row;
}

export function liveActions(db: DbOrTx, ids: readonly string[]): Promise<ActionRow[]> {
  return db
    .select()
    .from(designActions)
    .where(and(inArray(designActions.id, [...ids]), isNull(designActions.deletedAt)));
}

/**
 * A failed action goes back to pending (retry counted), with its unfinished images and its
 * variation; false when it is no longer failed.
 */
export async function restartFailedAction(tx: DbOrTx, actionId: string): Promise<boolean> {
  const now = new Date();
  const [won] = await tx
    .update(designActions)
    .set({
      status: 'pending',
      error: null,
      retryCount: sql`${designActions.retryCount} + 1`,
      lastRetriedAt: now,
      lastUpdatedAt: now,
    })
    .where(and(eq(designActions.id, actionId), eq(designActions.status, 'error')))
    .returning({ id: designActions.id });
  if (!won) return false;
  await tx
    .update(designActionImages)
    .set({ status: 'pending', error: null, lastUpdatedAt: now })
    .where(and(eq(designActionImages.designActionId, actionId), ne(designActionImages.status, 'completed')));
  await tx
    .update(designVariations)
    .set({ status: 'pending', error: null, lastUpdatedAt: now })
    .where(eq(designVariations.designActionId, actionId));
  return true;
}

/** The finished outputs of these variations, in position order (one query). */
export async function variationOutputsOf(db: DbOrTx, variationIds: string[]): Promise<OutputRow[]> {
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

export async function findLiveVariation(db: DbOrTx, id: string): Promise<VariationRow | undefined> {
  const [row] = await db
    .select()
    .from(designVariations)
    .where(and(eq(designVariations.id, id), isNull(designVariations.deletedAt)));
  return row;
}

/** One page of live variations, newest first; the search matches the owner's e-mail, the instructions or the type. */
export async function adminVariationsPage(db: DbOrTx, search: StaffSearch | undefined, page: Page) {
  const match = search
    ? searchMatch(search.q, [designVariations.userInstructions, designVariations.type], {
        column: designVariations.userId,
        ids: search.ownerIds,
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
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}
