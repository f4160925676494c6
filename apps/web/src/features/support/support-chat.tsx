import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarkSupportRead, useSendSupportMessage, useSupportLive, useSupportThread } from './api';
import { Composer, MessageList } from './thread-view';

/**
 * The person's chat with the Packsmith team (the built-in chat): their one conversation, live.
 * While it is open, the team's replies count as read.
 */
export function SupportChat() {
  useSupportLive();
  const thread = useSupportThread(true);
  const send = useSendSupportMessage();
  const markRead = useMarkSupportRead();
  const unread = thread.data?.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  return (
    <div
      className="flex h-[min(55vh,440px)] flex-col rounded-xl border border-zinc-200"
      data-testid="support-chat"
    >
      {thread.isPending ? (
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        </div>
      ) : thread.isError ? (
        <div className="flex-1 p-4">
          <LoadError
            title="We couldn't load your conversation"
            error={thread.error}
            onRetry={thread.refetch}
          />
        </div>
      ) : (
        <MessageList
          messages={thread.data.messages}
          mine="user"
          theirLabel="Packsmith team"
          empty={
            <div className="flex max-w-xs flex-col items-center gap-2 text-center">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <MessagesSquare className="size-5" aria-hidden />
              </span>
              <p className="text-sm font-medium text-zinc-900">Ask us anything</p>
              <p className="text-sm text-zinc-500">
                A person from the team answers here, usually within a few hours on working days.
              </p>
            </div>
          }
        />
      )}
      <Composer onSend={(text) => send.mutateAsync(text)} placeholder="Write a message…" />
    </div>
  );
}
