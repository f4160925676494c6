import { z } from 'zod';
import { AUTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: MESSAGES.auth.invalidEmail }));

/** A same-site path to return to after sign-in; anything else is dropped. */
export const redirectPath = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'Invalid redirect');

export const requestCodeBody = z.object({ email });
export type RequestCodeBody = z.infer<typeof requestCodeBody>;

export const requestCodeResponse = z.object({ data: z.object({ sent: z.literal(true) }) });

export const verifyCodeBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${AUTH.codeLength}}$`), { message: MESSAGES.auth.codeFormat }),
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const sessionTokenResponse = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string(), onboarded: z.boolean() }),
});
export type SessionToken = z.infer<typeof sessionTokenResponse>['data'];

export const authProvidersResponse = z.object({ data: z.object({ google: z.boolean() }) });

export const googleStartQuery = z.object({ redirect: redirectPath.optional() });
