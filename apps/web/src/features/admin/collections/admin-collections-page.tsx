import { type AdminCollection, COLLECTIONS } from '@packsmith/core';
import { FolderHeart, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { formatDate, pageCount, rangeLabel } from '@/features/credits';
import { cn } from '@/lib/cn';
import { useAdminCollections } from './api';

const PAGE_SIZE = COLLECTIONS.dialogPageSize;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function CollectionTable({ collections }: { collections: AdminCollection[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table" data-testid="admin-collections-table">
      <thead className="border-b border-zinc-100 text-xs text-zinc-500">
        <tr>
          {['Collection', 'Owner', 'Images', 'Collaborators', 'Last update'].map((label) => (
            <th key={label} scope="col" className="px-4 py-2.5 font-medium first:pl-5">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {collections.map((c) => (
          <tr key={c.id} data-testid="admin-collection-row">
            <td className="max-w-64 truncate py-3 pr-4 pl-5 font-medium text-zinc-900">{c.name}</td>
            <td className="max-w-56 truncate px-4 py-3 text-zinc-700">{c.ownerEmail ?? 'Deleted account'}</td>
            <td className="px-4 py-3 text-zinc-700 tabular-nums">{c.assetsCount}</td>
            <td className="px-4 py-3 text-zinc-700 tabular-nums">{c.collaboratorsCount}</td>
            <td className="px-4 py-3 whitespace-nowrap text-zinc-500">{formatDate(c.lastUpdatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CollectionCards({ collections }: { collections: AdminCollection[] }) {
  return (
    <ul className="divide-y divide-zinc-100 md:hidden">
      {collections.map((c) => (
        <li key={c.id} className="flex flex-col gap-0.5 px-4 py-3">
          <span className="truncate text-sm font-medium text-zinc-900">{c.name}</span>
          <span className="truncate text-[13px] text-zinc-600">{c.ownerEmail ?? 'Deleted account'}</span>
          <span className="text-[13px] text-zinc-500">
            {plural(c.assetsCount, 'image')} · {plural(c.collaboratorsCount, 'collaborator')} ·{' '}
            {formatDate(c.lastUpdatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/collections: every collection with its owner, counts and last update. */
export function AdminCollectionsPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminCollections(q, page, PAGE_SIZE);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  let body: ReactNode;
  if (list.isPending)
    body = (
      <div className="flex flex-col gap-3 p-5" aria-hidden>
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} className="h-10 w-full" />
        ))}
      </div>
    );
  else if (list.isError)
    body = (
      <LoadError
        className="m-4"
        title="We couldn't load the collections"
        error={list.error}
        onRetry={list.refetch}
      />
    );
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        icon={FolderHeart}
        title={q ? 'Nothing matches' : 'No collections'}
        description={q ? 'Try an owner’s full e-mail address or part of a name.' : undefined}
      />
    );
  else
    body = (
      <div className={cn(list.isPlaceholderData && 'opacity-60')}>
        <CollectionTable collections={list.data.data} />
        <CollectionCards collections={list.data.data} />
        <Pager
          summary={rangeLabel(page, PAGE_SIZE, list.data.totalCount)}
          page={page}
          pages={pageCount(list.data.totalCount, PAGE_SIZE)}
          onPage={setPage}
        />
      </div>
    );

  return (
    <Page>
      <StaffPageHeader
        title="Collections"
        description="Collections across all accounts, latest update first."
      />
      <search className="mb-4">
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor="collections-search" className="sr-only">
            Search by owner e-mail or collection name
          </label>
          <Input
            id="collections-search"
            type="search"
            placeholder="Owner e-mail or collection name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden /> Search
          </Button>
        </form>
      </search>
      <Card className="overflow-hidden">{body}</Card>
    </Page>
  );
}
