import { z } from 'zod';
import {
  ASSET_SORTS,
  ASSET_USE_CASES,
  ASSET_VISIBILITIES,
  FILE_CATEGORIES,
  PAGE_SIZES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '../files.ts';

export const fileCategory = z.enum(FILE_CATEGORIES);

// ---------------------------------------------------------------- uploads

export const uploadFileRequest = z.object({
  filename: z.string().trim().min(1).max(255),
  filetype: z.string().trim().max(100).default(''),
  fileCategory,
  /** Optional: lets the server refuse an oversize file before it is sent. */
  size: z.number().int().min(0).optional(),
  description: z.string().max(2000).optional(),
});

export const uploadUrlBody = z.object({
  /** Human-check token; required only when logged out (ALTCHA payload or reCAPTCHA token). */
  recaptchaToken: z.string().max(20_000).optional(),
  files: z
    .array(uploadFileRequest)
    .min(1, UPLOAD_MESSAGES.pleaseUploadFile)
    .max(UPLOAD_LIMITS.maxFilesDefault, UPLOAD_MESSAGES.maxFiles(UPLOAD_LIMITS.maxFilesDefault)),
});
export type UploadUrlBody = z.input<typeof uploadUrlBody>;

/** Same shape as an S3 presigned POST: POST `fields` then the file (last) as multipart to `url`. */
export const signedPost = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
export type SignedPost = z.infer<typeof signedPost>;

export const uploadMeta = z.object({
  id: z.uuid(),
  originalFilename: z.string(),
  filetype: z.string(),
  description: z.string().nullable(),
  fileCategory,
  processedFileId: z.uuid().nullable(),
  /** Largest accepted size for this file, in bytes. */
  maxBytes: z.number().int(),
});
export type UploadMeta = z.infer<typeof uploadMeta>;

export const uploadUrlResponse = z.object({
  data: z.array(z.object({ signedUrl: signedPost, uploadMeta })),
});
export type UploadUrlItem = z.infer<typeof uploadUrlResponse>['data'][number];

export const storedFileResponse = z.object({
  data: z.object({
    id: z.uuid(),
    url: z.string(),
    originalFilename: z.string(),
    filetype: z.string(),
    fileCategory,
    bytes: z.number().int().nullable(),
  }),
});

// ---------------------------------------------------------------- human check

export const humanCheckChallengeResponse = z.object({
  data: z.discriminatedUnion('provider', [
    z.object({
      provider: z.literal('altcha'),
      /** An ALTCHA v2 challenge ({ parameters, signature }); the token is base64(JSON {challenge, solution}). */
      challenge: z.object({
        parameters: z.record(z.string(), z.unknown()),
        signature: z.string().optional(),
      }),
    }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeResponse>['data'];

// ---------------------------------------------------------------- assets

const metadataKeys = {
  alt: z.string().max(2000).optional(),
  categories: z.array(z.string().max(200)).max(50).optional(),
  sessionId: z.uuid().optional(),
  designSessionEventId: z.uuid().optional(),
  designRouteId: z.uuid().optional(),
  designVariationId: z.uuid().optional(),
  useCase: z.enum(ASSET_USE_CASES).optional(),
};

/** The spec's metadata fields; other keys (prompt, productTypes, styles, brandName, colours…) pass through. */
export const assetMetadata = z
  .looseObject(metadataKeys)
  .refine((m) => JSON.stringify(m).length <= 20_000, 'Metadata is too large');
export type AssetMetadata = z.infer<typeof assetMetadata>;

export const dominantColour = z.object({ name: z.string(), hex: z.string(), share: z.number() });

export const asset = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** The image itself (the watermarked copy for public assets). */
  url: z.string(),
  /** 512 px; the image itself until the derivative job has run. */
  thumbnailUrl: z.string(),
  /** At most 2048 px on the longest side. */
  previewUrl: z.string(),
  originalFileName: z.string(),
  /** The spec spells it both ways. */
  originalFilename: z.string(),
  mimetype: z.string(),
  filetype: z.string(),
  description: z.string().nullable(),
  fileCategory,
  metadata: z.record(z.string(), z.unknown()),
  parentId: z.uuid().nullable(),
  processedAssetId: z.uuid().nullable(),
  isFavourite: z.boolean(),
  visibility: z.enum(ASSET_VISIBILITIES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  dominantColours: z.array(dominantColour),
  processingStatus: z.enum(['pending', 'ready', 'error']),
  migrationBatchNumber: z.number().int().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type Asset = z.infer<typeof asset>;

export const saveAssetItem = z.object({
  /** The uploadMeta.id returned with the signed upload. */
  id: z.uuid(),
  originalFileName: z.string().trim().min(1).max(255).optional(),
  mimetype: z.string().max(100).optional(),
  fileCategory,
  description: z.string().max(2000).nullish(),
  processedAssetId: z.uuid().nullish(),
  metadata: assetMetadata.optional(),
});
export const saveAssetsBody = z.object({
  assets: z
    .array(saveAssetItem)
    .min(1, UPLOAD_MESSAGES.pleaseUploadFile)
    .max(UPLOAD_LIMITS.maxFilesDefault, UPLOAD_MESSAGES.maxFiles(UPLOAD_LIMITS.maxFilesDefault)),
});
export type SaveAssetsBody = z.input<typeof saveAssetsBody>;
export const saveAssetsResponse = z.object({ data: z.object({ assets: z.array(asset) }) });

/** A query-string boolean ('true', '1', …) or a JSON boolean. */
export const boolString = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');
const commaList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v.join(',') : v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const listAssetsQuery = z.object({
  sessionId: z.uuid().optional(),
  fileCategories: commaList.pipe(z.array(fileCategory)).optional(),
  useCases: commaList.pipe(z.array(z.enum(ASSET_USE_CASES))).optional(),
  excludeProcessedAssets: boolString.optional(),
  sortBy: z.enum(ASSET_SORTS).default('date-created'),
  productTypes: commaList.optional(),
  colours: commaList.optional(),
  styles: commaList.optional(),
  brandNames: commaList.optional(),
  searchTerm: z.string().trim().max(200).optional(),
  favouritesOnly: boolString.optional(),
  /** Only images the chat editor made (the Edit home's recent edits). */
  editsOnly: boolString.optional(),
  /** Only public (or private) images: the after-upgrade offer counts the public ones. */
  visibility: z.enum(ASSET_VISIBILITIES).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZES.assetListMax).default(PAGE_SIZES.assetList),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListAssetsQuery = z.input<typeof listAssetsQuery>;
export type ListAssetsFilters = z.output<typeof listAssetsQuery>;

export const listAssetsResponse = z.object({ data: z.array(asset), totalCount: z.number().int() });
export const assetResponse = z.object({ data: asset });
export const assetIdParams = z.object({ id: z.uuid() });
export const favouriteParams = z.object({ assetId: z.uuid() });

/** After an upgrade: the designs Free made public become private — the listed ones, or all of them. */
export const makePrivateBody = z.strictObject({ assetIds: z.array(z.uuid()).min(1).max(100).optional() });
export type MakePrivateBody = z.infer<typeof makePrivateBody>;
export const makePrivateResponse = z.object({ data: z.object({ changed: z.number().int() }) });
export const VISIBILITY_MESSAGES = {
  freeIsPublic: 'Designs made on Free are public. Upgrade to make them private.',
  notFound: 'Image not found',
  done: (n: number) => (n === 1 ? 'One design is now private.' : `${n} designs are now private.`),
} as const;
export const favouriteResponse = z.object({ data: z.object({ id: z.uuid(), isFavourite: z.boolean() }) });

export const processLogoBody = z.object({ assetId: z.uuid() });
export const processLogoResponse = z.object({ data: asset });
