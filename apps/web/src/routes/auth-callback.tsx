import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/app/auth-layout';
import { useFinishSignIn } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { parseCallbackHash } from '@/features/auth';
import { recallReferrer } from '@/lib/referrer';

/** Google sign-in lands here with the token in the hash; store it, strip it, move on. */
export function Component() {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, redirect } = parseCallbackHash(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      navigate('/login?error=google', { replace: true });
      return;
    }
    void finishSignIn(token, { redirect, referrer: recallReferrer() }).then((result) => {
      if (!result.ok) setProblem(result.message);
    });
  }, [finishSignIn, navigate]);

  return (
    <AuthLayout aside={false}>
      {problem ? (
        <div className="w-full max-w-sm">
          <Notice tone="danger" title="We couldn't finish signing you in">
            {problem}
          </Notice>
          <Button className="mt-4 w-full" onClick={() => window.location.assign('/login')}>
            Back to sign in
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 text-zinc-500" role="status">
          <Spinner className="size-7 text-brand-600" />
          <p className="text-sm">Signing you in…</p>
        </div>
      )}
    </AuthLayout>
  );
}
