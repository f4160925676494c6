/**
 * Framework-free upload helper: validation (the same rules as the server, from packages/core),
 * client-side downscale, the human check for logged-out visitors (lib/human-check), the signed POST and saving
 * the uploaded files as assets. UI code (the upload component, dialogs) calls `uploadFiles`.
 *
 *   const { assets, problems, warnings } = await uploadFiles(files, { fileCategory: 'LOGO', maxMb: 88 });
 *   problems/warnings → toasts ({ title, description }); a thrown UploadError → toast 'Error' + message.
 */
import {
  type Asset,
  type FileCategory,
  type FileProblem,
  keepResized,
  maxUploadMbFor,
  planDownscale,
  type SaveAssetsBody,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadMeta,
  type UploadUrlItem,
  validateFiles,
} from '@packsmith/core';
import { api, isApiError } from '@/lib/api';
import { getToken } from '@/lib/auth-token';
import { getHumanCheckToken } from '@/lib/human-check';

export interface UploadWarning {
  file: string;
  title: string;
  description: string;
}

/** Thrown when an upload fails; `message` is the server's text or 'Failed to upload {category}'. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** 'PRODUCT_IMAGE' → 'product image', for 'Failed to upload {category}'. */
export function categoryLabel(category: string): string {
  return category.toLowerCase().replace(/_/g, ' ');
}

/** Paste events closer than 100 ms are one paste (browsers can fire twice). */
export function createPasteGuard(windowMs: number = UPLOAD_LIMITS.pasteGuardMs) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number = Date.now()): boolean => {
    if (now - last < windowMs) return false;
    last = now;
    return true;
  };
}

// ---------------------------------------------------------------- downscale (canvas)

export interface DownscaleResult {
  file: File;
  resized: boolean;
  warning?: UploadWarning;
}

/**
 * jpeg/png/webp larger than 2048 px on the longest side are redrawn at 2048 px (quality 0.92);
 * the original is kept when the result is not smaller, and on any failure (with the spec's
 * 'Image Resize Failed' warning). Decisions come from planDownscale/keepResized in core.
 */
export async function downscaleForUpload(file: File): Promise<DownscaleResult> {
  if (!UPLOAD_LIMITS.resizableTypes.includes(file.type)) return { file, resized: false };
  try {
    const bitmap = await createImageBitmap(file);
    const plan = planDownscale(file.type, bitmap.width, bitmap.height);
    if (!plan.resize) {
      bitmap.close();
      return { file, resized: false };
    }
    const blob = await drawScaled(bitmap, plan.width, plan.height, file.type);
    bitmap.close();
    if (!keepResized(file.size, blob.size)) return { file, resized: false };
    return {
      file: new File([blob], file.name, { type: file.type, lastModified: file.lastModified }),
      resized: true,
    };
  } catch {
    return {
      file,
      resized: false,
      warning: {
        file: file.name,
        title: UPLOAD_MESSAGES.resizeFailedTitle,
        description: UPLOAD_MESSAGES.resizeFailed(file.name),
      },
    };
  }
}

async function drawScaled(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob> {
  const quality = UPLOAD_LIMITS.resizeQuality;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), type, quality),
  );
}

// ---------------------------------------------------------------- the upload

/** POSTs the policy fields then the file (last, as S3 requires) to the signed URL. */
export async function postToSignedUrl(
  signedUrl: UploadUrlItem['signedUrl'] | undefined,
  file: Blob,
  name: string,
) {
  if (!signedUrl?.url || !signedUrl.fields) throw new UploadError(UPLOAD_MESSAGES.noSignedUrl);
  const form = new FormData();
  for (const [k, v] of Object.entries(signedUrl.fields)) form.append(k, v);
  form.append('file', file, name);
  const res = await fetch(signedUrl.url, { method: 'POST', body: form });
  if (!res.ok) {
    let message = '';
    try {
      const text = await res.text();
      const json = JSON.parse(text) as { message?: string; error?: { message?: string } };
      message = json.message ?? json.error?.message ?? '';
    } catch {
      /* S3 answers XML; its text is not for users */
    }
    throw new UploadError(message, res.status);
  }
}

