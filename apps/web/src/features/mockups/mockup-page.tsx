import { MOCKUP_MESSAGES } from '@packsmith/core';
import { ArrowLeft, Plus, WandSparkles } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetPreviewDialog } from '@/features/assets';
import { editorPath } from '@/features/editor';
import { useMockup } from './api';
import { completedCount, MockupStatusBadge, OutputTile, outputLabel } from './mockup-parts';
import { PlacementPanel } from './placement-panel';

/**
 * /dashboard/mockups/:id (also /preview and /preview/:outputId): the outputs as they complete;
 * an output opens in the asset preview (full view, download, favourite, editing).
 */
export function MockupPage() {
  const { id = '', outputId } = useParams();
  const navigate = useNavigate();
  const query = useMockup(id);
  const base = `/dashboard/mockups/${id}/preview`;

  if (query.isPending)
    return (
      <Page>
        <Skeleton className="mb-6 h-10 w-64" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="aspect-square rounded-xl" />
          ))}
        </div>
      </Page>
    );
  if (query.isError)
    return (
      <Page>
        <LoadError title="We couldn't load this mockup" error={query.error} onRetry={query.refetch} />
      </Page>
    );

  const mockup = query.data;
  const done = completedCount(mockup);
  const open = mockup.outputs.find((o) => o.id === outputId && o.assetId);
  const products = [...new Set(mockup.outputs.map((o) => o.product?.product ?? o.productId))];
  return (
    <Page>
      <PageHeader
        eyebrow={
          <Link to="/dashboard/mockups" className={buttonClass({ variant: 'link', size: 'sm' })}>
            <ArrowLeft aria-hidden /> All mockups
          </Link>
        }
        title={
          <span className="flex flex-wrap items-center gap-3">
            Mockup <MockupStatusBadge status={mockup.status} />
          </span>
        }
        description={`${products.join(', ')} · ${done} of ${mockup.imageCount} images`}
        actions={
          <Link to="/dashboard/mockups/new" className={buttonClass({ variant: 'outline' })}>
            <Plus aria-hidden /> New mockup
          </Link>
        }
      />
      {mockup.status === 'failed' ? (
        <Notice tone="danger" title={MOCKUP_MESSAGES.errorTitle} className="mb-4">
          {MOCKUP_MESSAGES.failed}
        </Notice>
      ) : null}
      {mockup.instructions ? (
        <p className="mb-4 max-w-2xl text-sm text-zinc-600">
          <span className="font-medium text-zinc-900">Instructions: </span>
          {mockup.instructions}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Mockup images">
        {mockup.outputs.map((o) => (
          <li key={o.id} className="flex flex-col gap-1.5">
            <OutputTile
              output={o}
              failed={mockup.status === 'failed'}
              onOpen={() => navigate(`${base}/${o.id}`)}
            />
            <span className="truncate text-xs text-zinc-500">{outputLabel(o)}</span>
          </li>
        ))}
      </ul>
      {mockup.status === 'completed' ? <PlacementPanel mockup={mockup} /> : null}
      <AssetPreviewDialog
        assetId={open?.assetId ?? null}
        open={Boolean(open)}
        onOpenChange={(o) => !o && navigate(base)}
        editorNote={false}
        gallery={{
          items: mockup.outputs.flatMap((o) =>
            o.assetId ? [{ assetId: o.assetId, thumbnailUrl: o.thumbnailUrl }] : [],
          ),
          onSelect: (assetId) => {
            const next = mockup.outputs.find((o) => o.assetId === assetId);
            if (next) navigate(`${base}/${next.id}`);
          },
          label: 'Images in this mockup',
        }}
        actions={
          open?.assetId ? (
            <Link
              to={editorPath(open.assetId, 'generation')}
              className={buttonClass({ variant: 'soft' })}
              data-testid="mockup-open-editor"
            >
              <WandSparkles aria-hidden /> Open in the editor
            </Link>
          ) : null
        }
      />
    </Page>
  );
}
