import { UPLOAD_MESSAGES } from '@packsmith/core';
import { ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { assetTitle, useAsset } from '@/features/assets';
import { useCreditBalance } from '@/features/credits';
import { useAssetDialogOpen } from '@/features/notifications';
import { GuidedTour } from '@/features/tours';
import { isApiError } from '@/lib/api';
import { ChatInput } from './chat-input';
import { ChatMessages } from './chat-messages';
import { EditorActions } from './editor-actions';
import { EditorSendContext } from './editor-send';
import { HistoryControls, useHistoryShortcuts } from './history-controls';
import { ImageStage, ImageStrip, type StripItem, usePrefetchStrip } from './image-stage';
import { RecommendedActions } from './recommended-actions';
import { isLowBalance, stripItems } from './rules';
import { type EditorChat, useEditorChat } from './use-editor-chat';

export interface EditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The design session; null starts an 'Edit' session with the first message. */
  sessionId: string | null;
  /** The image the editor opened on. */
  assetId: string;
  conversationId?: string | null;
  /** The image shown (default the opening one); the editor reports changes. */
  activeAssetId?: string | null;
  onActiveAssetChange?: (assetId: string) => void;
  onConversation?: (conversationId: string) => void;
  onSessionCreated?: (sessionId: string, conversationId: string, activeAssetId?: string) => void;
  /** The session's other images, for the strip. */
  sessionImages?: readonly StripItem[];
  /** Mounted inside the editor with its send path (the toolbox). */
  children?: ReactNode;
}

function ChatPanel({
  chat,
  debug,
  onSelect,
}: {
  chat: EditorChat;
  debug: boolean;
  onSelect: (id: string) => void;
}) {
  const balance = useCreditBalance();
  return (
    <section
      className="flex min-w-0 flex-col rounded-2xl border border-zinc-200 bg-white sm:min-h-[22rem] md:min-h-0"
      aria-label="Chat"
      data-testid="editor-chat"
    >
      <header className="hidden items-center justify-between border-b border-zinc-100 px-4 py-2.5 sm:flex">
        <h3 className="text-sm font-semibold text-zinc-900">Edit with AI</h3>
        {debug && chat.mode ? (
          <span
            className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-[11px] text-amber-900"
            data-testid="chat-mode"
          >
            mode: {chat.mode} · {chat.status}
          </span>
        ) : null}
      </header>
      {chat.generating ? (
        <div
          className="h-0.5 animate-pulse bg-gradient-to-r from-brand-100 via-brand-500 to-brand-100"
          data-testid="chat-shimmer"
        />
      ) : null}
      <div className="flex max-h-[12dvh] min-h-12 flex-1 flex-col overflow-y-auto px-3 sm:max-h-[50dvh] md:max-h-none">
        {chat.loading ? (
          <div className="space-y-3 py-3" role="status" aria-label="Loading the conversation">
            <Skeleton className="ml-auto h-8 w-2/3 rounded-2xl" />
            <Skeleton className="h-12 w-3/4 rounded-2xl" />
          </div>
        ) : chat.loadError ? (
          <div className="grid flex-1 place-items-center py-6 text-center text-sm text-zinc-600" role="alert">
            <div>
              <p>We couldn't load this conversation.</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={chat.retry}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          <ChatMessages chat={chat} debug={debug} onSelectAsset={onSelect} />
        )}
      </div>
      <div className="flex flex-col gap-2.5 border-t border-zinc-100 p-3">
        <RecommendedActions chat={chat} blocked={chat.generating || chat.loading || chat.archived} />
        <ChatInput chat={chat} lowBalance={isLowBalance(balance.data)} />
      </div>
    </section>
  );
}

