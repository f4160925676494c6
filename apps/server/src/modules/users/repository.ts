import { type FlagContext, isStaffEmail, type Tier } from '@packsmith/core';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userAuthentications, users } from '../../db/schema/index.ts';
import { utcWeekOf } from '../../lib/weeks.ts';

export type UserRow = typeof users.$inferSelect;

/** A user's plan tier ('free', 'pro', …), or null when there is no such user. */
export async function tierOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  return row?.tier ?? null;
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

/** The ids of the staff: everyone whose email is on `staffDomain` (none when it is empty). */
export async function staffIds(db: DbOrTx, staffDomain: string): Promise<string[]> {
  const domain = staffDomain.replace(/^@/, '').toLowerCase();
  if (!domain) return [];
  const suffix = `%@${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) like ${suffix}`);
  return rows.map((row) => row.id);
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

/** A user's sign-in methods, read with their row (one round trip; the row's table named, as drizzle leaves a subquery's columns bare). */
const authenticationsOf = sql<{ method: string; handle: string }[]>`coalesce((
  select json_agg(json_build_object('method', ${userAuthentications.method}, 'handle', ${userAuthentications.handle}))
  from ${userAuthentications} where ${userAuthentications.userId} = ${users}.id
), '[]'::json)`;

/** The user's row with how they sign in (one {method, handle} per way); undefined for no such user. */
export async function userWithAuthentications(db: Db, userId: string) {
  const [found] = await db
    .select({ row: users, authentications: authenticationsOf })
    .from(users)
    .where(eq(users.id, userId));
  return found;
}

export async function saveOnboarding(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}
