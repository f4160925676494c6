/** Artwork extractor: the flat artwork of each panel of a pack image (part 2 §2, §9). */
import { z } from 'zod';
import { CREDIT_COSTS } from './credits.ts';

export const EXTRACTION_LIMITS = {
  defaultPageSize: 24,
  maxPageSize: 100,
} as const;

/** One extraction costs the artwork extraction cost, however many panels it yields. */
export const EXTRACTION_COST = CREDIT_COSTS.artworkExtraction;

export const EXTRACTION_MESSAGES = {
  imageRequired: 'Please select an asset',
  imageNotFound: 'Image not found',
  notImage: 'Only PNG, JPEG or WebP images can be extracted',
  cornersRequired: 'Mark the 4 corners of the label to extract it',
  corners: 'Mark exactly 4 corners',
  notQuad: 'The corners do not make a quadrilateral: mark them clockwise from the top left',
  insufficient: 'You do not have enough credits to extract artwork',
  readyTitle: 'Artwork extraction complete',
  readyMessage: 'Your flat artwork is ready to download.',
  failed: 'The artwork could not be extracted. Your credits were returned.',
  emptyTitle: 'No extractions yet',
  emptyMessage: 'Pick a packaging image to get the flat artwork of each panel.',
} as const;

export const EXTRACTION_METHODS = ['document', 'unwarp'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** Corners as fractions of the image, clockwise from the top left. */
export const extractionCorner = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type ExtractionCorner = z.infer<typeof extractionCorner>;

export const createExtractionRequest = z.object({
  assetId: z
    .string({ error: EXTRACTION_MESSAGES.imageRequired })
    .min(1, EXTRACTION_MESSAGES.imageRequired)
    .max(100),
  /** Needed for images without a design document (uploads): the label's 4 corners. */
  corners: z.array(extractionCorner).length(4, EXTRACTION_MESSAGES.corners).optional(),
});
export type CreateExtractionRequest = z.infer<typeof createExtractionRequest>;

export const listExtractionsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(EXTRACTION_LIMITS.maxPageSize)
    .default(EXTRACTION_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export interface ExtractionOutput {
  name: string;
  assetId: string;
  url: string | null;
  thumbnailUrl: string | null;
}

export interface Extraction {
  id: string;
  sourceAssetId: string;
  sourceThumbnailUrl: string | null;
  method: ExtractionMethod;
  corners: ExtractionCorner[] | null;
  creditCost: number;
  createdAt: string;
  outputs: ExtractionOutput[];
}

export interface AdminExtraction {
  id: string;
  /** Recorded once its artworks are stored (a failed extraction leaves no record). */
  status: 'completed';
  ownerEmail: string | null;
  method: ExtractionMethod;
  panels: number;
  creditCost: number;
  createdAt: string;
  thumbnails: string[];
}

export interface AdminExtractionsPage {
  extractions: AdminExtraction[];
  limit: number;
  offset: number;
  totalCount: number;
}

export const EXTRACTION_QUERY_KEY = ['extractions'] as const;
export const extractionDeeplink = (id: string) => `/dashboard/extract?extractionId=${id}`;

/**
 * Corners in order make a convex quadrilateral (every turn the same way): anything else cannot be
 * a flat label seen in perspective. The extractor's form and the un-warp both check it.
 */
export function isConvexQuad(points: readonly { x: number; y: number }[]): boolean {
  if (points.length !== 4) return false;
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % 4]!;
    const c = points[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-12) return false;
    if (sign !== 0 && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
  }
  return true;
}
