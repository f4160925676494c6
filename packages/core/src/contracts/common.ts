import { z } from 'zod';

export const errorEnvelope = z.object({
  message: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const uuid = z.uuid();

/** Wraps a payload schema in the `{ data }` success envelope. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
