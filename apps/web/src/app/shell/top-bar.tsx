import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { CreditsPopover } from '@/features/credits';
import { NotificationsPopover } from '@/features/notifications';
import { TierBadge, useSession } from '@/features/users';
import { loginUrl } from '@/lib/redirects';
import { useSignOut } from '../session';
import { UserMenu } from './user-menu';

// The phone menu loads the first time it opens.
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

function PricingLink() {
  return (
    <Link to="/pricing" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'text-zinc-600' })}>
      Pricing
    </Link>
  );
}

/** Right-hand side of the top bar, by sign-in state (spec part 1 "Top bar and popovers"). */
function TopBarActions() {
  const session = useSession();
  const signOut = useSignOut();
  const location = useLocation();

  switch (session.status) {
    case 'loading':
      return <Skeleton className="h-9 w-40 rounded-full" />;
    case 'onboarding':
      // Signed in but not onboarded: only Sign out.
      return (
        <Button variant="outline" size="sm" onClick={signOut}>
          Sign out
        </Button>
      );
    case 'ready':
      return (
        <div className="flex items-center gap-1.5 sm:gap-2">
          <div className="hidden sm:block">
            <PricingLink />
          </div>
          <NotificationsPopover />
          <CreditsPopover />
          <Link to="/pricing" aria-label="Your plan" className="hidden rounded-full sm:block">
            <TierBadge tier={session.user.tier} />
          </Link>
          <UserMenu user={session.user} onSignOut={signOut} />
        </div>
      );
    default:
      return (
        <div className="flex items-center gap-1.5 sm:gap-2">
          <PricingLink />
          <Link
            to={loginUrl(`${location.pathname}${location.search}`)}
            className={buttonClass({ size: 'sm' })}
            data-testid="login-or-sign-up"
          >
            Login or sign up
          </Link>
        </div>
      );
  }
}

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b border-zinc-200/80 bg-white/85 px-3 backdrop-blur-md sm:px-4">
      <button
        type="button"
        className="-ml-1 rounded-lg p-2 text-zinc-600 hover:bg-zinc-100 md:hidden"
        aria-label="Open menu"
        onClick={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <Menu className="size-5" />
      </button>
      <Link to="/dashboard" aria-label="Packsmith home" className="rounded-lg md:ml-1">
        <Logo />
      </Link>
      <div className="ml-auto">
        <TopBarActions />
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
