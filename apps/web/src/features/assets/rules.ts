/**
 * Pure upload-control rules: which toast a refused file gets, the processing-error toasts, the
 * hint line under a drop zone, names for pasted images and the asset selector's validation.
 * No DOM, no React — unit-tested in node (rules.test.ts).
 */
import {
  ACCEPTED_EXTENSIONS,
  type AcceptedImageType,
  type Asset,
  DESIGN_ACTION_LABELS,
  extensionFor,
  type FileProblem,
  normaliseDesignActionType,
  normaliseImageType,
  PAGE_SIZES,
  UPLOAD_MESSAGES,
} from '@packsmith/core';

/** How files reached the control; paste failures have their own wording. */
export type UploadSource = 'drop' | 'pick' | 'paste';

export interface ToastMessage {
  title: string;
  description: string;
}

/** One toast per refused file (type, size) and one for the file-count rule, in the spec's words. */
export function problemToasts(problems: readonly FileProblem[]): ToastMessage[] {
  return problems.map((p) => ({ title: p.title, description: p.description }));
}

/**
 * Reading a file (or the clipboard) failed before anything was sent:
 * 'Image Processing Error' / 'Failed to process pasted images' for a paste,
 * 'File Processing Error' / 'Failed to process files' for a drop or the file picker.
 */
export function processingErrorToast(source: UploadSource): ToastMessage {
  return source === 'paste'
    ? { title: UPLOAD_MESSAGES.imageProcessingError, description: UPLOAD_MESSAGES.failedToProcessPasted }
    : { title: UPLOAD_MESSAGES.fileProcessingError, description: UPLOAD_MESSAGES.failedToProcessFiles };
}

const EDITOR_UPLOAD_CATEGORY = 'EDIT IMAGE UPLOAD';

/** The step that failed: sending the file, or saving the sent file as an asset (POST /api/assets). */
export type UploadStep = 'upload' | 'save';

/**
 * A failed upload, toast 'Error' with: when saving the uploaded file failed, 'Failed to save
 * uploaded image'; when the upload itself failed, the error's message, else 'Failed to upload {category}'.
 * The editor's upload (EDIT IMAGE UPLOAD) has its own texts: 'Failed to save image asset for
 * editing' and 'Failed to upload your image. Please try again.'
 */
export function uploadErrorToast(
  message: string | null | undefined,
  category: string,
  step: UploadStep = 'upload',
): ToastMessage {
  if (category === EDITOR_UPLOAD_CATEGORY) {
    const description =
      step === 'save' ? UPLOAD_MESSAGES.editorSaveFailed : UPLOAD_MESSAGES.editorUploadFailed;
    return { title: UPLOAD_MESSAGES.errorTitle, description };
  }
  const label = category.toLowerCase().replace(/_/g, ' ');
  const description =
    step === 'save' ? UPLOAD_MESSAGES.failedToSaveUploaded : message || UPLOAD_MESSAGES.uploadFailed(label);
  return { title: UPLOAD_MESSAGES.errorTitle, description };
}

/** 'PNG, JPG, WEBP, AVIF or SVG · up to 55 MB' — the line under every drop zone. */
export function acceptHint(maxMb: number, maxFiles = 1): string {
  const names = [...new Set(ACCEPTED_EXTENSIONS.map((e) => (e === 'jpeg' ? 'jpg' : e).toUpperCase()))];
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  const files = maxFiles > 1 ? ` · ${maxFiles} files max` : '';
  return `${list} · up to ${maxMb} MB${files}`;
}

