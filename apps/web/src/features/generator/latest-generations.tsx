import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage } from '@/features/assets';
import { useLatestGenerations } from './api';

interface LatestGenerationsProps {
  limit: number;
  emptyTitle: string;
  emptyDescription: string;
  onNavigate: () => void;
}

/** The Generator panel's newest runs: first concept's thumbnail and name, each opening its page. */
export function LatestGenerations({
  limit,
  emptyTitle,
  emptyDescription,
  onNavigate,
}: LatestGenerationsProps) {
  const query = useLatestGenerations(limit);
  if (query.isPending) {
    return (
      <div className="mt-2 space-y-1.5 px-2.5" data-testid="latest-generations-loading">
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="We couldn't load your generations" error={query.error} onRetry={query.refetch} />
    );
  }
  const items = query.data.data;
  if (items.length === 0) {
    return <EmptyState size="sm" icon={Sparkles} title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <ul className="mt-1 flex flex-col gap-0.5" data-testid="latest-generations">
      {items.map((g) => (
        <li key={g.id}>
          <Link
            to={`/dashboard/generations/${g.id}`}
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-xl px-2.5 py-1.5 text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
          >
            {g.thumbnailUrls[0] ? (
              <AssetImage
                src={g.thumbnailUrls[0]}
                alt=""
                className="size-9 shrink-0 rounded-lg ring-1 ring-zinc-200"
              />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-400">
                <Sparkles className="size-4" aria-hidden />
              </span>
            )}
            <span className="min-w-0 truncate font-medium">{g.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
