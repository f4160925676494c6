/**
 * The assets module's tables (assets, stored_files): every query of the module but the library
 * filters' conditions (repository-search.ts). Each function runs on the pool or the caller's `tx`.
 */
import type { ListAssetsFilters } from '@packsmith/core';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assets, storedFiles } from '../../db/schema/index.ts';
import { flushLaterIn } from '../../lib/flush-later.ts';
import { assetFilter, assetOrder, matchesSearchTerm } from './repository-search.ts';

export type AssetRow = typeof assets.$inferSelect;
export type FileRow = typeof storedFiles.$inferSelect;
export type NewFile = typeof storedFiles.$inferInsert;
export type NewAsset = typeof assets.$inferInsert;

const live = (userId: string) => and(eq(assets.userId, userId), isNull(assets.deletedAt));

export async function findOwnAsset(db: DbOrTx, userId: string, id: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), live(userId)));
  return row;
}

/** A live asset, whoever owns it (the derivative job). */
export async function findLiveAsset(db: DbOrTx, id: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)));
  return row;
}

/** Whether the asset exists and is deleted. */
export async function isDeletedAsset(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, id), isNotNull(assets.deletedAt)));
  return Boolean(row);
}

export async function findPublicAsset(db: DbOrTx, id: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.visibility, 'public'), isNull(assets.deletedAt)));
  return row;
}

/** What the search index reads of an asset. */
const indexSelect = (db: DbOrTx) =>
  db
    .select({
      id: assets.id,
      userId: assets.userId,
      visibility: assets.visibility,
      source: assets.source,
      originalFileName: assets.originalFileName,
      description: assets.description,
      metadata: assets.metadata,
      width: assets.width,
      height: assets.height,
      measureKey: sql<string>`coalesce(${assets.thumbnailKey}, ${assets.displayKey})`,
      createdAt: assets.createdAt,
    })
    .from(assets);

/** Live assets created after `after`, oldest first, as the search index reads them. */
export function indexPage(db: DbOrTx, after: Date, limit: number) {
  return indexSelect(db)
    .where(and(gt(assets.createdAt, after), isNull(assets.deletedAt)))
    .orderBy(asc(assets.createdAt), asc(assets.id))
    .limit(limit);
}

/** The same for the given live assets. */
export function indexRows(db: DbOrTx, ids: readonly string[]) {
  return indexSelect(db).where(and(inArray(assets.id, [...ids]), isNull(assets.deletedAt)));
}

/** Writes a file the server made and its asset row together (`afterInsert` in the same transaction). */
export function insertStoredAsset(
  db: Db,
  file: NewFile,
  asset: NewAsset,
  afterInsert?: (tx: DbOrTx) => Promise<void>,
  flushed: 'now' | 'later' = 'now',
): Promise<AssetRow> {
  return db.transaction(async (tx) => {
    // 'later': the caller's durable commit comes after and flushes it (lib/flush-later.ts)
    if (flushed === 'later') await flushLaterIn(tx);
    await tx.insert(storedFiles).values(file);
    const [inserted] = await tx.insert(assets).values(asset).returning();
    await afterInsert?.(tx);
    return inserted!;
  });
}

/** The original file and asset point at their processed copy. */
export async function linkProcessedCopy(
  tx: DbOrTx,
  original: { id: string; fileId: string },
  processedId: string,
): Promise<void> {
  await tx
    .update(storedFiles)
    .set({ processedFileId: processedId })
    .where(eq(storedFiles.id, original.fileId));
  await tx
    .update(assets)
    .set({ processedAssetId: processedId, lastUpdatedAt: new Date() })
    .where(eq(assets.id, original.id));
}

/** Live rows among `ids` (the user's only, when given), in one query. */
export async function liveRows(
  db: DbOrTx,
  ids: readonly (string | null)[],
  userId?: string,
): Promise<AssetRow[]> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(assets)
    .where(
      and(
        inArray(assets.id, wanted),
        userId ? eq(assets.userId, userId) : undefined,
        isNull(assets.deletedAt),
      ),
    );
}

