import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userTours } from '../../db/schema/index.ts';

/** The only code that reads or writes user_tours. */

export async function toursOf(db: DbOrTx, userId: string) {
  return db
    .select({ tourId: userTours.tourId, doNotShow: userTours.doNotShow })
    .from(userTours)
    .where(eq(userTours.userId, userId));
}

export async function upsertTour(db: DbOrTx, userId: string, tourId: string, doNotShow: boolean) {
  await db
    .insert(userTours)
    .values({ userId, tourId, doNotShow })
    .onConflictDoUpdate({
      target: [userTours.userId, userTours.tourId],
      set: { doNotShow, updatedAt: sql`now()` },
    });
}
