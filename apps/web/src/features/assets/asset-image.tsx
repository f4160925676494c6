import type { Asset } from '@packsmith/core';
import { Heart, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useToggleFavourite } from './api';

/**
 * An image on a soft placeholder that fades in once loaded. Swapping `src` (the original, then
 * the thumbnail once the job has made it) does not flash the placeholder again.
 */
export function AssetImage({
  src,
  alt,
  fit = 'cover',
  className,
  imgClassName,
  eager,
  ...data
}: {
  src: string | null | undefined;
  alt: string;
  fit?: 'cover' | 'contain';
  className?: string;
  imgClassName?: string;
  eager?: boolean;
  [key: `data-${string}`]: string | undefined;
}) {
  const [loaded, setLoaded] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  return (
    <div className={cn('relative overflow-hidden bg-zinc-100', !loaded && 'animate-pulse', className)}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setFailedSrc(src)}
          className={cn(
            'size-full transition-opacity duration-300',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            loaded ? 'opacity-100' : 'opacity-0',
            imgClassName,
          )}
          {...data}
        />
      ) : null}
      {failed ? (
        <div className="absolute inset-0 flex items-center justify-center text-zinc-400">
          <ImageOff className="size-5" aria-hidden />
          <span className="sr-only">Image unavailable</span>
        </div>
      ) : null}
    </div>
  );
}

/** A light checkerboard behind images that may be transparent (logos, cut-outs). */
export const checkerboard =
  'bg-[conic-gradient(#f4f4f5_90deg,#fff_90deg_180deg,#f4f4f5_180deg_270deg,#fff_270deg)] bg-[length:16px_16px]';

/** The heart on every asset: optimistic, the server's value wins, reverts on failure. */
export function FavouriteButton({
  asset,
  variant = 'overlay',
  className,
}: {
  asset: Pick<Asset, 'id' | 'isFavourite'>;
  variant?: 'overlay' | 'button';
  className?: string;
}) {
  const favourite = useToggleFavourite();
  const on = asset.isFavourite;
  const label = on ? 'Remove from favourites' : 'Add to favourites';
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    if (favourite.isPending) return;
    favourite.mutate({ id: asset.id, previous: on });
  };
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={on}
        onClick={toggle}
        data-testid="favourite-button"
        className={cn(
          'inline-flex h-10 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-medium shadow-xs transition-colors',
          on
            ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
            : 'border-zinc-200 bg-white text-zinc-800 hover:border-zinc-300 hover:bg-zinc-50',
          className,
        )}
      >
        <Heart
          className={cn('size-4 transition-transform', on ? 'scale-110 fill-rose-500 text-rose-500' : '')}
          aria-hidden
        />
        {on ? 'Favourited' : 'Favourite'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={toggle}
      data-testid="favourite-button"
      className={cn(
        'flex size-8 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-zinc-900/5 backdrop-blur transition hover:scale-105 hover:bg-white',
        on ? 'text-rose-500' : 'text-zinc-600',
        className,
      )}
    >
      <Heart className={cn('size-4', on && 'fill-rose-500')} aria-hidden />
    </button>
  );
}
