import { SUPPORT_LIMITS, SUPPORT_MESSAGES, type SupportAuthor, type SupportMessage } from '@packsmith/core';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A support conversation as one side sees it: `mine` is the side whose messages sit on the right
 * (the person in their chat, staff in /admin/support). Scrolls to the newest message.
 */
export function MessageList({
  messages,
  mine,
  empty,
  theirLabel,
}: {
  messages: SupportMessage[];
  mine: SupportAuthor;
  empty: ReactNode;
  /** Who wrote a message of the other side, when it has no name of its own. */
  theirLabel: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message scrolls into view
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  if (messages.length === 0)
    return <div className="flex flex-1 items-center justify-center p-6">{empty}</div>;
  return (
    <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" data-testid="support-messages">
      {messages.map((m) => {
        const own = m.author === mine;
        return (
          <li
            key={m.id}
            className={cn('flex max-w-[85%] flex-col gap-1', own ? 'self-end items-end' : 'self-start')}
            data-testid="support-message"
            data-author={m.author}
          >
            <span className="text-[11px] text-zinc-400">
              {own ? 'You' : (m.authorName ?? theirLabel)} · {timeOf(m.createdAt)}
            </span>
            <p
              className={cn(
                'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
                own ? 'bg-zinc-900 text-white' : 'bg-zinc-100 text-zinc-900',
              )}
            >
              {m.text}
            </p>
          </li>
        );
      })}
      <div ref={end} />
    </ol>
  );
}

/** The message box: Enter sends, Shift+Enter is a new line; blank text cannot be sent. */
export function Composer({
  onSend,
  placeholder,
  disabled,
}: {
  onSend: (text: string) => Promise<unknown>;
  placeholder: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = text.trim().length === 0;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending || disabled) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (e) {
      setError(isApiError(e) ? e.message : SUPPORT_MESSAGES.sendFailed);
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form onSubmit={send} className="border-t border-zinc-100 p-3">
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-600" data-testid="support-send-error">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label="Message"
          rows={2}
          maxLength={SUPPORT_LIMITS.maxText}
          className="min-h-11 flex-1 resize-none rounded-xl border border-zinc-200 px-3 py-2 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
          data-testid="support-input"
        />
        <Button
          type="submit"
          size="icon"
          disabled={blank || disabled}
          loading={sending}
          aria-label="Send"
          data-testid="support-send"
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  );
}
