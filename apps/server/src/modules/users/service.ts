import {
  type FlagContext,
  isStaffEmail,
  MESSAGES,
  type OnboardingBody,
  onboardingBody,
  type Tier,
  type User,
} from '@packsmith/core';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userAuthentications, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { utcWeekOf } from '../../lib/weeks.ts';

type UserRow = typeof users.$inferSelect;

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

/** What feature flags may target about a user (tier, job role, staff); null for an unknown id. */
export async function flagContextOf(
  db: Db,
  userId: string,
  staffDomain: string,
): Promise<FlagContext | null> {
  const [row] = await db
    .select({ email: users.email, tier: users.tier, jobRole: users.jobRole })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    userId,
    tier: row.tier as Tier,
    staff: isStaffEmail(row.email, staffDomain),
    jobRole: row.jobRole,
  };
}

/** How many people have signed up: in all, and since `since`. */
export async function countUsers(db: Db, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since})`.mapWith(Number),
    })
    .from(users);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/** Users by e-mail (case-insensitive) or by id, as {id, email}: for staff tools that name people. */
export async function findPeople(db: DbOrTx, by: { emails?: string[]; ids?: string[] }) {
  const emails = (by.emails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean);
  const ids = by.ids ?? [];
  if (emails.length === 0 && ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      or(
        emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
        ids.length ? inArray(users.id, ids) : undefined,
      ),
    );
}

/** The ids of everyone on `tier`, for sends to a whole plan. */
export async function idsInTier(db: DbOrTx, tier: Tier): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.tier, tier));
  return rows.map((row) => row.id);
}

/** How many people are on each tier (tiers nobody is on are absent). */
export async function countByTier(db: DbOrTx): Promise<Partial<Record<Tier, number>>> {
  const rows = await db.select({ tier: users.tier, total: count() }).from(users).groupBy(users.tier);
  return Object.fromEntries(rows.map((row) => [row.tier, row.total]));
}

/** People who signed up since `since` (not those excluded from reporting), with their sign-up week. */
export function signupWeeks(db: DbOrTx, since: Date): Promise<{ id: string; week: string }[]> {
  return db
    .select({ id: users.id, week: utcWeekOf(users.createdAt) })
    .from(users)
    .where(and(gte(users.createdAt, since), eq(users.excludeFromReporting, false)));
}

/** A not-yet-onboarded user answers 404, which sends the web app to /onboarding. */
const notOnboarded = () => new HttpError(404, 'not_onboarded', MESSAGES.users.notOnboarded);

/** A user's sign-in methods, read with their row (one round trip; the row's table named, as drizzle leaves a subquery's columns bare). */
const authenticationsOf = sql<{ method: string; handle: string }[]>`coalesce((
  select json_agg(json_build_object('method', ${userAuthentications.method}, 'handle', ${userAuthentications.handle}))
  from ${userAuthentications} where ${userAuthentications.userId} = ${users}.id
), '[]'::json)`;

export function usersService(db: Db, staffDomain: string) {
  /** The user with their sign-in methods; `onboarded`: 404 unless they finished onboarding. */
  async function load(userId: string, { onboarded = false } = {}) {
    const [found] = await db
      .select({ row: users, authentications: authenticationsOf })
      .from(users)
      .where(eq(users.id, userId));
    if (!found || (onboarded && !found.row.onboardedAt)) throw notOnboarded();
    return toUserDto(found.row, found.authentications, staffDomain);
  }

  return {
    me: (userId: string): Promise<User> => load(userId, { onboarded: true }),

    async onboard(userId: string, input: OnboardingBody): Promise<User> {
      const body = onboardingBody.parse(input);
      await db
        .update(users)
        .set({
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
        })
        .where(eq(users.id, userId));
      return load(userId);
    },
  };
}
