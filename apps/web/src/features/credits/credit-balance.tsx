import type { CreditBalanceColour } from '@packsmith/core';
import { Infinity as InfinityIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCreditBalance } from './api';
import { CoinIcon } from './coin-icon';
import { type BalanceValue, balanceColour, formatBalance } from './rules';

const TONES: Record<CreditBalanceColour, { pill: string; text: string }> = {
  default: {
    pill: 'bg-white text-zinc-900 ring-zinc-200',
    text: 'text-zinc-900',
  },
  low: {
    pill: 'bg-amber-50 text-amber-800 ring-amber-200',
    text: 'text-amber-700',
  },
  none: {
    pill: 'bg-red-50 text-red-700 ring-red-200',
    text: 'text-red-600',
  },
};

export interface CreditBalanceViewProps {
  balance: BalanceValue;
  /** The action's cost: a balance below it shows as 'none' (red). */
  cost?: number;
  /** 'pill' for bars and buttons, 'inline' inside text, 'large' for summaries. */
  variant?: 'pill' | 'inline' | 'large';
  /** Append the word 'credits' ('70 credits'). */
  withUnit?: boolean;
  className?: string;
}

/**
 * The balance with the spec's colour rule: red ('none') at 0 or when the action costs more than
 * the balance, amber ('low') at 20 or less, otherwise the default; Unlimited is always default.
 */
export function CreditBalanceView({
  balance,
  cost = 0,
  variant = 'pill',
  withUnit = false,
  className,
}: CreditBalanceViewProps) {
  const colour = balanceColour(balance, cost);
  const tone = TONES[colour];
  const unlimited = balance === 'Unlimited';
  const value = formatBalance(balance);
  const label = unlimited ? 'Unlimited credits' : `${value} ${balance === 1 ? 'credit' : 'credits'}`;
  return (
    <span
      className={cn(
        'inline-flex items-center font-semibold tabular-nums whitespace-nowrap',
        variant === 'pill' && ['h-7 gap-1.5 rounded-full px-2.5 text-[13px] ring-1 ring-inset', tone.pill],
        variant === 'inline' && ['gap-1 text-sm', tone.text],
        variant === 'large' && ['gap-2 text-3xl tracking-tight', tone.text],
        className,
      )}
      data-testid="credit-balance"
      data-colour={colour}
      data-balance={String(balance)}
      title={label}
    >
      {unlimited ? (
        <InfinityIcon
          className={cn(variant === 'large' ? 'size-6' : 'size-3.5', 'text-brand-600')}
          strokeWidth={2.2}
          aria-hidden
        />
      ) : (
        <CoinIcon className={variant === 'large' ? 'size-6' : 'size-3.5'} empty={colour === 'none'} />
      )}
      <span className="sr-only">{label}</span>
      <span aria-hidden>{value}</span>
      {withUnit && !unlimited ? (
        <span aria-hidden className={cn('font-medium', variant === 'large' ? 'text-base text-zinc-500' : '')}>
          {balance === 1 ? 'credit' : 'credits'}
        </span>
      ) : null}
    </span>
  );
}

export interface CreditBalanceProps extends Omit<CreditBalanceViewProps, 'balance'> {}

/**
 * The signed-in user's balance, fetched and coloured — drop it next to any Generate button with
 * the action's cost: `<CreditBalance cost={logoDesignCost()} />`.
 */
export function CreditBalance(props: CreditBalanceProps) {
  const { data, isPending, isError } = useCreditBalance();
  if (isPending) {
    return (
      <Skeleton
        className={cn(
          props.variant === 'large' ? 'h-9 w-28' : 'h-7 w-14 rounded-full',
          props.variant === 'inline' && 'h-4',
          props.className,
        )}
      />
    );
  }
  if (isError || !data) return null;
  return <CreditBalanceView balance={data.balance} {...props} />;
}
