import type { ChatMessage } from '@packsmith/core';
import { Bot, ImageIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';
import { groupTurns, progressShare, requestedImagesOf, type Turn, timeLabel } from './rules';
import type { EditorChat } from './use-editor-chat';

/** The current time, re-read every `ms` (timestamps, progress bars). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

function Time({ at, now }: { at: string; now: number }) {
  return (
    <time dateTime={at} className="text-[11px] text-zinc-400">
      {timeLabel(at, now)}
    </time>
  );
}

function Reply({
  message,
  now,
  activeAssetId,
  onSelectAsset,
}: {
  message: ChatMessage;
  now: number;
  activeAssetId: string;
  onSelectAsset: (id: string) => void;
}) {
  const debug = message.type === 'debug';
  return (
    <div className="flex gap-2" data-testid={debug ? 'chat-debug-message' : 'chat-ai-message'}>
      <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Bot className="size-3.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'rounded-2xl rounded-tl-sm px-3 py-2 text-sm whitespace-pre-wrap',
            debug ? 'bg-amber-50 font-mono text-xs text-amber-900' : 'bg-zinc-100 text-zinc-800',
          )}
        >
          {message.content}
        </p>
        {message.outputAssets.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.outputAssets.map((a, i) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => onSelectAsset(a.id)}
                  aria-label={`Show result ${i + 1}`}
                  aria-pressed={a.id === activeAssetId}
                  className={cn(
                    'block size-16 overflow-hidden rounded-lg ring-2 transition',
                    a.id === activeAssetId ? 'ring-brand-500' : 'ring-zinc-200 hover:ring-zinc-300',
                  )}
                  data-testid="chat-output"
                >
                  <AssetImage src={a.thumbnailUrl} alt="" className="size-full" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Time at={message.createdAt} now={now} />
      </div>
    </div>
  );
}

/** One placeholder per requested image, with a bar estimated over 120 s. */
function Placeholders({
  since,
  count,
  stage,
  now,
}: {
  since: number;
  count: number;
  stage: string | null;
  now: number;
}) {
  const share = progressShare(since, now);
  return (
    <div className="flex gap-2" aria-live="polite">
      <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Bot className="size-3.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="mb-2 animate-pulse text-sm text-zinc-500" data-testid="chat-stage">
          {stage ?? 'Working on your edit…'}
        </p>
        <ul className="flex flex-wrap gap-2">
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their slot
            <li key={i} className="w-28" data-testid="chat-placeholder">
              <div className="grid aspect-square place-items-center rounded-lg bg-gradient-to-br from-zinc-100 to-zinc-200 animate-pulse">
                <ImageIcon className="size-5 text-zinc-400" aria-hidden />
              </div>
              <div
                className="mt-1.5 h-1 overflow-hidden rounded-full bg-zinc-200"
                role="progressbar"
                aria-label={`Image ${i + 1} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
              >
                <div
                  className="h-full rounded-full bg-brand-500 transition-[width] duration-1000"
                  style={{ width: `${share * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const STAGE_TEXT: Record<string, string> = {
  pending: 'Getting ready…',
  queued: 'Waiting for a free worker…',
  dispatched: 'Starting…',
  thinking: 'Reading your request…',
  generating_images: 'Making your images…',
  finalizing: 'Finishing up…',
};

function TurnView({
  turn,
  last,
  chat,
  now,
  onSelectAsset,
}: {
  turn: Turn;
  last: boolean;
  chat: EditorChat;
  now: number;
  onSelectAsset: (id: string) => void;
}) {
  const pending = last && chat.generating && turn.user;
  const stage = chat.progress?.message ?? STAGE_TEXT[chat.progress?.stage ?? chat.status] ?? null;
  return (
    <li className="flex flex-col gap-3" data-testid="chat-turn">
      {turn.user ? (
        <div className="flex flex-col items-end gap-0.5">
          <p
            className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-sm whitespace-pre-wrap text-white"
            data-testid="chat-user-message"
          >
            {turn.user.content}
          </p>
          <Time at={turn.user.createdAt} now={now} />
        </div>
      ) : null}
      {turn.replies.map((m) => (
        <Reply
          key={m.id}
          message={m}
          now={now}
          activeAssetId={chat.activeAssetId}
          onSelectAsset={onSelectAsset}
        />
      ))}
      {pending ? (
        <Placeholders
          since={new Date(turn.user!.createdAt).getTime()}
          count={requestedImagesOf(turn.user)}
          stage={stage}
          now={now}
        />
      ) : null}
    </li>
  );
}

/** The conversation as turns, newest at the bottom (kept in view as messages arrive). */
export function ChatMessages({
  chat,
  debug,
  onSelectAsset,
}: {
  chat: EditorChat;
  debug: boolean;
  onSelectAsset: (id: string) => void;
}) {
  const now = useNow(1000);
  const turns = groupTurns(chat.messages, { debug });
  const end = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives or a turn starts
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [count, chat.generating]);
  if (!turns.length) {
    return (
      <div className="grid flex-1 place-items-center px-4 py-8 text-center" data-testid="chat-empty">
        <div>
          <p className="text-sm font-medium text-zinc-800">What should change?</p>
          <p className="mt-1 text-xs text-zinc-500">
            Try “make it green”, “call it 'Nordlys'”, “as a pouch”, “show the back” or “zoom out”.
          </p>
        </div>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-5 px-1 py-2" aria-label="Conversation" data-testid="chat-messages">
      {turns.map((turn, i) => (
        <TurnView
          key={turn.user?.id ?? `start-${i}`}
          turn={turn}
          last={i === turns.length - 1}
          chat={chat}
          now={now}
          onSelectAsset={onSelectAsset}
        />
      ))}
      <div ref={end} />
    </ol>
  );
}
