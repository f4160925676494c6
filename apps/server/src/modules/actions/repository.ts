/**
 * The actions module's tables (design actions, their images, variations) read in batches: every
 * list costs a fixed number of queries however many actions it holds. Other modules use these
 * through the module's index.ts, never the tables.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
} from '../../db/schema/index.ts';
import { utcWeekOf } from '../../lib/weeks.ts';

export type ActionRow = typeof designActions.$inferSelect;
export type ImageRow = typeof designActionImages.$inferSelect;

const liveAction = (userId: string) => and(eq(designActions.userId, userId), isNull(designActions.deletedAt));

/** The user's live action, or null (another user's and deleted actions are invisible). */
export async function findOwnAction(db: DbOrTx, userId: string, id: string): Promise<ActionRow | null> {
  const [row] = await db
    .select()
    .from(designActions)
    .where(and(eq(designActions.id, id), liveAction(userId)));
  return row ?? null;
}

/** A session's live actions, newest first. */
export function actionsOfSession(db: DbOrTx, userId: string, sessionId: string): Promise<ActionRow[]> {
  return db
    .select()
    .from(designActions)
    .where(and(eq(designActions.sessionId, sessionId), liveAction(userId)))
    .orderBy(desc(designActions.createdAt), desc(designActions.id));
}

/** The user's live actions of one type, newest first, one page of them with the total. */
export async function actionsOfType(
  db: DbOrTx,
  userId: string,
  type: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ActionRow[]; totalCount: number }> {
  return newestActionsPage(db, and(eq(designActions.type, type), liveAction(userId)), page);
}

/** The live images of these actions, by action, in position order (one query). */
export async function imagesOf(db: DbOrTx, actionIds: readonly string[]): Promise<Map<string, ImageRow[]>> {
  const byAction = new Map<string, ImageRow[]>(actionIds.map((id) => [id, []]));
  if (actionIds.length === 0) return byAction;
  const rows = await db
    .select()
    .from(designActionImages)
    .where(
      and(inArray(designActionImages.designActionId, [...actionIds]), isNull(designActionImages.deletedAt)),
    )
    .orderBy(asc(designActionImages.designActionId), asc(designActionImages.position));
  for (const row of rows) byAction.get(row.designActionId)?.push(row);
  return byAction;
}

/** The variation each of these actions wrote (variant ranges), by action (one query). */
export async function variationIdsOf(db: DbOrTx, actionIds: readonly string[]): Promise<Map<string, string>> {
  if (actionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: designVariations.id, actionId: designVariations.designActionId })
    .from(designVariations)
    .where(inArray(designVariations.designActionId, [...actionIds]))
    .orderBy(asc(designVariations.createdAt), asc(designVariations.id));
  const byAction = new Map<string, string>();
  for (const r of rows) if (r.actionId && !byAction.has(r.actionId)) byAction.set(r.actionId, r.id);
  return byAction;
}

/** The status of each of these actions, by id (one query). */
export async function statusesOf(db: DbOrTx, actionIds: readonly string[]): Promise<Map<string, string>> {
  if (actionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: designActions.id, status: designActions.status })
    .from(designActions)
    .where(inArray(designActions.id, [...actionIds]));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Finished images of these actions with their asset ids, in position order (one query). */
export function completedImagesOf(db: DbOrTx, actionIds: readonly string[]) {
  if (actionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ actionId: designActionImages.designActionId, assetId: designActionImages.assetId })
    .from(designActionImages)
    .where(
      and(
        inArray(designActionImages.designActionId, [...actionIds]),
        eq(designActionImages.status, 'completed'),
        isNull(designActionImages.deletedAt),
        isNotNull(designActionImages.assetId),
      ),
    )
    .orderBy(asc(designActionImages.position)) as Promise<{ actionId: string; assetId: string }[]>;
}