export interface UploadOptions {
  fileCategory: FileCategory;
  /** Files the control already holds (for the max-files rule). */
  existingCount?: number;
  /** 10 by default; editor and asset dialogs pass 1. */
  maxFiles?: number;
  /** Per-file MB; defaults to 88 for LOGO and 55 otherwise. */
  maxMb?: number;
  description?: string;
  /** Saved with each asset (alt, sessionId, useCase, …). */
  metadata?: SaveAssetsBody['assets'][number]['metadata'];
  /** Save as assets after upload (default: when signed in). */
  save?: boolean;
  /** Skip the canvas downscale (e.g. logos kept pixel-exact). */
  downscale?: boolean;
  signal?: AbortSignal;
}

export interface UploadResult {
  /** Saved assets (when saved), in the order of `uploads`. */
  assets: Asset[];
  uploads: UploadMeta[];
  /** Files refused by the rules: show each as a toast { title, description }. */
  problems: FileProblem[];
  /** Non-fatal notes, e.g. 'Image Resize Failed'. */
  warnings: UploadWarning[];
}

/** Validate → downscale → (human check) → upload-url → signed POST each → save as assets. */
export async function uploadFiles(files: readonly File[], options: UploadOptions): Promise<UploadResult> {
  const loggedIn = Boolean(getToken());
  const withHeads = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      type: file.type,
      head: new Uint8Array(await file.slice(0, 4096).arrayBuffer()),
      file,
    })),
  );
  const { accepted, problems } = validateFiles(withHeads, {
    category: options.fileCategory,
    existingCount: options.existingCount,
    maxFiles: options.maxFiles,
    maxMb: options.maxMb ?? maxUploadMbFor(options.fileCategory),
  });
  const warnings: UploadWarning[] = [];
  if (accepted.length === 0) return { assets: [], uploads: [], problems, warnings };

  const ready = await Promise.all(
    accepted.map(async ({ file, type }) => {
      if (options.downscale === false) return { file: file.file, type };
      const result = await downscaleForUpload(file.file);
      if (result.warning) warnings.push(result.warning);
      return { file: result.file, type };
    }),
  );

  const failed = UPLOAD_MESSAGES.uploadFailed(categoryLabel(options.fileCategory));
  const wrap = (err: unknown): never => {
    if (err instanceof UploadError) throw new UploadError(err.message || failed, err.status);
    if (isApiError(err)) throw new UploadError(err.message || failed, err.status);
    throw new UploadError(err instanceof Error && err.message ? err.message : failed);
  };

  try {
    const recaptchaToken = loggedIn ? undefined : await getHumanCheckToken(options.signal);
    const { data: items } = await api.post<{ data: UploadUrlItem[] }>(
      '/api/spring/files/upload-url',
      {
        recaptchaToken,
        files: ready.map(({ file, type }) => ({
          filename: file.name,
          filetype: type,
          fileCategory: options.fileCategory,
          size: file.size,
          description: options.description,
        })),
      },
      { redirects: false, signal: options.signal },
    );
    if (!items || items.length !== ready.length) throw new UploadError(UPLOAD_MESSAGES.noSignedUrl);
    await Promise.all(
      items.map((item, i) => postToSignedUrl(item.signedUrl, ready[i]!.file, ready[i]!.file.name)),
    );
    const uploads = items.map((i) => i.uploadMeta);
    if (!(options.save ?? loggedIn)) return { assets: [], uploads, problems, warnings };
    const { data } = await api.post<{ data: { assets: Asset[] } }>(
      '/api/assets',
      {
        assets: uploads.map((u, i) => ({
          id: u.id,
          originalFileName: ready[i]!.file.name,
          mimetype: ready[i]!.type,
          fileCategory: options.fileCategory,
          description: options.description,
          metadata: options.metadata,
        })),
      } satisfies SaveAssetsBody,
      { signal: options.signal },
    );
    return { assets: data.assets, uploads, problems, warnings };
  } catch (err) {
    return wrap(err);
  }
}
