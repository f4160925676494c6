import { randomUUID } from 'node:crypto';
import {
  type AcceptedImageType,
  type Asset,
  extensionFor,
  type FileCategory,
  type ListAssetsFilters,
  maxUploadBytesFor,
  maxUploadMbFor,
  normaliseImageType,
  type SaveAssetsBody,
  saveAssetsBody,
  typeFromExtension,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadUrlBody,
  type UploadUrlItem,
  uploadUrlBody,
  validateFiles,
} from '@packsmith/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assets, storedFiles, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { HumanCheck } from '../../providers/human-check/index.ts';
import type { Storage } from '../../providers/storage/index.ts';
import { applyWatermark, checkImageContent, paletteNameForHex, processLogo } from './images.ts';
import { enqueueAssetDerivatives, processAssetDerivatives } from './jobs.ts';

type AssetRow = typeof assets.$inferSelect;
type FileRow = typeof storedFiles.$inferSelect;

export interface AssetsDeps {
  db: Db;
  storage: Storage;
  /** Needed only for logged-out upload URLs. */
  humanCheck?: HumanCheck;
  log?: Logger;
  /** Queues derivative jobs; defaults to pg-boss when main.ts registered it. */
  enqueue?: (assetIds: string[]) => Promise<void>;
}

export interface StoreGeneratedImageOptions {
  category?: FileCategory;
  metadata?: Record<string, unknown>;
  description?: string | null;
  originalFileName?: string;
  parentId?: string | null;
  /** Overrides the tier rule (tests, admin tools). */
  visibility?: 'public' | 'private';
}

/**
 * `stored_files.status`: pending (policy issued, bytes unchecked — on S3 they are whatever was
 * posted) → checked (the local upload endpoint verified them; not yet saved as an asset) →
 * stored (verified and saved, or written by the server). Only the last two are ever served.
 */
export const VERIFIED_FILE_STATUSES: readonly string[] = ['checked', 'stored'];

/** Logged-out uploads can be claimed by a signed-in save for this long. */
const ANONYMOUS_CLAIM_HOURS = 24;

const tooLarge = (name: string, category?: string | null) =>
  new HttpError(400, 'file_too_large', UPLOAD_MESSAGES.fileTooLarge(name, maxUploadMbFor(category)));
const invalidType = (name: string) =>
  new HttpError(400, 'invalid_file_type', UPLOAD_MESSAGES.invalidType(name));
const assetNotFound = () => notFound(UPLOAD_MESSAGES.assetNotFound);

const defaultUseCase = (category: string) => (category === 'LOGO' ? 'logo' : 'general');

/** Colour names carried by a design's metadata (hex list) — searchable beside the dominant colours. */
function designColourNames(metadata: Record<string, unknown>): string[] {
  const raw = metadata.colours ?? metadata.hexColours;
  if (!Array.isArray(raw)) return [];
  return raw
    .map((c) => (typeof c === 'string' ? paletteNameForHex(c) : null))
    .filter((n): n is string => Boolean(n))
    .map((n) => n.toLowerCase());
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const lowerList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  );

/** Metadata values, as a lower-cased text set: a string field or an array field. */
const metadataTexts = (keys: string[]) =>
  sql.join(
    keys.map(
      (k) => sql`select lower(v) from jsonb_array_elements_text(
        case jsonb_typeof(${assets.metadata}->${k})
          when 'array' then ${assets.metadata}->${k}
          when 'string' then jsonb_build_array(${assets.metadata}->${k})
          else '[]'::jsonb end) v`,
    ),
    sql` union all `,
  );

const matchesMetadata = (keys: string[], values: string[]) =>
  sql`exists (select 1 from (${metadataTexts(keys)}) m(v) where m.v in (${lowerList(values)}))`;

