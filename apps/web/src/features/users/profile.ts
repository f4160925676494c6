import { PROMO_BOOKING_JOB_ROLE, PROMO_BOOKING_TIMINGS, type Tier } from '@packsmith/core';

/** Founders launching within a week get a booking link; everyone else the general banner. */
export function promoBannerKind(user: {
  jobRole: string | null;
  timing: string | null;
}): 'booking' | 'create' {
  return user.jobRole === PROMO_BOOKING_JOB_ROLE &&
    user.timing !== null &&
    PROMO_BOOKING_TIMINGS.includes(user.timing)
    ? 'booking'
    : 'create';
}

/** The user popover's heading: 'Manage account' for Free, 'Manage subscription' for paid tiers. */
export function manageLabel(tier: Tier): 'Manage account' | 'Manage subscription' {
  return tier === 'free' ? 'Manage account' : 'Manage subscription';
}

/** Up to two initials from the name, falling back to the email's first letter. */
export function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return (email[0] ?? '?').toUpperCase();
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** 'Good morning' before noon, 'Good afternoon' until six, then 'Good evening'. */
export function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
