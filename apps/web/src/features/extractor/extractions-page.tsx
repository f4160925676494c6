import { EXTRACTION_MESSAGES, type Extraction } from '@packsmith/core';
import { Download, Plus, ScanSearch } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';
import { useExtractions } from './api';

const NewExtraction = () => (
  <Link to="/dashboard/extract/selector" className={buttonClass()}>
    <Plus aria-hidden /> New extraction
  </Link>
);

function ExtractionCard({ e, highlighted }: { e: Extraction; highlighted: boolean }) {
  return (
    <article
      className={cn(
        'space-y-3 rounded-2xl border bg-white p-4',
        highlighted ? 'border-brand-300 ring-2 ring-brand-200' : 'border-zinc-200',
      )}
      data-testid="extraction"
    >
      <div className="flex flex-wrap items-center gap-3">
        <AssetImage
          src={e.sourceThumbnailUrl}
          alt="Source image"
          className="size-12 shrink-0 rounded-lg ring-1 ring-zinc-200"
        />
        <div className="min-w-0">
          <Badge variant={e.method === 'document' ? 'brand' : 'neutral'}>
            {e.method === 'document' ? 'Exact, from the design' : 'Un-warped from your corners'}
          </Badge>
          <p className="mt-1 text-xs text-zinc-500">
            {e.outputs.length} {e.outputs.length === 1 ? 'artwork' : 'panels'} ·{' '}
            {new Date(e.createdAt).toLocaleString()}
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {e.outputs.map((o) => (
          <li key={o.assetId} className="space-y-1.5">
            <AssetImage
              src={o.thumbnailUrl}
              alt={`${o.name} artwork`}
              fit="contain"
              className="aspect-square rounded-xl bg-zinc-50 ring-1 ring-zinc-200"
            />
            <div className="flex items-center justify-between gap-1 text-xs">
              <span className="font-medium text-zinc-700 capitalize">{o.name}</span>
              {o.url ? (
                <a
                  href={o.url}
                  download={`artwork-${o.name}.png`}
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  <Download className="size-3.5" aria-hidden /> Download
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** /dashboard/extract: every extraction, newest first, its flat artworks to download. */
export function ExtractionsPage() {
  const [params] = useSearchParams();
  const query = useExtractions();
  const rows = query.data?.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Artwork extractions"
        description="Flat artwork from your packaging images, ready to download."
        actions={rows.length > 0 ? <NewExtraction /> : null}
      />
      {query.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your extractions" error={query.error} onRetry={query.refetch} />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200" data-testid="extractions-empty">
          <EmptyState
            icon={ScanSearch}
            title={EXTRACTION_MESSAGES.emptyTitle}
            description={EXTRACTION_MESSAGES.emptyMessage}
            action={<NewExtraction />}
          />
        </div>
      ) : (
        <div className="space-y-4">
          {rows.map((e) => (
            <ExtractionCard key={e.id} e={e} highlighted={e.id === params.get('extractionId')} />
          ))}
        </div>
      )}
    </Page>
  );
}