/** The user's image with its file's key (a generator's input). */
export async function sourceRow(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({
      id: assets.id,
      mimetype: assets.mimetype,
      key: storedFiles.storageKey,
      metadata: assets.metadata,
    })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.fileId))
    .where(and(eq(assets.id, id), eq(assets.userId, userId)));
  return row;
}

/** One page of the user's library and its total (`indexed`: the search index's matches). */
export async function listAssets(db: DbOrTx, userId: string, f: ListAssetsFilters, indexed?: SQL) {
  const condition = assetFilter(userId, f, indexed);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(condition)
      .orderBy(...assetOrder(f.sortBy), desc(assets.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(assets).where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** A live public asset's display key and type. */
export async function publicDisplay(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ key: assets.displayKey, mimetype: assets.mimetype })
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.visibility, 'public'), isNull(assets.deletedAt)));
  return row;
}

/** Which of `ids` are the user's own live assets. */
export async function ownLiveIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(inArray(assets.id, [...new Set(ids)]), live(userId)));
  return new Set(rows.map((r) => r.id));
}

/** `select id` of the user's live assets, as SQL for another module's filter (`x in (…)`). */
export function liveIdsSql(userId: string): SQL {
  return sql`select ${assets.id} from ${assets} where ${assets.userId} = ${userId} and ${assets.deletedAt} is null`;
}

