import { NOTIFICATION_MESSAGES, type Notification, type NotificationsPage } from '@packsmith/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, ChevronDown, ChevronLeft, ChevronRight, RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { NotificationRow, useNow } from './notification-item';
import { pageItems, TYPE_FILTER_OPTIONS, typeLabel } from './rules';

export function TypeFilter({
  id,
  value,
  onChange,
  size = 'md',
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Filter by type
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="notification-type-filter"
        className={cn(
          'w-full appearance-none rounded-lg border border-zinc-200 bg-white pr-8 pl-3 text-zinc-800 shadow-xs transition-colors hover:border-zinc-300 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/15',
          size === 'sm' ? 'h-8 text-[13px]' : 'h-10 rounded-xl text-sm',
          value && 'border-brand-300 bg-brand-50/50 text-brand-800',
        )}
      >
        {TYPE_FILTER_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden
      />
    </div>
  );
}

function LoadingRows({ count, full }: { count: number; full: boolean }) {
  return (
    <div className={cn('flex flex-col', full ? 'divide-y divide-zinc-100' : 'gap-1 p-1')} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={cn('flex gap-3', full ? 'px-5 py-4' : 'px-2.5 py-2.5')}>
          <Skeleton className={full ? 'size-10 rounded-xl' : 'size-8'} />
          <div className="flex flex-1 flex-col gap-2 pt-0.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-11/12" />
            <Skeleton className="h-2.5 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface NotificationListProps {
  query: UseQueryResult<NotificationsPage>;
  variant: 'compact' | 'full';
  /** The active type filter ('' for all). */
  type: string;
  onClearType: () => void;
  onOpen: (n: Notification) => void;
  onMarkRead?: (n: Notification) => void;
}

/** Loading, 'Error loading notifications.', 'You don't have any notifications yet.' or the rows. */
export function NotificationList({
  query,
  variant,
  type,
  onClearType,
  onOpen,
  onMarkRead,
}: NotificationListProps) {
  const now = useNow();
  const full = variant === 'full';

  if (query.isPending) return <LoadingRows count={full ? 5 : 4} full={full} />;

  if (query.isError && !query.data) {
    return (
      <div
        className={cn('flex flex-col items-center gap-2 text-center', full ? 'px-6 py-14' : 'px-4 py-8')}
        role="alert"
        data-testid="notifications-error"
      >
        <span className="flex size-10 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
          <TriangleAlert className="size-5" aria-hidden />
        </span>
        <p className="text-sm font-semibold text-zinc-900">{NOTIFICATION_MESSAGES.loadError}</p>
        <p className="max-w-xs text-xs text-zinc-500">Please try again in a moment.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-1"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? null : <RotateCw aria-hidden />}
          Try again
        </Button>
      </div>
    );
  }

  const notifications = query.data?.notifications ?? [];
  if (notifications.length === 0) {
    return (
      <div
        className={cn('flex flex-col items-center gap-2 text-center', full ? 'px-6 py-16' : 'px-4 py-9')}
        data-testid="notifications-empty"
      >
        <span className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-gradient-to-b from-brand-50 to-brand-100/60 text-brand-600 ring-1 ring-brand-100">
          <BellOff className="size-5" aria-hidden />
        </span>
        <p className="text-sm font-semibold text-zinc-900">{NOTIFICATION_MESSAGES.empty}</p>
        {type ? (
          <>
            <p className="max-w-xs text-xs text-zinc-500">
              Nothing under “{typeLabel(type)}”. Other types may have updates.
            </p>
            <Button variant="ghost" size="sm" className="text-brand-700" onClick={onClearType}>
              Show all types
            </Button>
          </>
        ) : (
          <p className="max-w-xs text-xs text-zinc-500">
            We'll let you know here when your designs, edits and mockups are ready.
          </p>
        )}
      </div>
    );
  }

  return (
    <ul
      className={cn(
        'flex flex-col transition-opacity',
        full ? 'divide-y divide-zinc-100' : 'gap-0.5',
        query.isPlaceholderData && 'opacity-60',
      )}
      aria-busy={query.isPlaceholderData || undefined}
      aria-label="Notifications"
    >
      {notifications.map((n) => (
        <NotificationRow
          key={n.id}
          notification={n}
          now={now}
          variant={variant}
          onOpen={onOpen}
          onMarkRead={onMarkRead}
        />
      ))}
    </ul>
  );
}

/** Previous / page x of y / next — the popover's pager. */
export function CompactPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="flex items-center gap-1" aria-label="Notification pages">
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-7"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span
        className="min-w-14 text-center text-xs text-zinc-500 tabular-nums"
        data-testid="notification-page"
      >
        {page} / {totalPages}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-7"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** Numbered pager for the full page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="flex items-center gap-1" aria-label="Notification pages">
      <Button
        variant="outline"
        size="sm"
        className="px-2.5"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <div className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <span key={`gap-${i}`} className="px-1 text-sm text-zinc-400">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              onClick={() => onPage(item)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              className={cn(
                'flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-[13px] font-medium tabular-nums transition-colors',
                item === page ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:bg-zinc-100',
              )}
            >
              {item}
            </button>
          ),
        )}
      </div>
      <span className="px-2 text-[13px] text-zinc-500 tabular-nums sm:hidden">
        {page} / {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="px-2.5"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
