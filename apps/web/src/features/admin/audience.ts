import { type FlagAudience, TIER_LABELS } from '@packsmith/core';

/** Who a flag is on for, in a few words: "Everyone", "Staff · Pro · 2 people · 10%", "Nobody". */
export function describeAudience(audience: FlagAudience): string {
  if (audience.everyone) return 'Everyone';
  const parts = [
    audience.staff ? 'Staff' : null,
    ...audience.tiers.map((tier) => TIER_LABELS[tier]),
    audience.userIds.length
      ? `${audience.userIds.length} ${audience.userIds.length === 1 ? 'person' : 'people'}`
      : null,
    audience.percentage ? `${audience.percentage}% of people` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Nobody';
}

/** The e-mails typed into the people box: split on commas, semicolons, spaces and new lines. */
export const parseEmails = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
];
