import type { Asset } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AssetImage, assetsKeys, getAsset, useAsset } from '@/features/assets';
import { cn } from '@/lib/cn';

export interface StripItem {
  assetId: string;
  thumbnailUrl: string | null;
  /** The full image when known without asking (conversation outputs). */
  url?: string;
}

/**
 * Every strip image's record and picture are fetched ahead, so switching shows a cached image
 * at once instead of waiting on the network.
 */
export function usePrefetchStrip(items: readonly StripItem[]) {
  const queryClient = useQueryClient();
  const key = items.map((i) => i.assetId).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are the dependency
  useEffect(() => {
    const controller = new AbortController();
    for (const item of items) {
      void queryClient
        .fetchQuery({
          queryKey: assetsKeys.detail(item.assetId),
          queryFn: () => getAsset(item.assetId),
          staleTime: 30_000,
        })
        .then((asset) => {
          if (controller.signal.aborted) return;
          // Decoded ahead too, so the switch paints from memory.
          const img = new Image();
          img.src = asset.previewUrl;
          void img.decode().catch(() => {});
        })
        .catch(() => {});
    }
    return () => controller.abort();
  }, [key, queryClient]);
}

/** Press and hold (pointer, or Space on the focused thumbnail) to see the original in place. */
function ParentThumb({ parent, onHold }: { parent: Asset; onHold: (holding: boolean) => void }) {
  return (
    <button
      type="button"
      className="absolute top-3 left-3 size-16 touch-none overflow-hidden rounded-lg bg-white shadow-md ring-2 ring-white select-none focus-visible:ring-brand-500 sm:size-20"
      aria-label="Press and hold to see the original"
      title="Press and hold to see the original"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        onHold(true);
      }}
      onPointerUp={() => onHold(false)}
      onPointerCancel={() => onHold(false)}
      onPointerLeave={() => onHold(false)}
      onKeyDown={(e) => {
        if (e.key === ' ') {
          e.preventDefault();
          onHold(true);
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ') onHold(false);
      }}
      onBlur={() => onHold(false)}
      onContextMenu={(e) => e.preventDefault()}
      data-testid="editor-parent"
    >
      <AssetImage src={parent.thumbnailUrl} alt="" className="pointer-events-none size-full" />
      <span className="absolute inset-x-0 bottom-0 bg-black/55 py-0.5 text-center text-[10px] font-medium text-white">
        Original
      </span>
    </button>
  );
}

/** The large image (the original in its place while held), and the parent's thumbnail. */
export function ImageStage({
  asset,
  fallback,
}: {
  asset: Asset | undefined;
  fallback: StripItem | undefined;
}) {
  const [holding, setHolding] = useState(false);
  const parent = useAsset(asset?.parentId ?? null).data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image is never shown 'held'
  useEffect(() => setHolding(false), [asset?.id]);
  const showOriginal = holding && !!parent;
  const src = showOriginal
    ? parent.previewUrl
    : (asset?.previewUrl ?? fallback?.url ?? fallback?.thumbnailUrl);
  return (
    <div
      className="relative flex h-[21dvh] min-h-36 items-center justify-center overflow-hidden rounded-2xl bg-zinc-50 ring-1 ring-zinc-200 sm:h-96 md:h-full md:min-h-0"
      data-testid="editor-stage"
    >
      <AssetImage
        src={src}
        alt={showOriginal ? 'Original image' : (asset?.description ?? 'Image being edited')}
        fit="contain"
        eager
        className="size-full bg-transparent"
        imgClassName="p-3"
        data-testid="editor-image"
        data-asset-id={showOriginal ? parent.id : (asset?.id ?? fallback?.assetId)}
        data-showing={showOriginal ? 'original' : 'current'}
      />
      {parent ? <ParentThumb parent={parent} onHold={setHolding} /> : null}
      {showOriginal ? (
        <span
          className="absolute top-3 right-3 rounded-full bg-zinc-900/80 px-2.5 py-1 text-xs font-medium text-white"
          role="status"
        >
          Original
        </span>
      ) : null}
    </div>
  );
}

/** The session's images and the conversation's results; arrow keys move along it. */
export function ImageStrip({
  items,
  activeId,
  onSelect,
}: {
  items: readonly StripItem[];
  activeId: string;
  onSelect: (id: string) => void;
}) {
  if (items.length < 2) return null;
  return (
    <ul
      className="flex shrink-0 gap-2 overflow-x-auto pb-1"
      aria-label="Images in this edit"
      data-testid="editor-strip"
    >
      {items.map((item, i) => (
        <li key={item.assetId} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(item.assetId)}
            aria-label={`Image ${i + 1} of ${items.length}`}
            aria-current={item.assetId === activeId || undefined}
            className={cn(
              'block size-12 overflow-hidden rounded-lg ring-2 transition sm:size-16',
              item.assetId === activeId ? 'ring-brand-500' : 'opacity-70 ring-transparent hover:opacity-100',
            )}
          >
            <AssetImage src={item.thumbnailUrl} alt="" className="size-full" />
          </button>
        </li>
      ))}
    </ul>
  );
}
