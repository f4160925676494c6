import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A column heading; an `srOnly` one is read out but not shown (the actions column). */
type Heading = string | { label: string; srOnly: true };

const label = (heading: Heading) => (typeof heading === 'string' ? heading : heading.label);

/**
 * A staff list's rows: a table on a wide screen and a card each on a phone, with the test ids
 * `${testId}-table`, `-row`, `-cards` and `-card`. The list draws one row's cells and one card.
 */
export function ListRows<Row extends { id: string }>({
  rows,
  testId,
  headings,
  cells,
  card,
  cardClassName,
}: {
  rows: Row[];
  testId: string;
  headings: Heading[];
  /** One row's `<td>`s, a heading each. */
  cells: (row: Row) => ReactNode;
  card: (row: Row) => ReactNode;
  cardClassName?: string;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table" data-testid={`${testId}-table`}>
        <thead className="border-b border-zinc-100 text-xs text-zinc-500">
          <tr>
            {headings.map((heading) => (
              <th key={label(heading)} scope="col" className="px-4 py-2.5 font-medium first:pl-5">
                {typeof heading === 'string' ? heading : <span className="sr-only">{heading.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`${testId}-row`}>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-zinc-100 md:hidden" data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn('flex flex-col gap-2 px-4 py-3', cardClassName)}
            data-testid={`${testId}-card`}
          >
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
