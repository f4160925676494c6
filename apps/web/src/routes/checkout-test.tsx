import { Navigate, useLocation, useParams } from 'react-router';
import { SessionProblem } from '@/app/guards';
import { useSession } from '@/app/session';
import { PageSpinner } from '@/components/ui/spinner';
import { TestCheckoutPage } from '@/features/credits/test-checkout-page';
import { loginUrl, onboardingUrl } from '@/lib/redirects';

/** /checkout/test/{id}: the built-in test checkout, full screen, for the signed-in payer only. */
export function Component() {
  const { id = '' } = useParams();
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
      return <TestCheckoutPage id={id} />;
  }
}
