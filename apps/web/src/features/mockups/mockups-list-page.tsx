import { MOCKUP_MESSAGES } from '@packsmith/core';
import { Box, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useMockups } from './api';
import { MockupStatusBadge, OutputTile } from './mockup-parts';
import { MyProductRequests } from './my-product-requests';

const NewMockupLink = () => (
  <Link to="/dashboard/mockups/new" className={buttonClass()}>
    <Plus aria-hidden /> New mockup
  </Link>
);

/** /dashboard/mockups: every mockup, newest first, its outputs as thumbnails. */
export function MockupsListPage() {
  const query = useMockups();
  const mockups = query.data?.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Mockups"
        description="Your artwork on products from the catalogue."
        actions={mockups.length > 0 ? <NewMockupLink /> : null}
      />
      {query.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your mockups" error={query.error} onRetry={query.refetch} />
      ) : mockups.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200" data-testid="mockups-empty">
          <EmptyState
            icon={Box}
            title={MOCKUP_MESSAGES.emptyTitle}
            description={MOCKUP_MESSAGES.emptyMessage}
            action={<NewMockupLink />}
          />
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Your mockups">
          {mockups.map((m) => (
            <li
              key={m.id}
              className="rounded-2xl border border-zinc-200 bg-white p-4"
              data-testid="mockup-card"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/dashboard/mockups/${m.id}`}
                  className="min-w-0 truncate font-medium text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {[...new Set(m.outputs.map((o) => o.product?.product ?? o.productId))].join(', ')}
                </Link>
                <span className="flex items-center gap-2 text-xs text-zinc-500">
                  {new Date(m.createdAt).toLocaleDateString()}
                  <MockupStatusBadge status={m.status} />
                </span>
              </div>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-10">
                {m.outputs.map((o) => (
                  <Link
                    key={o.id}
                    to={`/dashboard/mockups/${m.id}/preview/${o.id}`}
                    tabIndex={o.thumbnailUrl ? undefined : -1}
                    aria-disabled={!o.thumbnailUrl || undefined}
                    className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <OutputTile output={o} failed={m.status === 'failed'} />
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <MyProductRequests />
    </Page>
  );
}
