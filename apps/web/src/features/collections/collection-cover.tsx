import type { Collection } from '@packsmith/core';
import { FolderHeart } from 'lucide-react';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';

/** A collection's cover: its latest image, or a folder when it is empty. */
export function CollectionCover({ collection, className }: { collection: Collection; className?: string }) {
  const cover = collection.mostRecentAsset?.thumbnailUrl;
  if (!cover) {
    return (
      <span className={cn('flex items-center justify-center bg-zinc-100 text-zinc-400', className)}>
        <FolderHeart className="size-1/3 max-h-8 max-w-8" aria-hidden />
      </span>
    );
  }
  return <AssetImage src={cover} alt="" className={className} />;
}

/** The grid card's cover: the latest image large, up to three more beside it. */
export function CollectionMosaic({ collection }: { collection: Collection }) {
  const [first, ...rest] = collection.items;
  if (!first) return <CollectionCover collection={collection} className="aspect-[4/3] w-full" />;
  return (
    <div className="grid aspect-[4/3] w-full grid-cols-3 grid-rows-3 gap-0.5 bg-white">
      <AssetImage
        src={first.thumbnailUrl}
        alt=""
        className={cn(rest.length ? 'col-span-2 row-span-3' : 'col-span-3 row-span-3')}
      />
      {rest.slice(0, 3).map((item) => (
        <AssetImage key={item.id} src={item.thumbnailUrl} alt="" className="col-span-1 row-span-1" />
      ))}
    </div>
  );
}
