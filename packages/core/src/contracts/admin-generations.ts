/** Staff's list of design actions across all users (/admin/generations) and its two actions. */
import { z } from 'zod';
import { designActionType, designStatus } from './design.ts';

export const ADMIN_GENERATIONS_PAGE_SIZE = 20;

export const adminGenerationsQuery = z.strictObject({
  /** An owner's e-mail (exact, any case) or words from the prompt. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_GENERATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminGenerationsQuery = z.input<typeof adminGenerationsQuery>;

/** One design action as staff see it. */
export const adminGeneration = z.object({
  id: z.uuid(),
  ownerEmail: z.string().nullable(),
  type: designActionType,
  status: designStatus,
  /** Unfinished and untouched for longer than the stall limit: the sweep would re-queue it. */
  stalled: z.boolean(),
  prompt: z.string().nullable(),
  error: z.string().nullable(),
  creditCost: z.number().int(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  thumbnails: z.array(z.string()),
});
export type AdminGeneration = z.infer<typeof adminGeneration>;

export const adminGenerationsPageResponse = z.object({
  data: z.object({
    generations: z.array(adminGeneration),
    limit: z.number().int(),
    offset: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type AdminGenerationsPage = z.infer<typeof adminGenerationsPageResponse>['data'];

export const adminGenerationResponse = z.object({ data: adminGeneration, message: z.string() });
