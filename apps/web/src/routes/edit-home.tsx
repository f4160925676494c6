import { type Asset, PAGE_SIZES } from '@packsmith/core';
import { FolderHeart, Images, Upload, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ToolBadge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { type AssetFilters, AssetImage, assetTitle, useInfiniteAssets } from '@/features/assets';
import { editorPath, sessionEditorPath, sessionOf } from '@/features/editor';

const EDITS: AssetFilters = { editsOnly: true };

const STARTS = [
  { action: 'upload', label: 'Start from upload', icon: Upload },
  { action: 'generations', label: 'Choose from generations', icon: Images },
  { action: 'collections', label: 'Choose from collections', icon: FolderHeart },
] as const;

/** An edited image opens in the editor on its session, where its conversation lives. */
function editTarget(asset: Asset): string {
  const session = sessionOf(asset);
  return session ? sessionEditorPath(session, asset.id) : editorPath(asset.id);
}

function RecentEdits() {
  const query = useInfiniteAssets(EDITS, PAGE_SIZES.recentImages);
  const assets = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadError title="We couldn't load your edits" error={query.error} onRetry={query.refetch} />;
  }
  if (!assets.length) {
    return (
      <div className="rounded-2xl border border-dashed border-zinc-200">
        <EmptyState
          icon={WandSparkles}
          title="No edits yet"
          description="Pick an image above and tell the editor what to change — your edited images appear here."
        />
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="recent-edits">
        {assets.map((asset) => (
          <li key={asset.id}>
            <Link
              to={editTarget(asset)}
              className="group block overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500"
              data-testid="recent-edit"
            >
              <AssetImage src={asset.thumbnailUrl} alt={assetTitle(asset)} className="aspect-square" />
              <span className="block truncate px-2.5 py-2 text-xs text-zinc-600">
                Edited {new Date(asset.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore pages={query} shown={assets.length} total={total} />
    </>
  );
}

/** /dashboard/edit — start an edit (upload, generations, collections) or pick up a recent one. */
export function Component() {
  return (
    <Page>
      <PageHeader
        eyebrow={<ToolBadge icon={WandSparkles}>Editor</ToolBadge>}
        title="Edits"
        description="Edit any image by chatting with AI: change colours, text, format or angle — everything else stays as it is."
      />
      <section className="mb-8 grid gap-3 sm:grid-cols-3" aria-label="Start an edit">
        {STARTS.map(({ action, label, icon: Icon }) => (
          <Link
            key={action}
            to={`/dashboard/edit/selector?action=${action}`}
            className={buttonClass({ variant: 'outline', size: 'lg', className: 'justify-start' })}
          >
            <Icon aria-hidden /> {label}
          </Link>
        ))}
      </section>
      <h2 className="mb-3 text-base font-semibold text-zinc-900">Recent edits</h2>
      <RecentEdits />
    </Page>
  );
}
