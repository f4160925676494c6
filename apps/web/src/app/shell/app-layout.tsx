import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Outlet, useNavigation, useSearchParams } from 'react-router';
import { CompetitionBanner } from '@/features/competitions';
import { CreateFlowsHost } from '@/features/create';
import { FeedbackOffer } from '@/features/feedback';
import { readPendingLaunch } from '@/features/generator';
import { LiveNotifications } from '@/features/notifications';
import { useUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { Footer } from './footer';
import { ShellActionsProvider } from './shell-actions-provider';
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
// Loaded only when a card payment comes back (?success=true): it brings zod along.
const PaymentReturn = lazy(() => import('./payment-return-handler'));

/** Mounts a lazily loaded handler once an address with ?{param}= is seen (it then removes the parameter). */
function OnParam({ param, Handler }: { param: string; Handler: ComponentType }) {
  const [params] = useSearchParams();
  const [seen, setSeen] = useState(false);
  if (!seen && params.has(param)) setSeen(true);
  return seen ? (
    <Suspense fallback={null}>
      <Handler />
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
            <CompetitionBanner />
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
              <Outlet />
            </main>
            <Footer />
          </div>
        </div>
      </div>
      <SupportButton />
      {user ? <FeedbackOffer /> : null}
      {user ? <LiveNotifications userId={user.userId} /> : null}
      {user ? <CreateFlowsHost /> : null}
      {user ? <OnParam param="daid" Handler={RemixParam} /> : null}
      <OnParam param="success" Handler={PaymentReturn} />
      {user ? <LaunchClaimOnDemand /> : null}
    </ShellActionsProvider>
  );
}
