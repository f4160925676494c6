import type { User } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/app/auth-layout';
import { SessionProblem } from '@/app/guards';
import { useSignOut } from '@/app/session';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { firstName, meQueryKey, OnboardingForm, useSession } from '@/features/users';
import { loginUrl, onboardingUrl, safeRedirect } from '@/lib/redirects';
import { forgetReferrer, recallReferrer } from '@/lib/referrer';

/** Profile completion for signed-in users without a profile; continues to the redirect target. */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');
  const referrer = params.get('referrer') ?? recallReferrer();

  switch (session.status) {
    case 'anonymous':
      return <Navigate to={loginUrl(onboardingUrl({ redirect, referrer }))} replace />;
    case 'ready':
      return <Navigate to={safeRedirect(redirect)} replace />;
    case 'loading':
      return <PageSpinner />;
    case 'offline':
    case 'error':
      return <SessionProblem offline={session.status === 'offline'} retry={session.retry} />;
    case 'onboarding':
      break;
  }

  const done = (user: User) => {
    queryClient.setQueryData(meQueryKey, user);
    forgetReferrer();
    notify.success(`Welcome to Packsmith, ${firstName(user.name)}!`);
    navigate(safeRedirect(redirect), { replace: true });
  };

  return (
    <AuthLayout aside={false}>
      <div className="w-full max-w-2xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-brand-700">One last step</p>
            <h1 className="mt-1 text-[28px] font-semibold tracking-tight text-zinc-900">Tell us about you</h1>
            <p className="mt-2 text-[15px] text-zinc-500">
              A few details so we can tailor Packsmith to your work. It takes under a minute.
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={signOut} className="shrink-0">
            Sign out
          </Button>
        </div>
        <div className="mt-8 rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-card sm:p-8">
          <OnboardingForm referrer={referrer} onDone={done} />
        </div>
      </div>
    </AuthLayout>
  );
}