/** The asset `assetId` points at is live, whoever owns it: a correlated EXISTS (one index probe per row). */
export function isLiveSql(assetId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${assets} where ${assets.id} = ${assetId} and ${assets.deletedAt} is null)`;
}

/** Like `isLiveSql`, and the asset's texts also contain `term`. */
export function isLiveMatchingSql(assetId: SQL | AnyColumn, term: string): SQL {
  return sql`exists (select 1 from ${assets} where ${assets.id} = ${assetId} and ${assets.deletedAt} is null
        and ${matchesSearchTerm(term)})`;
}

export async function ownMimetype(db: DbOrTx, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ mimetype: assets.mimetype })
    .from(assets)
    .where(and(eq(assets.id, id), live(userId)));
  return row?.mimetype ?? null;
}

/** Each of the user's live images among `ids` with its parent, session and chat conversation. */
export function ownLinkRows(db: DbOrTx, userId: string, ids: readonly string[]) {
  return db
    .select({
      id: assets.id,
      parentId: assets.parentId,
      sessionId: sql<string | null>`${assets.metadata}->>'sessionId'`,
      chatConversationId: sql<string | null>`${assets.metadata}->>'chatConversationId'`,
    })
    .from(assets)
    .where(and(inArray(assets.id, [...new Set(ids)]), live(userId)));
}

/** The user's asset whose metadata carries `value` under `key` (a generated image's recovery). */
export async function findByMetadata(db: DbOrTx, userId: string, key: string, value: string) {
  const [row] = await db
    .select({ id: assets.id, metadata: assets.metadata })
    .from(assets)
    .where(and(eq(assets.userId, userId), sql`${assets.metadata}->>${key} = ${value}`));
  return row;
}

/** A live image's stored design document (null column when it has none); undefined when it is not the user's. */
export async function documentRow(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ document: sql<unknown>`${assets.metadata}->'document'` })
    .from(assets)
    .where(and(eq(assets.id, id), live(userId)));
  return row;
}

/**
 * The user's public live images (the listed ones, or all) become private, the display copy the
 * clean original again and the derivatives pending; the keys they had. Null, changing nothing,
 * when a listed id is not one of the user's live images.
 */
export function makeOwnPrivate(db: Db, userId: string, ids: string[] | undefined) {
  const publicOnes = and(
    live(userId),
    eq(assets.visibility, 'public'),
    ids ? inArray(assets.id, ids) : undefined,
  );
  return db.transaction(async (tx) => {
    if (ids) {
      const own = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(and(inArray(assets.id, ids), live(userId)));
      if (own.length !== ids.length) return null;
    }
    const before = await tx
      .select({
        id: assets.id,
        displayKey: assets.displayKey,
        thumbnailKey: assets.thumbnailKey,
        processedKey: assets.processedKey,
      })
      .from(assets)
      .where(publicOnes);
    await tx
      .update(assets)
      .set({
        visibility: 'private',
        displayKey: sql`${storedFiles.storageKey}`,
        mimetype: sql`${storedFiles.filetype}`,
        thumbnailKey: null,
        processedKey: null,
        processingStatus: 'pending',
        lastUpdatedAt: new Date(),
      })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, assets.fileId), publicOnes));
    return before;
  });
}

/** Flips the favourite flag atomically; undefined when the asset is not the user's. */
export async function toggleFavourite(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .update(assets)
    .set({ isFavourite: sql`not ${assets.isFavourite}` })
    .where(and(eq(assets.id, id), live(userId)))
    .returning({ id: assets.id, isFavourite: assets.isFavourite });
  return row;
}

/** False when the asset is not the user's. */
export async function softDelete(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(assets)
    .set({ deletedAt: new Date(), lastUpdatedAt: new Date() })
    .where(and(eq(assets.id, id), live(userId)))
    .returning({ id: assets.id });
  return Boolean(row);
}

export async function updateAsset(db: DbOrTx, id: string, values: Partial<NewAsset>): Promise<void> {
  await db.update(assets).set(values).where(eq(assets.id, id));
}

export async function insertAsset(db: DbOrTx, values: NewAsset): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  return row!;
}

// ── Uploaded files ──

/**
 * A file the caller may use: their own, or a logged-out upload still within its claim window;
 * never the file of a deleted asset.
 */
export async function usableFile(
  db: DbOrTx,
  userId: string | null,
  fileId: string,
): Promise<FileRow | undefined> {
  const anonymous = and(isNull(storedFiles.userId), gt(storedFiles.expiresAt, new Date()));
  const deletedAsset = db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.fileId, storedFiles.id), isNotNull(assets.deletedAt)));
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        userId ? or(eq(storedFiles.userId, userId), anonymous) : anonymous,
        notExists(deletedAsset),
      ),
    );
  return row;
}

export async function updateFile(db: DbOrTx, id: string, values: Partial<NewFile>): Promise<void> {
  await db.update(storedFiles).set(values).where(eq(storedFiles.id, id));
}

export async function insertFiles(db: DbOrTx, rows: NewFile[]): Promise<void> {
  await db.insert(storedFiles).values(rows);
}

/** The local upload endpoint has verified and stored this key's bytes. */
export async function markUploadChecked(db: DbOrTx, storageKey: string): Promise<void> {
  await db
    .update(storedFiles)
    .set({ status: 'checked' })
    .where(and(eq(storedFiles.storageKey, storageKey), eq(storedFiles.status, 'pending')));
}

/** Of `ids`, the uploads no one owns yet. */
export function ownerlessFiles(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: storedFiles.id, fileCategory: storedFiles.fileCategory })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), isNull(storedFiles.userId)));
}

/** Live images still waiting for derivatives since before `before` (at most 500). */
export async function pendingAssetIds(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        inArray(assets.processingStatus, ['pending']),
        lt(assets.createdAt, before),
        isNull(assets.deletedAt),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** Upload rows in `statuses` created before `before` (at most 500). */
export function filesIn(db: DbOrTx, statuses: string[], before: Date) {
  return db
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(inArray(storedFiles.status, statuses), lt(storedFiles.createdAt, before)))
    .limit(500);
}

/** Deletes the upload row while it is still in `statuses`. */
export async function deleteFileIn(db: DbOrTx, id: string, statuses: string[]): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), inArray(storedFiles.status, statuses)));
}
