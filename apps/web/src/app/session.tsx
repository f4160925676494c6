import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { destinationAfterSignIn, EMAIL_BLOCKED, revokeSession } from '@/features/auth';
import { shutdownCrisp } from '@/features/support';
import { meQuery, meQueryKey, useToken } from '@/features/users';
import { isApiError } from '@/lib/api';
import { clearToken, setToken } from '@/lib/auth-token';
import { takeLogoutTarget } from '@/lib/logout-target';
import { BLOCKED_LOGIN_URL, safeRedirect } from '@/lib/redirects';
import { isNetworkFailure } from '@/lib/retry';

/**
 * Applies the sign-in rules for errors on /users/me: an expired token signs the person out
 * quietly, a blocked email goes to /login?blocked=1, anything else but the network to /500.
 */
export function SessionEffects() {
  const token = useToken();
  const { error } = useQuery({ ...meQuery, enabled: token !== null });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!error || isNetworkFailure(error)) return;
    if (isApiError(error) && error.status === 401) {
      clearToken();
      queryClient.removeQueries({ queryKey: meQueryKey });
    } else if (isApiError(error) && error.code === EMAIL_BLOCKED) {
      clearToken();
      queryClient.removeQueries({ queryKey: meQueryKey });
      navigate(BLOCKED_LOGIN_URL, { replace: true });
    } else {
      navigate('/500', { replace: true });
    }
  }, [error, navigate, queryClient]);

  return null;
}

export interface SignInTarget {
  redirect?: string | null;
  referrer?: string | null;
}

export type FinishSignInResult = { ok: true } | { ok: false; message: string };

/**
 * After a token arrives (code or Google): store it, fetch /users/me, then go to the
 * redirect target or to onboarding. Network failures are reported without redirecting.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, target: SignInTarget): Promise<FinishSignInResult> => {
      queryClient.removeQueries({ queryKey: meQueryKey });
      setToken(token);
      try {
        const me = await queryClient.fetchQuery(meQuery);
        navigate(destinationAfterSignIn(me !== null, target), { replace: true });
        return { ok: true };
      } catch (error) {
        if (isNetworkFailure(error)) {
          return {
            ok: false,
            message: "We couldn't reach Packsmith to load your account. Please try again.",
          };
        }
        clearToken();
        if (isApiError(error) && error.status === 401) {
          return { ok: false, message: 'This sign-in has expired. Please sign in again.' };
        }
        if (isApiError(error) && error.code === EMAIL_BLOCKED) navigate(BLOCKED_LOGIN_URL, { replace: true });
        else navigate('/500', { replace: true });
        return { ok: false, message: isApiError(error) ? error.message : 'Sign-in failed.' };
      }
    },
    [navigate, queryClient],
  );
}

/** Revokes the token, forgets every cached query (and the chat widget's session) and goes to the stored target or /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await revokeSession();
    } catch {
      // Revoking fails offline or with an already expired token: signing out here must not wait on it.
    }
    clearToken();
    queryClient.clear();
    // The hosted chat widget (when configured) forgets this person (spec part 1: logout shuts it down).
    shutdownCrisp();
    navigate(safeRedirect(takeLogoutTarget(), '/login'), { replace: true });
  }, [navigate, queryClient]);
}
