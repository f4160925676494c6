import type { Notification } from '@packsmith/core';
import {
  Bell,
  Box,
  Check,
  FolderHeart,
  Images,
  KeyRound,
  Layers,
  type LucideIcon,
  MessageSquare,
  Package,
  PackagePlus,
  Printer,
  ScanSearch,
  Sparkles,
  Star,
  TriangleAlert,
  WandSparkles,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { absoluteTime, detailsTarget, relativeTime, type TypeTone, typeLabel, typeTone } from './rules';

const ICONS: Record<string, LucideIcon> = {
  edit_complete: WandSparkles,
  mockup_ready: Box,
  generation_complete: Sparkles,
  refine_complete: WandSparkles,
  variation_complete: Layers,
  extraction_complete: ScanSearch,
  judge_complete: Star,
  design_generation_complete: Sparkles,
  design_action_complete: Sparkles,
  design_generation_error: TriangleAlert,
  design_route_refine_complete: WandSparkles,
  design_edit_images_generated: WandSparkles,
  design_variations_complete: Layers,
  design_action_packaging_range_complete: Package,
  design_action_ai_imagery_complete: Images,
  feature_access_granted: KeyRound,
  collection_invitation: FolderHeart,
  product_request_update: PackagePlus,
  print_ready_delivered: Printer,
  print_ready_cancelled: Printer,
  print_ready_refunded: Printer,
  hotspot_comment: MessageSquare,
};

const TONES: Record<TypeTone, string> = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  danger: 'bg-red-50 text-red-600 ring-red-100',
  amber: 'bg-amber-50 text-amber-600 ring-amber-100',
  sky: 'bg-sky-50 text-sky-600 ring-sky-100',
  rose: 'bg-rose-50 text-rose-600 ring-rose-100',
  teal: 'bg-teal-50 text-teal-600 ring-teal-100',
};

/** The type's icon on a tinted tile ('toast' is the bare icon in the type's colour). */
export function TypeIcon({ type, size = 'md' }: { type: string; size?: 'sm' | 'md' | 'toast' }) {
  const Icon = ICONS[type.toLowerCase()] ?? Bell;
  const tone = TONES[typeTone(type)];
  if (size === 'toast') {
    return <Icon className={cn('size-4', tone.split(' ')[1])} aria-hidden />;
  }
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center ring-1 ring-inset',
        size === 'sm' ? 'size-8 rounded-lg [&_svg]:size-4' : 'size-10 rounded-xl [&_svg]:size-[18px]',
        tone,
      )}
      aria-hidden
    >
      <Icon />
    </span>
  );
}

/** The current time, refreshed every minute, for relative timestamps. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface NotificationRowProps {
  notification: Notification;
  now: Date;
  /** 'compact' in the popover, 'full' on the page. */
  variant?: 'compact' | 'full';
  /** Clicking the row: mark read, then the link navigates. */
  onOpen: (notification: Notification) => void;
  /** Page only: a separate 'Mark as read' button on unread rows. */
  onMarkRead?: (notification: Notification) => void;
}

export function NotificationRow({
  notification: n,
  now,
  variant = 'compact',
  onOpen,
  onMarkRead,
}: NotificationRowProps) {
  const unread = n.readAt === null;
  const full = variant === 'full';
  return (
    <li
      className={cn('group relative', full && unread && 'bg-brand-50/35')}
      data-testid="notification-item"
      data-notification-id={n.id}
      data-unread={unread ? 'true' : 'false'}
    >
      <Link
        to={detailsTarget(n.deeplink)}
        onClick={() => onOpen(n)}
        className={cn(
          'flex w-full gap-3 text-left transition-colors focus-visible:-outline-offset-2',
          full
            ? 'gap-3.5 px-5 py-4 hover:bg-zinc-50/80 sm:px-6'
            : 'rounded-xl px-2.5 py-2.5 hover:bg-zinc-100/80',
          unread && !full && 'bg-brand-50/40',
        )}
      >
        {full && unread ? (
          <span
            className="absolute top-[30px] left-2 size-2 rounded-full bg-brand-500 sm:left-2.5"
            aria-hidden
          />
        ) : null}
        <TypeIcon type={n.type} size={full ? 'md' : 'sm'} />
        <span className={cn('min-w-0 flex-1', full && onMarkRead && unread && 'pr-9')}>
          <span className="flex items-start gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 text-zinc-900',
                full ? 'text-[15px] leading-6' : 'text-[13px] leading-5',
                unread ? 'font-semibold' : 'font-medium text-zinc-700',
              )}
            >
              {n.title}
              {unread && full ? <span className="sr-only"> (unread)</span> : null}
            </span>
            {unread && !full ? (
              <span className="flex h-5 shrink-0 items-center">
                <span className="size-2 rounded-full bg-brand-500 ring-2 ring-brand-100" />
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
          </span>
          {n.message ? (
            <span
              className={cn(
                'mt-0.5 block text-zinc-500',
                full ? 'line-clamp-3 text-sm' : 'line-clamp-2 text-xs leading-[18px]',
              )}
            >
              {n.message}
            </span>
          ) : null}
          <span
            className={cn('mt-1 flex items-center gap-1.5 text-zinc-400', full ? 'text-xs' : 'text-[11px]')}
          >
            <time dateTime={n.createdAt} title={absoluteTime(n.createdAt)}>
              {relativeTime(n.createdAt, now)}
            </time>
            <span aria-hidden>·</span>
            <span className="truncate">{typeLabel(n.type)}</span>
          </span>
        </span>
      </Link>
      {full && onMarkRead && unread ? (
        <button
          type="button"
          onClick={() => onMarkRead(n)}
          className="absolute top-3.5 right-3 flex size-8 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-white hover:text-brand-700 hover:shadow-xs sm:right-4"
          aria-label={`Mark "${n.title}" as read`}
          title="Mark as read"
        >
          <Check className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}
