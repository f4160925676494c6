import { Box } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage } from '@/features/assets';
import { useLatestMockups } from './api';

export interface LatestMockupsProps {
  limit: number;
  emptyTitle: string;
  emptyDescription: string;
  onNavigate: () => void;
}

/** The Mockup panel's latest mockups: each with up to 4 output thumbnails and a +N for the rest. */
export function LatestMockups({ limit, emptyTitle, emptyDescription, onNavigate }: LatestMockupsProps) {
  const query = useLatestMockups(limit);
  if (query.isPending)
    return (
      <div className="mt-2 space-y-1.5 px-2.5" data-testid="latest-mockups-loading">
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
      </div>
    );
  if (query.isError)
    return <LoadError title="We couldn't load your mockups" error={query.error} onRetry={query.refetch} />;
  const items = query.data.data;
  if (items.length === 0)
    return <EmptyState size="sm" icon={Box} title={emptyTitle} description={emptyDescription} />;
  return (
    <ul className="mt-1 flex flex-col gap-0.5" data-testid="latest-mockups">
      {items.map((m) => {
        const names = [...new Set(m.products)].length;
        return (
          <li key={m.id}>
            <Link
              to={`/dashboard/mockups/${m.id}`}
              onClick={onNavigate}
              aria-label={`Mockup of ${m.imageCount} images on ${names} product${names === 1 ? '' : 's'}`}
              className="flex items-center gap-1.5 rounded-xl px-2.5 py-1.5 text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
            >
              {m.outputs.map((o) =>
                o.thumbnailUrl ? (
                  <AssetImage
                    key={o.id}
                    src={o.thumbnailUrl}
                    alt=""
                    className="size-9 shrink-0 rounded-lg ring-1 ring-zinc-200"
                  />
                ) : (
                  <span
                    key={o.id}
                    className="size-9 shrink-0 animate-pulse rounded-lg bg-zinc-100"
                    aria-hidden
                  />
                ),
              )}
              {m.moreOutputs > 0 ? (
                <span className="ml-0.5 text-xs font-medium text-zinc-500">+{m.moreOutputs}</span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
