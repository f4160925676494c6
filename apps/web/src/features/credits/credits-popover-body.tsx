import { CREDIT_HISTORY_PREVIEW, CREDIT_MESSAGES, type CreditBalance, TIER_LABELS } from '@packsmith/core';
import { ArrowRight, Infinity as InfinityIcon, Plus, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import type { PopoverHandle } from '@/components/ui/lazy-popover';
import { AnchoredPopover, PopoverClose } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCreditBalance, useLatestHistory } from './api';
import { CreditBalanceView } from './credit-balance';
import { openTopUp } from './dialog-store';
import { HistoryRow } from './history-row';
import { buyPrompt, formatCredits, resetLabel } from './rules';

/** The allowance left this month and the purchased credits, as a bar and two figures. */
export function BalanceBreakdown({ balance, className }: { balance: CreditBalance; className?: string }) {
  if (balance.allowance === null || balance.allowanceBalance === null) return null;
  const share = balance.allowance > 0 ? Math.min(1, balance.allowanceBalance / balance.allowance) : 0;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="h-1.5 overflow-hidden rounded-full bg-zinc-100" aria-hidden>
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            share > 0.2 ? 'bg-brand-500' : share > 0 ? 'bg-amber-500' : 'bg-red-500',
          )}
          style={{ width: `${Math.max(share * 100, share > 0 ? 3 : 0)}%` }}
        />
      </div>
      <dl className="flex justify-between gap-3 text-xs">
        <div className="flex gap-1">
          <dt className="text-zinc-500">Monthly allowance</dt>
          <dd className="font-medium text-zinc-800 tabular-nums">
            {formatCredits(balance.allowanceBalance)} / {formatCredits(balance.allowance)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-zinc-500">Top-ups</dt>
          <dd className="font-medium text-zinc-800 tabular-nums" data-testid="top-up-balance">
            {formatCredits(balance.topUpBalance)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The buying section: Free → 'Upgrade to buy more'; paid → 'Buy additional credits or upgrade'. */
function BuySection({ balance }: { balance: CreditBalance }) {
  const prompt = buyPrompt(balance.tier);
  if (prompt.kind === 'unlimited') {
    return (
      <div className="flex items-center gap-2.5 rounded-xl bg-zinc-900 px-3.5 py-3 text-sm font-medium text-amber-200">
        <InfinityIcon className="size-4" aria-hidden />
        {prompt.message}
      </div>
    );
  }
  const free = prompt.kind === 'free';
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-[13px] font-medium text-zinc-700">{prompt.message}</p>
      <div className="grid grid-cols-2 gap-2">
        <PopoverClose asChild>
          <Button
            size="sm"
            variant={free ? 'outline' : 'primary'}
            onClick={openTopUp}
            data-testid="buy-credits"
          >
            <Plus aria-hidden />
            Buy credits
          </Button>
        </PopoverClose>
        <PopoverClose asChild>
          <Link to="/pricing" className={buttonClass({ size: 'sm', variant: free ? 'primary' : 'outline' })}>
            <Rocket aria-hidden />
            Upgrade
          </Link>
        </PopoverClose>
      </div>
    </div>
  );
}

function CreditsSummary() {
  const balance = useCreditBalance();
  const history = useLatestHistory();
  const reset = balance.data ? resetLabel(balance.data) : null;
  return (
    <div className="flex flex-col" data-testid="credits-popover">
      <div className="flex items-start justify-between gap-3 px-2.5 pt-2">
        <div>
          <h2 className="text-sm font-semibold text-zinc-900">{CREDIT_MESSAGES.usageTitle}</h2>
          {balance.data ? (
            <p className="text-xs text-zinc-500">{TIER_LABELS[balance.data.tier]} plan</p>
          ) : null}
        </div>
        {reset ? (
          <span
            className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600"
            data-testid="reset-label"
          >
            {reset}
          </span>
        ) : null}
      </div>

      <div className="px-2.5 pt-3 pb-3.5">
        {balance.data ? (
          <>
            <div className="flex items-baseline gap-2">
              <CreditBalanceView balance={balance.data.balance} variant="large" />
              {balance.data.balance !== 'Unlimited' ? (
                <span className="text-sm text-zinc-500">credits available</span>
              ) : null}
            </div>
            <BalanceBreakdown balance={balance.data} className="mt-3" />
          </>
        ) : balance.isError ? (
          <p className="text-sm text-red-600">We couldn't load your balance.</p>
        ) : (
          <Skeleton className="h-9 w-32" />
        )}
      </div>

      <div className="border-t border-zinc-100 pt-2">
        <p className="px-2.5 pt-1 pb-1 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
          Recent activity
        </p>
        {history.isPending ? (
          <div className="flex flex-col gap-2 px-2.5 py-2">
            {['a', 'b', 'c'].map((k) => (
              <Skeleton key={k} className="h-8" />
            ))}
          </div>
        ) : history.isError ? (
          <p className="px-2.5 py-3 text-sm text-zinc-500">We couldn't load your activity.</p>
        ) : history.data.history.length === 0 ? (
          <p className="px-2.5 py-3 text-sm text-zinc-500">No credit activity yet.</p>
        ) : (
          <ul className="flex flex-col" aria-label={`Latest ${CREDIT_HISTORY_PREVIEW} credit entries`}>
            {history.data.history.slice(0, CREDIT_HISTORY_PREVIEW).map((item) => (
              <HistoryRow key={item.id} item={item} compact />
            ))}
          </ul>
        )}
        <PopoverClose asChild>
          <Link
            to="/dashboard/credits"
            className="mx-1 mt-1 flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-[13px] font-medium text-brand-700 hover:bg-brand-50"
          >
            {CREDIT_MESSAGES.seeAllActivity}
            <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        </PopoverClose>
      </div>

      {balance.data ? (
        <div className="mt-1 border-t border-zinc-100 px-2.5 pt-3 pb-2">
          <BuySection balance={balance.data} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The user popover's credits block on small screens (below 768 px): balance, reset note and
 * Buy credits — the top bar has no room for the credits popover there.
 */
export function CreditsMenuSection() {
  const balance = useCreditBalance();
  if (balance.isError) return null;
  const reset = balance.data ? resetLabel(balance.data) : null;
  const unlimited = balance.data?.balance === 'Unlimited';
  return (
    <div className="border-t border-zinc-100 px-2.5 py-3 md:hidden" data-testid="menu-credits">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">Credits</p>
          {balance.data ? (
            <div className="mt-1 flex items-baseline gap-1.5">
              <CreditBalanceView balance={balance.data.balance} variant="inline" className="text-base" />
              {reset ? <span className="truncate text-xs text-zinc-500">· {reset}</span> : null}
            </div>
          ) : (
            <Skeleton className="mt-1 h-5 w-20" />
          )}
        </div>
        {balance.data && !unlimited ? (
          <PopoverClose asChild>
            <Button size="sm" variant="soft" onClick={openTopUp}>
              <Plus aria-hidden />
              Buy credits
            </Button>
          </PopoverClose>
        ) : null}
      </div>
    </div>
  );
}

/** The credits popover's body (loaded on demand by CreditsPopover). */
export default function CreditsPopoverBody({ handle }: { handle: PopoverHandle }) {
  return (
    <AnchoredPopover handle={handle} className="w-[22rem] p-1.5">
      <CreditsSummary />
    </AnchoredPopover>
  );
}
