/**
 * The shape every staff list shares (/admin/generations, /admin/design-generations,
 * /admin/variations): a search box, limit/offset paging, and a page of rows with the total.
 */
import { z } from 'zod';

export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

export const adminListQuery = z.strictObject({
  /** An owner's e-mail (exact, any case) or words the list searches (prompt, name, brand…). */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE_SIZE).default(ADMIN_LIST_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminListQuery = z.input<typeof adminListQuery>;
export type AdminListParams = z.output<typeof adminListQuery>;

/** `{ data: { [key]: rows, limit, offset, totalCount } }` for one list's rows. */
export function adminListPageResponse<K extends string, T extends z.ZodType>(key: K, row: T) {
  return z.object({
    data: z
      .object({ limit: z.number().int(), offset: z.number().int(), totalCount: z.number().int() })
      .extend({ [key]: z.array(row) } as { [P in K]: z.ZodArray<T> }),
  });
}

/** A retry or cancel's answer: the row as it is now, and what happened. */
export const adminCommandResponse = <T extends z.ZodType>(row: T) =>
  z.object({ data: row, message: z.string() });

/** What staff can do to a stuck row: both act on the design action behind it. */
export const ADMIN_COMMANDS = ['retry', 'cancel'] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];
