import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_EVENTS } from '../analytics.ts';
import { TIERS } from '../constants.ts';
import {
  INVITE_CODE_PATTERN,
  INVITE_FEATURES,
  INVITE_LIST_PAGE_SIZE,
  INVITE_MAX_DAYS,
  WAITLIST_BATCH,
} from '../features.ts';
import { FLAG_KEYS } from '../flags.ts';
import { MESSAGES } from '../messages.ts';

/** GET /api/flags: every flag, evaluated for whoever asks (signed in or not). */
export const evaluatedFlags = z.record(z.enum(FLAG_KEYS), z.boolean());

export const flagAudience = z.strictObject({
  everyone: z.boolean(),
  staff: z.boolean(),
  tiers: z.array(z.enum(TIERS)).max(TIERS.length),
  userIds: z.array(z.uuid()).max(1000),
  percentage: z.number().int().min(0).max(100),
});

export const flagKeyParam = z.strictObject({ key: z.enum(FLAG_KEYS, { error: MESSAGES.flags.unknownFlag }) });

const featureName = z.enum(INVITE_FEATURES, { error: MESSAGES.invites.unknownFeature });

export const featureQuery = z.strictObject({ feature: featureName });

export const featureStatus = z.object({
  feature: featureName,
  activated: z.boolean(),
  waitlisted: z.boolean(),
});

export const redeemInviteBody = z.strictObject({
  code: z.string().trim().toUpperCase().regex(INVITE_CODE_PATTERN, { error: MESSAGES.invites.codeUnknown }),
  feature: featureName,
});

export const createInvitesBody = z.strictObject({
  feature: featureName,
  count: z.number().int().min(1).max(100).default(1),
  days: z.number().int().min(1).max(INVITE_MAX_DAYS),
});

export const admitFromWaitlistBody = z.strictObject({
  feature: featureName,
  userIds: z.array(z.uuid()).min(1).max(WAITLIST_BATCH),
});

export type FeatureStatus = z.infer<typeof featureStatus>;
/** check-activated, redeem and waitlist all answer the caller's status (the last two with a message). */
export const featureStatusResponse = z.object({ data: featureStatus, message: z.string().optional() });

/** One invite code as staff see it. */
export const inviteCode = z.object({
  code: z.string(),
  feature: featureName,
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  redeemedByEmail: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type InviteCode = z.infer<typeof inviteCode>;

export const adminInvitesQuery = z.strictObject({
  feature: featureName.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminInvitesQuery = z.input<typeof adminInvitesQuery>;

export const invitesPage = z.object({
  invites: z.array(inviteCode),
  page: z.number().int(),
  pageSize: z.literal(INVITE_LIST_PAGE_SIZE),
  totalCount: z.number().int(),
});
export type InvitesPage = z.infer<typeof invitesPage>;
export const invitesPageResponse = z.object({ data: invitesPage });
export const createdInvitesResponse = z.object({
  data: z.object({ invites: z.array(inviteCode) }),
  message: z.string(),
});

/** Someone waiting for a feature (admin waitlist). */
export const waitingPerson = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  joinedAt: z.string(),
});
export type WaitingPerson = z.infer<typeof waitingPerson>;
export const waitlistResponse = z.object({
  data: z.object({ feature: featureName, people: z.array(waitingPerson) }),
});
export const admittedResponse = z.object({
  data: z.object({ feature: featureName, admitted: z.array(z.uuid()) }),
  message: z.string(),
});

/** POST /api/analytics/events: one known event with its bounded properties. */
export const analyticsEventBody = z
  .strictObject({
    name: z.enum(ANALYTICS_EVENT_NAMES, { error: MESSAGES.analytics.unknownEvent }),
    properties: z
      .record(z.string().max(40), z.unknown(), { error: MESSAGES.analytics.badProperties })
      .default({}),
    anonymousId: z.string().min(8).max(64).optional(),
  })
  .superRefine((event, ctx) => {
    const parsed = ANALYTICS_EVENTS[event.name].safeParse(event.properties);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['properties'], message: MESSAGES.analytics.badProperties });
  });
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

/** A design competition, promoted by a banner while it runs. */
export const competition = z.object({
  id: z.uuid(),
  title: z.string(),
  bannerText: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Competition = z.infer<typeof competition>;

export const createCompetitionBody = z
  .strictObject({
    title: z.string().trim().min(1, { error: MESSAGES.competitions.titleRequired }).max(80),
    bannerText: z.string().trim().min(1, { error: MESSAGES.competitions.bannerRequired }).max(160),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    path: ['endsAt'],
    error: MESSAGES.competitions.endsBeforeStart,
  });
export type CreateCompetitionBody = z.infer<typeof createCompetitionBody>;
