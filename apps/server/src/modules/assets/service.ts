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
import type { AnyColumn, SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { type EncodedRender, isEncodedRender } from '../../lib/render-tasks.ts';
import { timed } from '../../lib/server-timing.ts';
import type { AssetRefs, SourceImage } from '../../providers/image-generation/index.ts';
import { tierOf } from '../users/index.ts';
import type { AssetsDeps } from './deps.ts';
import { type AssetRow, assetUrls, toAssetDto } from './dto.ts';
import { applyWatermark, checkImageContent, processLogo } from './images.ts';
import { enqueueAssetDerivatives, processAssetDerivatives } from './jobs.ts';
import * as repo from './repository.ts';
import { designColourNames } from './repository-search.ts';
import { defaultUseCase } from './rules.ts';
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
  /**
   * true: the caller commits something durable after (its paid settle), which flushes this row
   * too, so its own commit need not wait for the flush (lib/flush-later.ts).
   */
  flushLater?: boolean;
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

export function assetsService(deps: AssetsDeps) {
  const { db, storage } = deps;
  // Every new asset passes here: its derivatives are queued and it is indexed for search at once.
  const enqueue = async (assetIds: string[]) => {
    await enqueueAssetDerivatives(deps.jobs, assetIds);
    if (assetIds.length) await deps.assetIndex?.stored(assetIds);
  };
  const toDto = (row: AssetRow) => toAssetDto(storage, row);

  async function ownAsset(userId: string, id: string): Promise<AssetRow> {
    const row = await repo.findOwnAsset(db, userId, id);
    if (!row) throw assetNotFound();
    return row;
  }

  /** Writes a file the server made and its asset row together. */
  async function insertStored(
    file: Omit<repo.NewFile, 'userId' | 'bucket' | 'status'>,
    asset: Omit<repo.NewAsset, 'id' | 'userId' | 'fileId'>,
    userId: string,
    afterInsert?: (tx: DbOrTx) => Promise<void>,
    flushed: 'now' | 'later' = 'now',
  ): Promise<AssetRow> {
    return repo.insertStoredAsset(
      db,
      { ...file, userId, bucket: storage.bucket, status: 'stored' },
      { ...asset, id: file.id!, userId, fileId: file.id! },
      afterInsert,
      flushed,
    );
  }

  /** An image of the user's as a generator's input (bytes, type, the document it was made from). */
  async function sourceImage(userId: string, id: string): Promise<SourceImage | null> {
    const row = await repo.sourceRow(db, userId, id);
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
      const { rows, totalCount } = await repo.listAssets(
        db,
        userId,
        f,
        await deps.assetIndex?.matching(userId, f),
      );
      return { data: await Promise.all(rows.map(toDto)), totalCount };
    },

    async get(userId: string, id: string) {
      return toDto(await ownAsset(userId, id));
    },

    /**
     * Addresses of the user's own live assets among `ids`, by id, in one query; ids that are not
     * (another user's, deleted, never existed) are absent.
     */
    async urlsFor(userId: string, ids: readonly (string | null)[]): Promise<Map<string, AssetUrls>> {
      const rows = await repo.liveRows(db, ids, userId);
      return new Map(await Promise.all(rows.map(async (r) => [r.id, await assetUrls(storage, r)] as const)));
    },

    /**
     * Live assets among `ids` whoever owns them, by id. Only for a caller that has already
     * established the right to see them (a collection's items shown to its collaborators).
     * `ttlSeconds`: how long the signed reads last (`SHARED_READ_TTL_SECONDS` where the right can
     * be taken away, as a collaborator's is).
     */
    async sharedDtos(ids: readonly string[], { ttlSeconds }: ReadLifetime = {}): Promise<Map<string, Asset>> {
      const rows = await repo.liveRows(db, ids);
      return new Map(
        await Promise.all(rows.map(async (r) => [r.id, await toAssetDto(storage, r, ttlSeconds)] as const)),
      );
    },

    /** The same, addresses only (thumbnails and covers). */
    async sharedUrls(
      ids: readonly string[],
      { ttlSeconds }: ReadLifetime = {},
    ): Promise<Map<string, AssetUrls>> {
      const rows = await repo.liveRows(db, ids);
      return new Map(
        await Promise.all(rows.map(async (r) => [r.id, await assetUrls(storage, r, ttlSeconds)] as const)),
      );
    },

    /** A live public asset's display image (what anyone may already read), else null. */
    async publicImage(id: string): Promise<{ bytes: Buffer; mimetype: string } | null> {
      const row = await repo.publicDisplay(db, id);
      return row ? { bytes: await storage.get(row.key), mimetype: row.mimetype } : null;
    },

    /**
     * Live assets created after `after`, oldest first, for the search index: who owns each,
     * whether its tier made it public, its texts and the key of a copy to measure colours on.
     */
    async indexPage(after: Date, limit: number) {
      return repo.indexPage(db, after, limit);
    },

    /** The same for the given live assets (indexed as they are stored). */
    async indexRows(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return repo.indexRows(db, ids);
    },

    /** Who owns the live asset `id`; null when it is deleted or never existed. */
    async liveOwnerOf(id: string, tx: DbOrTx = db): Promise<string | null> {
      return (await repo.findLiveAsset(tx, id))?.userId ?? null;
    },

    /** Which of `ids` are the user's own live assets. */
    async ownLiveIds(userId: string, ids: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      return repo.ownLiveIds(tx, userId, ids);
    },

    /** `select id` of the user's live assets, as SQL for another module's filter (`x in (…)`). */
    liveIdsSql(userId: string): SQL {
      return repo.liveIdsSql(userId);
    },

    /**
     * A condition for another module's query: the asset `assetId` points at is live (not deleted),
     * whoever owns it. A correlated EXISTS: one index probe per row, not a scan of every asset.
     */
    isLiveSql(assetId: SQL | AnyColumn): SQL {
      return repo.isLiveSql(assetId);
    },

    /**
     * Like `isLiveSql`, and the asset's texts also contain `term` (the library's search words):
     * a collection's item search, whoever added the image.
     */
    isLiveMatchingSql(assetId: SQL | AnyColumn, term: string): SQL {
      return repo.isLiveMatchingSql(assetId, term);
    },

    /** The type of the user's own live asset, or null when it is not theirs (a design's references). */
    async ownMimetype(userId: string, id: string): Promise<string | null> {
      return repo.ownMimetype(db, userId, id);
    },

    sourceImage,

    /**
     * Where the user's own live images among `ids` sit in an edit chain: the image edited to make
     * each (`parentId`), its session and the chat conversation that made it (chat undo/redo).
     */
    async ownLinks(userId: string, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, AssetLink>();
      const rows = await repo.ownLinkRows(db, userId, ids);
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
      const row = await repo.findByMetadata(db, userId, key, imageId);
      return row ? { id: row.id, metadata: row.metadata as { provider?: string; score?: number } } : null;
    },

    /** A live image's stored design document (undefined for uploads), or null when it is not the user's. */
    async documentOf(userId: string, id: string): Promise<{ document: unknown } | null> {
      const row = await repo.documentRow(db, userId, id);
      return row ? { document: row.document ?? undefined } : null;
    },

    /** A generated image already stored under this output key (a chat turn's output that a dead run stored). */
    async findByOutputKey(userId: string, outputKey: string) {
      const row = await repo.findByMetadata(db, userId, 'outputKey', outputKey);
      return row ? { id: row.id } : null;
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
      const changed = await repo.makeOwnPrivate(db, userId, ids);
      if (!changed) throw notFound(VISIBILITY_MESSAGES.notFound);
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
      const row = await repo.toggleFavourite(db, userId, id);
      if (!row) throw assetNotFound();
      return row;
    },

    async softDelete(userId: string, id: string) {
      if (!(await repo.softDelete(db, userId, id))) throw assetNotFound();
    },

    /**
     * A processed copy of a logo: trimmed, with a flat background made transparent, saved as a
     * new asset linked by processedAssetId (idempotent: an existing processed copy is returned).
     */
    async processLogo(userId: string, assetId: string): Promise<Asset> {
      const original = await ownAsset(userId, assetId);
      if (original.processedAssetId) {
        const done = await repo.findOwnAsset(db, userId, original.processedAssetId);
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
        (tx) => repo.linkProcessedCopy(tx, original, id),
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
      const [checked, tier] = await timed('store.check', () =>
        Promise.all([
          Buffer.isBuffer(image)
            ? checkImageContent(image)
            : {
                type: 'image/png' as const,
                bytes: encoded?.png ?? null,
                width: image.width,
                height: image.height,
              },
          tierOf(db, userId),
        ]),
      );
      if ('kind' in checked) throw badRequest(UPLOAD_MESSAGES.invalidType(o.originalFileName ?? 'image'));
      if (!tier) throw notFound();
      const visibility = o.visibility ?? (tier === 'free' ? 'public' : 'private');
      const id = randomUUID();
      const ext = extensionFor(checked.type);
      const originalKey = `generated/${id}/original.${ext}`;
      const publicCopy = visibility === 'public';
      const displayKey = publicCopy ? `public/${id}/image.png` : originalKey;
      const mimetype: string = publicCopy ? 'image/png' : checked.type;
      const [bytes] = await timed('store.files', () =>
        Promise.all([
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
        ]),
      );
      const category = o.category ?? 'GENERATED IMAGE';
      const metadata = { ...(o.metadata ?? {}) };
      metadata.useCase ??= defaultUseCase(category);
      const fileName =
        o.originalFileName ?? `generated-${id.slice(0, 8)}.${visibility === 'public' ? 'png' : ext}`;
      const row = await timed('store.db', () =>
        insertStored(
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
          undefined,
          o.flushLater ? 'later' : 'now',
        ),
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
export const assetsServiceFor: (
  deps: Pick<AssetsDeps, 'db' | 'storage' | 'humanCheck' | 'log' | 'assetIndex' | 'jobs'>,
) => AssetsService = assetsService;
