import { commentExcerpt, HOTSPOT_COMMENT_MESSAGES, type HotspotThread } from '@packsmith/core';
import { Check, Eye, EyeOff, MessageSquarePlus, RotateCcw, X } from 'lucide-react';
import { Popover as P } from 'radix-ui';
import { type ComponentProps, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Popover, PopoverAnchor, popoverSurfaceClass } from '@/components/ui/popover';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useHotspotMutations, useHotspotThreads } from './api';
import { type Rect, useDrawnRect } from './image-rect';

const M = HOTSPOT_COMMENT_MESSAGES;
type Point = { x: number; y: number };
/** Arrow keys move the keyboard pin by this fraction of the image (Shift: five times as far). */
const KEY_STEP = 0.02;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const failed = (e: unknown) => notify.error('Error', isApiError(e) ? e.message : 'Please try again.');
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
const at = (rect: Rect, p: Point) => ({
  left: rect.left + p.x * rect.width,
  top: rect.top + p.y * rect.height,
});

/**
 * Comments pinned to points of an image: a "Comment" mode (click the image, or move a marker with
 * the arrow keys and press Enter, to drop a pin), numbered pins that open their thread, and a
 * toggle that hides them. Placed inside the image's `relative` box, over the image; shows nothing
 * when the caller may not see the image's comments.
 */