export function assetsService(deps: AssetsDeps) {
  const { db, storage } = deps;
  const enqueue = deps.enqueue ?? enqueueAssetDerivatives;

  async function signed(key: string, contentType: string, filename: string) {
    return storage.signedGetUrl(key, {
      contentType,
      filename,
      download: contentType === 'image/svg+xml',
    });
  }

  // A path, not an absolute URL: it works on whatever origin the page came from.
  const publicUrl = (assetId: string, variant: 'image' | 'thumbnail' | 'preview') =>
    `/api/files/public/${assetId}/${variant}`;

  const contentTypeOfKey = (key: string, fallback: string) =>
    key.endsWith('.webp')
      ? 'image/webp'
      : key.endsWith('.png')
        ? 'image/png'
        : key.endsWith('.jpg')
          ? 'image/jpeg'
          : fallback;

  async function toDto(row: AssetRow): Promise<Asset> {
    let url: string;
    let thumbnailUrl: string;
    let previewUrl: string;
    if (row.visibility === 'public') {
      url = publicUrl(row.id, 'image');
      thumbnailUrl = publicUrl(row.id, 'thumbnail');
      previewUrl = publicUrl(row.id, 'preview');
    } else {
      const sign = (key: string) => signed(key, contentTypeOfKey(key, row.mimetype), row.originalFileName);
      url = await sign(row.displayKey);
      previewUrl = row.processedKey ? await sign(row.processedKey) : url;
      const thumbKey = row.thumbnailKey ?? row.processedKey;
      thumbnailUrl = thumbKey ? await sign(thumbKey) : url;
    }
    return {
      id: row.id,
      userId: row.userId,
      url,
      thumbnailUrl,
      previewUrl,
      originalFileName: row.originalFileName,
      originalFilename: row.originalFileName,
      mimetype: row.mimetype,
      filetype: row.mimetype,
      description: row.description,
      fileCategory: row.fileCategory as FileCategory,
      metadata: row.metadata,
      parentId: row.parentId,
      processedAssetId: row.processedAssetId,
      isFavourite: row.isFavourite,
      visibility: row.visibility as Asset['visibility'],
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      dominantColours: row.dominantColours,
      processingStatus: row.processingStatus as Asset['processingStatus'],
      migrationBatchNumber: row.migrationBatchNumber,
      createdAt: row.createdAt.toISOString(),
      lastUpdatedAt: row.lastUpdatedAt.toISOString(),
    };
  }

  async function ownAsset(userId: string, id: string): Promise<AssetRow> {
    const [row] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), eq(assets.userId, userId), isNull(assets.deletedAt)));
    if (!row) throw assetNotFound();
    return row;
  }

  /**
   * A file the caller may use: their own, or a logged-out upload still within its claim window;
   * never the file of a deleted asset.
   */
  async function usableFile(userId: string | null, fileId: string): Promise<FileRow> {
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
    if (!row) throw notFound();
    return row;
  }

  /** Checks an uploaded object by its bytes (type, SVG cleaning, pixel limit) and marks it stored. */
  async function verifyUpload(file: FileRow, userId: string) {
    const head = await storage.head(file.storageKey);
    if (!head) throw badRequest(UPLOAD_MESSAGES.fileMissing, 'file_missing');
    if (head.bytes > file.maxBytes) {
      await storage.delete(file.storageKey);
      throw tooLarge(file.originalFileName, file.fileCategory);
    }
    const bytes = await storage.get(file.storageKey);
    const checked = await checkImageContent(bytes);
    if ('kind' in checked) {
      await storage.delete(file.storageKey);
      if (checked.kind === 'too_many_pixels') {
        throw badRequest(
          UPLOAD_MESSAGES.tooManyPixels(file.originalFileName, UPLOAD_LIMITS.maxInputPixels / 1e6),
          'too_many_pixels',
        );
      }
      throw invalidType(file.originalFileName);
    }
    if (checked.changed) await storage.put(file.storageKey, checked.bytes, checked.type);
    await db
      .update(storedFiles)
      .set({ status: 'stored', bytes: checked.bytes.length, filetype: checked.type, userId, expiresAt: null })
      .where(eq(storedFiles.id, file.id));
    return checked;
  }

  const service = {
    toDto,

    /** Signed upload policies, one per file; logged-out callers must pass the human check. */
    async createUploadUrls(
      userId: string | null,
      input: UploadUrlBody,
      remoteIp?: string,
    ): Promise<UploadUrlItem[]> {
      const body = uploadUrlBody.parse(input);
      if (!userId) {
        const ok =
          body.recaptchaToken && deps.humanCheck
            ? await deps.humanCheck.verify(body.recaptchaToken, remoteIp)
            : false;
        if (!ok) throw forbidden(UPLOAD_MESSAGES.humanCheckFailed, 'human_check_failed');
      }
      const planned = body.files.map((f) => {
        const declared = f.filetype ? normaliseImageType(f.filetype) : typeFromExtension(f.filename);
        const { problems } = validateFiles(
          [{ name: f.filename, size: f.size ?? 0, type: declared ?? 'invalid' }],
          {
            maxMb: maxUploadMbFor(f.fileCategory),
            maxFiles: 1,
          },
        );
        if (problems[0]) throw new HttpError(400, problems[0].code, problems[0].description);
        return { ...f, type: declared as AcceptedImageType };
      });
      const expiresAt = userId ? null : new Date(Date.now() + ANONYMOUS_CLAIM_HOURS * 3600_000);
      const rows = planned.map((f) => {
        const id = randomUUID();
        return {
          id,
          userId,
          bucket: storage.bucket,
          storageKey: `uploads/${id}/original.${extensionFor(f.type)}`,
          originalFileName: f.filename,
          filetype: f.type,
          description: f.description ?? null,
          fileCategory: f.fileCategory,
          maxBytes: maxUploadBytesFor(f.fileCategory),
          expiresAt,
        };
      });
      await db.insert(storedFiles).values(rows);
      return Promise.all(
        rows.map(async (r) => ({
          signedUrl: await storage.createPresignedPost({
            key: r.storageKey,
            contentType: r.filetype,
            minBytes: 1,
            maxBytes: r.maxBytes,
            expiresInSeconds: UPLOAD_LIMITS.uploadUrlTtlSeconds,
            filename: r.originalFileName,
          }),
          uploadMeta: {
            id: r.id,
            originalFilename: r.originalFileName,
            filetype: r.filetype,
            description: r.description,
            fileCategory: r.fileCategory as FileCategory,
            processedFileId: null,
            maxBytes: r.maxBytes,
          },
        })),
      );
    },

    /** The local upload endpoint has verified and stored this key's bytes. */
    async markUploadChecked(storageKey: string) {
      await db
        .update(storedFiles)
        .set({ status: 'checked' })
        .where(and(eq(storedFiles.storageKey, storageKey), eq(storedFiles.status, 'pending')));
    },

    /** Preview address of an uploaded file (GET /api/spring/files/{fileId}). */
    async fileUrl(userId: string | null, fileId: string) {
      const file = await usableFile(userId, fileId);
      // Only bytes that passed the content checks: on S3 a pending object is whatever was posted.
      if (!VERIFIED_FILE_STATUSES.includes(file.status)) throw notFound(UPLOAD_MESSAGES.fileMissing);
      const head = await storage.head(file.storageKey);
      if (!head) throw notFound(UPLOAD_MESSAGES.fileMissing);
      return {
        id: file.id,
        url: await signed(file.storageKey, file.filetype, file.originalFileName),
        originalFilename: file.originalFileName,
        filetype: file.filetype,
        fileCategory: file.fileCategory as FileCategory,
        bytes: file.bytes ?? head.bytes,
      };
    },

    /** Saves uploaded files as assets (idempotent per file), after checking their content. */
    async saveAssets(userId: string, input: SaveAssetsBody): Promise<Asset[]> {
      const body = saveAssetsBody.parse(input);
      const saved: AssetRow[] = [];
      const created: string[] = [];
      for (const item of body.assets) {
        const [existing] = await db
          .select()
          .from(assets)
          .where(and(eq(assets.id, item.id), eq(assets.userId, userId), isNull(assets.deletedAt)));
        if (existing) {
          saved.push(existing);
          continue;
        }
        // A deleted asset is not brought back by saving its file again: usableFile refuses it.
        const file = await usableFile(userId, item.id);
        const checked = await verifyUpload(file, userId);
        if (item.processedAssetId) await ownAsset(userId, item.processedAssetId);
        const metadata = { ...(item.metadata ?? {}) } as Record<string, unknown>;
        metadata.useCase ??= defaultUseCase(item.fileCategory);
        const [row] = await db
          .insert(assets)
          .values({
            id: file.id,
            userId,
            fileId: file.id,
            originalFileName: item.originalFileName ?? file.originalFileName,
            mimetype: checked.type,
            description: item.description ?? file.description,
            metadata,
            fileCategory: item.fileCategory,
            processedAssetId: item.processedAssetId ?? null,
            visibility: 'private',
            source: 'upload',
            width: checked.width,
            height: checked.height,
            bytes: checked.bytes.length,
            colourNames: designColourNames(metadata),
            displayKey: file.storageKey,
          })
          .returning();
        saved.push(row!);
        created.push(row!.id);
      }
      await enqueue(created);
      return Promise.all(saved.map(toDto));
    },

    /**
     * Logged-out uploads that a claimed launch points at become the claimer's assets, under the
     * same ids (an asset's id is its file's). Ids that are not ownerless uploads are left alone,
     * for the caller's ownership check to refuse.
     */
    async adoptUploads(userId: string, fileIds: readonly string[]): Promise<void> {
      const ids = [...new Set(fileIds)].filter((id) => z.uuid().safeParse(id).success);
      if (!ids.length) return;
      const ownerless = await db
        .select({ id: storedFiles.id, fileCategory: storedFiles.fileCategory })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), isNull(storedFiles.userId)));
      if (!ownerless.length) return;
      await service.saveAssets(userId, {
        assets: ownerless.map((f) => ({ id: f.id, fileCategory: f.fileCategory as FileCategory })),
      });
    },

    async list(userId: string, f: ListAssetsFilters) {
      const where: SQL[] = [eq(assets.userId, userId), isNull(assets.deletedAt)];
      if (f.sessionId) where.push(sql`${assets.metadata}->>'sessionId' = ${f.sessionId}`);
      if (f.fileCategories?.length) where.push(inArray(assets.fileCategory, f.fileCategories));
      if (f.useCases?.length) where.push(inArray(sql`${assets.metadata}->>'useCase'`, f.useCases));
      if (f.excludeProcessedAssets) where.push(sql`${assets.source} <> 'processed'`);
      if (f.favouritesOnly) where.push(eq(assets.isFavourite, true));
      if (f.productTypes?.length) {
        where.push(matchesMetadata(['productTypes', 'productType', 'packagingType'], f.productTypes));
      }
      if (f.styles?.length) where.push(matchesMetadata(['styles', 'style'], f.styles));
      if (f.brandNames?.length)
        where.push(matchesMetadata(['brandName', 'brand', 'brandNames'], f.brandNames));
      if (f.colours?.length) {
        const names = f.colours.map((c) => (paletteNameForHex(c) ?? c).toLowerCase());
        where.push(sql`${assets.colourNames} && array[${lowerList(names)}]::text[]`);
      }
      if (f.searchTerm) {
        const p = likePattern(f.searchTerm);
        where.push(
          sql`(${assets.originalFileName} ilike ${p} or ${assets.description} ilike ${p}
            or ${assets.metadata}->>'alt' ilike ${p} or ${assets.metadata}->>'prompt' ilike ${p}
            or ${assets.metadata}->>'brandName' ilike ${p} or ${assets.metadata}->>'brand' ilike ${p}
            or array_to_string(${assets.colourNames}, ' ') ilike ${p})`,
        );
      }
      const order =
        f.sortBy === 'alphabetical'
          ? [asc(sql`lower(${assets.originalFileName})`), desc(assets.createdAt)]
          : f.sortBy === 'last-modified'
            ? [desc(assets.lastUpdatedAt), desc(assets.createdAt)]
            : [desc(assets.createdAt)];
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(assets)
          .where(condition)
          .orderBy(...order, desc(assets.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(assets).where(condition),
      ]);
      return { data: await Promise.all(rows.map(toDto)), totalCount: total?.n ?? 0 };
    },

    async get(userId: string, id: string) {
      return toDto(await ownAsset(userId, id));
    },

    /** Thumbnail URLs of the user's own (not deleted) assets among `ids`, by id; one query. */
    async thumbnailUrls(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(assets)
        .where(and(inArray(assets.id, [...ids]), eq(assets.userId, userId), isNull(assets.deletedAt)));
      return new Map(
        await Promise.all(rows.map(async (r) => [r.id, (await toDto(r)).thumbnailUrl] as const)),
      );
    },

    /** Flips the favourite flag atomically and returns the new value. */
    async toggleFavourite(userId: string, id: string) {
      const [row] = await db
        .update(assets)
        .set({ isFavourite: sql`not ${assets.isFavourite}` })
        .where(and(eq(assets.id, id), eq(assets.userId, userId), isNull(assets.deletedAt)))
        .returning({ id: assets.id, isFavourite: assets.isFavourite });
      if (!row) throw assetNotFound();
      return row;
    },

    async softDelete(userId: string, id: string) {
      const [row] = await db
        .update(assets)
        .set({ deletedAt: new Date(), lastUpdatedAt: new Date() })
        .where(and(eq(assets.id, id), eq(assets.userId, userId), isNull(assets.deletedAt)))
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
          .where(
            and(
              eq(assets.id, original.processedAssetId),
              eq(assets.userId, userId),
              isNull(assets.deletedAt),
            ),
          );
        if (done) return toDto(done);
      }
      let png: Buffer;
      try {
        const bytes = await storage.get(original.displayKey);
        ({ png } = await processLogo(bytes, original.mimetype));
      } catch (err) {
        deps.log?.warn({ err, assetId }, 'logo processing failed');
        throw new HttpError(422, 'logo_process_failed', UPLOAD_MESSAGES.logoProcessFailed);
      }
      const id = randomUUID();
      const key = `processed/${id}/logo.png`;
      await storage.put(key, png, 'image/png');
      const baseName = original.originalFileName.replace(/\.[^.]+$/, '');
      const row = await db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({
          id,
          userId,
          bucket: storage.bucket,
          storageKey: key,
          originalFileName: `${baseName}-processed.png`,
          filetype: 'image/png',
          fileCategory: original.fileCategory,
          bytes: png.length,
          maxBytes: png.length,
          status: 'stored',
        });
        const [inserted] = await tx
          .insert(assets)
          .values({
            id,
            userId,
            fileId: id,
            originalFileName: `${baseName}-processed.png`,
            mimetype: 'image/png',
            description: original.description,
            metadata: { ...original.metadata, processedFrom: original.id },
            fileCategory: original.fileCategory,
            parentId: original.id,
            visibility: 'private',
            source: 'processed',
            bytes: png.length,
            displayKey: key,
          })
          .returning();
        await tx.update(storedFiles).set({ processedFileId: id }).where(eq(storedFiles.id, original.fileId));
        await tx
          .update(assets)
          .set({ processedAssetId: id, lastUpdatedAt: new Date() })
          .where(eq(assets.id, original.id));
        return inserted!;
      });
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
      bytes: Buffer,
      o: StoreGeneratedImageOptions = {},
    ): Promise<Asset> {
      const checked = await checkImageContent(bytes);
      if ('kind' in checked) throw badRequest(UPLOAD_MESSAGES.invalidType(o.originalFileName ?? 'image'));
      const [user] = await db.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      const visibility = o.visibility ?? (user.tier === 'free' ? 'public' : 'private');
      const id = randomUUID();
      const ext = extensionFor(checked.type);
      const originalKey = `generated/${id}/original.${ext}`;
      await storage.put(originalKey, checked.bytes, checked.type);
      let displayKey = originalKey;
      let mimetype: string = checked.type;
      if (visibility === 'public') {
        displayKey = `public/${id}/image.png`;
        mimetype = 'image/png';
        await storage.put(displayKey, await applyWatermark(checked.bytes, checked.type), 'image/png');
      }
      const category = o.category ?? 'GENERATED IMAGE';
      const metadata = { ...(o.metadata ?? {}) };
      metadata.useCase ??= defaultUseCase(category);
      const fileName =
        o.originalFileName ?? `generated-${id.slice(0, 8)}.${visibility === 'public' ? 'png' : ext}`;
      const row = await db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({
          id,
          userId,
          bucket: storage.bucket,
          storageKey: originalKey,
          originalFileName: fileName,
          filetype: checked.type,
          fileCategory: category,
          bytes: checked.bytes.length,
          maxBytes: checked.bytes.length,
          status: 'stored',
        });
        const [inserted] = await tx
          .insert(assets)
          .values({
            id,
            userId,
            fileId: id,
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
            bytes: checked.bytes.length,
            colourNames: designColourNames(metadata),
            displayKey,
          })
          .returning();
        return inserted!;
      });
      await enqueue([row.id]);
      return toDto(row);
    },
  };
  return service;
}

