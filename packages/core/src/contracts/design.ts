/**
 * Design sessions, design actions (per-type metadata), variations, the packaging generation
 * form, prompt prefill and spring generations (spec part 1 §3, §5, §7). The server validates
 * with these; the web forms use the same schemas.
 */
import { z } from 'zod';
import {
  DESIGN_ACTION_TYPES,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  DESIGN_STATUSES,
  type DesignActionType,
  GENERATION_STATUSES,
  normaliseDesignActionType,
  SESSION_SORTS,
  VARIATION_TYPES,
} from '../design.ts';
import { ACCEPTED_MIME_TYPES, PAGE_SIZES } from '../files.ts';

const M = DESIGN_MESSAGES;
const L = DESIGN_LIMITS;

const id = (missing: string = M.invalidUuid) =>
  z.uuid({ error: (iss) => (iss.input === undefined ? missing : M.invalidUuid) });
const text = (max: number = L.textMax, message: string = M.textTooLong) =>
  z.string().max(max, message).optional();

/** A 6-digit hex colour, '#' optional (stored as sent, trimmed). */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, M.hexColour);

export const designActionType = z.enum(DESIGN_ACTION_TYPES);
export const designStatus = z.enum(DESIGN_STATUSES);
export const generationStatus = z.enum(GENERATION_STATUSES);
export const variationType = z.enum(VARIATION_TYPES);

// ---------------------------------------------------------------- per-type metadata

export const aiImageryMetadata = z.object({
  prompt: z.string({ error: M.promptRequired }).trim().min(1, M.promptRequired).max(L.textMax, M.textTooLong),
  imageCount: z.number().int().min(L.aiImageryMinImages).max(L.aiImageryMaxImages).default(5),
  referenceAssetId: id().optional(),
  processedReferenceAssetId: id().optional(),
  /** Made on /dashboard/playground: spent as `playground_generation` credits. */
  playground: z.boolean().optional(),
});

export const productTypeItem = z.object({
  product: z.string({ error: M.required }).trim().min(1, M.required).max(200),
  thumbnailUrl: z.string().max(2000).optional(),
});
export const packagingRangeMetadata = z.object({
  sourceAssetId: id(M.sourceImageRequired),
  productsTypes: z
    .array(productTypeItem)
    .min(1, M.productTypesMin)
    .max(L.packagingRangeMaxTypes, M.productTypesMax),
  prompt: z.string().min(1).max(L.textMax, M.textTooLong).optional(),
});

export const variantRangeMetadata = z.object({
  sourceAssetId: id(M.sourceImageRequired),
  /** The form field is named userInstructions; both names are accepted. */
  userDescription: z
    .string({ error: M.variationRequired })
    .trim()
    .min(1, M.variationRequired)
    .max(L.instructionsMax, M.instructionsTooLong),
  imageCount: z.number().int().min(L.variantMinImages).max(L.variantMaxImages).default(4),
  isGenerateAngles: z.boolean().default(false),
  remixedFromId: id().optional(),
});

export const logoDesignMetadata = z.object({
  brand: z.string({ error: M.brandRequired }).trim().min(1, M.brandRequired).max(L.brandMax),
  brandDescription: text(),
  industry: text(),
  targetAudience: text(),
  brandFeel: text(),
  hexColours: z.array(hexColour).max(L.logoMaxColours, M.maxColours).default([]),
  naturalLanguageColours: text(),
  additionalNotes: text(),
  /** An uploaded logo ('Add logo') the new marks should build on. */
  logoAssetId: id().optional(),
  remixedFrom: id().optional(),
});

export const productPhotoshootMetadata = z.object({
  productDescription: text(),
  referenceImageAssetId: id(M.productImageRequired),
  scene: text(),
  audience: z
    .string({ error: M.audienceRequired })
    .trim()
    .min(1, M.audienceRequired)
    .max(L.textMax, M.textTooLong),
  productCategory: z
    .string({ error: M.productCategoryRequired })
    .trim()
    .min(1, M.productCategoryRequired)
    .max(L.textMax, M.textTooLong),
  useCase: z
    .string({ error: M.useCaseRequired })
    .trim()
    .min(1, M.useCaseRequired)
    .max(L.textMax, M.textTooLong),
});

