import { COLLECTIONS, MESSAGES } from '@packsmith/core';
import { ArrowLeft, FolderHeart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { PickableAssetTile } from '@/features/assets';
import type { CollectionPickerProps } from '@/lib/asset-slots';
import { useCollectionItems, useCollections } from './api';
import { CollectionCover } from './collection-cover';

const grid = 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6';

function GridSkeleton() {
  return (
    <div className={grid} aria-busy>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-square rounded-xl" />
      ))}
    </div>
  );
}

/**
 * "Choose from collections" in the image pickers: the person's collections with images, then
 * one collection's images; one image can be picked, a double click takes it at once.
 */
export function CollectionImagePicker({ selectedId, onSelect, onOpen }: CollectionPickerProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useCollections({
    sortBy: 'last-modified',
    limit: COLLECTIONS.dialogPageSize,
    excludeEmpty: true,
  });
  const collections = list.data?.pages.flatMap((p) => p.data) ?? [];
  const open = collections.find((c) => c.id === openId);
  if (open) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => setOpenId(null)}>
            <ArrowLeft aria-hidden /> All collections
          </Button>
          <span className="truncate text-sm font-medium text-zinc-900">{open.name}</span>
        </div>
        <CollectionImages
          collectionId={open.id}
          selectedId={selectedId}
          onSelect={onSelect}
          onOpen={onOpen}
        />
      </div>
    );
  }
  if (list.isPending) return <GridSkeleton />;
  if (list.isError)
    return <LoadError title="We couldn't load your collections" error={list.error} onRetry={list.refetch} />;
  if (collections.length === 0) {
    return (
      <div className="flex min-h-64 items-center justify-center rounded-2xl border border-dashed border-zinc-200">
        <EmptyState
          icon={FolderHeart}
          title={MESSAGES.collections.empty}
          description="Collections you create will appear here, so you can pick an image from any of them."
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className={grid} aria-label="Your collections" data-testid="collection-picker">
        {collections.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => setOpenId(c.id)}
              className="group block w-full overflow-hidden rounded-xl text-left ring-1 ring-zinc-200 transition hover:ring-zinc-300"
            >
              <CollectionCover collection={c} className="aspect-square w-full" />
              <span className="block truncate px-2 pt-1.5 text-xs font-medium text-zinc-900">{c.name}</span>
              <span className="block px-2 pb-1.5 text-[11px] text-zinc-500">
                {c.assetsCount} {c.assetsCount === 1 ? 'image' : 'images'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore pages={list} shown={collections.length} total={list.data?.pages.at(-1)?.totalCount ?? 0} />
    </div>
  );
}

function CollectionImages({
  collectionId,
  selectedId,
  onSelect,
  onOpen,
}: CollectionPickerProps & { collectionId: string }) {
  const items = useCollectionItems(collectionId, true);
  const loaded = items.data?.pages.flatMap((p) => p.data) ?? [];
  if (items.isPending) return <GridSkeleton />;
  if (items.isError)
    return <LoadError title="We couldn't load the images" error={items.error} onRetry={items.refetch} />;
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-label="Images in this collection" className={grid}>
        {loaded.map(({ asset }) => (
          <PickableAssetTile
            key={asset.id}
            asset={asset}
            selected={asset.id === selectedId}
            onSelect={onSelect}
            onOpen={onOpen}
          />
        ))}
      </fieldset>
      <LoadMore pages={items} shown={loaded.length} total={items.data?.pages.at(-1)?.totalCount ?? 0} />
    </div>
  );
}
