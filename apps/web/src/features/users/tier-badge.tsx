import { TIER_LABELS, type Tier } from '@packsmith/core';
import { Crown, Gem, Sparkles, Zap } from 'lucide-react';
import { cn } from '@/lib/cn';

const STYLES: Record<Tier, { className: string; icon?: typeof Crown }> = {
  free: { className: 'bg-zinc-100 text-zinc-600 ring-1 ring-inset ring-zinc-200' },
  starter: { className: 'bg-sky-50 text-sky-700 ring-1 ring-inset ring-sky-200', icon: Zap },
  plus: { className: 'bg-teal-50 text-teal-700 ring-1 ring-inset ring-teal-200', icon: Zap },
  growth: { className: 'bg-emerald-50 text-emerald-700 ring-1 ring-inset ring-emerald-200', icon: Sparkles },
  pro: { className: 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-200', icon: Sparkles },
  scale: { className: 'bg-gradient-to-r from-amber-400 to-orange-500 text-white shadow-sm', icon: Gem },
  unlimited: {
    className: 'bg-gradient-to-r from-zinc-900 via-brand-900 to-zinc-900 text-amber-200 shadow-sm',
    icon: Crown,
  },
};

/** The plan badge in the top bar and user menu; each tier has its own look. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const { className: style, icon: Icon } = STYLES[tier];
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap',
        style,
        className,
      )}
      data-tier={tier}
    >
      {Icon ? <Icon className="size-3" aria-hidden /> : null}
      {TIER_LABELS[tier]}
    </span>
  );
}
