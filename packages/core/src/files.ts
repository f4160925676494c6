/**
 * Files and uploads: categories, use cases, accepted types, limits, the upload messages from the
 * spec, content sniffing and the validation both ends run (`validateFiles`).
 * Pure: no DOM, no Node APIs — the server and the browser import the same rules.
 */
import {
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  type DeliverableType,
  deliverableExtension,
  deliverableTypeFromExtension,
  isDeliverableCategory,
  normaliseDeliverableType,
  sniffDeliverableType,
} from './deliverables.ts';

/** Stored-file / asset categories, spelt as the spec spells them (spaces and underscores both occur). */
export const FILE_CATEGORIES = [
  'LOGO',
  'ARTWORK',
  'DESIGN INSPIRATION',
  'GENERATED IMAGE',
  'GENERAL_REFERENCE_IMAGE',
  'LOGO FIX MASK',
  'ARTWORK EXTRACTION',
  'ARTWORK REMOVE MASK',
  'SEARCH',
  'TEXT EDIT MASK',
  'RENDER REQUEST FILE',
  'MOCKUP ARTWORK',
  'MOCKUP PRODUCT REQUEST',
  'PACKAGING EVALUATION IMAGE',
  'PRODUCT_IMAGE',
  'EDIT IMAGE UPLOAD',
  'VARIATIONS IMAGE UPLOAD',
  'PRINT DELIVERABLE',
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** Categories people upload themselves (the asset pickers' 'Your uploads'). */
export const UPLOADED_IMAGE_CATEGORIES: readonly FileCategory[] = [
  'EDIT IMAGE UPLOAD',
  'PRODUCT_IMAGE',
  'LOGO',
  'ARTWORK',
  'DESIGN INSPIRATION',
  'GENERAL_REFERENCE_IMAGE',
  'MOCKUP ARTWORK',
  'VARIATIONS IMAGE UPLOAD',
  'PACKAGING EVALUATION IMAGE',
];
/** Every image a person owns, as a library shows it: generations (edits included) and uploads — no masks or crops. */
export const USER_IMAGE_CATEGORIES: readonly FileCategory[] = [
  'GENERATED IMAGE',
  ...UPLOADED_IMAGE_CATEGORIES,
];

export const ASSET_USE_CASES = ['logo', 'packaging', 'general'] as const;
export type AssetUseCase = (typeof ASSET_USE_CASES)[number];

export const ASSET_SORTS = ['date-created', 'last-modified', 'alphabetical'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

export const ASSET_VISIBILITIES = ['private', 'public'] as const;
export type AssetVisibility = (typeof ASSET_VISIBILITIES)[number];

/** Canonical MIME types accepted everywhere, with the file extensions that announce them. */
export const ACCEPTED_IMAGE_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/svg+xml': ['svg'],
} as const;
export type AcceptedImageType = keyof typeof ACCEPTED_IMAGE_TYPES;
export const ACCEPTED_MIME_TYPES = Object.keys(ACCEPTED_IMAGE_TYPES) as AcceptedImageType[];
export const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'svg'] as const;
/** For `<input type="file" accept=…>`. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((e) => `.${e}`)].join(
  ',',
);

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** Per file in dialogs (and chat reference images). */
  dialogMaxMb: 55,
  /** Per file for the logo control ('Add logo'). */
  logoMaxMb: 88,
  /** Files per upload control by default; editor and asset dialogs use `singleFile`. */
  maxFilesDefault: 10,
  maxFilesSingle: 1,
  /** Chat reference images / additional files. */
  maxReferenceImages: 5,
  /** Client-side downscale: longest side and encoder quality. */
  resizeMaxPx: 2048,
  resizeQuality: 0.92,
  /** Only these are downscaled in the browser (svg and avif are uploaded as they are). */
  resizableTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  /** Paste events closer together than this are treated as one. */
  pasteGuardMs: 100,
  /** Human-check token fetch: attempts and spacing. */
  humanCheckAttempts: 20,
  humanCheckIntervalMs: 500,
  /** Decompression-bomb guard: images with more pixels are refused. */
  maxInputPixels: 100_000_000,
  /** Lifetime of a signed upload policy. */
  uploadUrlTtlSeconds: 15 * 60,
} as const;

/** Byte limit for one file of a category: 88 MB for logos, 200 MB for final print files, 55 MB for everything else. */
export function maxUploadMbFor(category?: string | null): number {
  if (isDeliverableCategory(category)) return DELIVERABLE_LIMITS.maxMb;
  return category === 'LOGO' ? UPLOAD_LIMITS.logoMaxMb : UPLOAD_LIMITS.dialogMaxMb;
}
export function maxUploadBytesFor(category?: string | null): number {
  return maxUploadMbFor(category) * MB;
}

