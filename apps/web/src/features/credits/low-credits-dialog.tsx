import { CREDIT_MESSAGES, UNLIMITED_BALANCE } from '@packsmith/core';
import { ChevronRight, CirclePlus, Printer, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useCreditBalance } from './api';
import { CreditBalanceView } from './credit-balance';
import { formatCredits } from './rules';

export interface LowCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Credits the action needs, when known. */
  required?: number;
  /** Opens the top-up dialog (defaults to the shared one via the credits dialog host). */
  onTopUp: () => void;
}

const rowClass =
  'group flex w-full items-center gap-3.5 rounded-xl border border-zinc-200 bg-white px-4 py-3.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function Choice({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-zinc-900">{title}</span>
        <span className="block text-[13px] text-zinc-500">{description}</span>
      </span>
      <ChevronRight
        className="size-4 text-zinc-400 transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </>
  );
}

/**
 * "You don't have enough credits" (spec part 2 §8): Top-up, Upgrade (/pricing) or Buy a
 * print-ready file. Opened by the chat editor's out-of-credits reply and by any action that
 * cannot be afforded.
 */
export function LowCreditsDialog({ open, onOpenChange, required, onTopUp }: LowCreditsDialogProps) {
  const balance = useCreditBalance({ enabled: open });
  const current = balance.data?.balance;
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={CREDIT_MESSAGES.lowCreditsDialogTitle}
        description={
          required !== undefined
            ? `This needs ${formatCredits(required)} ${required === 1 ? 'credit' : 'credits'}. Top up, upgrade your plan, or let our designers finish it for you.`
            : 'Top up, upgrade your plan, or let our designers finish it for you.'
        }
        size="sm"
      >
        {current !== undefined && current !== UNLIMITED_BALANCE ? (
          <div className="mb-4 flex items-center justify-between rounded-xl bg-zinc-50 px-4 py-3 ring-1 ring-zinc-100 ring-inset">
            <span className="text-sm text-zinc-600">Your balance</span>
            <CreditBalanceView balance={current} cost={required} withUnit />
          </div>
        ) : null}
        <div className="flex flex-col gap-2.5" data-testid="low-credits-choices">
          <button
            type="button"
            className={rowClass}
            onClick={() => {
              close();
              onTopUp();
            }}
          >
            <Choice
              icon={<CirclePlus />}
              title="Top-up"
              description="Buy a credit pack and carry on straight away"
            />
          </button>
          <DialogClose asChild>
            <Link to="/pricing" className={rowClass}>
              <Choice
                icon={<Rocket />}
                title="Upgrade"
                description="More credits every month on a bigger plan"
              />
            </Link>
          </DialogClose>
          <DialogClose asChild>
            <Link to="/print-ready" className={rowClass}>
              <Choice
                icon={<Printer />}
                title="Buy print-ready file"
                description="A professional designer finishes your design, from just $50"
              />
            </Link>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
