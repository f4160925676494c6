import type { FlagKey } from '@packsmith/core';
import { TriangleExclamationPoint, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundFrame } from '@/components/ui/error-frame';
import { PageSpinner } from '@/components/ui/spinner';
import { useFlags } from '@/features/flags';
import { useSession } from '@/features/users';
import { loginUrl, onboardingUrl } from '@/lib/redirects';
import { type NavGate, passesGate } from './shell/nav-rules';
import { useNavContext } from './shell/use-nav';

export function SessionProblem({ offline, retry }: { offline: boolean; retry: () => void }) {
  return (
    <EmptyState
      icon={offline ? WifiOff : TriangleExclamationPoint}
      title={offline ? "We couldn't reach Packsmith" : "We couldn't load your account"}
      description={
        offline
          ? 'We tried a few times but the connection failed. Check your internet connection and try again.'
          : 'Something went wrong while loading your account. Please try again.'
      }
      action={<Button onClick={retry}>Try again</Button>}
      className="min-h-[50vh]"
    />
  );
}

/**
 * Signed-out visitors go to /login?redirect=<here>; people still onboarding go to /onboarding.
 * Renders `children` when given (a single guarded page), otherwise the nested routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  switch (session.status) {
    case 'anonymous':
      return <Navigate to={loginUrl(here)} replace />;
    case 'onboarding':
      return <Navigate to={onboardingUrl({ redirect: here })} replace />;
    case 'offline':
    case 'error':
      return <SessionProblem offline={session.status === 'offline'} retry={session.retry} />;
    case 'loading':
      return <PageSpinner />;
    case 'ready':
      return children ?? <Outlet />;
  }
}

/** Staff pages answer like any unknown page for everyone else. */
export function RequireStaff() {
  const session = useSession();
  if (session.status !== 'ready') return <RequireAuth />;
  return session.user.isStaff ? <Outlet /> : <NotFoundFrame />;
}

/** Pages gated like their menu item (the Extractor by job role) answer like any unknown page for everyone else. */
export function RequireGate({ gate }: { gate: NavGate }) {
  const ctx = useNavContext();
  if (!ctx.user) return <RequireAuth />;
  return passesGate(gate, ctx) ? <Outlet /> : <NotFoundFrame />;
}

/** Pages behind a feature flag answer like any unknown page while the flag is off for this person. */
export function RequireFlag({ flag }: { flag: FlagKey }) {
  const flags = useFlags();
  if (!flags) return <PageSpinner />;
  return flags[flag] ? <Outlet /> : <NotFoundFrame />;
}
