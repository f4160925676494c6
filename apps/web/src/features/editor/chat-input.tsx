import { type Asset, CHAT_LIMITS, CHAT_MESSAGES } from '@packsmith/core';
import { AlertTriangle, ArrowUp, Coins } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { openTopUp } from '@/features/credits';
import { useFlag } from '@/features/flags';
import { ReferenceImages } from './reference-images';
import { sendBlock } from './rules';
import type { EditorChat } from './use-editor-chat';

const BLOCK_HINT = {
  generating: 'Wait for the current edit to finish…',
  loading: 'Loading the conversation…',
  uploading: 'Uploading…',
} as const;

/** Low balance: the input gives way to a top-up. */
function OutOfCredits() {
  return (
    <div
      className="flex flex-col items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
      data-testid="chat-out-of-credits"
    >
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
        <Coins className="size-4" aria-hidden /> Out of credits — Top up to edit
      </p>
      <Button size="sm" onClick={openTopUp}>
        Top up credits
      </Button>
    </div>
  );
}

/**
 * The message box: Enter sends, Shift+Enter adds a line. The text clears on send and comes back
 * if the send fails.
 */
export function ChatInput({ chat, lowBalance }: { chat: EditorChat; lowBalance: boolean }) {
  const [text, setText] = useState('');
  const [references, setReferences] = useState<Asset[]>([]);
  const referencesOn = useFlag('chat-editor-supporting-assets');
  const block = sendBlock({
    text,
    generating: chat.generating,
    loading: chat.loading,
    uploading: false,
    archived: chat.archived,
  });
  if (chat.archived) {
    return (
      <div
        className="flex items-start gap-2 rounded-xl border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600"
        role="status"
        data-testid="chat-archived"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
        {CHAT_MESSAGES.archived}
      </div>
    );
  }
  if (lowBalance) return <OutOfCredits />;
  const submit = async () => {
    if (block) return;
    const content = text.trim();
    const attached = references;
    setText('');
    setReferences([]);
    const sent = await chat.send({
      content,
      metadata: attached.length
        ? {
            supplementaryFiles: {
              attachedAssetIds: attached.map((a) => a.id),
              processedAttachedAssetIds: [],
            },
          }
        : undefined,
    });
    if (!sent) {
      setText((current) => current || content);
      setReferences((current) => (current.length ? current : attached));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const hint = block && block !== 'blank' && block !== 'archived' ? BLOCK_HINT[block] : null;
  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {referencesOn ? (
        <ReferenceImages value={references} onChange={setReferences} disabled={chat.generating} />
      ) : null}
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={CHAT_LIMITS.contentMax}
        placeholder="Describe your edit — e.g. make it green"
        aria-label="Message"
        aria-describedby={hint ? 'chat-input-hint' : undefined}
        className="block w-full resize-none rounded-xl border border-zinc-200 bg-white py-2.5 pr-12 pl-3 text-sm shadow-xs outline-none placeholder:text-zinc-400 focus:border-brand-400 focus:ring-3 focus:ring-brand-100"
        data-testid="chat-input"
      />
      <Button
        type="submit"
        size="icon-sm"
        aria-label="Send message"
        disabled={!!block}
        className="absolute right-2 bottom-2"
        data-testid="chat-send"
      >
        <ArrowUp aria-hidden />
      </Button>
      {hint ? (
        <p id="chat-input-hint" className="mt-1 text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
