/**
 * Staff's lists of work across all users: design actions (/admin/generations), the packaging
 * generator's generations (/admin/design-generations) and variations (/admin/variations). Each
 * row carries the state of the design action behind it, which retry and cancel act on.
 */
import { z } from 'zod';
import { adminCommandResponse, adminListPageResponse } from './admin-lists.ts';
import { designActionType, designStatus, variationType } from './design.ts';

/** The design action's state as staff see it on any row built on one. */
const actionState = {
  status: designStatus,
  /** Unfinished and untouched for longer than the stall limit: the sweep would re-queue it. */
  stalled: z.boolean(),
  error: z.string().nullable(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  thumbnails: z.array(z.string()),
};

/** One design action as staff see it. */
export const adminGeneration = z.object({
  id: z.uuid(),
  ownerEmail: z.string().nullable(),
  type: designActionType,
  prompt: z.string().nullable(),
  creditCost: z.number().int(),
  ...actionState,
});
export type AdminGeneration = z.infer<typeof adminGeneration>;

export const adminGenerationsPageResponse = adminListPageResponse('generations', adminGeneration);
export type AdminGenerationsPage = z.infer<typeof adminGenerationsPageResponse>['data'];
export const adminGenerationResponse = adminCommandResponse(adminGeneration);

/** One packaging-generator generation (stream_spring_generation) as staff see it. */
export const adminDesignGeneration = z.object({
  id: z.uuid(),
  /** Null once its design action is gone: nothing to retry or cancel then. */
  designActionId: z.uuid().nullable(),
  ownerEmail: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  imageCount: z.number().int(),
  /** The credits its design action holds or took; null without one. */
  creditCost: z.number().int().nullable(),
  ...actionState,
});
export type AdminDesignGeneration = z.infer<typeof adminDesignGeneration>;

export const adminDesignGenerationsPageResponse = adminListPageResponse(
  'designGenerations',
  adminDesignGeneration,
);
export type AdminDesignGenerationsPage = z.infer<typeof adminDesignGenerationsPageResponse>['data'];
export const adminDesignGenerationResponse = adminCommandResponse(adminDesignGeneration);

/** One variation job as staff see it; `thumbnails` are its outputs. */
export const adminVariation = z.object({
  id: z.uuid(),
  /** Variant ranges run as a design action; older records have none (no retry or cancel). */
  designActionId: z.uuid().nullable(),
  ownerEmail: z.string().nullable(),
  type: variationType,
  instructions: z.string().nullable(),
  sourceThumbnail: z.string().nullable(),
  requested: z.number().int(),
  completed: z.number().int(),
  creditCost: z.number().int().nullable(),
  ...actionState,
});
export type AdminVariation = z.infer<typeof adminVariation>;

export const adminVariationsPageResponse = adminListPageResponse('variations', adminVariation);
export type AdminVariationsPage = z.infer<typeof adminVariationsPageResponse>['data'];
export const adminVariationResponse = adminCommandResponse(adminVariation);
