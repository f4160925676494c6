import { CREDIT_MESSAGES } from '@packsmith/core';
import { LazyPopover, lazyPopoverBody } from '@/components/ui/lazy-popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditBalance } from './api';
import { CreditBalanceView } from './credit-balance';
import { CreditsDialogsHost } from './dialogs-host';
import { formatCredits } from './rules';

const body = lazyPopoverBody(() => import('./credits-popover-body'));

/**
 * The top bar's credits popover: the coloured balance as its trigger; inside, 'Your credit usage',
 * the latest 5 entries, 'See all activity' and the buying section. Hidden on small screens, where
 * the user popover shows the balance instead. Also hosts the shared credits dialogs.
 */
export function CreditsPopover() {
  const balance = useCreditBalance();
  return (
    <>
      <LazyPopover
        body={body}
        className="hidden rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-zinc-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-200 md:inline-flex"
        aria-label={
          balance.data
            ? `${CREDIT_MESSAGES.usageTitle}: ${balance.data.balance === 'Unlimited' ? 'unlimited' : formatCredits(balance.data.balance)} credits`
            : CREDIT_MESSAGES.usageTitle
        }
        data-testid="credits-popover-trigger"
      >
        {balance.data ? (
          <CreditBalanceView balance={balance.data.balance} />
        ) : (
          <Skeleton className="h-7 w-16 rounded-full" />
        )}
      </LazyPopover>
      <CreditsDialogsHost />
    </>
  );
}
