import { NOTIFICATION_MESSAGES, NOTIFICATIONS, type Notification } from '@packsmith/core';
import { ArrowRight, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PopoverHandle } from '@/components/ui/lazy-popover';
import { AnchoredPopover, PopoverClose } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from './api';
import { ConnectionPill, ConnectionProblem } from './connection-status';
import { CompactPager, NotificationList, TypeFilter } from './notification-list';
import { badgeText, parseTypeFilter } from './rules';

function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState('');
  const filter = parseTypeFilter(type);
  const list = useNotifications({ page, limit: NOTIFICATIONS.pageSize, type: filter });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const unreadCount = unread.data ?? 0;

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ id: n.id, unread: true });
    onClose();
  };

  return (
    <div className="flex max-h-[min(40rem,calc(100dvh-6rem))] flex-col" data-testid="notifications-popover">
      <div className="flex items-center gap-2 px-4 pt-3.5 pb-2.5">
        <h2 className="text-sm font-semibold text-zinc-900">Notifications</h2>
        {unreadCount > 0 ? (
          <span className="rounded-full bg-brand-600 px-1.5 py-px text-[11px] font-semibold text-white tabular-nums">
            {badgeText(unreadCount, false)}
          </span>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="-mr-1.5 ml-auto h-7 px-2 text-xs text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          onClick={() => markAll.mutate()}
          disabled={unreadCount === 0 || markAll.isPending}
          data-testid="popover-mark-all"
        >
          <CheckCheck aria-hidden />
          Mark all read
        </Button>
      </div>

      <div className="flex items-center gap-2 px-3 pb-2.5">
        <TypeFilter
          id="notification-popover-type"
          size="sm"
          className="min-w-0 flex-1"
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
        <ConnectionPill hideProblem />
      </div>

      <ConnectionProblem compact />

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain border-t border-zinc-100 px-1.5 py-1.5">
        <NotificationList
          query={list}
          variant="compact"
          type={filter}
          onClearType={() => {
            setType('');
            setPage(1);
          }}
          onOpen={open}
        />
      </div>

      <div className="flex items-center justify-between gap-2 border-t border-zinc-100 px-2 py-1.5">
        <CompactPager page={page} totalPages={totalPages} onPage={setPage} />
        <PopoverClose asChild>
          <Link
            to="/notifications"
            className={cn(
              'flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-[13px] font-medium text-brand-700 hover:bg-brand-50',
              totalPages <= 1 && 'mx-auto',
            )}
          >
            {NOTIFICATION_MESSAGES.seeAll}
            <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        </PopoverClose>
      </div>
    </div>
  );
}

/** The bell's popover (loaded on demand by NotificationsPopover). */
export default function NotificationsPopoverBody({ handle }: { handle: PopoverHandle }) {
  return (
    <AnchoredPopover
      handle={handle}
      className="w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden p-0"
      tabIndex={-1}
      aria-label="Notifications"
      // Focus the panel itself (Tab reaches the filter and rows) rather than ringing the filter.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <NotificationsPanel onClose={() => handle.onOpenChange(false)} />
    </AnchoredPopover>
  );
}
