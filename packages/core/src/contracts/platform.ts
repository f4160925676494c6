import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_EVENTS } from '../analytics.ts';
import { TIERS } from '../constants.ts';
import { INVITE_CODE_PATTERN, INVITE_FEATURES, INVITE_MAX_DAYS } from '../features.ts';
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
  userIds: z.array(z.uuid()).min(1).max(500),
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
