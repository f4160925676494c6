import {
  type AdminNotificationSend,
  type NotificationAudience,
  type NotificationType,
  peopleCount,
  type SendAdminNotification,
  sendAdminNotificationBody,
  TIER_LABELS,
  type Tier,
} from '@packsmith/core';

export interface SendDraft {
  audience: NotificationAudience;
  email: string;
  tier: Tier;
  type: NotificationType;
  title: string;
  message: string;
  deeplink: string;
}

export type SendField = keyof SendDraft;
export type SendErrors = Partial<Record<SendField, string>>;

export const EMPTY_DRAFT: SendDraft = {
  audience: 'user',
  email: '',
  tier: 'free',
  type: 'design_action_complete',
  title: '',
  message: '',
  deeplink: '',
};

export const AUDIENCE_OPTIONS: Record<NotificationAudience, string> = {
  user: 'One person',
  tier: 'Everyone on a plan',
};

/** The request body for a draft (only the chosen audience's field), checked by the shared contract. */
export function checkDraft(
  draft: SendDraft,
): { ok: true; body: SendAdminNotification } | { ok: false; errors: SendErrors } {
  const { audience, email, tier, ...content } = draft;
  const parsed = sendAdminNotificationBody.safeParse(
    audience === 'user' ? { audience, email: email.trim(), ...content } : { audience, tier, ...content },
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: SendErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'audience') as SendField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Who a send went to, as a list row says it. */
export function audienceLabel(send: Pick<AdminNotificationSend, 'audience' | 'target'>): string {
  if (send.audience === 'user') return send.target;
  return `Everyone on ${TIER_LABELS[send.target as Tier] ?? send.target}`;
}

/** The tier send confirmation: how many people it reaches, or that it reaches nobody. */
export function tierReach(tier: Tier, count: number): string {
  if (count === 0) return `Nobody is on the ${TIER_LABELS[tier]} plan right now, so nothing will be sent.`;
  return `${peopleCount(count)} on the ${TIER_LABELS[tier]} plan will get it, in their bell and live if they are online.`;
}
