import { FolderHeart } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestCollections } from './api';
import { CollectionCover } from './collection-cover';

/** The sidebar Collections panel's list: the latest few by last update. */
export function LatestCollections({
  limit,
  enabled,
  emptyTitle,
  emptyDescription,
  onNavigate,
}: {
  limit: number;
  /** Off for anonymous visitors (they see the empty state). */
  enabled: boolean;
  emptyTitle: string;
  emptyDescription: string;
  onNavigate: () => void;
}) {
  const query = useLatestCollections(limit, enabled);
  if (!enabled || (query.isSuccess && query.data.data.length === 0)) {
    return <EmptyState size="sm" icon={FolderHeart} title={emptyTitle} description={emptyDescription} />;
  }
  if (query.isPending) {
    return (
      <div className="mt-2 space-y-1.5 px-2.5" data-testid="latest-collections-loading">
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="We couldn't load your collections" error={query.error} onRetry={query.refetch} />
    );
  }
  return (
    <ul className="mt-1 flex flex-col gap-0.5" data-testid="latest-collections">
      {query.data.data.map((c) => (
        <li key={c.id}>
          <Link
            to={`/dashboard/collections/${c.id}`}
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-xl px-2.5 py-1.5 text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
          >
            <CollectionCover collection={c} className="size-9 shrink-0 rounded-lg ring-1 ring-zinc-200" />
            <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
            <span className="text-xs text-zinc-400">{c.assetsCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
