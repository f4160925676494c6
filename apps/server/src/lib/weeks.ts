import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday (UTC) of a timestamp column's week, as 'YYYY-MM-DD'. */
export const utcWeekOf = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The Monday (UTC, midnight) of the week `at` falls in. */
export function utcMondayOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
}

/** The Mondays of the last `count` weeks up to the one `now` is in, oldest first, as 'YYYY-MM-DD'. */
export function lastWeeks(count: number, now: Date): string[] {
  const current = utcMondayOf(now).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * WEEK_MS).toISOString().slice(0, 10),
  );
}
