import { z } from 'zod';

export const metaResponse = z.object({ version: z.string() });
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const devMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMail>;
export const devMailboxResponse = z.object({ data: z.array(devMail) });
