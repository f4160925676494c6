import { z } from 'zod';
import { BILLING_INTERVALS, COMPANY_TYPES, JOB_ROLES, SOURCES, TIERS, TIMINGS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const authentication = z.object({ method: z.string(), handle: z.string() });

export const user = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  jobRole: z.string().nullable(),
  timing: z.string().nullable(),
  tier: z.enum(TIERS),
  createdAt: z.string(),
  authentications: z.array(authentication),
  companyType: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  excludeFromReporting: z.boolean(),
  manualUpgrade: z.boolean(),
  billingInterval: z.enum(BILLING_INTERVALS),
  reason: z.string().nullable(),
  tools: z.array(z.string()),
  country: z.string().nullable(),
  state: z.string().nullable(),
  firstGenerationId: z.string().nullable(),
  retentionLastUsedAt: z.string().nullable(),
  source: z.string().nullable(),
  paymentCustomerId: z.string().nullable(),
  isStaff: z.boolean(),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ data: user });

const optionalText = z.string().trim().max(500).optional();

export const onboardingBody = z.object({
  name: z.string().trim().min(1, MESSAGES.users.nameRequired).max(200),
  jobRole: z.enum(JOB_ROLES, { message: MESSAGES.users.jobRoleRequired }),
  timing: z.enum(TIMINGS, { message: MESSAGES.users.timingRequired }),
  companyType: z.enum(COMPANY_TYPES).optional(),
  country: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  source: z.enum(SOURCES).optional(),
  reason: optionalText,
  tools: z.array(z.string().max(100)).max(20).default([]),
  referrer: z.string().max(200).optional(),
});
export type OnboardingBody = z.input<typeof onboardingBody>;
