/**
 * Product requests (issue #20): a user asks for a product the mockup catalogue lacks; staff mark
 * it planned, added or declined and the user is told. Also staff's view of every mockup.
 */
import { z } from 'zod';
import type { MockupStatus } from './mockups.ts';

export const PRODUCT_REQUEST_LIMITS = {
  maxName: 200,
  maxDescription: 1000,
  /** Requests one person may send per hour: plenty for real asks, a wall for a script. */
  perHour: 10,
} as const;

/** `open` until staff decide; the three decisions each notify the requester. */
export const PRODUCT_REQUEST_STATUSES = ['open', 'planned', 'added', 'declined'] as const;
export type ProductRequestStatus = (typeof PRODUCT_REQUEST_STATUSES)[number];
export const PRODUCT_REQUEST_DECISIONS = ['planned', 'added', 'declined'] as const;
export type ProductRequestDecision = (typeof PRODUCT_REQUEST_DECISIONS)[number];

export const PRODUCT_REQUEST_MESSAGES = {
  nameRequired: 'Please enter the product’s name',
  nameTooLong: `The product name can be at most ${PRODUCT_REQUEST_LIMITS.maxName} characters`,
  descriptionTooLong: `The description can be at most ${PRODUCT_REQUEST_LIMITS.maxDescription} characters`,
  referenceImage: 'The reference image must be an uploaded image id',
  referenceNotFound: 'Reference image not found',
  referenceNotImage: 'The reference image must be a PNG, JPEG or WebP image',
  tooMany: 'You have sent a lot of product requests this hour. Please try again later.',
  status: `Status must be one of ${PRODUCT_REQUEST_DECISIONS.join(', ')}`,
  sent: 'Thanks! We have your product request and will let you know what we decide.',
  updated: 'Product request updated; the requester has been notified.',
  notification: {
    planned: {
      title: 'Your product request is planned',
      message: (name: string) => `We plan to add “${name}” to the mockup catalogue.`,
    },
    added: {
      title: 'Your requested product is here',
      message: (name: string) => `“${name}” is now in the mockup catalogue. Try it on your artwork.`,
    },
    declined: {
      title: 'About your product request',
      message: (name: string) => `We won’t be adding “${name}” to the mockup catalogue for now.`,
    },
  },
} as const;

export const STATUS_LABELS: Record<ProductRequestStatus, string> = {
  open: 'Open',
  planned: 'Planned',
  added: 'Added',
  declined: 'Declined',
};

export const createProductRequest = z.strictObject({
  name: z
    .string(PRODUCT_REQUEST_MESSAGES.nameRequired)
    .trim()
    .min(1, PRODUCT_REQUEST_MESSAGES.nameRequired)
    .max(PRODUCT_REQUEST_LIMITS.maxName, PRODUCT_REQUEST_MESSAGES.nameTooLong),
  description: z
    .string()
    .trim()
    .max(PRODUCT_REQUEST_LIMITS.maxDescription, PRODUCT_REQUEST_MESSAGES.descriptionTooLong)
    .optional(),
  referenceImageId: z.uuid(PRODUCT_REQUEST_MESSAGES.referenceImage).nullish(),
});
export type CreateProductRequest = z.infer<typeof createProductRequest>;

export const decideProductRequest = z.strictObject({
  status: z.enum(PRODUCT_REQUEST_DECISIONS, PRODUCT_REQUEST_MESSAGES.status),
});
export type DecideProductRequest = z.infer<typeof decideProductRequest>;

export interface ProductRequest {
  id: string;
  name: string;
  description: string | null;
  referenceImageId: string | null;
  referenceThumbnailUrl: string | null;
  status: ProductRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface AdminProductRequest extends ProductRequest {
  ownerEmail: string | null;
}

export interface AdminProductRequestsPage {
  productRequests: AdminProductRequest[];
  limit: number;
  offset: number;
  totalCount: number;
}

/** One mockup in staff's list of every mockup. */
export interface AdminMockup {
  id: string;
  ownerEmail: string | null;
  products: string[];
  status: MockupStatus;
  imageCount: number;
  creditCost: number;
  error: string | null;
  createdAt: string;
  thumbnails: string[];
}

export interface AdminMockupsPage {
  mockups: AdminMockup[];
  limit: number;
  offset: number;
  totalCount: number;
}

export const PRODUCT_REQUESTS_QUERY_KEY = ['mockups', 'product-requests'] as const;
