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

const ROWS = { 1: 'grid-rows-1', 2: 'grid-rows-2', 3: 'grid-rows-3' } as const;
const SPAN = { 1: 'row-span-1', 2: 'row-span-2', 3: 'row-span-3' } as const;

/** The grid card's cover: the latest image large, up to three more stacked beside it. */
export function CollectionMosaic({ collection }: { collection: Collection }) {
  const [first, ...more] = collection.items;
  if (!first) return <CollectionCover collection={collection} className="aspect-[4/3] w-full" />;
  const rest = more.slice(0, 3);
  if (rest.length === 0)
    return <AssetImage src={first.thumbnailUrl} alt="" className="aspect-[4/3] w-full" />;
  const rows = rest.length as 1 | 2 | 3;
  return (
    <div className={cn('grid aspect-[4/3] w-full grid-cols-3 gap-0.5 bg-white', ROWS[rows])}>
      <AssetImage src={first.thumbnailUrl} alt="" className={cn('col-span-2 h-full', SPAN[rows])} />
      {rest.map((item) => (
        <AssetImage key={item.id} src={item.thumbnailUrl} alt="" className="h-full" />
      ))}
    </div>
  );
}
