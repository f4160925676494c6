import type { DesignAction, DesignActionImage } from '@packsmith/core';
import { ImageOff, RefreshCw, Sparkles, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';
import { ACTION_ICONS } from './action-icons';
import { ACTION_LABELS, actionSummary, imageTiles, progressFor, progressLabel, STATUS_LABELS } from './rules';

const STATUS_BADGE: Record<DesignAction['status'], BadgeVariant> = {
  pending: 'neutral',
  generating: 'brand',
  retrying: 'warning',
  completed: 'success',
  error: 'danger',
};

/** Re-renders every second while the action runs, so the estimate moves between polls. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function ProgressBar({ action }: { action: DesignAction }) {
  const running = action.status !== 'completed' && action.status !== 'error';
  const now = useNow(running);
  if (!running) return null;
  const percent = progressFor(action, now);
  const value = Math.floor(percent);
  const ready = action.images.filter((i) => i.status === 'completed').length;
  const requested = Math.max(action.numberOfImagesRequestedByUser, action.images.length);
  return (
    <div className="mt-4">
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-xs text-zinc-500">
        <span>
          {action.status === 'pending' ? 'Queued — starting shortly' : 'Generating your designs'}
          {requested ? ` · ${ready} of ${requested} ready` : ''}
        </span>
        <span className="tabular-nums">{progressLabel(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-violet-400 transition-[width] duration-1000 ease-linear"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function ImageTile({
  image,
  index,
  actionStatus,
  onOpen,
}: {
  image: DesignActionImage | null;
  actionStatus: DesignAction['status'];
  index: number;
  onOpen: (assetId: string) => void;
}) {
  if (image?.status === 'completed' && image.assetId) {
    const assetId = image.assetId;
    return (
      <button
        type="button"
        onClick={() => onOpen(assetId)}
        className="group relative block overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        aria-label={`Open image ${index + 1}`}
        data-testid="session-image"
      >
        <AssetImage
          src={image.thumbnailUrl ?? image.url}
          alt={`Result ${index + 1}`}
          className="aspect-square transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </button>
    );
  }
  if (image?.status === 'error') {
    return (
      <div
        className="flex aspect-square flex-col items-center justify-center gap-2 rounded-xl bg-red-50 text-xs text-red-600 ring-1 ring-red-100"
        data-testid="session-image-placeholder"
      >
        <ImageOff className="size-5" aria-hidden />
        Not generated
      </div>
    );
  }
  const label =
    image?.status === 'retrying' || actionStatus === 'retrying'
      ? 'Retrying…'
      : actionStatus === 'pending'
        ? 'Queued'
        : 'Generating…';
  return (
    <div
      className="relative flex aspect-square flex-col items-center justify-center gap-2 overflow-hidden rounded-xl bg-gradient-to-br from-brand-50 via-zinc-50 to-violet-50 text-xs font-medium text-zinc-400 ring-1 ring-zinc-200/60"
      data-testid="session-image-placeholder"
    >
      <div className="absolute inset-0 animate-pulse bg-white/50" aria-hidden />
      <Sparkles className="relative size-5 text-brand-300" aria-hidden />
      <span className="relative">{label}</span>
    </div>
  );
}

/** One design action: what was asked, its status and progress, and its images as they arrive. */
export function ActionCard({
  action,
  focused = false,
  onOpenImage,
  onRemix,
}: {
  action: DesignAction;
  /** The action named by ?sessionEventId=: scrolled into view and outlined. */
  focused?: boolean;
  onOpenImage: (assetId: string) => void;
  onRemix?: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const tiles = imageTiles(action);
  const created = new Date(action.createdAt);
  const TypeIcon = ACTION_ICONS[action.type].icon;
  return (
    <article
      ref={ref}
      className={cn(
        'scroll-mt-20 rounded-2xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5',
        focused && 'border-brand-300 ring-2 ring-brand-500/60',
      )}
      data-testid="design-action"
      data-action-id={action.id}
      data-focused={focused || undefined}
      aria-current={focused || undefined}
      data-status={action.status}
    >
      <header className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            ACTION_ICONS[action.type].tone,
          )}
        >
          <TypeIcon className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm font-semibold text-zinc-900">{ACTION_LABELS[action.type]}</span>
            <Badge variant={STATUS_BADGE[action.status]} data-testid="action-status">
              {STATUS_LABELS[action.status]}
            </Badge>
            <time className="text-xs text-zinc-400" dateTime={action.createdAt}>
              {created.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-zinc-600" data-testid="action-summary">
            {actionSummary(action)}
          </p>
        </div>
        {onRemix ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onRemix}
            aria-label={`Remix ${ACTION_LABELS[action.type]}`}
          >
            <RefreshCw aria-hidden /> <span className="max-sm:sr-only">Remix</span>
          </Button>
        ) : null}
      </header>
      <ProgressBar action={action} />
      {action.status === 'error' ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700"
          role="alert"
        >
          <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{action.error ?? 'This generation failed.'} Your credits for it were returned.</span>
        </p>
      ) : null}
      {tiles.length ? (
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
          {tiles.map((image, i) => (
            <ImageTile
              key={image?.id ?? `placeholder-${i}`}
              image={image}
              index={i}
              actionStatus={action.status}
              onOpen={onOpenImage}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}
