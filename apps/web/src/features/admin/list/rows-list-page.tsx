import { ADMIN_LIST_PAGE_SIZE } from '@packsmith/core';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { pageCount, rangeLabel } from '@/features/credits';
import { useAdminList } from './api';
import { ListBody, ListSkeleton } from './list-body';
import { SearchBox } from './search-box';

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
export function RowsListPage<Page extends Paged, Row extends { id: string; status: string }>({
  title,
  description,
  path,
  rowsOf,
  columns,
  search,
  empty,
  testId,
}: {
  title: string;
  description: string;
  path: string;
  rowsOf: (page: Page) => Row[];
  columns: Column<Row>[];
  search: { label: string; placeholder: string; hint: string };
  empty: { icon: LucideIcon; title: string; description: string };
  testId: string;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminList<Page>(path, q, page, rowsOf);
  const onSearch = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);
  const [lead, ...rest] = columns;

  return (
    <Page>
      <StaffPageHeader title={title} description={description} />
      <SearchBox
        id={`${testId}-search`}
        label={search.label}
        placeholder={search.placeholder}
        onSearch={onSearch}
      />
      <Card className="overflow-hidden">
        <ListBody
          query={list}
          errorTitle={`We couldn't load the ${title.toLowerCase()}`}
          isEmpty={(data) => rowsOf(data).length === 0}
          empty={q ? { icon: empty.icon, title: 'Nothing matches', description: search.hint } : empty}
          loading={<ListSkeleton rows={4} rowClassName="h-14" />}
        >
          {(data) => (
            <>
              <table className="hidden w-full text-left text-sm md:table" data-testid={`${testId}-table`}>
                <thead className="border-b border-zinc-100 text-xs text-zinc-500">
                  <tr>
                    {columns.map((c) => (
                      <th key={c.label} scope="col" className="px-4 py-2.5 font-medium first:pl-5">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-zinc-100">
                  {rowsOf(data).map((row) => (
                    <tr key={row.id} data-testid={`${testId}-row`}>
                      {columns.map((c) => (
                        <td key={c.label} className="max-w-64 px-4 py-3 align-top text-zinc-700 first:pl-5">
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="divide-y divide-zinc-100 md:hidden" data-testid={`${testId}-cards`}>
                {rowsOf(data).map((row) => (
                  <li
                    key={row.id}
                    className="flex flex-col gap-2 px-4 py-3 text-sm"
                    data-testid={`${testId}-card`}
                  >
                    {lead ? lead.cell(row) : null}
                    {rest
                      .filter((c) => c.card !== false)
                      .map((c) => (
                        <div key={c.label} className="flex min-w-0 items-start gap-2">
                          <span className="w-20 shrink-0 text-[13px] text-zinc-500">{c.label}</span>
                          <span className="min-w-0 flex-1 text-zinc-700">{c.cell(row)}</span>
                        </div>
                      ))}
                  </li>
                ))}
              </ul>
              <Pager
                summary={rangeLabel(page, ADMIN_LIST_PAGE_SIZE, data.totalCount)}
                page={page}
                pages={pageCount(data.totalCount, ADMIN_LIST_PAGE_SIZE)}
                onPage={setPage}
              />
            </>
          )}
        </ListBody>
      </Card>
    </Page>
  );
}
