import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, useNavigation, useSearchParams } from 'react-router';
import { CreateFlowsHost } from '@/features/create';
import { usePaymentReturn } from '@/features/credits/payment-return';
import { readPendingLaunch } from '@/features/generator/pending-launch';
import { LiveNotifications } from '@/features/notifications';
import { meQueryKey } from '@/features/users/api';
import { cn } from '@/lib/cn';
import { useUser } from '../session';
import { Footer } from './footer';
import { ShellActionsProvider } from './shell-actions';
import { Sidebar } from './sidebar';
import { SupportButton } from './support-button';
import { TopBar } from './top-bar';

/** A thin bar at the very top while a lazy route module or its data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      aria-hidden
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-500 transition-[transform,opacity] duration-500',
        busy ? 'scale-x-75 opacity-100' : 'scale-x-100 opacity-0',
      )}
    />
  );
}

// Loaded only for an address with ?daid= (a remix link), not on every first load.
const RemixParam = lazy(() =>
  import('@/features/create/use-remix-param').then((m) => ({ default: m.RemixParam })),
);

/** Mounts the ?daid= remix handler once such an address is seen (it then removes the parameter). */
function RemixOnDemand() {
  const [params] = useSearchParams();
  const [seen, setSeen] = useState(false);
  if (!seen && params.has('daid')) setSeen(true);
  return seen ? (
    <Suspense fallback={null}>
      <RemixParam />
    </Suspense>
  ) : null;
}

// Loaded only when this browser launched the generator logged out and has not claimed it yet.
const ClaimPendingLaunch = lazy(() =>
  import('@/features/generator/claim-launch').then((m) => ({ default: m.ClaimPendingLaunch })),
);

/** Claims this browser's logged-out launch once its person is signed in (see features/generator). */
function LaunchClaimOnDemand() {
  const [pending] = useState(() => readPendingLaunch() !== null);
  return pending ? (
    <Suspense fallback={null}>
      <ClaimPendingLaunch />
    </Suspense>
  ) : null;
}

/**
 * A card payment comes back to the page it started on with ?success=true (paymentReturnPath):
 * the toast, the balance refresh and, after a plan change, the user's new tier — on any page.
 */
function PaymentReturn() {
  const queryClient = useQueryClient();
  const refreshUser = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);
  usePaymentReturn({ onPlanChanged: refreshUser });
  return null;
}

export function AppLayout() {
  const user = useUser();
  return (
    <ShellActionsProvider>
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 text-sm font-medium shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <TopBar />
        <div className="flex flex-1">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
              <Outlet />
            </main>
            <Footer />
          </div>
        </div>
      </div>
      <SupportButton />
      {user ? <LiveNotifications userId={user.userId} /> : null}
      {user ? <CreateFlowsHost /> : null}
      {user ? <RemixOnDemand /> : null}
      {user ? <LaunchClaimOnDemand /> : null}
      <PaymentReturn />
    </ShellActionsProvider>
  );
}
