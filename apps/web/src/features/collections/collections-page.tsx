import { COLLECTION_SORTS, type CollectionSort, MESSAGES } from '@packsmith/core';
import { FolderHeart, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useShellActions } from '@/lib/shell-actions-context';
import { useCollections } from './api';
import { CollectionMosaic } from './collection-cover';
import { PendingInvitations } from './invitation-answer';

export const SORT_LABELS: Record<CollectionSort, string> = {
  'last-modified': 'Last modified',
  'date-created': 'Date created',
  alphabetical: 'Name (A–Z)',
};

/** /dashboard/collections: every collection the person owns or collaborates on. */
export function CollectionsPage() {
  const [sortBy, setSortBy] = useState<CollectionSort>('last-modified');
  const { openCreateCollection } = useShellActions();
  const query = useCollections({ sortBy });
  const collections = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Page>
      <PageHeader
        title="Collections"
        description="Group the designs you love and share them with your team."
        actions={
          <Button onClick={openCreateCollection}>
            <Plus aria-hidden /> New collection
          </Button>
        }
      />
      <PendingInvitations />
      <div className="mb-5 flex items-center justify-end gap-2">
        <label htmlFor="collections-sort" className="shrink-0 text-sm text-zinc-600">
          Sort by
        </label>
        <Select
          id="collections-sort"
          value={sortBy}
          onChange={(e) => setSortBy(e.target.value as CollectionSort)}
          options={COLLECTION_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          className="w-full min-w-44 sm:w-auto"
        />
      </div>
      {query.isPending ? (
        <div
          className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
          data-testid="collections-loading"
        >
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your collections" error={query.error} onRetry={query.refetch} />
      ) : collections.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={FolderHeart}
            title={MESSAGES.collections.empty}
            description="Save images from anywhere in Packsmith into a collection."
            action={<Button onClick={openCreateCollection}>Create a collection</Button>}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <ul
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            data-testid="collections-grid"
          >
            {collections.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/dashboard/collections/${c.id}`}
                  className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200 transition hover:shadow-md hover:ring-zinc-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <CollectionMosaic collection={c} />
                  <div className="px-3 py-2.5">
                    <p className="truncate text-sm font-semibold text-zinc-900">{c.name}</p>
                    <p className="flex items-center gap-1.5 text-xs text-zinc-500">
                      {c.assetsCount} {c.assetsCount === 1 ? 'image' : 'images'}
                      {c.role === 'collaborator' ? (
                        <>
                          <span aria-hidden>·</span>
                          <Users className="size-3" aria-hidden /> Shared with you
                        </>
                      ) : null}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore pages={query} shown={collections.length} total={total} auto />
        </div>
      )}
    </Page>
  );
}
