import { randomUUID } from 'node:crypto';
import {
  type Asset,
  DELIVERABLE_MESSAGES,
  type FileCategory,
  isDeliverableCategory,
  maxUploadBytesFor,
  type SaveAssetsBody,
  saveAssetsBody,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadUrlBody,
  type UploadUrlItem,
  uploadExtension,
  uploadUrlBody,
  validateFiles,
} from '@packsmith/core';
import { z } from 'zod';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { checkDeliverable } from './deliverables.ts';
import type { AssetsDeps } from './deps.ts';
import { type AssetRow, signedRead, toAssetDto } from './dto.ts';
import { checkImageContent } from './images.ts';
import {
  type FileRow,
  findOwnAsset,
  insertAsset,
  insertFiles,
  markUploadChecked,
  ownerlessFiles,
  updateFile,
  usableFile as usableFileRow,
} from './repository.ts';
import { designColourNames } from './repository-search.ts';
import { defaultUseCase, tooLarge, VERIFIED_FILE_STATUSES } from './rules.ts';

/** Logged-out uploads can be claimed by a signed-in save for this long. */
const ANONYMOUS_CLAIM_HOURS = 24;

const invalidType = (name: string) =>
  new HttpError(400, 'invalid_file_type', UPLOAD_MESSAGES.invalidType(name));

/**
 * Uploads: signed policies, the local endpoint's check mark, previews of uploaded files, and
 * saving them as assets (also for a claimed logged-out launch). `ownAsset` is the library's
 * ownership check (404 when the asset is not the caller's).
 */
export function assetUploads(
  deps: AssetsDeps & { enqueue: (assetIds: string[]) => Promise<void> },
  ownAsset: (userId: string, id: string) => Promise<AssetRow>,
) {
  const { db, storage } = deps;

  /**
   * A file the caller may use: their own, or a logged-out upload still within its claim window;
   * never the file of a deleted asset.
   */
  async function usableFile(userId: string | null, fileId: string): Promise<FileRow> {
    const row = await usableFileRow(db, userId, fileId);
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
    const checked = isDeliverableCategory(file.fileCategory)
      ? await checkDeliverableUpload(file, bytes)
      : await checkImageUpload(file, bytes);
    if (checked.changed) await storage.put(file.storageKey, checked.bytes, checked.type);
    await updateFile(db, file.id, {
      status: 'stored',
      bytes: checked.bytes.length,
      filetype: checked.type,
      userId,
      expiresAt: null,
    });
    return checked;
  }

  async function checkImageUpload(file: FileRow, bytes: Buffer) {
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
    return checked;
  }

  /** Final print files: type by content, PDFs parsed and refused with script or launch actions. */
  async function checkDeliverableUpload(file: FileRow, bytes: Buffer) {
    const checked = await checkDeliverable(bytes, file.originalFileName);
    if ('refused' in checked) {
      await storage.delete(file.storageKey);
      throw new HttpError(400, 'invalid_file_type', checked.refused);
    }
    return { type: checked.type, bytes, changed: false, width: null, height: null };
  }

  /** Saves uploaded files as assets (idempotent per file), after checking their content. */
  async function saveAssets(userId: string, input: SaveAssetsBody): Promise<Asset[]> {
    const body = saveAssetsBody.parse(input);
    const saved: AssetRow[] = [];
    const created: string[] = [];
    for (const item of body.assets) {
      const existing = await findOwnAsset(db, userId, item.id);
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
      const row = await insertAsset(db, {
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
      });
      saved.push(row);
      // Final print files have no thumbnail or colours to derive.
      if (!isDeliverableCategory(row.fileCategory)) created.push(row.id);
    }
    await deps.enqueue(created);
    return Promise.all(saved.map((row) => toAssetDto(storage, row)));
  }

  return {
    saveAssets,

    /** Signed upload policies, one per file; logged-out callers must pass the human check. */
    async createUploadUrls(
      userId: string | null,
      input: UploadUrlBody,
      remoteIp?: string,
      staff = false,
    ): Promise<UploadUrlItem[]> {
      const body = uploadUrlBody.parse(input);
      if (!userId) {
        const ok =
          body.recaptchaToken && deps.humanCheck
            ? await deps.humanCheck.verify(body.recaptchaToken, remoteIp)
            : false;
        if (!ok) throw forbidden(UPLOAD_MESSAGES.humanCheckFailed, 'human_check_failed');
      }
      if (!staff && body.files.some((f) => isDeliverableCategory(f.fileCategory)))
        throw forbidden(DELIVERABLE_MESSAGES.staffOnly, 'staff_only');
      const planned = body.files.map((f) => {
        const { accepted, problems } = validateFiles(
          [{ name: f.filename, size: f.size ?? 0, type: f.filetype || null }],
          { category: f.fileCategory, maxFiles: 1 },
        );
        if (problems[0]) throw new HttpError(400, problems[0].code, problems[0].description);
        return { ...f, type: accepted[0]!.type };
      });
      const expiresAt = userId ? null : new Date(Date.now() + ANONYMOUS_CLAIM_HOURS * 3600_000);
      const rows = planned.map((f) => {
        const id = randomUUID();
        return {
          id,
          userId,
          bucket: storage.bucket,
          storageKey: `uploads/${id}/original.${uploadExtension(f.type)}`,
          originalFileName: f.filename,
          filetype: f.type,
          description: f.description ?? null,
          fileCategory: f.fileCategory,
          maxBytes: maxUploadBytesFor(f.fileCategory),
          expiresAt,
        };
      });
      await insertFiles(db, rows);
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
      await markUploadChecked(db, storageKey);
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
        url: await signedRead(storage, file.storageKey, file.filetype, file.originalFileName),
        originalFilename: file.originalFileName,
        filetype: file.filetype,
        fileCategory: file.fileCategory as FileCategory,
        bytes: file.bytes ?? head.bytes,
      };
    },

    /**
     * Logged-out uploads that a claimed launch points at become the claimer's assets, under the
     * same ids (an asset's id is its file's). Ids that are not ownerless uploads are left alone,
     * for the caller's ownership check to refuse.
     */
    async adoptUploads(userId: string, fileIds: readonly string[]): Promise<void> {
      const ids = [...new Set(fileIds)].filter((id) => z.uuid().safeParse(id).success);
      if (!ids.length) return;
      const ownerless = await ownerlessFiles(db, ids);
      if (!ownerless.length) return;
      await saveAssets(userId, {
        assets: ownerless.map((f) => ({ id: f.id, fileCategory: f.fileCategory as FileCategory })),
      });
    },
  };
}