/** Page sizes from the spec. */
export const PAGE_SIZES = {
  previousDesigns: 48,
  collectionsList: 20,
  collectionImages: 48,
  existingAssetPicker: 10,
  assetList: 25,
  assetListMax: 100,
  userAssets: 12,
  referencePicker: 12,
  recentImages: 24,
  assetSelectorForms: 20,
  springGenerations: 100,
  /** GET /api/design-actions?type=… (the photoshoots page). */
  actionsByType: 24,
  actionsByTypeMax: 100,
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** Every upload text from the spec, with formatters for the ones that take values. */
export const UPLOAD_MESSAGES = {
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: (file: string, n: number) => fill('{file} exceeds {n}MB limit', { file, n }),
  invalidTypeTitle: 'Invalid File Type',
  invalidType: (file: string) => fill('{file} is not an accepted file type', { file }),
  fileLimitTitle: 'File Limit Reached',
  onlyMore: (n: number, m: number) => fill('Only {n} more files can be added (max {m}).', { n, m }),
  maxFiles: (m: number) => fill('Maximum {m} files allowed', { m }),
  resizeFailedTitle: 'Image Resize Failed',
  resizeFailed: (file: string) => fill('Could not resize {file}. Uploading original.', { file }),
  uploadFailed: (category: string) => fill('Failed to upload {category}', { category }),
  noSignedUrl: 'no signed url data',
  humanCheckNotLoaded: 'Error: Recaptcha has not been loaded',
  pleaseUploadFile: 'Please upload a file',
  pleaseSelectAsset: 'Please select an asset',
  uploading: 'Uploading...',
  fileProcessingError: 'File Processing Error',
  imageProcessingError: 'Image Processing Error',
  failedToProcessFiles: 'Failed to process files',
  failedToProcessPasted: 'Failed to process pasted images',
  failedToSaveUploaded: 'Failed to save uploaded image',
  /** The editor's own upload (spec part 1, editor upload): saving, reading back, sending. */
  editorSaveFailed: 'Failed to save image asset for editing',
  editorGetFailed: 'Failed to get image asset for editing',
  editorUploadFailed: 'Failed to upload your image. Please try again.',
  errorTitle: 'Error',
  /** Not in the spec's catalogue: server-side refusals with no client equivalent. */
  tooManyPixels: (file: string, n: number) =>
    fill('{file} is too large to process (max {n} megapixels)', { file, n }),
  humanCheckFailed: 'Please complete the human check and try again.',
  uploadPolicyInvalid: 'This upload link is not valid. Please try again.',
  uploadPolicyExpired: 'This upload link has expired. Please try again.',
  fileMissing: 'The file has not been uploaded yet. Please try again.',
  assetNotFound: 'Asset not found',
  logoProcessFailed: 'Failed to process logo asset',
} as const;

/** 'image/jpg' and friends → the canonical type; null when not an accepted image type. */
export function normaliseImageType(type: string | null | undefined): AcceptedImageType | null {
  if (!type) return null;
  const t = type.trim().toLowerCase().split(';')[0]!.trim();
  if (t === 'image/jpg' || t === 'image/pjpeg') return 'image/jpeg';
  if (t === 'image/svg') return 'image/svg+xml';
  return t in ACCEPTED_IMAGE_TYPES ? (t as AcceptedImageType) : null;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function typeFromExtension(name: string): AcceptedImageType | null {
  const ext = extensionOf(name);
  for (const [type, exts] of Object.entries(ACCEPTED_IMAGE_TYPES)) {
    if ((exts as readonly string[]).includes(ext)) return type as AcceptedImageType;
  }
  return null;
}

export function extensionFor(type: AcceptedImageType): string {
  return ACCEPTED_IMAGE_TYPES[type][0];
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(b.subarray(from, Math.min(to, b.length))));

/**
 * The image type by content (magic bytes), never by name: PNG, JPEG, WebP, AVIF, or SVG text.
 * Give it at least the first 4 KB. Returns null for anything else (including HTML, GIF, PDF).
 */
export function sniffImageType(head: Uint8Array): AcceptedImageType | null {
  if (head.length >= 8 && startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return 'image/png';
  if (head.length >= 3 && startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!;
    const end = Math.min(boxSize > 0 ? boxSize : 32, head.length);
    const major = ascii(head, 8, 12);
    if (major === 'avif' || major === 'avis') return 'image/avif';
    for (let i = 16; i + 4 <= end; i += 4) {
      const brand = ascii(head, i, i + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
    return null;
  }
  return looksLikeSvg(head) ? 'image/svg+xml' : null;
}

function looksLikeSvg(head: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, 4096));
  } catch {
    // A multi-byte character cut at the 4 KB boundary is fine; real binary is not.
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, 4093));
    } catch {
      return false;
    }
  }
  let s = text.replace(/^\uFEFF/, '');
  // Skip the XML declaration, processing instructions, comments and a doctype before the root.
  for (;;) {
    s = s.trimStart();
    if (s.startsWith('<?')) {
      const end = s.indexOf('?>');
      if (end < 0) return false;
      s = s.slice(end + 2);
    } else if (s.startsWith('<!--')) {
      const end = s.indexOf('-->');
      if (end < 0) return false;
      s = s.slice(end + 3);
    } else if (/^<!doctype/i.test(s)) {
      // The doctype may carry an internal subset in brackets, with '>' inside it.
      let depth = 0;
      let end = -1;
      for (let i = 9; i < s.length; i++) {
        const c = s[i];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) {
          end = i;
          break;
        }
      }
      if (end < 0) return false;
      s = s.slice(end + 1);
    } else break;
  }
  return /^<svg[\s>/]/.test(s);
}

