import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { featureAccess, featureInvites, featureWaitlist } from '../../db/schema/index.ts';

export type InviteRow = typeof featureInvites.$inferSelect;

/** The person's access to a feature and their open waitlist place, each if any. */
export async function accessAndPlace(tx: DbOrTx, userId: string, feature: string) {
  const [access] = await tx
    .select({ via: featureAccess.via })
    .from(featureAccess)
    .where(and(eq(featureAccess.userId, userId), eq(featureAccess.feature, feature)));
  const [waiting] = await tx
    .select({ joinedAt: featureWaitlist.joinedAt })
    .from(featureWaitlist)
    .where(
      and(
        eq(featureWaitlist.userId, userId),
        eq(featureWaitlist.feature, feature),
        isNull(featureWaitlist.admittedAt),
      ),
    );
  return { access, waiting };
}

/** Gives a person a feature; a waitlist place they held is closed with it. */
export async function grantAccess(tx: DbOrTx, userId: string, feature: string, via: 'invite' | 'waitlist') {
  await tx.insert(featureAccess).values({ userId, feature, via }).onConflictDoNothing();
  await tx
    .update(featureWaitlist)
    .set({ admittedAt: new Date() })
    .where(
      and(
        eq(featureWaitlist.userId, userId),
        eq(featureWaitlist.feature, feature),
        isNull(featureWaitlist.admittedAt),
      ),
    );
}

export async function inviteByCode(tx: DbOrTx, code: string): Promise<InviteRow | undefined> {
  const [invite] = await tx.select().from(featureInvites).where(eq(featureInvites.code, code));
  return invite;
}

/** Which invites a list shows: those with these codes, or of one feature, or all. */
export interface InviteFilter {
  codes?: string[];
  feature?: string;
}

const inviteWhere = (filter: InviteFilter) =>
  filter.codes
    ? inArray(featureInvites.code, filter.codes)
    : filter.feature
      ? eq(featureInvites.feature, filter.feature)
      : undefined;

/** Invites newest first. */
export function inviteRows(tx: DbOrTx, filter: InviteFilter, limit: number, offset: number) {
  return tx
    .select()
    .from(featureInvites)
    .where(inviteWhere(filter))
    .orderBy(desc(featureInvites.createdAt), asc(featureInvites.code))
    .limit(limit)
    .offset(offset);
}

export async function inviteCount(db: Db, filter: InviteFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(featureInvites).where(inviteWhere(filter));
  return total;
}

/**
 * Claims an unused, unexpired code for the person in one conditional UPDATE: of two claims at
 * once, the second waits for the first's row lock and finds nothing to take. False when not claimed.
 */
export async function claimInvite(tx: DbOrTx, code: string, feature: string, userId: string, now: Date) {
  const [claimed] = await tx
    .update(featureInvites)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(
      and(
        eq(featureInvites.code, code),
        eq(featureInvites.feature, feature),
        isNull(featureInvites.redeemedAt),
        gt(featureInvites.expiresAt, now),
      ),
    )
    .returning({ code: featureInvites.code });
  return claimed !== undefined;
}

/** Stores a new code; undefined when the code is taken already. */
export async function insertInvite(
  tx: DbOrTx,
  values: typeof featureInvites.$inferInsert,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(featureInvites)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: featureInvites.code });
  return row?.code;
}

/** Puts a person on a feature's waitlist; true when they were not on it yet. */
export async function insertWaitlistPlace(db: Db, userId: string, feature: string): Promise<boolean> {
  const joined = await db
    .insert(featureWaitlist)
    .values({ userId, feature })
    .onConflictDoNothing()
    .returning({ userId: featureWaitlist.userId });
  return joined.length > 0;
}

/** The invite-only features a person has unlocked. */
export async function featuresUnlockedBy(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ feature: featureAccess.feature })
    .from(featureAccess)
    .where(eq(featureAccess.userId, userId));
  return rows.map((row) => row.feature);
}

/** The people still waiting for a feature, oldest first. */
export function waitingPeople(db: Db, feature: string, limit: number) {
  return db
    .select({ userId: featureWaitlist.userId, joinedAt: featureWaitlist.joinedAt })
    .from(featureWaitlist)
    .where(and(eq(featureWaitlist.feature, feature), isNull(featureWaitlist.admittedAt)))
    .orderBy(asc(featureWaitlist.joinedAt), asc(featureWaitlist.userId))
    .limit(limit);
}

/** Closes the open waitlist places of these people; answers whose were open. */
export async function admitWaiting(tx: DbOrTx, feature: string, userIds: string[]): Promise<string[]> {
  return (
    await tx
      .update(featureWaitlist)
      .set({ admittedAt: new Date() })
      .where(
        and(
          eq(featureWaitlist.feature, feature),
          inArray(featureWaitlist.userId, userIds),
          isNull(featureWaitlist.admittedAt),
        ),
      )
      .returning({ userId: featureWaitlist.userId })
  ).map((row) => row.userId);
}