/** OUR CHOICE (the spec lists the type only): a prompt-driven board of 1 to 5 images. */
export const brandMoodboardMetadata = z.object({
  prompt: z.string({ error: M.promptRequired }).trim().min(1, M.promptRequired).max(L.textMax, M.textTooLong),
  imageCount: z.number().int().min(1).max(L.moodboardMaxImages).default(L.moodboardDefaultImages),
  referenceAssetIds: z.array(id()).max(L.additionalFilesMax).default([]),
});

/** OUR CHOICE: artwork mapped onto 1+ catalogue templates, 4 to 10 images. */
export const packagingMockupMetadata = z.object({
  artworkAssetId: id(M.artworkRequired),
  templates: z.array(z.string().trim().min(1)).min(1, M.mockupProductRequired).max(10),
  imageCount: z.number().int().min(L.mockupMinImages).max(L.mockupMaxImages).default(L.mockupMinImages),
  instructions: z.string().max(L.instructionsMax, M.instructionsTooLong).optional(),
});

// ---------------------------------------------------------------- packaging generation form

export const imageMimeType = z
  .string()
  .refine((t) => (ACCEPTED_MIME_TYPES as readonly string[]).includes(t.toLowerCase()), M.imageTypes);

export const packagingGenerationForm = z.object({
  generationId: id().optional(),
  sessionId: id().optional(),
  prompt: text(),
  packagingType: z.enum(['primary', 'secondary']).optional(),
  /** Catalogue template id or product name. */
  packagingImage: z.string({ error: M.packagingOptionRequired }).trim().min(1, M.packagingOptionRequired),
  brand: z.string({ error: M.required }).trim().min(1, M.required).max(L.brandMax),
  slogan: z.string().max(300).optional(),
  industry: z.string().max(200).optional(),
  colours: z.array(hexColour).max(18).default([]),
  artwork: z
    .object({
      mode: z.string().max(50).optional(),
      /** Asset id of uploaded artwork. */
      image: z.string().max(2000).optional(),
      description: z.string().max(L.textMax, M.descriptionTooLong).optional(),
      styles: z.array(z.string().max(100)).max(20).default([]),
    })
    .optional(),
  imageCount: z
    .number()
    .int()
    .min(L.packagingMinImages)
    .max(L.packagingMaxImages)
    .default(L.packagingDefaultImages),
  isConceptMode: z.boolean().default(false),
  isPrivate: z.boolean().default(false),
  /** Asset id of the uploaded logo. */
  logo: z.string().max(2000).optional(),
  additionalFiles: z.array(z.string().max(2000)).max(L.additionalFilesMax, M.additionalFilesMax).default([]),
  version: z.enum(['v1', 'v2']).default('v2'),
  remixedFrom: id().optional(),
  remixedFromVersion: z.enum(['v2-generation', 'generation', 'design-generation']).optional(),
  newUserEmail: z.email(M.invalidEmail).optional(),
  isLaunchPackaging: z.boolean().default(false),
  targetAudience: text(),
  region: z.string().max(200).optional(),
  standOutPoints: text(),
  /** Spring generations: unique per user. */
  name: z.string().trim().max(200).optional(),
});
export type PackagingGenerationForm = z.infer<typeof packagingGenerationForm>;

/**
 * The same form for a logged-out launch-packaging user: a valid email is required, and the
 * server asks for a human-check token (the same one logged-out uploads carry).
 */
export const packagingGenerationFormLoggedOut = packagingGenerationForm
  .extend({ recaptchaToken: z.string().max(20_000).optional() })
  .superRefine((v, ctx) => {
    if (v.isLaunchPackaging && !v.newUserEmail)
      ctx.addIssue({ code: 'custom', path: ['newUserEmail'], message: M.invalidEmail });
  });

// ---------------------------------------------------------------- design action request

