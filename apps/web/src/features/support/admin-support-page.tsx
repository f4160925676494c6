import type { SupportConversationSummary } from '@packsmith/core';
import { ArrowLeft, Inbox, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { cn } from '@/lib/cn';
import {
  useStaffConversations,
  useStaffMarkRead,
  useStaffReply,
  useStaffThread,
  useSupportLive,
} from './api';
import { Composer, MessageList } from './thread-view';

function ConversationRow({
  conversation: c,
  active,
  onOpen,
}: {
  conversation: SupportConversationSummary;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-50',
          active && 'bg-brand-50/60 hover:bg-brand-50/60',
        )}
        data-testid="support-conversation"
        data-unread={c.unread}
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn('truncate text-sm', c.unread ? 'font-semibold text-zinc-900' : 'text-zinc-700')}
            >
              {c.userName ?? c.userEmail}
            </span>
            {c.unread ? (
              <Badge variant="brand" data-testid="support-conversation-unread">
                {c.unread}
              </Badge>
            ) : null}
          </span>
          <span className="block truncate text-xs text-zinc-500">{c.userEmail}</span>
          <span className="mt-0.5 block truncate text-sm text-zinc-600">
            {c.lastAuthor === 'staff' ? 'You: ' : ''}
            {c.lastMessage}
          </span>
        </span>
      </button>
    </li>
  );
}

function StaffThread({ id, onBack }: { id: string; onBack: () => void }) {
  const thread = useStaffThread(id);
  const reply = useStaffReply(id);
  const markRead = useStaffMarkRead();
  const unread = thread.data?.conversation.unread ?? 0;
  const { mutate } = markRead;
  // Open on screen is read: now, and for each message that arrives while it stays open.
  useEffect(() => {
    if (unread > 0) mutate(id);
  }, [id, unread, mutate]);
  const person = thread.data?.conversation;
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="support-thread">
      <div className="flex items-center gap-2 border-b border-zinc-100 px-3 py-2.5">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onBack}
          aria-label="Back to conversations"
          className="lg:hidden"
        >
          <ArrowLeft aria-hidden />
        </Button>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-zinc-900">
            {person?.userName ?? person?.userEmail ?? '…'}
          </p>
          {person?.userName ? <p className="truncate text-xs text-zinc-500">{person.userEmail}</p> : null}
        </div>
      </div>
      {thread.isError ? (
        <div className="p-4">
          <LoadError
            title="We couldn't load this conversation"
            error={thread.error}
            onRetry={thread.refetch}
          />
        </div>
      ) : (
        <MessageList
          messages={thread.data?.messages ?? []}
          mine="staff"
          theirLabel={person?.userName ?? person?.userEmail ?? 'Customer'}
          empty={thread.isPending ? <Skeleton className="h-10 w-2/3 rounded-2xl" /> : null}
        />
      )}
      <Composer onSend={(text) => reply.mutateAsync(text)} placeholder="Reply…" disabled={!thread.data} />
    </div>
  );
}

/** /admin/support: staff's inbox of support conversations, unread first in the eye, live. */
export function AdminSupportPage() {
  useSupportLive();
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const list = useStaffConversations();
  const open = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('c', id);
        else p.delete('c');
        return p;
      },
      { replace: true },
    );

  return (
    <Page width="wide">
      <StaffPageHeader
        title="Support"
        description="Conversations from the Live chat. New messages arrive here live and by mail."
      />
      <Card className="grid h-[min(70vh,680px)] min-h-0 overflow-hidden lg:grid-cols-[320px_1fr]">
        <div className={cn('flex min-h-0 flex-col border-zinc-100 lg:border-r', openId && 'max-lg:hidden')}>
          <div className="flex items-center justify-between border-b border-zinc-100 px-4 py-3">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
              <Inbox className="size-4 text-brand-600" aria-hidden /> Conversations
            </h2>
            {list.data?.awaiting ? (
              <span className="text-xs text-zinc-500" data-testid="support-awaiting">
                {list.data.awaiting} awaiting a reply
              </span>
            ) : null}
          </div>
          {list.isPending ? (
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : list.isError ? (
            <div className="p-4">
              <LoadError
                title="We couldn't load the conversations"
                error={list.error}
                onRetry={list.refetch}
              />
            </div>
          ) : list.data.data.length === 0 ? (
            <p className="p-6 text-center text-sm text-zinc-500">No conversations yet.</p>
          ) : (
            <ul
              className="min-h-0 divide-y divide-zinc-100 overflow-y-auto"
              data-testid="support-conversations"
            >
              {list.data.data.map((c) => (
                <ConversationRow
                  key={c.id}
                  conversation={c}
                  active={c.id === openId}
                  onOpen={() => open(c.id)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className={cn('min-h-0', !openId && 'max-lg:hidden')}>
          {openId ? (
            <StaffThread key={openId} id={openId} onBack={() => open(null)} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-zinc-500">
              <MessagesSquare className="size-6 text-zinc-300" aria-hidden />
              Pick a conversation to read and answer it.
            </div>
          )}
        </div>
      </Card>
    </Page>
  );
}
