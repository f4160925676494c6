import type { Asset } from '@packsmith/core';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AssetImage } from './asset-image';
import { assetTitle } from './rules';

/** One image in a single-choice picker grid: press to pick or unpick, double-click to open it. */
export function PickableAssetTile({
  asset,
  selected,
  onSelect,
  onOpen,
}: {
  asset: Asset;
  selected: boolean;
  onSelect: (asset: Asset | null) => void;
  onOpen?: (asset: Asset) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={asset.description || assetTitle(asset)}
      onClick={() => onSelect(selected ? null : asset)}
      onDoubleClick={() => onOpen?.(asset)}
      className={cn(
        'group relative aspect-square overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-zinc-300',
        selected && 'ring-2 ring-brand-500 ring-offset-2',
      )}
    >
      <AssetImage
        src={asset.thumbnailUrl}
        alt=""
        className="size-full"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {selected ? (
        <span className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
          <Check className="size-3" strokeWidth={3} aria-hidden />
        </span>
      ) : null}
    </button>
  );
}