export const DESIGN_METADATA_SCHEMAS = {
  'ai-imagery': aiImageryMetadata,
  'packaging-range': packagingRangeMetadata,
  'variant-range': variantRangeMetadata,
  'logo-design': logoDesignMetadata,
  'product-photoshoot': productPhotoshootMetadata,
  'brand-moodboard': brandMoodboardMetadata,
  'packaging-mockup': packagingMockupMetadata,
  'packaging-generation': packagingGenerationForm,
} as const;

export type DesignMetadataFor<T extends keyof typeof DESIGN_METADATA_SCHEMAS> = z.infer<
  (typeof DESIGN_METADATA_SCHEMAS)[T]
>;

/** What the route accepts before per-type validation (loose so every type's form fits). */
export const createDesignActionBody = z.object({
  type: z.string().min(1),
  sessionId: z.uuid({ error: M.invalidUuid }).optional().nullable(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  remixedFromId: z.uuid({ error: M.invalidUuid }).optional().nullable(),
  refinedFromId: z.uuid({ error: M.invalidUuid }).optional().nullable(),
  optimisticUserId: z.string().max(200).optional().nullable(),
});
export type CreateDesignActionBody = z.input<typeof createDesignActionBody>;

const requestFor = <T extends DesignActionType>(type: T) =>
  createDesignActionBody.extend({ type: z.literal(type), metadata: DESIGN_METADATA_SCHEMAS[type] });

/**
 * The request, per type, as the API documents it. The route validates with
 * parseDesignActionRequest, which also takes the older spellings ('LOGO_DESIGN', metadata.type,
 * userInstructions) and answers the first message of the type's schema.
 */
export const designActionRequest = z.discriminatedUnion('type', [
  requestFor('ai-imagery'),
  requestFor('packaging-range'),
  requestFor('variant-range'),
  requestFor('logo-design'),
  requestFor('product-photoshoot'),
  requestFor('brand-moodboard'),
  requestFor('packaging-mockup'),
  requestFor('packaging-generation'),
]);

type MetadataUnion = {
  [K in keyof typeof DESIGN_METADATA_SCHEMAS]: { type: K; metadata: DesignMetadataFor<K> };
}[keyof typeof DESIGN_METADATA_SCHEMAS];

export type ParsedDesignAction = MetadataUnion & {
  sessionId: string | null;
  remixedFromId: string | null;
  refinedFromId: string | null;
  optimisticUserId: string | null;
};

export type DesignActionParseResult =
  | { success: true; data: ParsedDesignAction }
  | { success: false; message: string; path: (string | number)[] };

/**
 * Validates a design action request: the type in any case ('LOGO_DESIGN'), metadata that may
 * carry its own `type`, `userInstructions` as an alias of `userDescription`; first message wins.
 */
export function parseDesignActionRequest(input: unknown): DesignActionParseResult {
  const body = createDesignActionBody.safeParse(input);
  if (!body.success) {
    const issue = body.error.issues[0];
    return { success: false, message: issue?.message ?? M.required, path: (issue?.path ?? []) as string[] };
  }
  const type = normaliseDesignActionType(body.data.type);
  if (!type) return { success: false, message: M.invalidType, path: ['type'] };
  const raw: Record<string, unknown> = { ...body.data.metadata };
  delete raw.type;
  if (type === 'variant-range' && raw.userDescription === undefined && raw.userInstructions !== undefined)
    raw.userDescription = raw.userInstructions;
  delete raw.userInstructions;
  const meta = DESIGN_METADATA_SCHEMAS[type].safeParse(raw);
  if (!meta.success) {
    const issue = meta.error.issues[0];
    return {
      success: false,
      message: issue?.message ?? M.required,
      path: ['metadata', ...((issue?.path ?? []) as (string | number)[])],
    };
  }
  return {
    success: true,
    data: {
      type,
      metadata: meta.data,
      sessionId: body.data.sessionId ?? null,
      remixedFromId: body.data.remixedFromId ?? null,
      refinedFromId: body.data.refinedFromId ?? null,
      optimisticUserId: body.data.optimisticUserId ?? null,
    } as ParsedDesignAction,
  };
}

// ---------------------------------------------------------------- responses

export const designActionImage = z.object({
  id: z.uuid(),
  designActionId: z.uuid(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  deletedAt: z.string().nullable(),
  status: designStatus,
  error: z.string().nullable(),
  retryCount: z.number().int(),
  lastRetriedAt: z.string().nullable(),
  assetId: z.uuid().nullable(),
  provider: z.string().nullable(),
  score: z.number().nullable(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type DesignActionImage = z.infer<typeof designActionImage>;

export const designAction = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  optimisticUserId: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  deletedAt: z.string().nullable(),
  sessionId: z.uuid(),
  type: designActionType,
  remixedFromId: z.uuid().nullable(),
  refinedFromId: z.uuid().nullable(),
  status: designStatus,
  error: z.string().nullable(),
  retryCount: z.number().int(),
  lastRetriedAt: z.string().nullable(),
  provider: z.string().nullable(),
  routesSummary: z.unknown().nullable(),
  numberOfImagesRequestedByUser: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
  creditCost: z.number().int(),
  /** The variation this action renders (packaging and variant ranges): GET /api/design-variations/{id}. */
  designVariationId: z.uuid().nullable(),
  images: z.array(designActionImage),
});
export type DesignAction = z.infer<typeof designAction>;

/** GET /api/design-actions: the user's actions of one type, newest first (e.g. their photoshoots). */
export const listDesignActionsQuery = z.object({
  type: designActionType,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZES.actionsByTypeMax).default(PAGE_SIZES.actionsByType),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListDesignActionsQuery = z.input<typeof listDesignActionsQuery>;
export type ListDesignActionsFilters = z.output<typeof listDesignActionsQuery>;

export const designVariationImage = z.object({
  id: z.uuid(),
  status: designStatus,
  assetId: z.uuid().nullable(),
  provider: z.string().nullable(),
  score: z.number().nullable(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});

export const designVariation = z.object({
  id: z.uuid(),
  sessionId: z.uuid().nullable(),
  designActionId: z.uuid().nullable(),
  type: variationType,
  status: designStatus,
  error: z.string().nullable(),
  retryCount: z.number().int(),
  sourceAssetId: z.uuid().nullable(),
  userInstructions: z.string().nullable(),
  numberOfImagesRequested: z.number().int(),
  numberOfImagesCompleted: z.number().int(),
  aiResponseMessage: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  images: z.array(designVariationImage),
});
export type DesignVariation = z.infer<typeof designVariation>;

// ---------------------------------------------------------------- sessions

export const createSessionBody = z.object({
  name: z
    .string({ error: M.sessionNameRequired })
    .trim()
    .min(1, M.sessionNameRequired)
    .max(L.sessionNameMax)
    .optional(),
});
export const renameSessionBody = z.object({
  name: z.string({ error: M.sessionNameRequired }).trim().min(1, M.sessionNameRequired).max(L.sessionNameMax),
});
export const sessionSummaryBody = z.object({
  sortBy: z.enum(SESSION_SORTS).default('date-created'),
  filters: z
    .object({
      searchTerm: z.string().max(200).optional(),
      types: z.array(designActionType).optional(),
    })
    .default({}),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});
export type SessionSummaryBody = z.input<typeof sessionSummaryBody>;

export const designSession = z.object({
  id: z.uuid(),
  name: z.string(),
  userId: z.uuid(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type DesignSession = z.infer<typeof designSession>;

export const designSessionEvent = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  type: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DesignSessionEvent = z.infer<typeof designSessionEvent>;

export const sessionSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  numDesignRouteImages: z.number().int(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

// ---------------------------------------------------------------- prompt prefill, spring

export const logoPrefillBody = z.object({
  prompt: z.string({ error: M.promptRequired }).trim().min(1, M.promptRequired).max(L.textMax, M.textTooLong),
});
export const logoPrefill = z.object({
  brand: z.string(),
  industry: z.string(),
  brandDescription: z.string(),
  targetAudience: z.string(),
  brandFeel: z.string(),
  /** Without a leading '#'. */
  hexColours: z.array(z.string()),
  additionalNotes: z.string(),
  remixedFrom: z.string().nullable(),
});
export type LogoPrefill = z.infer<typeof logoPrefill>;

export const springListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(L.springMaxPageSize).default(L.springPageSize),
});
