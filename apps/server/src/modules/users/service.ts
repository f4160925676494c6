import { isStaffEmail, MESSAGES, type OnboardingBody, onboardingBody, type User } from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { saveOnboarding, type UserRow, userWithAuthentications } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserDto(
  row: UserRow,
  authentications: { method: string; handle: string }[],
  staffDomain: string,
): User {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    jobRole: row.jobRole,
    timing: row.timing,
    tier: row.tier as User['tier'],
    createdAt: row.createdAt.toISOString(),
    authentications,
    companyType: row.companyType,
    subscriptionEndsAt: iso(row.subscriptionEndsAt),
    excludeFromReporting: row.excludeFromReporting,
    manualUpgrade: row.manualUpgrade,
    billingInterval: row.billingInterval as User['billingInterval'],
    reason: row.reason,
    tools: row.tools,
    country: row.country,
    state: row.state,
    firstGenerationId: row.firstGenerationId,
    retentionLastUsedAt: iso(row.retentionLastUsedAt),
    source: row.source,
    paymentCustomerId: row.paymentCustomerId,
    isStaff: isStaffEmail(row.email, staffDomain),
  };
}

/** A not-yet-onboarded user answers 404, which sends the web app to /onboarding. */
const notOnboarded = () => new HttpError(404, 'not_onboarded', MESSAGES.users.notOnboarded);

export function usersService(db: Db, staffDomain: string) {
  /** The user with their sign-in methods; `onboarded`: 404 unless they finished onboarding. */
  async function load(userId: string, { onboarded = false } = {}) {
    const found = await userWithAuthentications(db, userId);
    if (!found || (onboarded && !found.row.onboardedAt)) throw notOnboarded();
    return toUserDto(found.row, found.authentications, staffDomain);
  }

  return {
    me: (userId: string): Promise<User> => load(userId, { onboarded: true }),

    async onboard(userId: string, input: OnboardingBody): Promise<User> {
      const body = onboardingBody.parse(input);
      await saveOnboarding(db, userId, {
        name: body.name,
        jobRole: body.jobRole,
        timing: body.timing,
        companyType: body.companyType ?? null,
        country: body.country ?? null,
        state: body.state ?? null,
        source: body.source ?? null,
        reason: body.reason ?? null,
        tools: body.tools,
        referrer: body.referrer ?? null,
        onboardedAt: new Date(),
      });
      return load(userId);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
