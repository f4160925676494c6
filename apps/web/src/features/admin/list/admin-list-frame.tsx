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

export interface AdminListFrameProps<Data, Row> {
  title: string;
  description: string;
  /** The API list, e.g. /api/admin/variations. */
  path: string;
  rowsOf: (page: Data) => Row[];
  search: { label: string; placeholder: string; hint: string };
  empty: { icon: LucideIcon; title: string; description: string };
  testId: string;
}

/**
 * Every staff list's frame: header, search, the paged card with loading, error and empty states.
 * `renderRows` draws one page's rows; `children` sit after the card (dialogs).
 */
export function AdminListFrame<Data extends { totalCount: number }, Row extends { status: string }>({
  title,
  description,
  path,
  rowsOf,
  search,
  empty,
  testId,
  renderRows,
  children,
}: AdminListFrameProps<Data, Row> & { renderRows: (rows: Row[]) => ReactNode; children?: ReactNode }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminList<Data>(path, q, page, rowsOf);
  const onSearch = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);

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
              {renderRows(rowsOf(data))}
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
      {children}
    </Page>
  );
}
