import { NOTIFICATIONS, type Notification } from '@packsmith/core';
import { CheckCheck, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page, PageHeader } from '@/components/ui/page';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useSendTestNotification,
  useUnreadCount,
} from './api';
import { ConnectionPill, ConnectionProblem } from './connection-status';
import { NotificationList, Pager, TypeFilter } from './notification-list';
import { parsePage, parseTypeFilter, rangeLabel } from './rules';

/** Staff only: a test notification that links to the dashboard, so its toast shows here. */
function SendTestButton() {
  const send = useSendTestNotification();
  return (
    <Button
      variant="outline"
      onClick={() => send.mutate({ deeplink: '/dashboard' })}
      loading={send.isPending}
      data-testid="send-test-notification"
    >
      {send.isPending ? null : <Send aria-hidden />}
      Send test notification
    </Button>
  );
}

/**
 * /notifications: every notification, 10 per page, with a type filter and 'Mark all as read'.
 * Page and filter live in the address (?page=2&type=mockup_ready).
 */
export function NotificationsPage({ isStaff = false }: { isStaff?: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const type = parseTypeFilter(params.get('type'));
  const list = useNotifications({ page, limit: NOTIFICATIONS.pageSize, type });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const pagination = list.data?.pagination;
  const unreadCount = unread.data ?? 0;

  const update = (next: { page?: number; type?: string }) => {
    const p = new URLSearchParams(params);
    const nextType = next.type ?? type;
    const nextPage = next.page ?? 1;
    if (nextType) p.set('type', nextType);
    else p.delete('type');
    if (nextPage > 1) p.set('page', String(nextPage));
    else p.delete('page');
    setParams(p, { replace: next.page === undefined });
  };

  // Past the last page (e.g. after the list shrank): go to the last one.
  const totalPages = pagination?.totalPages ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the numbers change
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) update({ page: totalPages });
  }, [page, totalPages, list.isPlaceholderData]);

  const openRow = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ id: n.id, unread: true });
  };

  return (
    <Page width="narrow" className="max-w-4xl">
      <PageHeader
        title="Notifications"
        description="Updates about your generations, edits and orders."
        actions={isStaff ? <SendTestButton /> : null}
      />

      <ConnectionProblem />

      <Card className="overflow-hidden">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 border-b border-zinc-100 px-4 py-3.5 sm:flex sm:px-6">
          <div className="flex min-w-0 items-center gap-2.5 sm:flex-1">
            <p className="truncate text-sm font-semibold text-zinc-900" data-testid="unread-summary">
              {unread.isError
                ? 'Unread count unavailable'
                : unreadCount === 0
                  ? 'All caught up'
                  : `${unreadCount} unread`}
            </p>
            <ConnectionPill hideProblem />
          </div>
          <Button
            variant="soft"
            size="sm"
            className="sm:order-last sm:h-10 sm:rounded-xl sm:px-4 sm:text-sm"
            onClick={() => markAll.mutate()}
            disabled={unreadCount === 0}
            loading={markAll.isPending}
            data-testid="mark-all-read"
          >
            {markAll.isPending ? null : <CheckCheck aria-hidden />}
            Mark all as read
          </Button>
          <TypeFilter
            id="notifications-type"
            value={type}
            onChange={(value) => update({ type: value })}
            className="col-span-2 sm:w-56"
          />
        </div>

        <NotificationList
          query={list}
          variant="full"
          type={type}
          onClearType={() => update({ type: '' })}
          onOpen={openRow}
          onMarkRead={(n) => markRead.mutate({ id: n.id, unread: true })}
        />

        {pagination && pagination.totalCount > 0 ? (
          <div className="flex items-center justify-between gap-3 border-t border-zinc-100 bg-zinc-50/60 px-4 py-3 sm:px-6">
            <p className="text-[13px] text-zinc-500 tabular-nums" data-testid="notifications-range">
              {rangeLabel(pagination.page, pagination.limit, pagination.totalCount)}
            </p>
            <Pager page={page} totalPages={pagination.totalPages} onPage={(p) => update({ page: p })} />
          </div>
        ) : null}
      </Card>
    </Page>
  );
}
