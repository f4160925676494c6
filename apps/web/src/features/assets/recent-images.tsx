import { PAGE_SIZES } from '@packsmith/core';
import { type ReactNode, useState } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { flattenPages, GENERATED_IMAGES, useInfiniteAssets } from './api';
import { AssetImage, FavouriteButton } from './asset-image';
import { AssetPreviewDialog } from './asset-preview';
import { NoFavourites, useFavouritesOnly } from './favourites-filter';
import { assetTitle } from './rules';

/**
 * Recent generated images (24 at a time, 'Load more') with favourites — the create dialog's
 * Images side. `empty` is shown when there are none.
 */
export function RecentImages({ empty }: { empty: ReactNode }) {
  const favourites = useFavouritesOnly(GENERATED_IMAGES);
  const query = useInfiniteAssets(favourites.filters, PAGE_SIZES.recentImages);
  const { assets, total } = flattenPages(query.data);
  const [openId, setOpenId] = useState<string | null>(null);
  const gallery = {
    items: assets.map((a) => ({ assetId: a.id, thumbnailUrl: a.thumbnailUrl })),
    onSelect: setOpenId,
    label: 'Your recent images',
  };

  if (query.isPending) {
    return (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError || (assets.length === 0 && !favourites.on)) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3" data-testid="recent-images">
      <div className="flex justify-end">{favourites.toggle}</div>
      {assets.length === 0 ? <NoFavourites /> : null}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {assets.map((asset) => (
          <li key={asset.id} className="group relative aspect-square">
            <button
              type="button"
              onClick={() => setOpenId(asset.id)}
              aria-label={`Open ${assetTitle(asset)}`}
              className="block size-full overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-zinc-300"
            >
              <AssetImage src={asset.thumbnailUrl} alt="" className="size-full" />
            </button>
            <FavouriteButton
              asset={asset}
              className="absolute top-1.5 right-1.5 size-7 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 aria-pressed:opacity-100"
            />
          </li>
        ))}
      </ul>
      <LoadMore pages={query} shown={assets.length} total={total} />
      <AssetPreviewDialog
        assetId={openId}
        open={openId !== null}
        onOpenChange={(o) => !o && setOpenId(null)}
        editorNote={false}
        gallery={gallery}
      />
    </div>
  );
}
