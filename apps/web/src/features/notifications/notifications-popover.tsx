import { Bell } from 'lucide-react';
import { LazyPopover, lazyPopoverBody } from '@/components/ui/lazy-popover';
import { cn } from '@/lib/cn';
import { useUnreadCount } from './api';
import { useRealtimeState } from './live-store';
import { badgeText, bellLabel } from './rules';

const body = lazyPopoverBody(() => import('./notifications-popover-body'));

/**
 * The top bar's bell: unread badge ('!' when the count fails, '99+' over 99) and a popover with
 * a type filter, 10 notifications per page and 'See all notifications'.
 */
export function NotificationsPopover() {
  const state = useRealtimeState();
  const unread = useUnreadCount({ live: state === 'subscribed' });
  const error = unread.isError;
  const badge = badgeText(unread.data, error);

  return (
    <LazyPopover
      body={body}
      className="relative flex size-9 items-center justify-center rounded-full text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 data-[state=open]:bg-zinc-100 data-[state=open]:text-zinc-900"
      aria-label={bellLabel(unread.data, error)}
      data-testid="notification-bell"
      data-realtime-state={state}
      data-count={unread.data ?? ''}
    >
      <Bell className="size-5" aria-hidden />
      {badge ? (
        <span
          className={cn(
            'absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] translate-x-1/4 -translate-y-1/4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white tabular-nums ring-2 ring-white',
            error ? 'bg-amber-500' : 'bg-red-500',
          )}
          data-testid="notification-badge"
          aria-hidden
        >
          {badge}
        </span>
      ) : null}
    </LazyPopover>
  );
}
