import { type Asset, PAGE_SIZES } from '@packsmith/core';
import { Sparkles, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type AssetFilters, flattenPages, GENERATED_IMAGES, useInfiniteAssets } from './api';
import { NoFavourites, useFavouritesOnly } from './favourites-filter';
import { PickableAssetTile } from './pickable-asset-tile';

/**
 * The user's generated images as a grid, 48 per page with 'Load more' — the Start editing
 * dialog's 'Previous designs'. One image can be picked; double click opens it at once.
 */
export function PreviousDesignsGrid({
  selectedId,
  onSelect,
  onOpen,
  onUploadInstead,
  filters = GENERATED_IMAGES,
  pageSize = PAGE_SIZES.previousDesigns,
  className,
}: {
  selectedId: string | null;
  onSelect: (asset: Asset | null) => void;
  onOpen?: (asset: Asset) => void;
  onUploadInstead?: () => void;
  filters?: AssetFilters;
  pageSize?: number;
  className?: string;
}) {
  const favourites = useFavouritesOnly(filters);
  const query = useInfiniteAssets(favourites.filters, pageSize);
  const { assets, total } = flattenPages(query.data);

  if (query.isPending) {
    return (
      <div className={cn('grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6', className)} aria-busy>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load your designs"
        error={query.error}
        onRetry={query.refetch}
        className={className}
      />
    );
  }
  if (assets.length === 0 && favourites.on) {
    return (
      <div className={cn('flex flex-col gap-3', className)}>
        <div className="flex justify-end">{favourites.toggle}</div>
        <NoFavourites className="flex min-h-64 items-center justify-center sm:min-h-80" />
      </div>
    );
  }
  if (assets.length === 0) {
    return (
      <div
        className={cn(
          'flex min-h-64 items-center sm:min-h-80 justify-center rounded-2xl border border-dashed border-zinc-200',
          className,
        )}
      >
        <EmptyState
          icon={Sparkles}
          title="No previous designs"
          description="Designs you generate will appear here. You can also upload any image to edit it."
          action={
            onUploadInstead ? (
              <Button variant="soft" size="sm" onClick={onUploadInstead}>
                <Upload aria-hidden /> Upload an image
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex justify-end">{favourites.toggle}</div>
      <div className="flex flex-col gap-4" data-testid="previous-designs">
        <fieldset
          aria-label="Previous designs"
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
        >
          {assets.map((asset) => (
            <PickableAssetTile
              key={asset.id}
              asset={asset}
              selected={asset.id === selectedId}
              onSelect={onSelect}
              onOpen={onOpen}
            />
          ))}
        </fieldset>
        <LoadMore pages={query} shown={assets.length} total={total} />
      </div>
    </div>
  );
}
