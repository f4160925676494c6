import { formatCredits, formatDate } from '@/features/credits';
import { cn } from '@/lib/cn';
import type { Column } from './rows-list-page';
import { Thumbnails } from './thumbnails';

/** Who a row belongs to; rows of a deleted account keep their place. */
export const ownerName = (email: string | null) => email ?? 'Deleted account';

/** The owner's e-mail, in full on hover; `strong` where it heads the row (nothing else names it). */
export function Owner({ email, strong = false }: { email: string | null; strong?: boolean }) {
  return (
    <span className={cn('block truncate', strong && 'font-medium text-zinc-900')} title={email ?? undefined}>
      {ownerName(email)}
    </span>
  );
}

/** The owner column: `strong` where it heads the row, plain beside a row's own title. */
export function ownerColumn<Row extends { ownerEmail: string | null }>(
  label: string,
  { strong = false } = {},
): Column<Row> {
  return { label, cell: (row) => <Owner email={row.ownerEmail} strong={strong} /> };
}

/** A day, or '—' while there is none (an unpaid order). */
export function dateColumn<Row>(label: string, date: (row: Row) => string | null): Column<Row> {
  return {
    label,
    cell: (row) => {
      const value = date(row);
      return <span className="whitespace-nowrap">{value ? formatDate(value) : '—'}</span>;
    },
  };
}

/** How many the row made and what it cost: '4 · 2 credits'. */
export function countColumn<Row extends { creditCost: number }>(
  label: string,
  count: (row: Row) => number,
): Column<Row> {
  return {
    label,
    cell: (row) => (
      <span className="tabular-nums">
        {count(row)} · {formatCredits(row.creditCost)} credits
      </span>
    ),
  };
}

/** A row's picture beside its title (whole, wrapped), a details line and the customer's own words. */
export function ImageTitle({
  src,
  title,
  details,
  note,
}: {
  src: string | null;
  title: string;
  details?: string;
  note: string | null;
}) {
  return (
    <span className="flex min-w-0 items-start gap-3">
      <span className="shrink-0">
        <Thumbnails srcs={src ? [src] : []} alt={title} size="size-12" />
      </span>
      <span className="min-w-0">
        <span className="block font-medium break-words text-zinc-900">{title}</span>
        {details ? <span className="block text-[13px] text-zinc-500">{details}</span> : null}
        {note ? (
          <span className="line-clamp-2 text-[13px] text-zinc-500" title={note}>
            {note}
          </span>
        ) : null}
      </span>
    </span>
  );
}
