/** Calendar: monthly resets on anniversaries of an anchor date (UTC). */

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `date` plus `months` calendar months (UTC); the 31st becomes the last day of shorter months. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/**
 * The first monthly anniversary of `anchor` after `now`: one month after the anchor, rolled
 * forward month by month until it lies in the future. Counted from the anchor each time, so a
 * 31 January sign-up resets on 28/29 February and then on 31 March again.
 */
export function nextResetDate(anchor: Date, now: Date): Date {
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let k = Math.max(1, monthsApart - 1);
  while (addMonths(anchor, k) <= now) k++;
  return addMonths(anchor, k);
}
