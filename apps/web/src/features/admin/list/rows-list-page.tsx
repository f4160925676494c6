import type { ReactNode } from 'react';
import { AdminListFrame, type AdminListFrameProps } from './admin-list-frame';
import { ListRows } from './list-rows';

/** One column: a table cell on a wide screen; on a phone its card line (`card: false` leaves it out). */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  card?: false;
}

interface Paged {
  totalCount: number;
}

/**
 * A staff list page with no retry/cancel (product requests, every mockup): search, a paged table
 * (cards on a phone) from `columns`, and the loading, error and empty states.
 */
export function RowsListPage<Data extends Paged, Row extends { id: string; status: string }>({
  columns,
  testId,
  ...frame
}: AdminListFrameProps<Data, Row> & { columns: Column<Row>[] }) {
  const [lead, ...rest] = columns;
  return (
    <AdminListFrame
      {...frame}
      testId={testId}
      renderRows={(rows) => (
        <ListRows
          rows={rows}
          testId={testId}
          headings={columns.map((c) => c.label)}
          cells={(row) =>
            columns.map((c) => (
              <td key={c.label} className="max-w-64 px-4 py-3 align-top text-zinc-700 first:pl-5">
                {c.cell(row)}
              </td>
            ))
          }
          cardClassName="text-sm"
          card={(row) => (
            <>
              {lead ? lead.cell(row) : null}
              {rest
                .filter((c) => c.card !== false)
                .map((c) => (
                  <div key={c.label} className="flex min-w-0 items-start gap-2">
                    <span className="w-20 shrink-0 text-[13px] text-zinc-500">{c.label}</span>
                    <span className="min-w-0 flex-1 text-zinc-700">{c.cell(row)}</span>
                  </div>
                ))}
            </>
          )}
        />
      )}
    />
  );
}
