import { Images, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage } from '@/features/assets';
import { ActionCard } from '@/features/sessions';
import { cn } from '@/lib/cn';
import { useGeneration, useGenerations } from './api';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Queued', variant: 'neutral' },
  generating: { label: 'Generating', variant: 'brand' },
  retrying: { label: 'Retrying', variant: 'warning' },
  finished: { label: 'Finished', variant: 'success' },
  error: { label: 'Failed', variant: 'danger' },
};
const statusOf = (s: string) => STATUS[s] ?? { label: s, variant: 'neutral' as const };

const newLink = (
  <Link to="/action/generate-packaging-design" className={buttonClass()}>
    <Sparkles aria-hidden /> New generation
  </Link>
);

/** The run's first concept large, the next three small beside it from 640 px; a placeholder until one is done. */
function Thumbnails({ urls, status }: { urls: string[]; status: string }) {
  const [first, ...more] = urls;
  return (
    <div className="flex shrink-0 items-center gap-1.5" data-testid="generation-thumbnails">
      {first ? (
        <AssetImage src={first} alt="" className="size-14 rounded-lg ring-1 ring-zinc-200" />
      ) : (
        <span className="flex size-14 items-center justify-center rounded-lg bg-zinc-100 text-zinc-400">
          <Images
            className={cn('size-5', status !== 'error' && status !== 'finished' && 'animate-pulse')}
            aria-hidden
          />
        </span>
      )}
      {more.slice(0, 3).map((url) => (
        <AssetImage
          key={url}
          src={url}
          alt=""
          className="size-10 rounded-md ring-1 ring-zinc-200 max-sm:hidden"
        />
      ))}
    </div>
  );
}

/** /dashboard/generations: every packaging generator run, refreshed every 60 s while any runs. */
export function GenerationsPage() {
  const query = useGenerations();
  const items = query.data?.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Generations"
        description="Everything the packaging generator has made for you."
        actions={newLink}
      />
      {query.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your generations" error={query.error} onRetry={query.refetch} />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={Images}
            title="No generations yet"
            description="Describe your brand and pick a pack; your concepts appear here."
            action={newLink}
          />
        </div>
      ) : (
        <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl border border-zinc-200 bg-white">
          {items.map((g) => (
            <li key={g.id} data-testid="generation-row">
              <Link
                to={`/dashboard/generations/${g.id}`}
                className="flex items-center gap-3 px-4 py-3 transition hover:bg-zinc-50 sm:px-5"
              >
                <Thumbnails urls={g.thumbnailUrls ?? []} status={g.status} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-900">{g.name}</p>
                  <p className="truncate text-xs text-zinc-500">
                    {g.imageCount} {g.imageCount === 1 ? 'concept' : 'concepts'}
                    {g.slogan ? ` · ${g.slogan}` : ''} ·{' '}
                    {new Date(g.createdAt).toLocaleString(undefined, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </p>
                </div>
                <Badge variant={statusOf(g.status).variant}>{statusOf(g.status).label}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /dashboard/generations/{id}: one run with its concepts as they arrive. */
export function GenerationPage({ id }: { id: string }) {
  const query = useGeneration(id);
  if (query.isPending) {
    return (
      <Page>
        <Skeleton className="mb-6 h-9 w-64" />
        <Skeleton className="h-72 rounded-2xl" />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <LoadError title="We couldn't load this generation" error={query.error} onRetry={query.refetch} />
      </Page>
    );
  }
  const g = query.data.data;
  return (
    <Page>
      <PageHeader
        eyebrow={<Badge variant={statusOf(g.status).variant}>{statusOf(g.status).label}</Badge>}
        title={g.name}
        description={g.slogan ?? undefined}
        actions={
          g.sessionId ? (
            <Link to={`/dashboard/sessions/${g.sessionId}`} className={buttonClass({ variant: 'outline' })}>
              Open session
            </Link>
          ) : null
        }
      />
      {g.designAction ? (
        <ActionCard
          action={g.designAction}
          onOpenImage={(assetId) =>
            window.location.assign(`/dashboard/sessions/${g.sessionId}?activeAssetId=${assetId}`)
          }
        />
      ) : null}
    </Page>
  );
}