export interface FileLike {
  name: string;
  size: number;
  /** Declared MIME type (browser `File.type` or the request's filetype). */
  type?: string | null;
  /** First bytes of the content; when given, the type is decided by content alone. */
  head?: Uint8Array | null;
}

export interface FileProblem {
  file: string;
  title: string;
  description: string;
  code: 'too_large' | 'invalid_type' | 'file_limit';
}

export interface ValidateFilesOptions {
  /** The upload's category: final print files are checked as deliverables, everything else as images. */
  category?: string | null;
  /** Files already held by the control. */
  existingCount?: number;
  /** Defaults to 10; editor and asset dialogs pass 1. */
  maxFiles?: number;
  /** Per-file limit in MB; defaults to 55 (logo controls pass 88). */
  maxMb?: number;
}

/** What an upload may be: an image, or (for final print files) a deliverable. */
export type UploadType = AcceptedImageType | DeliverableType;

export interface ValidatedFile<F extends FileLike> {
  file: F;
  type: UploadType;
}

/** A file's type for its upload category: by content when the head is given, else as declared (or by name). */
export function uploadTypeOf(file: FileLike, category?: string | null): UploadType | null {
  if (isDeliverableCategory(category))
    return file.head
      ? sniffDeliverableType(file.head, file.name)
      : (normaliseDeliverableType(file.type) ?? deliverableTypeFromExtension(file.name));
  return file.head
    ? sniffImageType(file.head)
    : (normaliseImageType(file.type) ?? (file.type ? null : typeFromExtension(file.name)));
}

/** The stored file's extension for an upload type. */
export const uploadExtension = (type: UploadType): string =>
  type in ACCEPTED_IMAGE_TYPES
    ? extensionFor(type as AcceptedImageType)
    : deliverableExtension(type as DeliverableType);

/**
 * The spec's upload rules, in the order a user meets them: type, size, then the file count.
 * Files that fail type or size are dropped with their message; of the rest, only as many as
 * fit are kept ('Only {n} more files can be added (max {m}).' or 'Maximum {m} files allowed').
 */
export function validateFiles<F extends FileLike>(
  files: readonly F[],
  options: ValidateFilesOptions = {},
): { accepted: ValidatedFile<F>[]; problems: FileProblem[] } {
  const maxFiles = options.maxFiles ?? UPLOAD_LIMITS.maxFilesDefault;
  const maxMb = options.maxMb ?? maxUploadMbFor(options.category);
  const existing = options.existingCount ?? 0;
  const problems: FileProblem[] = [];
  const valid: ValidatedFile<F>[] = [];

  for (const file of files) {
    const type = uploadTypeOf(file, options.category);
    if (!type) {
      problems.push({
        file: file.name,
        code: 'invalid_type',
        title: UPLOAD_MESSAGES.invalidTypeTitle,
        description: isDeliverableCategory(options.category)
          ? DELIVERABLE_MESSAGES.notAccepted(file.name)
          : UPLOAD_MESSAGES.invalidType(file.name),
      });
      continue;
    }
    if (file.size > maxMb * MB) {
      problems.push({
        file: file.name,
        code: 'too_large',
        title: UPLOAD_MESSAGES.fileTooLargeTitle,
        description: UPLOAD_MESSAGES.fileTooLarge(file.name, maxMb),
      });
      continue;
    }
    valid.push({ file, type });
  }

  const room = Math.max(0, maxFiles - existing);
  if (valid.length > room) {
    const dropped = valid.splice(room);
    problems.push({
      file: dropped.map((d) => d.file.name).join(', '),
      code: 'file_limit',
      title: UPLOAD_MESSAGES.fileLimitTitle,
      description: room > 0 ? UPLOAD_MESSAGES.onlyMore(room, maxFiles) : UPLOAD_MESSAGES.maxFiles(maxFiles),
    });
  }
  return { accepted: valid, problems };
}

export interface DownscalePlan {
  resize: boolean;
  width: number;
  height: number;
}

/**
 * Whether the browser should downscale before upload, and to what size: jpeg, png and webp
 * whose longest side exceeds 2048 px are scaled to fit 2048 (aspect kept, rounded).
 */
export function planDownscale(
  type: string | null | undefined,
  width: number,
  height: number,
  maxPx: number = UPLOAD_LIMITS.resizeMaxPx,
): DownscalePlan {
  const t = normaliseImageType(type);
  const longest = Math.max(width, height);
  if (!t || !UPLOAD_LIMITS.resizableTypes.includes(t) || longest <= maxPx || width <= 0 || height <= 0) {
    return { resize: false, width, height };
  }
  const scale = maxPx / longest;
  return {
    resize: true,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The spec keeps the original when the resized file came out larger. */
export function keepResized(originalBytes: number, resizedBytes: number): boolean {
  return resizedBytes > 0 && resizedBytes < originalBytes;
}
