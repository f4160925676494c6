import { MESSAGES } from '@packsmith/core';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { EmailCodeForm, GoogleButton } from '@/features/auth';
import { useSession } from '@/features/users';
import { BLOCKED_LOGIN_URL, loginUrl, onboardingUrl, safeRedirect, signUpUrl } from '@/lib/redirects';
import { recallReferrer, rememberReferrer } from '@/lib/referrer';
import { AuthLayout } from './auth-layout';
import { SUPPORT_EMAIL } from './links';
import { useFinishSignIn } from './session';

const COPY = {
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to keep designing packaging your customers love.',
    switchText: 'New to Packsmith?',
    switchLink: 'Create an account',
  },
  'sign-up': {
    title: 'Create your account',
    subtitle: 'Start with free credits. No card, no password — just your email.',
    switchText: 'Already have an account?',
    switchLink: 'Sign in',
  },
} as const;

/** /login and /sign-up: the same email-code flow with redirect and referrer carried through. */
export function SignInScreen({ mode }: { mode: 'login' | 'sign-up' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const finishSignIn = useFinishSignIn();
  const redirect = params.get('redirect');
  const referrer = params.get('referrer') ?? recallReferrer();
  const blocked = params.get('blocked') === '1';
  const googleFailed = params.get('error') === 'google';
  const copy = COPY[mode];

  useEffect(() => rememberReferrer(params.get('referrer')), [params]);

  if (session.status === 'ready') return <Navigate to={safeRedirect(redirect)} replace />;
  if (session.status === 'onboarding') return <Navigate to={onboardingUrl({ redirect, referrer })} replace />;
  if (session.status === 'loading') return <PageSpinner />;

  return (
    <AuthLayout>
      <div className="w-full max-w-[380px]">
        <h1 className="text-[28px] font-semibold tracking-tight text-zinc-900">{copy.title}</h1>
        <p className="mt-2 text-[15px] text-zinc-500">{copy.subtitle}</p>
        <div className="mt-8 flex flex-col">
          {blocked ? (
            <Notice tone="danger" title="This email can't be used" className="mb-5">
              {MESSAGES.auth.blocked} If you think this is a mistake, contact{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline underline-offset-2">
                {SUPPORT_EMAIL}
              </a>
              .
            </Notice>
          ) : null}
          {googleFailed ? (
            <Notice tone="danger" className="mb-5">
              {MESSAGES.auth.googleFailed}
            </Notice>
          ) : null}
          <GoogleButton redirect={redirect} />
          <EmailCodeForm
            key={blocked ? 'blocked' : 'form'}
            mode={mode}
            onBlocked={() => navigate(BLOCKED_LOGIN_URL, { replace: true })}
            onVerified={async (token) => {
              const result = await finishSignIn(token.token, { redirect, referrer });
              return result.ok ? null : result.message;
            }}
          />
        </div>
        <p className="mt-8 text-center text-sm text-zinc-500">
          {copy.switchText}{' '}
          <Link
            to={
              mode === 'login'
                ? signUpUrl({ redirect, referrer: params.get('referrer') })
                : loginUrl(redirect)
            }
            className="font-medium text-brand-700 hover:text-brand-800"
          >
            {copy.switchLink}
          </Link>
        </p>
        <p className="mt-6 text-center text-xs leading-relaxed text-zinc-400">
          By continuing you agree to our{' '}
          <Link
            to="/legal/platform-terms-of-use"
            className="underline underline-offset-2 hover:text-zinc-600"
          >
            Terms of use
          </Link>{' '}
          and{' '}
          <Link to="/legal/privacy-policy" className="underline underline-offset-2 hover:text-zinc-600">
            Privacy policy
          </Link>
          .
        </p>
      </div>
    </AuthLayout>
  );
}
