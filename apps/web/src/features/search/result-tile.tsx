import type { SearchResult } from '@packsmith/core';
import { AssetImage } from '@/features/assets';

/** One design in the masonry grid: its thumbnail at its own proportions; opens the preview. */
export function ResultTile({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative mb-3 block w-full break-inside-avoid overflow-hidden rounded-2xl bg-zinc-100 text-left ring-1 ring-zinc-200/70 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      style={{ aspectRatio: `${result.width || 1} / ${result.height || 1}` }}
      data-testid="search-result"
    >
      <AssetImage src={result.thumbnailUrl} alt={result.title} className="size-full" />
      <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-zinc-950/70 to-transparent px-3 pt-8 pb-2.5 text-sm font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
        {result.title}
      </span>
    </button>
  );
}

export function ResultSkeletons({ count = 8 }: { count?: number }) {
  // Varied heights so the loading grid already reads as masonry.
  const heights = ['h-56', 'h-72', 'h-64', 'h-80', 'h-60', 'h-72', 'h-56', 'h-64'];
  return (
    <div className="columns-2 gap-3 sm:columns-3 lg:columns-4" data-testid="search-loading">
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className={`mb-3 animate-pulse break-inside-avoid rounded-2xl bg-zinc-100 ${heights[i % heights.length]}`}
        />
      ))}
    </div>
  );
}
