import type { CreditActionType, CreditHistoryItem } from '@packsmith/core';
import {
  Box,
  CalendarSync,
  CirclePlus,
  Coins,
  Download,
  Gift,
  Image,
  type LucideIcon,
  MessageSquare,
  PackageOpen,
  ScanSearch,
  Sparkles,
  Star,
  WandSparkles,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatHistoryDate, formatSignedCredits, historyLabel, statusChip } from './rules';

const ICONS: Partial<Record<CreditActionType, LucideIcon>> = {
  image_generation: Sparkles,
  bonus: Gift,
  allowance_reset: CalendarSync,
  topup: CirclePlus,
  edit: WandSparkles,
  artwork_extraction: ScanSearch,
  mockup: Box,
  export: Download,
  refine: WandSparkles,
  judge_eval: Star,
  chat_image_generation: MessageSquare,
  chat_image_upscale: MessageSquare,
  chat_logo_update: MessageSquare,
  chat_product_image_update: MessageSquare,
  change_packaging_format: PackageOpen,
  playground_generation: Image,
};

/** One ledger entry: what it was, when, its status and the signed amount. */
export function HistoryRow({
  item,
  compact = false,
  now,
}: {
  item: CreditHistoryItem;
  compact?: boolean;
  now?: Date;
}) {
  const Icon = ICONS[item.actionType] ?? Coins;
  const chip = statusChip(item.status);
  const grant = item.amount > 0;
  return (
    <li
      className={cn('flex items-center gap-3', compact ? 'px-2.5 py-2' : 'px-4 py-3.5 sm:px-5')}
      data-testid="credit-history-row"
      data-action={item.actionType}
      data-status={item.status}
    >
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg',
          compact ? 'size-8' : 'size-9',
          grant ? 'bg-emerald-50 text-emerald-600' : 'bg-zinc-100 text-zinc-500',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={cn('truncate font-medium text-zinc-900', compact ? 'text-[13px]' : 'text-sm')}>
            {historyLabel(item.actionType)}
          </span>
          {item.status !== 'completed' || !compact ? (
            <Badge variant={chip.tone} className={compact ? 'px-1.5 py-0 text-[11px]' : undefined}>
              {chip.label}
            </Badge>
          ) : null}
        </span>
        <span className={cn('block text-zinc-500', compact ? 'text-xs' : 'text-[13px]')}>
          <time dateTime={item.createdAt}>{formatHistoryDate(item.createdAt, now)}</time>
        </span>
      </span>
      <span
        className={cn(
          'shrink-0 font-semibold tabular-nums',
          compact ? 'text-[13px]' : 'text-sm',
          item.status === 'cancelled'
            ? 'text-zinc-400 line-through'
            : grant
              ? 'text-emerald-600'
              : 'text-zinc-900',
        )}
        data-testid="credit-history-amount"
      >
        {formatSignedCredits(item.amount)}
      </span>
    </li>
  );
}