/** Room left in a control holding `held` files out of `maxFiles`. */
export function roomLeft(held: number, maxFiles: number): number {
  return Math.max(0, maxFiles - held);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Clipboard images arrive as 'image.png' (or nameless). Give them a name a person can recognise
 * later in their library: 'pasted-image-20250314-093005.png', then '-2', '-3' for more in one paste.
 */
export function pastedFileName(original: string, type: string, at: Date, index = 0): string {
  const generic = !original || /^image\.(png|jpe?g|webp|avif|gif|svg)$/i.test(original);
  if (!generic) return original;
  const t = normaliseImageType(type) as AcceptedImageType | null;
  const ext = t ? extensionFor(t) : (original.split('.').pop() ?? 'png');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `pasted-image-${stamp}${index > 0 ? `-${index + 1}` : ''}.${ext}`;
}

/** The minimal shape of DataTransferItem used here (so node tests can pass plain objects). */
export interface TransferItemLike {
  kind: string;
  type: string;
  getAsFile(): File | null;
}

/**
 * Files on a clipboard or drop: every item of kind 'file' (non-images too, so they get the
 * 'Invalid File Type' toast). Plain text gives none, and the paste is left alone.
 */
export function transferFiles(
  items: ArrayLike<TransferItemLike> | null | undefined,
  files?: ArrayLike<File> | null,
): File[] {
  const out: File[] = [];
  if (items) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (item.kind !== 'file') continue;
      const file = item.getAsFile();
      if (file) out.push(file);
    }
  }
  if (out.length === 0 && files) for (let i = 0; i < files.length; i++) out.push(files[i]!);
  return out;
}

// ---------------------------------------------------------------- asset selector

export type SelectorMode = 'upload' | 'existing';

/** What an asset selector holds: uploaded files or one picked library asset. */
export interface AssetSelection<F = unknown> {
  mode: SelectorMode;
  files: readonly F[];
  asset: Pick<Asset, 'id'> | null;
}

/**
 * The asset selector forms (a creation dialog's "Your uploads" tab) page 20 at a time (part 2
 * §9); the stand-alone Existing asset picker keeps its 10 (part 1).
 */
export const ASSET_SELECTOR_PAGE_SIZE = PAGE_SIZES.assetSelectorForms;

/** 'Please upload a file' (upload mode, nothing uploaded) or 'Please select an asset'; null when valid. */
export function selectionError(selection: AssetSelection): string | null {
  if (selection.mode === 'upload')
    return selection.files.length > 0 ? null : UPLOAD_MESSAGES.pleaseUploadFile;
  return selection.asset ? null : UPLOAD_MESSAGES.pleaseSelectAsset;
}

/** Human file size: '512 KB', '3.4 MB'. */
export function formatBytes(bytes: number | null | undefined): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const SHORT_NAME = 48;
const textOf = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
const shorten = (s: string) => (s.length > SHORT_NAME ? `${s.slice(0, SHORT_NAME - 1).trimEnd()}…` : s);

/**
 * What an image is called: a generated design by its name and type ('Tidewater · Packaging
 * design', 'Lumen Tea · Logo design', 'A lemon soda can on a beach · AI imagery'), an upload
 * by the file name the person gave it. Never the stored file's generated name.
 */
export function assetTitle(asset: Pick<Asset, 'originalFileName' | 'metadata'>): string {
  const m = asset.metadata;
  const type = normaliseDesignActionType(m.designActionType);
  if (!type) return asset.originalFileName;
  const doc = (m.document ?? {}) as { text?: { brand?: unknown }; headline?: unknown; prompt?: unknown };
  const name = textOf(doc.text?.brand) || textOf(doc.headline) || textOf(doc.prompt);
  return [name && shorten(name), DESIGN_ACTION_LABELS[type]].filter(Boolean).join(' · ');
}

/** The saved file's name: the title, made safe for a file system, with the image's extension. */
export function downloadName(asset: Pick<Asset, 'originalFileName' | 'metadata' | 'mimetype'>): string {
  const title = assetTitle(asset);
  if (title === asset.originalFileName) return title;
  const base = title
    .replace(/[\\/:*?"<>|·…]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ext = extensionFor(normaliseImageType(asset.mimetype) ?? 'image/png');
  return `${base || 'image'}.${ext}`;
}