function EditorBody(props: EditorDialogProps) {
  const [params] = useSearchParams();
  const debug = params.has('debug');
  // Shown at once from local state; the address (when the page keeps it there) follows.
  const [activeId, setActiveId] = useState(props.activeAssetId ?? props.assetId);
  const fromAddress = props.activeAssetId;
  useEffect(() => {
    if (fromAddress) setActiveId(fromAddress);
  }, [fromAddress]);
  const report = props.onActiveAssetChange;
  const select = (id: string) => {
    setActiveId(id);
    // The page re-renders for the new address after the image has been shown, not before.
    if (report) setTimeout(() => report(id), 0);
  };
  const chat = useEditorChat({
    sessionId: props.sessionId,
    sourceAssetId: props.assetId,
    activeAssetId: activeId,
    conversationId: props.conversationId ?? null,
    onActiveAsset: select,
    onConversation: props.onConversation,
    onSessionCreated: props.onSessionCreated,
  });
  const source = useAsset(props.assetId);
  const active = useAsset(activeId);
  const items = useMemo(
    () =>
      stripItems(
        source.data ? [{ assetId: source.data.id, thumbnailUrl: source.data.thumbnailUrl }] : [],
        props.sessionImages ?? [],
        chat.outputs.map((o) => ({ assetId: o.id, thumbnailUrl: o.thumbnailUrl, url: o.url })),
      ),
    [source.data, props.sessionImages, chat.outputs],
  );
  usePrefetchStrip(items);
  const blocked = chat.generating || chat.loading || chat.archived;
  // Undo: the active image is an edit's output (its parent is the image it was made from); the
  // server has the last word ("Nothing to undo." when the parent is out of reach).
  const canUndo = !blocked && !!active.data?.parentId && !!active.data.metadata.chatConversationId;
  const canRedo = !blocked && !!chat.redoTo;
  // The buttons and keys send the words through the chat; the answer scrolls the chat on a phone,
  // so the image they changed is brought back into view once it has.
  const stage = useRef<HTMLDivElement>(null);
  const moveInHistory = (content: 'Undo' | 'Redo') =>
    void chat.send({ content }).then((sent) => {
      if (sent) setTimeout(() => stage.current?.scrollIntoView({ block: 'nearest' }), 120);
    });
  const undo = () => moveInHistory('Undo');
  const redo = () => moveInHistory('Redo');
  useHistoryShortcuts({ canUndo, canRedo, onUndo: undo, onRedo: redo });
  const sendValue = useMemo(
    () => ({ send: chat.send, activeAssetId: activeId, blocked }),
    [chat.send, activeId, blocked],
  );

  if (source.isError && !source.data) {
    // not found: deleted or someone else's; anything else: the editor could not read it
    const missing = isApiError(source.error) && source.error.status === 404;
    return (
      <EmptyState
        icon={ImageOff}
        title="This image isn't available"
        description={
          missing
            ? 'It may have been deleted, or it belongs to another account.'
            : UPLOAD_MESSAGES.editorGetFailed
        }
      />
    );
  }
  return (
    <EditorSendContext.Provider value={sendValue}>
      <div
        // one column that never grows past the dialog on phones (a long strip scrolls in its own box)
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 sm:gap-4 md:h-[min(74dvh,46rem)] md:grid-cols-[minmax(0,1fr)_22rem] lg:grid-cols-[minmax(0,1fr)_24rem]"
        data-testid="asset-editor"
      >
        <div className="flex min-h-0 min-w-0 flex-col gap-2 sm:gap-3">
          <div ref={stage} className="relative min-h-0 md:flex-1">
            <ImageStage asset={active.data} fallback={items.find((i) => i.assetId === activeId)} />
            <HistoryControls canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
          </div>
          <ImageStrip items={items} activeId={activeId} onSelect={select} />
          {active.data ? (
            <EditorActions asset={active.data} chat={chat} blocked={blocked} />
          ) : (
            <Skeleton className="h-10" />
          )}
        </div>
        <ChatPanel chat={chat} debug={debug} onSelect={select} />
      </div>
      {active.data ? <GuidedTour tourId="editor" /> : null}
      {props.children}
    </EditorSendContext.Provider>
  );
}

/**
 * The asset editor: the large image with its original on press-and-hold, the session's images,
 * the actions, and the chat that edits it. Phones get it stacked: image on top, chat below.
 */
export function EditorDialog(props: EditorDialogProps) {
  const source = useAsset(props.open ? props.assetId : null);
  useAssetDialogOpen(props.open);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        size="xl"
        className="sm:max-w-6xl"
        title={
          <span className="block truncate pr-8" data-testid="editor-title">
            {source.data ? assetTitle(source.data) : 'Editor'}
          </span>
        }
        description="Say what to change; everything else stays as it is."
        onOpenAutoFocus={(event) => {
          // The message box, not the close button, is where the editor starts.
          event.preventDefault();
          (document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement | null)?.focus();
        }}
      >
        {props.open ? <EditorBody key={props.assetId} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}
