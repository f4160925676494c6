import type { Asset } from '@packsmith/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AssetImage, assetsKeys, getAsset, useAsset } from '@/features/assets';
import { HotspotComments } from '@/features/comments';
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

type Compare = 'previous' | 'original';
const COMPARE_LABEL: Record<Compare, string> = { previous: 'Previous', original: 'Original' };

/** Longest edit chain walked to find the original (a guard; real chains are far shorter). */
const MAX_CHAIN = 100;

/**
 * The first image of an edit chain: the previous version's parents followed until one has none
 * (or is no longer the user's). Undefined while unknown, and when the previous version is the original.
 */
function useOriginal(previous: Asset | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['assets', 'original-of', previous?.id ?? ''],
    enabled: !!previous?.parentId,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      let current = previous!;
      for (let i = 0; i < MAX_CHAIN && current.parentId; i++) {
        const parentId: string = current.parentId;
        try {
          current = await queryClient.fetchQuery({
            queryKey: assetsKeys.detail(parentId),
            queryFn: () => getAsset(parentId),
            staleTime: 30_000,
          });
        } catch {
          break;
        }
      }
      return current;
    },
  }).data;
}

/** Press and hold (pointer, or Space on the focused thumbnail) to see that version in place. */
function CompareThumb({
  image,
  kind,
  onHold,
  className,
}: {
  image: Asset;
  kind: Compare;
  onHold: (holding: Compare | null) => void;
  className?: string;
}) {
  const what = kind === 'previous' ? 'the previous version' : 'the original';
  return (
    <button
      type="button"
      className={cn(
        'absolute top-3 size-16 touch-none overflow-hidden rounded-lg bg-white shadow-md ring-2 ring-white select-none focus-visible:ring-brand-500 sm:size-20',
        className,
      )}
      aria-label={`Press and hold to see ${what}`}
      title={`Press and hold to see ${what}`}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        onHold(kind);
      }}
      onPointerUp={() => onHold(null)}
      onPointerCancel={() => onHold(null)}
      onPointerLeave={() => onHold(null)}
      onKeyDown={(e) => {
        if (e.key === ' ') {
          e.preventDefault();
          onHold(kind);
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ') onHold(null);
      }}
      onBlur={() => onHold(null)}
      onContextMenu={(e) => e.preventDefault()}
      data-testid={kind === 'previous' ? 'editor-parent' : 'editor-original'}
    >
      <AssetImage src={image.thumbnailUrl} alt="" className="pointer-events-none size-full" />
      <span className="absolute inset-x-0 bottom-0 bg-black/55 py-0.5 text-center text-[10px] font-medium text-white">
        {COMPARE_LABEL[kind]}
      </span>
    </button>
  );
}

/**
 * The large image, and thumbnails to compare with: press and hold "Previous" (the image this one
 * was edited from) or "Original" (the first of the chain, when it is another image) to see it in place.
 */
export function ImageStage({
  asset,
  fallback,
}: {
  asset: Asset | undefined;
  fallback: StripItem | undefined;
}) {
  const [holding, setHolding] = useState<Compare | null>(null);
  const previous = useAsset(asset?.parentId ?? null).data;
  const original = useOriginal(previous);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image is never shown 'held'
  useEffect(() => setHolding(null), [asset?.id]);
  const held = holding === 'previous' ? previous : holding === 'original' ? original : undefined;
  const src = held ? held.previewUrl : (asset?.previewUrl ?? fallback?.url ?? fallback?.thumbnailUrl);
  return (
    <div
      className="relative flex h-[21dvh] min-h-36 items-center justify-center overflow-hidden rounded-2xl bg-zinc-50 ring-1 ring-zinc-200 sm:h-96 md:h-full md:min-h-0"
      data-testid="editor-stage"
    >
      <AssetImage
        src={src}
        alt={held ? `${COMPARE_LABEL[holding!]} image` : (asset?.description ?? 'Image being edited')}
        fit="contain"
        eager
        className="size-full bg-transparent"
        imgClassName="p-3"
        data-testid="editor-image"
        data-asset-id={held ? held.id : (asset?.id ?? fallback?.assetId)}
        data-showing={held ? holding! : 'current'}
      />
      {previous ? (
        <CompareThumb image={previous} kind="previous" onHold={setHolding} className="left-3" />
      ) : null}
      {previous && original && original.id !== previous.id ? (
        <CompareThumb
          image={original}
          kind="original"
          onHold={setHolding}
          className="left-[5.25rem] sm:left-[6.25rem]"
        />
      ) : null}
      <HotspotComments assetId={asset?.id} hidden={!!held} />
      {held ? (
        <span
          className="absolute top-3 right-3 rounded-full bg-zinc-900/80 px-2.5 py-1 text-xs font-medium text-white"
          role="status"
        >
          {COMPARE_LABEL[holding!]}
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