/** Ids of the sessions that hold an action of one of these types (a subquery for a session filter). */
export function sessionIdsWithTypes(db: DbOrTx, types: readonly string[]) {
  return db
    .select({ id: designActions.sessionId })
    .from(designActions)
    .where(inArray(designActions.type, [...types]));
}

export interface SessionImageStats {
  /** Finished images of the session's live actions. */
  numImages: number;
  /** The asset of its most recently finished image among `liveAssetIds`, or null. */
  latestAssetId: string | null;
}

/**
 * Per session (one query): how many images its live actions finished, and the newest finished
 * image's asset among `liveAssetIds` (the assets module's subquery of the user's live assets).
 */
export async function sessionImageStats(
  db: DbOrTx,
  sessionIds: readonly string[],
  liveAssetIds: SQL,
): Promise<Map<string, SessionImageStats>> {
  const stats = new Map<string, SessionImageStats>(
    sessionIds.map((id) => [id, { numImages: 0, latestAssetId: null }]),
  );
  if (sessionIds.length === 0) return stats;
  const rows = await db
    .select({
      sessionId: designActions.sessionId,
      numImages: sql<number>`count(*) filter (where ${designActionImages.deletedAt} is null)::int`,
      latestAssetId: sql<
        string | null
      >`(array_agg(${designActionImages.assetId} order by ${designActionImages.lastUpdatedAt} desc)
        filter (where ${designActionImages.assetId} in (${liveAssetIds})))[1]`,
    })
    .from(designActionImages)
    .innerJoin(designActions, eq(designActions.id, designActionImages.designActionId))
    .where(
      and(
        inArray(designActions.sessionId, [...sessionIds]),
        isNull(designActions.deletedAt),
        eq(designActionImages.status, 'completed'),
      ),
    )
    .groupBy(designActions.sessionId);
  for (const r of rows) stats.set(r.sessionId, { numImages: r.numImages, latestAssetId: r.latestAssetId });
  return stats;
}

/** The weeks since `since` in which each of these people created a design action: one row per person and week. */
export function activeWeeks(
  db: DbOrTx,
  userIds: readonly string[],
  since: Date,
): Promise<{ userId: string; week: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ userId: designActions.userId, week: utcWeekOf(designActions.createdAt) })
    .from(designActions)
    .where(and(inArray(designActions.userId, [...userIds]), gte(designActions.createdAt, since)));
}

export type NewAction = typeof designActions.$inferInsert;
export type NewVariation = typeof designVariations.$inferInsert;

export async function insertAction(tx: DbOrTx, values: NewAction): Promise<ActionRow> {
  const [row] = await tx.insert(designActions).values(values).returning();
  return row!;
}

/** The action's images, pending, one per position. */
export function insertPendingImages(tx: DbOrTx, actionId: string, count: number): Promise<ImageRow[]> {
  return tx
    .insert(designActionImages)
    .values(Array.from({ length: count }, (_, position) => ({ designActionId: actionId, position })))
    .returning();
}

export async function insertVariation(tx: DbOrTx, values: NewVariation): Promise<string> {
  const [row] = await tx.insert(designVariations).values(values).returning({ id: designVariations.id });
  return row!.id;
}

export async function setReservation(
  tx: DbOrTx,
  actionId: string,
  reservationId: string,
): Promise<ActionRow> {
  const [row] = await tx
    .update(designActions)
    .set({ creditReservationId: reservationId })
    .where(eq(designActions.id, actionId))
    .returning();
  return row!;
}

export async function findOwnVariation(db: DbOrTx, userId: string, id: string) {
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
  return row;
}

export function variationImagesOf(db: DbOrTx, variationId: string) {
  return db
    .select()
    .from(designVariationImages)
    .where(eq(designVariationImages.designVariationId, variationId))
    .orderBy(asc(designVariationImages.position));
}

/** One page of the actions matching `where`, newest first, and their total. */
export async function newestActionsPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ActionRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(designActions)
      .where(where)
      .orderBy(desc(designActions.createdAt), desc(designActions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(designActions).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}
