import { Heart } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import type { AssetFilters } from './api';

/**
 * 'Favourites only' for an asset list: the list's filters with favouritesOnly (GET /api/assets
 * reads it) while the toggle is on, and the toggle itself.
 */
export function useFavouritesOnly(filters: AssetFilters, onToggle?: () => void) {
  const [on, setOn] = useState(false);
  const change = (next: boolean) => {
    setOn(next);
    onToggle?.();
  };
  return {
    on,
    filters: on ? { ...filters, favouritesOnly: true } : filters,
    toggle: <FavouritesToggle on={on} onChange={change} />,
  };
}

function FavouritesToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      data-testid="favourites-only"
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors',
        on
          ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
          : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
      )}
    >
      <Heart className={cn('size-3.5', on && 'fill-rose-500 text-rose-500')} aria-hidden />
      Favourites only
    </button>
  );
}

/** What a list shows when favourites only is on and nothing is favourited yet. */
export function NoFavourites({ className }: { className?: string }) {
  return (
    <div
      className={cn('rounded-2xl border border-dashed border-zinc-200', className)}
      data-testid="no-favourites"
    >
      <EmptyState
        size="sm"
        icon={Heart}
        title="No favourites yet"
        description="Tap the heart on an image to keep it here."
      />
    </div>
  );
}
