/** Mockups: artwork on catalogue products (part 2 §3, §4, §5, §7, §8, §9). */
import { z } from 'zod';
import { getTemplate } from './catalogue/templates.ts';
import { CREDIT_LIMITS, CREDIT_MESSAGES } from './credits.ts';

export const MOCKUP_LIMITS = {
  minImages: CREDIT_LIMITS.mockupMinImages,
  maxImages: CREDIT_LIMITS.mockupMaxImages,
  minStep: 1,
  maxStep: 3,
  /** How large the artwork sits against its fitted size (1 = fitted). */
  minScale: 0.5,
  maxScale: 2,
  /** How far the artwork may be moved, as a share of the printable area's width / height. */
  maxOffset: 0.5,
  maxInstructions: 1000,
  /** Artworks and products one request may name (the form's pickers stop here). */
  maxArtworks: 10,
  maxProducts: 10,
  /** The sidebar panel: latest mockups and thumbnails per mockup. */
  panelMockups: 7,
  panelThumbnails: 4,
  /** List polling while logged in (ms). */
  pollMs: 10_000,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

export const MOCKUP_MESSAGES = {
  artworkRequired: 'Please upload at least one artwork file',
  productRequired: 'Please select at least one product type',
  tooManyArtworks: `Please choose at most ${MOCKUP_LIMITS.maxArtworks} artworks`,
  tooManyProducts: `Please choose at most ${MOCKUP_LIMITS.maxProducts} products`,
  unknownProduct: 'That product is not in the catalogue',
  imageCount: `Choose between ${MOCKUP_LIMITS.minImages} and ${MOCKUP_LIMITS.maxImages} images`,
  step: `Step must be between ${MOCKUP_LIMITS.minStep} and ${MOCKUP_LIMITS.maxStep}`,
  instructionsTooLong: `Instructions can be at most ${MOCKUP_LIMITS.maxInstructions} characters`,
  requestId: 'The request id must be a uuid',
  artworkNotFound: 'Artwork not found',
  fit: 'Fit must be auto, cover or contain',
  scale: `Scale must be between ${MOCKUP_LIMITS.minScale} and ${MOCKUP_LIMITS.maxScale}`,
  offset: `Position must be within ${MOCKUP_LIMITS.maxOffset * 100}% of the centre`,
  productNotInMockup: 'That product is not in this mockup',
  artworkNotInMockup: 'That artwork is not in this mockup',
  artworkNotImage: 'Artworks must be PNG, JPEG or WebP images',
  /** Postgres's own wording is kept: the client clears its stored form when it sees it (§8). */
  duplicateRequest: 'duplicate key value violates unique constraint "mockups_request_id_unique"',
  duplicateMarker: 'violates unique constraint',
  insufficientTitle: CREDIT_MESSAGES.insufficientFor.mockupTitle,
  insufficient: CREDIT_MESSAGES.insufficientFor.mockup,
  validationTitle: 'Validation Error',
  errorTitle: 'Error',
  failed: 'The mockup could not be made. Your credits were returned.',
  readyTitle: 'Your mockups are ready',
  readyMessage: 'Open the mockup to see and download the images.',
  emptyTitle: 'No mockups yet',
  emptyMessage: 'Put your artwork on any of the catalogue’s products.',
} as const;

export const MOCKUP_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type MockupStatus = (typeof MOCKUP_STATUSES)[number];

/** Every product id must be a catalogue template. */
const productId = z
  .string()
  .max(100)
  .refine((id) => getTemplate(id) !== undefined, MOCKUP_MESSAGES.unknownProduct);

export const MOCKUP_FITS = ['auto', 'cover', 'contain'] as const;

const offsetAxis = z
  .number(MOCKUP_MESSAGES.offset)
  .min(-MOCKUP_LIMITS.maxOffset, MOCKUP_MESSAGES.offset)
  .max(MOCKUP_LIMITS.maxOffset, MOCKUP_MESSAGES.offset);

/** How the artwork sits on a product's printable area: fit, size against the fit, and offset from the centre. */
export const mockupPlacement = z.strictObject({
  fit: z.enum(MOCKUP_FITS, MOCKUP_MESSAGES.fit).default('auto'),
  scale: z
    .number(MOCKUP_MESSAGES.scale)
    .min(MOCKUP_LIMITS.minScale, MOCKUP_MESSAGES.scale)
    .max(MOCKUP_LIMITS.maxScale, MOCKUP_MESSAGES.scale)
    .default(1),
  offset: z.strictObject({ x: offsetAxis, y: offsetAxis }).default({ x: 0, y: 0 }),
});
export type MockupPlacement = z.infer<typeof mockupPlacement>;
export const DEFAULT_MOCKUP_PLACEMENT: MockupPlacement = { fit: 'auto', scale: 1, offset: { x: 0, y: 0 } };

export const createMockupRequest = z.object({
  requestId: z.uuid(MOCKUP_MESSAGES.requestId),
  artworks: z
    .array(z.string().max(100))
    .min(1, MOCKUP_MESSAGES.artworkRequired)
    .max(MOCKUP_LIMITS.maxArtworks, MOCKUP_MESSAGES.tooManyArtworks),
  products: z
    .array(productId)
    .min(1, MOCKUP_MESSAGES.productRequired)
    .max(MOCKUP_LIMITS.maxProducts, MOCKUP_MESSAGES.tooManyProducts),
  instructions: z.string().max(MOCKUP_LIMITS.maxInstructions, MOCKUP_MESSAGES.instructionsTooLong).optional(),
  imageCount: z
    .number()
    .int(MOCKUP_MESSAGES.imageCount)
    .min(MOCKUP_LIMITS.minImages, MOCKUP_MESSAGES.imageCount)
    .max(MOCKUP_LIMITS.maxImages, MOCKUP_MESSAGES.imageCount),
  step: z
    .number()
    .int(MOCKUP_MESSAGES.step)
    .min(MOCKUP_LIMITS.minStep, MOCKUP_MESSAGES.step)
    .max(MOCKUP_LIMITS.maxStep, MOCKUP_MESSAGES.step),
  /** How the artwork sits on every product; absent: fitted automatically. */
  placement: mockupPlacement.optional(),
});
export type CreateMockupRequest = z.infer<typeof createMockupRequest>;

/**
 * A paid re-render of one product of a mockup with a new placement: a new mockup of that artwork on
 * that product, charged like any mockup.
 */
export const rerenderMockupRequest = z.strictObject({
  requestId: z.uuid(MOCKUP_MESSAGES.requestId),
  artworkId: z.string().max(100),
  productId,
  placement: mockupPlacement,
});
export type RerenderMockupRequest = z.infer<typeof rerenderMockupRequest>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

export const listMockupsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MOCKUP_LIMITS.maxPageSize)
      .default(MOCKUP_LIMITS.defaultPageSize),
    /** Every output of each mockup; otherwise the panel's first few thumbnails. */
    viewAll: flag,
    /** `include=product` or `include[product]=true`: each output carries its catalogue product. */
    include: z.union([z.literal('product'), z.object({ product: flag })]).optional(),
    'include[product]': flag,
  })
  .transform(({ include, 'include[product]': bracketed, ...rest }) => ({
    ...rest,
    include: include === 'product' || include?.product === true || bracketed === true,
  }));
export type ListMockupsQuery = z.infer<typeof listMockupsQuery>;

export interface MockupProductSummary {
  id: string;
  product: string;
  category: string;
  thumbnail_url: string;
}

export interface MockupOutput {
  id: string;
  status: 'pending' | 'completed';
  assetId: string | null;
  url: string | null;
  thumbnailUrl: string | null;
  productId: string;
  artworkId: string;
  view: string;
  position: number;
  product?: MockupProductSummary;
}

export interface Mockup {
  id: string;
  requestId: string;
  status: MockupStatus;
  artworks: string[];
  products: string[];
  instructions: string | null;
  imageCount: number;
  step: number;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  /** How the artwork sits on the products; null: fitted automatically. */
  placement: MockupPlacement | null;
  outputs: MockupOutput[];
  /** Outputs left out of a list page (viewAll off): the panel's "+N". */
  moreOutputs: number;
}

/** Where a mockup's page lives (the notification's link). */
export const mockupDeeplink = (id: string) => `/dashboard/mockups/${id}`;
export const MOCKUP_QUERY_KEY = ['mockups'] as const;
