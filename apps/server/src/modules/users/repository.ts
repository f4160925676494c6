import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A user's plan tier ('free', 'pro', …), or null when there is no such user. */
export async function tierOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  return row?.tier ?? null;
}