export function HotspotComments({
  assetId,
  hidden = false,
  controlsClassName = 'bottom-3 left-3',
}: {
  assetId: string | undefined;
  /** Another picture is shown in place for a moment (press-and-hold compare): no pins. */
  hidden?: boolean;
  /** Where the toolbar sits in the image's box. */
  controlsClassName?: string;
}) {
  const overlay = useRef<HTMLDivElement>(null);
  const threads = useHotspotThreads(assetId);
  const rect = useDrawnRect(overlay, `${assetId}:${threads.isSuccess}`);
  const [commenting, setCommenting] = useState(false);
  const [showPins, setShowPins] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Point | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image starts with nothing open
  useEffect(() => {
    setCommenting(false);
    setOpenId(null);
    setDraft(null);
  }, [assetId]);
  if (!assetId || !threads.isSuccess)
    return <div ref={overlay} className="pointer-events-none absolute inset-0" />;
  const list = threads.data;
  const open = list.filter((t) => !t.resolvedAt).length;
  const pinsShown = showPins && !hidden && !!rect;
  return (
    <div ref={overlay} className="pointer-events-none absolute inset-0" data-testid="hotspot-layer">
      {commenting && rect && !hidden ? (
        <PinCatcher rect={rect} onPin={setDraft} onCancel={() => setCommenting(false)} />
      ) : null}
      {pinsShown
        ? list.map((t, i) => (
            <ThreadPin
              key={t.id}
              assetId={assetId}
              thread={t}
              number={i + 1}
              rect={rect}
              open={openId === t.id}
              onOpenChange={(o) => setOpenId(o ? t.id : null)}
            />
          ))
        : null}
      {draft && rect ? (
        <DraftPin
          assetId={assetId}
          rect={rect}
          point={draft}
          number={list.length + 1}
          onDone={(thread) => {
            setDraft(null);
            if (thread) {
              setCommenting(false);
              setShowPins(true);
            }
          }}
        />
      ) : null}
      <div
        role="toolbar"
        aria-label="Comments"
        className={cn(
          'pointer-events-auto absolute flex gap-0.5 rounded-xl bg-white/90 p-1 shadow-md ring-1 ring-zinc-200 backdrop-blur',
          controlsClassName,
        )}
      >
        <Button
          size="sm"
          variant={commenting ? 'primary' : 'ghost'}
          aria-pressed={commenting}
          onClick={() => {
            setCommenting((c) => !c);
            setDraft(null);
            setShowPins(true);
          }}
          data-testid="comment-mode"
          className="max-sm:h-9"
        >
          <MessageSquarePlus aria-hidden /> Comment
        </Button>
        {list.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={showPins}
            aria-label={
              showPins ? `Hide comment pins (${list.length})` : `Show comment pins (${list.length})`
            }
            title={showPins ? 'Hide pins' : 'Show pins'}
            onClick={() => setShowPins((s) => !s)}
            data-testid="pins-toggle"
            className="max-sm:h-9"
          >
            {showPins ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            <span className="tabular-nums" data-testid="open-threads-count">
              {open}
            </span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The image while commenting: a click, or Enter at the keyboard marker, drops a pin there. */
function PinCatcher({
  rect,
  onPin,
  onCancel,
}: {
  rect: Rect;
  onPin: (p: Point) => void;
  onCancel: () => void;
}) {
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const [keyboard, setKeyboard] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      e.stopPropagation();
      setKeyboard(true);
      setCursor((c) => ({ x: clamp(c.x + move.x), y: clamp(c.y + move.y) }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPin(cursor);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a 2-D target with arrow-key placement, not a plain button
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      aria-label="Pin a comment: click a point of the image, or move the marker with the arrow keys and press Enter. Escape leaves comment mode."
      className="pointer-events-auto absolute cursor-crosshair rounded-sm outline-2 outline-offset-2 outline-brand-500/60 focus-visible:outline"
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        onPin({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
      }}
      onKeyDown={onKeyDown}
      onBlur={() => setKeyboard(false)}
      data-testid="pin-catcher"
    >
      {keyboard ? (
        <span
          aria-hidden
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-brand-600 bg-brand-500/20"
          style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }}
        />
      ) : null}
    </div>
  );
}

/**
 * A thread's card, rendered inside the dialog that shows the image (when there is one), so the
 * dialog's focus trap and pointer rules treat it as its own.
 */
function ThreadPopover({ className, children, ...props }: ComponentProps<typeof P.Content>) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <>
      <span
        ref={(el) => setContainer((el?.closest('[role="dialog"]') as HTMLElement | null) ?? document.body)}
        hidden
      />
      {container ? (
        <P.Portal container={container}>
          <P.Content
            align="start"
            sideOffset={8}
            collisionPadding={12}
            className={cn(popoverSurfaceClass, 'z-[60] w-[min(20rem,calc(100vw-2rem))] p-0', className)}
            {...props}
          >
            {children}
          </P.Content>
        </P.Portal>
      ) : null}
    </>
  );
}

const pinClass =
  'pointer-events-auto absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full rounded-bl-none text-xs font-semibold shadow-md ring-2 ring-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ThreadPin({
  assetId,
  thread,
  number,
  rect,
  open,
  onOpenChange,
}: {
  assetId: string;
  thread: HotspotThread;
  number: number;
  rect: Rect;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const first = thread.comments[0];
  const resolved = !!thread.resolvedAt;
  const label = `Comment ${number} by ${thread.author.name}${resolved ? ' (resolved)' : ''}: ${
    first ? commentExcerpt(first.body, 60) : ''
  }`;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor asChild>
        <button
          type="button"
          className={cn(
            pinClass,
            resolved ? 'bg-zinc-300 text-zinc-700' : 'bg-brand-600 text-white hover:bg-brand-700',
            open && 'scale-110',
          )}
          style={at(rect, thread)}
          aria-label={label}
          aria-expanded={open}
          title={label}
          onClick={() => onOpenChange(!open)}
          data-testid="hotspot-pin"
          data-resolved={resolved || undefined}
        >
          {resolved ? <Check className="size-3.5" aria-hidden /> : number}
        </button>
      </PopoverAnchor>
      <ThreadPopover
        aria-label={`Comment ${number}`}
        // A click outside or Escape closes the thread; focus merely moving (a button that re-renders) does not.
        onFocusOutside={(e) => e.preventDefault()}
      >
        <ThreadCard assetId={assetId} thread={thread} number={number} onClose={() => onOpenChange(false)} />
      </ThreadPopover>
    </Popover>
  );
}