export type AssetsService = ReturnType<typeof assetsService>;

/** The service from the composition root's ports (the generation pipeline, other modules). */
export function assetsServiceFor(
  deps: Pick<AssetsDeps, 'db' | 'storage' | 'humanCheck' | 'log'>,
): AssetsService {
  return assetsService(deps);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an object key belongs to a deleted asset, so signed reads issued before the delete
 * stop working. Every key is `<kind>/<assetId>/<name>` (an upload's file id becomes its asset id).
 */
export async function isDeletedAssetKey(db: Db, key: string): Promise<boolean> {
  const id = key.split('/')[1] ?? '';
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, id), isNotNull(assets.deletedAt)));
  return Boolean(row);
}

/** Reads a public asset's object key for a variant, or null when it is not public (or deleted). */
export async function publicAssetKey(
  db: Db,
  assetId: string,
  variant: 'image' | 'thumbnail' | 'preview',
): Promise<{ key: string; name: string } | null> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.visibility, 'public'), isNull(assets.deletedAt)));
  if (!row) return null;
  const key =
    variant === 'thumbnail'
      ? (row.thumbnailKey ?? row.processedKey ?? row.displayKey)
      : variant === 'preview'
        ? (row.processedKey ?? row.displayKey)
        : row.displayKey;
  return { key, name: row.originalFileName };
}
