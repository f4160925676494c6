import { z } from 'zod';

export const errorEnvelope = z.object({
  message: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const uuid = z.uuid();

/**
 * A path on this site ('/pricing?success=true'): absolute, protocol-relative ('//x') and
 * backslash forms ('/\x', which browsers read as '//x') are refused, so it never leaves the origin.
 */
export const sameSitePath = (max: number, message: string) =>
  z
    .string()
    .max(max)
    .regex(/^\/(?![/\\])[^\s\\]*$/, message);

/** Wraps a payload schema in the `{ data }` success envelope. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