function ThreadCard({
  assetId,
  thread,
  number,
  onClose,
}: {
  assetId: string;
  thread: HotspotThread;
  number: number;
  onClose: () => void;
}) {
  const m = useHotspotMutations(assetId);
  const resolved = !!thread.resolvedAt;
  return (
    <div className="flex max-h-[min(28rem,70dvh)] flex-col" data-testid="hotspot-thread">
      <header className="flex items-center gap-2 border-b border-zinc-100 px-3 py-2">
        <span className="text-sm font-semibold text-zinc-900">Comment {number}</span>
        {resolved ? (
          <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-[11px] font-medium text-zinc-600">
            Resolved
          </span>
        ) : null}
        <span className="flex-1" />
        {thread.canResolve ? (
          <Button
            size="sm"
            variant="ghost"
            // Not disabled while it saves: the focused button would drop focus and close the thread.
            aria-busy={m.resolve.isPending || undefined}
            onClick={() =>
              !m.resolve.isPending &&
              m.resolve.mutate({ threadId: thread.id, resolved: !resolved }, { onError: failed })
            }
            data-testid={resolved ? 'thread-reopen' : 'thread-resolve'}
          >
            {resolved ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
        ) : null}
        <Button size="icon-sm" variant="ghost" aria-label="Close" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </header>
      <ol className="flex-1 space-y-3 overflow-y-auto px-3 py-3" aria-label="Comments in this thread">
        {thread.comments.map((c) => (
          <CommentItem key={c.id} assetId={assetId} comment={c} />
        ))}
      </ol>
      {resolved ? (
        <p className="border-t border-zinc-100 px-3 py-2 text-xs text-zinc-500">
          Resolved by {thread.resolvedBy?.name ?? 'someone'}. {M.resolvedReplyForbidden}.
        </p>
      ) : (
        <CommentForm
          label="Reply"
          submitLabel="Reply"
          pending={m.reply.isPending}
          onSubmit={(body, clear) =>
            m.reply.mutate({ threadId: thread.id, body }, { onSuccess: clear, onError: failed })
          }
        />
      )}
    </div>
  );
}

function CommentItem({ assetId, comment }: { assetId: string; comment: HotspotThread['comments'][number] }) {
  const m = useHotspotMutations(assetId);
  const [editing, setEditing] = useState(false);
  return (
    <li className="text-sm" data-testid="hotspot-comment">
      <div className="flex items-baseline gap-2">
        <span className="font-medium text-zinc-900">{comment.author.name}</span>
        <time className="text-[11px] text-zinc-500" dateTime={comment.createdAt}>
          {when(comment.createdAt)}
          {comment.editedAt ? ' · edited' : ''}
        </time>
      </div>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.body}
          pending={m.edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            m.edit.mutate(
              { commentId: comment.id, body },
              { onSuccess: () => setEditing(false), onError: failed },
            )
          }
          bare
        />
      ) : (
        <p
          className="mt-0.5 break-words whitespace-pre-wrap text-zinc-700"
          data-testid="hotspot-comment-body"
        >
          {comment.body}
        </p>
      )}
      {comment.mine && !editing ? (
        <div className="mt-1 flex gap-3 text-xs">
          <button
            type="button"
            className="text-zinc-500 hover:text-zinc-900 hover:underline"
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
          <button
            type="button"
            className="text-zinc-500 hover:text-red-700 hover:underline"
            onClick={() => m.remove.mutate(comment.id, { onError: failed })}
          >
            Delete
          </button>
        </div>
      ) : null}
    </li>
  );
}

function CommentForm({
  label,
  submitLabel,
  initial = '',
  pending,
  onSubmit,
  onCancel,
  bare = false,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (body: string, clear: () => void) => void;
  onCancel?: () => void;
  bare?: boolean;
}) {
  const [text, setText] = useState(initial);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (text.trim()) onSubmit(text.trim(), () => setText(''));
  };
  return (
    <form onSubmit={submit} className={cn('space-y-2', !bare && 'border-t border-zinc-100 p-3')}>
      <Textarea
        aria-label={label}
        placeholder={`${label}…`}
        rows={2}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter is a new line (as in the editor's chat).
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
        data-testid="comment-input"
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          size="sm"
          loading={pending}
          disabled={!text.trim()}
          data-testid="comment-submit"
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The pin being placed, with the box for its first comment; closing it without text drops it. */
function DraftPin({
  assetId,
  rect,
  point,
  number,
  onDone,
}: {
  assetId: string;
  rect: Rect;
  point: Point;
  number: number;
  onDone: (thread: HotspotThread | null) => void;
}) {
  const m = useHotspotMutations(assetId);
  return (
    <Popover open onOpenChange={(o) => !o && onDone(null)}>
      <PopoverAnchor asChild>
        <span
          className={cn(pinClass, 'bg-brand-600 text-white ring-brand-200')}
          style={at(rect, point)}
          aria-hidden
          data-testid="hotspot-draft"
        >
          {number}
        </span>
      </PopoverAnchor>
      <ThreadPopover aria-label="New comment" onFocusOutside={(e) => e.preventDefault()}>
        <CommentForm
          label="Add a comment"
          submitLabel="Pin comment"
          pending={m.create.isPending}
          onCancel={() => onDone(null)}
          onSubmit={(body) => m.create.mutate({ ...point, body }, { onSuccess: onDone, onError: failed })}
          bare={false}
        />
      </ThreadPopover>
    </Popover>
  );
}
