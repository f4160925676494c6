import { type Asset, PAGE_SIZES } from '@packsmith/core';
import { Check, Heart, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type AssetFilters, UPLOADED_IMAGES, useAssetsPage } from './api';
import { AssetImage } from './asset-image';
import { NoFavourites, useFavouritesOnly } from './favourites-filter';
import { availableLabel, pagerState } from './pager';
import { PickerPages } from './picker-pages';
import { assetTitle } from './rules';

export interface ExistingAssetPickerProps {
  /** Which assets to offer (default: the user's own uploads). */
  filters?: AssetFilters;
  /** The picked asset's id. */
  value: string | null;
  onChange: (asset: Asset | null) => void;
  /** 10 per page (part 1); the asset selector forms ask for 20. */
  pageSize?: number;
  /** Open the picked asset straight away (double click or Enter twice). */
  onOpen?: (asset: Asset) => void;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  label?: string;
}

/**
 * The Existing asset picker: 'N assets available', a page of 10 (or `pageSize`), Back and Next with an 'N / M'
 * indicator, 'No images available' when empty. One asset can be picked.
 */
export function ExistingAssetPicker({
  filters = UPLOADED_IMAGES,
  value,
  onChange,
  pageSize = PAGE_SIZES.existingAssetPicker,
  onOpen,
  invalid,
  describedBy,
  className,
  label = 'Your images',
}: ExistingAssetPickerProps) {
  const [page, setPage] = useState(0);
  const favourites = useFavouritesOnly(filters, () => setPage(0));
  const offset = page * pageSize;
  const query = useAssetsPage(favourites.filters, { limit: pageSize, offset });
  const total = query.data?.totalCount ?? 0;
  const pager = pagerState(page, total, pageSize);

  // The list can shrink under us (deleted elsewhere): stay on a page that exists.
  useEffect(() => {
    if (query.data && page !== pager.page) setPage(pager.page);
  }, [query.data, page, pager.page]);

  if (query.isPending) {
    return (
      <div className={className} aria-busy>
        <Skeleton className="mb-3 h-4 w-32" />
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {Array.from({ length: pageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-square rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load your images"
        error={query.error}
        onRetry={query.refetch}
        className={className}
      />
    );
  }
  if (total === 0 && favourites.on) {
    return (
      <div className={cn('flex flex-col gap-3', className)} data-testid="existing-asset-picker">
        <div className="flex justify-end">{favourites.toggle}</div>
        <NoFavourites />
      </div>
    );
  }
  if (total === 0) {
    return (
      <div
        className={cn('rounded-2xl border border-dashed border-zinc-200', className)}
        data-testid="existing-asset-picker"
      >
        <EmptyState
          size="sm"
          icon={ImageOff}
          title="No images available"
          description="Images you upload are kept in your library, ready to use again here."
        />
      </div>
    );
  }

  const assets = query.data.data;
  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="existing-asset-picker">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-zinc-500" data-testid="assets-available">
          {availableLabel(total)}
        </p>
        {favourites.toggle}
      </div>
      <fieldset
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'grid grid-cols-3 gap-2 transition-opacity sm:grid-cols-5',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        {assets.map((asset) => {
          const selected = asset.id === value;
          return (
            <button
              key={asset.id}
              type="button"
              aria-pressed={selected}
              aria-label={assetTitle(asset)}
              title={assetTitle(asset)}
              onClick={() => onChange(selected ? null : asset)}
              onDoubleClick={() => onOpen?.(asset)}
              data-testid="picker-asset"
              className={cn(
                'group relative aspect-square overflow-hidden rounded-xl ring-1 ring-zinc-200 transition',
                'hover:ring-zinc-300',
                selected && 'ring-2 ring-brand-500 ring-offset-2',
              )}
            >
              <AssetImage src={asset.thumbnailUrl} alt="" className="size-full" />
              {asset.isFavourite ? (
                <span className="absolute bottom-1.5 left-1.5 flex size-5 items-center justify-center rounded-full bg-white/90 text-rose-500 shadow-sm">
                  <Heart className="size-3 fill-rose-500" aria-label="Favourite" />
                </span>
              ) : null}
              <span
                className={cn(
                  'absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full border-2 transition',
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-white/90 bg-zinc-900/20 text-transparent opacity-0 group-hover:opacity-100',
                )}
                aria-hidden
              >
                <Check className="size-3" strokeWidth={3} />
              </span>
            </button>
          );
        })}
      </fieldset>
      <PickerPages pager={pager} busy={query.isFetching} onPage={setPage} />
    </div>
  );
}
