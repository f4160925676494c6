import type { User } from '@packsmith/core';
import { CircleQuestionMark, Coins, CreditCard, LogOut, ReceiptText, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PopoverHandle } from '@/components/ui/lazy-popover';
import { AnchoredPopover, PopoverClose } from '@/components/ui/popover';
import { CreditsMenuSection } from '@/features/credits';
import { manageLabel, TierBadge } from '@/features/users';
import { HELP_CENTRE_URL } from '../links';
import { Avatar } from './avatar';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-900 disabled:pointer-events-none';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="text-zinc-500 [&_svg]:size-4">{icon}</span>
      <span className="flex-1 text-left">{children}</span>
    </>
  );
}

/** The account popover's body (loaded on demand by UserMenu). */
export default function UserMenuBody({
  handle,
  user,
  onSignOut,
}: {
  handle: PopoverHandle;
  user: User;
  onSignOut: () => void;
}) {
  const label = manageLabel(user.tier);
  return (
    <AnchoredPopover handle={handle} className="w-72 p-1.5">
      <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
        <Avatar user={user} className="size-10 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-zinc-900">{user.name}</p>
          <p className="truncate text-xs text-zinc-500">{user.email}</p>
        </div>
        <TierBadge tier={user.tier} />
      </div>
      <CreditsMenuSection />
      <div className="border-t border-zinc-100 pt-1.5">
        <p className="px-2.5 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
          {label}
        </p>
        {user.tier !== 'unlimited' ? (
          <PopoverClose asChild>
            <Link
              to="/pricing"
              className={`${rowClass} font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
            >
              <Row icon={<Rocket className="text-brand-600" />}>Upgrade account</Row>
            </Link>
          </PopoverClose>
        ) : null}
        <PopoverClose asChild>
          <Link to="/pricing" className={rowClass}>
            <Row icon={<Coins />}>Pricing</Row>
          </Link>
        </PopoverClose>
        <PopoverClose asChild>
          <Link to="/dashboard/credits" className={rowClass}>
            <Row icon={<ReceiptText />}>Credits history</Row>
          </Link>
        </PopoverClose>
        <PopoverClose asChild>
          <Link to="/dashboard/billing" className={rowClass}>
            <Row icon={<CreditCard />}>Billing</Row>
          </Link>
        </PopoverClose>
        <a href={HELP_CENTRE_URL} target="_blank" rel="noreferrer" className={rowClass}>
          <Row icon={<CircleQuestionMark />}>Help centre</Row>
        </a>
      </div>
      <div className="mt-1 border-t border-zinc-100 pt-1">
        <PopoverClose asChild>
          <button type="button" className={rowClass} onClick={onSignOut}>
            <Row icon={<LogOut />}>Sign out</Row>
          </button>
        </PopoverClose>
      </div>
    </AnchoredPopover>
  );
}
