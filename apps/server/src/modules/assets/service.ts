import { randomUUID } from 'node:crypto';
import {
  type Asset,
  extensionFor,
  type FileCategory,
  type ListAssetsFilters,
  UPLOAD_MESSAGES,
  VISIBILITY_MESSAGES,
} from '@packsmith/core';
import {
  type DesignDocument,
  encode,
  type RawImage,
  type RenderAssets,
  watermarkPixels,
} from '@packsmith/render';
import { type AnyColumn, and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { assets, storedFiles } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { type EncodedRender, isEncodedRender } from '../../lib/render-tasks.ts';
import type { AssetRefs, SourceImage } from '../../providers/image-generation/index.ts';
import { tierOf } from '../users/index.ts';
import type { AssetsDeps } from './deps.ts';
import { type AssetRow, assetUrls, toAssetDto } from './dto.ts';
import { applyWatermark, checkImageContent, processLogo } from './images.ts';
import { enqueueAssetDerivatives, processAssetDerivatives } from './jobs.ts';
import { defaultUseCase } from './rules.ts';
import { assetFilter, assetOrder, designColourNames, matchesSearchTerm } from './search.ts';
import { assetUploads } from './uploads.ts';

export type { AssetIndex, AssetSearchFilters, AssetsDeps } from './deps.ts';
export { VERIFIED_FILE_STATUSES } from './rules.ts';

export interface StoreGeneratedImageOptions {
  category?: FileCategory;
  metadata?: Record<string, unknown>;
  description?: string | null;
  originalFileName?: string;
  parentId?: string | null;
  /** Overrides the tier rule (tests, admin tools). */
  visibility?: 'public' | 'private';
  /**
   * false: the caller queues the derivative job itself (`queueDerivatives`) once its answer is
   * out; an image whose job is never queued stays pending and the sweep queues it.
   */
  queueDerivatives?: boolean;
}

/** An image's addresses for another module's view of it (a design's images, a list's thumbnails). */
export interface AssetUrls {
  url: string;
  thumbnailUrl: string;
  previewUrl: string;
}

/** How long the signed reads of a call last (the storage's default window unless given). */
export interface ReadLifetime {
  ttlSeconds?: number;
}

const assetNotFound = () => notFound(UPLOAD_MESSAGES.assetNotFound);
/** An image's place in its edit chain (`ownLinks`). */
export interface AssetLink {
  id: string;
  parentId: string | null;
  sessionId: string | null;
  chatConversationId: string | null;
}

const live = (userId: string) => and(eq(assets.userId, userId), isNull(assets.deletedAt));

export function assetsService(deps: AssetsDeps) {
  const { db, storage } = deps;
  // Every new asset passes here: its derivatives are queued and it is indexed for search at once.
  const enqueue = async (assetIds: string[]) => {
    await enqueueAssetDerivatives(deps.jobs, assetIds);
    if (assetIds.length) await deps.assetIndex?.stored(assetIds);
  };
  const toDto = (row: AssetRow) => toAssetDto(storage, row);

  async function ownAsset(userId: string, id: string): Promise<AssetRow> {
    const [row] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), live(userId)));
    if (!row) throw assetNotFound();
    return row;
  }

  /** What the search index reads of an asset. */
  const indexSelect = () =>
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

  /** Writes a file the server made and its asset row together. */
  async function insertStored(
    file: Omit<typeof storedFiles.$inferInsert, 'userId' | 'bucket' | 'status'>,
    asset: Omit<typeof assets.$inferInsert, 'id' | 'userId' | 'fileId'>,
    userId: string,
    afterInsert?: (tx: DbOrTx) => Promise<void>,
  ): Promise<AssetRow> {
    return db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({ ...file, userId, bucket: storage.bucket, status: 'stored' });
      const [inserted] = await tx
        .insert(assets)
        .values({ ...asset, id: file.id!, userId, fileId: file.id! })
        .returning();
      await afterInsert?.(tx);
      return inserted!;
    });
  }

  /** Live rows among `ids` (the user's only, when given), in one query. */
  async function liveRows(ids: readonly (string | null)[], userId?: string): Promise<AssetRow[]> {
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

  /** An image of the user's as a generator's input (bytes, type, the document it was made from). */
  async function sourceImage(userId: string, id: string): Promise<SourceImage | null> {
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
    if (!row) return null;
    const metadata = row.metadata as { document?: unknown; assetRefs?: AssetRefs; title?: unknown };
    return {
      assetId: row.id,
      bytes: await storage.get(row.key),
      mimetype: row.mimetype,
      document: metadata.document,
      assetRefs: metadata.assetRefs,
      ...(typeof metadata.title === 'string' ? { title: metadata.title } : {}),
    };
  }

  return {
    toDto,
    ...assetUploads({ ...deps, enqueue }, ownAsset),

    async list(userId: string, f: ListAssetsFilters) {
      const condition = assetFilter(userId, f, await deps.assetIndex?.matching(userId, f));
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
      return { data: await Promise.all(rows.map(toDto)), totalCount: total?.n ?? 0 };
    },

    async get(userId: string, id: string) {
      return toDto(await ownAsset(userId, id));
    },

    /**
     * Addresses of the user's own live assets among `ids`, by id, in one query; ids that are not
     * (another user's, deleted, never existed) are absent.
     */
    async urlsFor(userId: string, ids: readonly (string | null)[]): Promise<Map<string, AssetUrls>> {
      const rows = await liveRows(ids, userId);
      return new Map(await Promise.all(rows.map(async (r) => [r.id, await assetUrls(storage, r)] as const)));
    },

    /**
     * Live assets among `ids` whoever owns them, by id. Only for a caller that has already
     * established the right to see them (a collection's items shown to its collaborators).
     * `ttlSeconds`: how long the signed reads last (`SHARED_READ_TTL_SECONDS` where the right can
     * be taken away, as a collaborator's is).
     */
    async sharedDtos(ids: readonly string[], { ttlSeconds }: ReadLifetime = {}): Promise<Map<string, Asset>> {
      const rows = await liveRows(ids);
      return new Map(
        await Promise.all(rows.map(async (r) => [r.id, await toAssetDto(storage, r, ttlSeconds)] as const)),
      );
    },

    /** The same, addresses only (thumbnails and covers). */
    async sharedUrls(
      ids: readonly string[],
      { ttlSeconds }: ReadLifetime = {},
    ): Promise<Map<string, AssetUrls>> {
      const rows = await liveRows(ids);
      return new Map(
        await Promise.all(rows.map(async (r) => [r.id, await assetUrls(storage, r, ttlSeconds)] as const)),
      );
    },

    /** A live public asset's display image (what anyone may already read), else null. */
    async publicImage(id: string): Promise<{ bytes: Buffer; mimetype: string } | null> {
      const [row] = await db
        .select({ key: assets.displayKey, mimetype: assets.mimetype })
        .from(assets)
        .where(and(eq(assets.id, id), eq(assets.visibility, 'public'), isNull(assets.deletedAt)));
      return row ? { bytes: await storage.get(row.key), mimetype: row.mimetype } : null;
    },

    /**
     * Live assets created after `after`, oldest first, for the search index: who owns each,
     * whether its tier made it public, its texts and the key of a copy to measure colours on.
     */
    async indexPage(after: Date, limit: number) {
      return indexSelect()
        .where(and(gt(assets.createdAt, after), isNull(assets.deletedAt)))
        .orderBy(asc(assets.createdAt), asc(assets.id))
        .limit(limit);
    },

    /** The same for the given live assets (indexed as they are stored). */
    async indexRows(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return indexSelect().where(and(inArray(assets.id, [...ids]), isNull(assets.deletedAt)));
    },

    /** Who owns the live asset `id`; null when it is deleted or never existed. */
    async liveOwnerOf(id: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ userId: assets.userId })
        .from(assets)
        .where(and(eq(assets.id, id), isNull(assets.deletedAt)));
      return row?.userId ?? null;
    },

    /** Which of `ids` are the user's own live assets. */
    async ownLiveIds(userId: string, ids: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(and(inArray(assets.id, [...new Set(ids)]), live(userId)));
      return new Set(rows.map((r) => r.id));
    },

    /** `select id` of the user's live assets, as SQL for another module's filter (`x in (…)`). */
    liveIdsSql(userId: string): SQL {
      return sql`select ${assets.id} from ${assets} where ${assets.userId} = ${userId} and ${assets.deletedAt} is null`;
    },

    /**
     * A condition for another module's query: the asset `assetId` points at is live (not deleted),
     * whoever owns it. A correlated EXISTS: one index probe per row, not a scan of every asset.
     */
    isLiveSql(assetId: SQL | AnyColumn): SQL {
      return sql`exists (select 1 from ${assets} where ${assets.id} = ${assetId} and ${assets.deletedAt} is null)`;
    },

    /**
     * Like `isLiveSql`, and the asset's texts also contain `term` (the library's search words):
     * a collection's item search, whoever added the image.
     */
    isLiveMatchingSql(assetId: SQL | AnyColumn, term: string): SQL {
      return sql`exists (select 1 from ${assets} where ${assets.id} = ${assetId} and ${assets.deletedAt} is null
        and ${matchesSearchTerm(term)})`;
    },

    /** The type of the user's own live asset, or null when it is not theirs (a design's references). */
    async ownMimetype(userId: string, id: string): Promise<string | null> {
      const [row] = await db
        .select({ mimetype: assets.mimetype })
        .from(assets)
        .where(and(eq(assets.id, id), live(userId)));
      return row?.mimetype ?? null;
    },

    sourceImage,

    /**
     * Where the user's own live images among `ids` sit in an edit chain: the image edited to make
     * each (`parentId`), its session and the chat conversation that made it (chat undo/redo).
     */
    async ownLinks(userId: string, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, AssetLink>();
      const rows = await db
        .select({
          id: assets.id,
          parentId: assets.parentId,
          sessionId: sql<string | null>`${assets.metadata}->>'sessionId'`,
          chatConversationId: sql<string | null>`${assets.metadata}->>'chatConversationId'`,
        })
        .from(assets)
        .where(and(inArray(assets.id, [...new Set(ids)]), live(userId)));
      return new Map<string, AssetLink>(rows.map((r) => [r.id, r]));
    },

    /**
     * The bytes of every image a design document refers to, for re-rendering it: a ref that is an
     * asset id is the user's image; a name ('artwork', 'product', 'source') goes through the
     * `assetRefs` stored with the image the document came from. Returns the names it resolved, to
     * be stored with an edited copy, and the refs that resolve to no image of the user's.
     */
    async renderAssets(
      userId: string,
      document: DesignDocument,
      assetRefs: AssetRefs = {},
    ): Promise<{ assets: RenderAssets; assetRefs: AssetRefs; missing: string[] }> {
      const refs = new Set<string>();
      JSON.stringify(document, (key, value) => {
        if (key === 'ref' && typeof value === 'string') refs.add(value);
        return value;
      });
      const out: RenderAssets = {};
      const resolved: AssetRefs = {};
      const missing: string[] = [];
      for (const ref of refs) {
        const named = z.uuid().safeParse(ref).success ? undefined : assetRefs[ref];
        const id = named ?? ref;
        const bytes = z.uuid().safeParse(id).success ? (await sourceImage(userId, id))?.bytes : undefined;
        if (!bytes) {
          missing.push(ref);
          continue;
        }
        out[ref] = bytes;
        if (named) resolved[ref] = named;
      }
      return { assets: out, assetRefs: resolved, missing };
    },

    /**
     * A generated image already stored for this design image or mockup output (a run that died
     * after storing it), found by the id its metadata carries under `key`.
     */
    async findGenerated(
      userId: string,
      imageId: string,
      key: 'designActionImageId' | 'mockupOutputId' | 'searchResultId' = 'designActionImageId',
    ) {
      const [row] = await db
        .select({ id: assets.id, metadata: assets.metadata })
        .from(assets)
        .where(and(eq(assets.userId, userId), sql`${assets.metadata}->>${key} = ${imageId}`));
      return row ? { id: row.id, metadata: row.metadata as { provider?: string; score?: number } } : null;
    },

    /** A live image's stored design document (undefined for uploads), or null when it is not the user's. */
    async documentOf(userId: string, id: string): Promise<{ document: unknown } | null> {
      const [row] = await db
        .select({ document: sql<unknown>`${assets.metadata}->'document'` })
        .from(assets)
        .where(and(eq(assets.id, id), live(userId)));
      return row ? { document: row.document ?? undefined } : null;
    },

    /** A generated image already stored under this output key (a chat turn's output that a dead run stored). */
    async findByOutputKey(userId: string, outputKey: string) {
      const [row] = await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.userId, userId), sql`${assets.metadata}->>'outputKey' = ${outputKey}`));
      return row ?? null;
    },

    /**
     * A paid user's public designs (made while on Free) become private: the listed ones (any id
     * not one of the user's live images → 404, nothing changed) or all of them. The display copy
     * goes back to the clean original; derivatives are made again off the public path and the
     * search index drops them from Explore.
     */
    async makePrivate(userId: string, assetIds?: readonly string[]): Promise<number> {
      const tier = await tierOf(db, userId);
      if (!tier) throw notFound();
      if (tier === 'free') throw new HttpError(403, 'upsell_required', VISIBILITY_MESSAGES.freeIsPublic);
      const ids = assetIds ? [...new Set(assetIds)] : undefined;
      const publicOnes = and(
        live(userId),
        eq(assets.visibility, 'public'),
        ids ? inArray(assets.id, ids) : undefined,
      );
      const changed = await db.transaction(async (tx) => {
        if (ids) {
          const own = await tx
            .select({ id: assets.id })
            .from(assets)
            .where(and(inArray(assets.id, ids), live(userId)));
          if (own.length !== ids.length) throw notFound(VISIBILITY_MESSAGES.notFound);
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
      // The watermarked public copies are no longer served; remove them.
      const stale = changed
        .flatMap((r) => [r.displayKey, r.thumbnailKey, r.processedKey])
        .filter((k): k is string => !!k && k.startsWith('public/'));
      await Promise.all(stale.map((k) => storage.delete(k).catch(() => undefined)));
      if (changed.length) await enqueue(changed.map((r) => r.id));
      return changed.length;
    },

    /** Flips the favourite flag atomically and returns the new value. */
    async toggleFavourite(userId: string, id: string) {
      const [row] = await db
        .update(assets)
        .set({ isFavourite: sql`not ${assets.isFavourite}` })
        .where(and(eq(assets.id, id), live(userId)))
        .returning({ id: assets.id, isFavourite: assets.isFavourite });
      if (!row) throw assetNotFound();
      return row;
    },

    async softDelete(userId: string, id: string) {
      const [row] = await db
        .update(assets)
        .set({ deletedAt: new Date(), lastUpdatedAt: new Date() })
        .where(and(eq(assets.id, id), live(userId)))
        .returning({ id: assets.id });
      if (!row) throw assetNotFound();
    },

    /**
     * A processed copy of a logo: trimmed, with a flat background made transparent, saved as a
     * new asset linked by processedAssetId (idempotent: an existing processed copy is returned).
     */
    async processLogo(userId: string, assetId: string): Promise<Asset> {
      const original = await ownAsset(userId, assetId);
      if (original.processedAssetId) {
        const [done] = await db
          .select()
          .from(assets)
          .where(and(eq(assets.id, original.processedAssetId), live(userId)));
        if (done) return toDto(done);
      }
      // Storage failures are not the logo's fault: only the image work answers 422.
      const bytes = await storage.get(original.displayKey);
      let png: Buffer;
      try {
        ({ png } = await processLogo(bytes, original.mimetype));
      } catch (err) {
        deps.log?.warn({ err, assetId }, 'logo processing failed');
        throw new HttpError(422, 'logo_process_failed', UPLOAD_MESSAGES.logoProcessFailed);
      }
      const id = randomUUID();
      const key = `processed/${id}/logo.png`;
      await storage.put(key, png, 'image/png');
      const name = `${original.originalFileName.replace(/\.[^.]+$/, '')}-processed.png`;
      const row = await insertStored(
        {
          id,
          storageKey: key,
          originalFileName: name,
          filetype: 'image/png',
          fileCategory: original.fileCategory,
          bytes: png.length,
          maxBytes: png.length,
        },
        {
          originalFileName: name,
          mimetype: 'image/png',
          description: original.description,
          metadata: { ...original.metadata, processedFrom: original.id },
          fileCategory: original.fileCategory,
          parentId: original.id,
          visibility: 'private',
          source: 'processed',
          bytes: png.length,
          displayKey: key,
        },
        userId,
        async (tx) => {
          await tx
            .update(storedFiles)
            .set({ processedFileId: id })
            .where(eq(storedFiles.id, original.fileId));
          await tx
            .update(assets)
            .set({ processedAssetId: id, lastUpdatedAt: new Date() })
            .where(eq(assets.id, original.id));
        },
      );
      // Small (≤ 2048 px) and wanted at once: derivatives inline rather than queued.
      await processAssetDerivatives({ db, storage, log: deps.log }, row.id);
      return toDto(await ownAsset(userId, row.id));
    },

    /**
     * Stores a generated image for a user. Free tier: a visible watermark, public, readable
     * without a token at a stable URL (the clean original stays private). Other tiers: private.
     */
    async storeGeneratedImage(
      userId: string,
      image: Buffer | RawImage | EncodedRender,
      o: StoreGeneratedImageOptions = {},
    ): Promise<Asset> {
      // Raw pixels (an engine render) are a PNG of their size; the original and the Free tier's
      // watermarked copy encode at once, without a decode. An encoded render brings both.
      const encoded = isEncodedRender(image) ? image : null;
      const raw = Buffer.isBuffer(image) || isEncodedRender(image) ? null : image;
      // independent steps run together: a chat edit waits on this before it is answered
      const [checked, tier] = await Promise.all([
        Buffer.isBuffer(image)
          ? checkImageContent(image)
          : {
              type: 'image/png' as const,
              bytes: encoded?.png ?? null,
              width: image.width,
              height: image.height,
            },
        tierOf(db, userId),
      ]);
      if ('kind' in checked) throw badRequest(UPLOAD_MESSAGES.invalidType(o.originalFileName ?? 'image'));
      if (!tier) throw notFound();
      const visibility = o.visibility ?? (tier === 'free' ? 'public' : 'private');
      const id = randomUUID();
      const ext = extensionFor(checked.type);
      const originalKey = `generated/${id}/original.${ext}`;
      const publicCopy = visibility === 'public';
      const displayKey = publicCopy ? `public/${id}/image.png` : originalKey;
      const mimetype: string = publicCopy ? 'image/png' : checked.type;
      const [bytes] = await Promise.all([
        (checked.bytes ? Promise.resolve(checked.bytes) : encode(raw!, 'png')).then(async (b) => {
          await storage.put(originalKey, b, checked.type);
          return b;
        }),
        publicCopy &&
          (encoded
            ? Promise.resolve(encoded.watermarked)
            : raw
              ? watermarkPixels(raw)
              : applyWatermark(checked.bytes!, checked.type)
          ).then((marked) => storage.put(displayKey, marked, 'image/png')),
      ]);
      const category = o.category ?? 'GENERATED IMAGE';
      const metadata = { ...(o.metadata ?? {}) };
      metadata.useCase ??= defaultUseCase(category);
      const fileName =
        o.originalFileName ?? `generated-${id.slice(0, 8)}.${visibility === 'public' ? 'png' : ext}`;
      const row = await insertStored(
        {
          id,
          storageKey: originalKey,
          originalFileName: fileName,
          filetype: checked.type,
          fileCategory: category,
          bytes: bytes.length,
          maxBytes: bytes.length,
        },
        {
          originalFileName: fileName,
          mimetype,
          description: o.description ?? null,
          metadata,
          fileCategory: category,
          parentId: o.parentId ?? null,
          visibility,
          source: 'generated',
          width: checked.width,
          height: checked.height,
          bytes: bytes.length,
          colourNames: designColourNames(metadata),
          displayKey,
        },
        userId,
      );
      if (o.queueDerivatives !== false) await enqueue([row.id]);
      return toDto(row);
    },

    /** Queues the derivative job (thumbnail, colours) of images stored with `queueDerivatives: false`. */
    queueDerivatives(assetIds: string[]): Promise<void> {
      return enqueue(assetIds);
    },
  };
}

export type AssetsService = ReturnType<typeof assetsService>;

/** The service from the composition root's ports (the generation pipeline, other modules). */
export function assetsServiceFor(
  deps: Pick<AssetsDeps, 'db' | 'storage' | 'humanCheck' | 'log' | 'assetIndex' | 'jobs'>,
): AssetsService {
  return assetsService(deps);
}
