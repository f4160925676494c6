/** Staff sending a notification to one person or everyone on a plan (/admin/notifications). */
import { z } from 'zod';
import { TIER_LABELS, TIERS, type Tier } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { NOTIFICATIONS } from '../notifications.ts';
import { deeplinkInput, notificationType, notificationTypeInput } from './notifications.ts';

const M = MESSAGES.adminNotifications;

export const ADMIN_NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_AUDIENCES = ['user', 'tier'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** What every send carries, whoever it goes to. */
const content = {
  type: notificationTypeInput,
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(NOTIFICATIONS.titleMaxLength, { error: M.titleTooLong }),
  message: z.string().trim().max(NOTIFICATIONS.messageMaxLength, { error: M.messageTooLong }).default(''),
  /** Optional: an empty field means no deeplink. */
  deeplink: z.preprocess((v) => (v === '' ? undefined : v), deeplinkInput.optional()),
};

/** POST /api/admin/notifications: to one person by e-mail, or to everyone on a tier. */
export const sendAdminNotificationBody = z.discriminatedUnion(
  'audience',
  [
    z.strictObject({
      audience: z.literal('user'),
      email: z.email({ error: M.emailInvalid }).max(320, { error: M.emailInvalid }),
      ...content,
    }),
    z.strictObject({
      audience: z.literal('tier'),
      tier: z.enum(TIERS, { error: M.unknownTier }),
      ...content,
    }),
  ],
  { error: M.audienceRequired },
);
export type SendAdminNotificationBody = z.input<typeof sendAdminNotificationBody>;
export type SendAdminNotification = z.output<typeof sendAdminNotificationBody>;

/** One send as staff see it in the recent list. */
export const adminNotificationSend = z.object({
  id: z.uuid(),
  senderEmail: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** The person's e-mail, or the tier. */
  target: z.string(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  deeplink: z.string().nullable(),
  /** How many people received it. */
  delivered: z.number().int(),
  createdAt: z.string(),
});
export type AdminNotificationSend = z.infer<typeof adminNotificationSend>;

export const sendAdminNotificationResponse = z.object({ data: adminNotificationSend, message: z.string() });

export const adminNotificationsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminNotificationsPage = z.object({
  sends: z.array(adminNotificationSend),
  page: z.number().int(),
  pageSize: z.literal(ADMIN_NOTIFICATIONS_PAGE_SIZE),
  totalCount: z.number().int(),
});
export type AdminNotificationsPage = z.infer<typeof adminNotificationsPage>;
export const adminNotificationsPageResponse = z.object({ data: adminNotificationsPage });

/** GET /api/admin/notifications/audience: how many people each tier send would reach. */
export const tierAudienceResponse = z.object({
  data: z.object({ tiers: z.record(z.enum(TIERS), z.number().int()) }),
});
export type TierAudience = z.infer<typeof tierAudienceResponse>['data']['tiers'];

/** The server's answer after a send, and the confirmation before a tier send. */
export function peopleCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;
}

export function sentSummary(audience: NotificationAudience, target: string, delivered: number): string {
  if (audience === 'tier' && delivered === 0)
    return `Nobody is on the ${TIER_LABELS[target as Tier] ?? target} plan, so nothing was sent.`;
  return audience === 'user' ? `Sent to ${target}.` : `Sent to ${peopleCount(delivered)}.`;
}
