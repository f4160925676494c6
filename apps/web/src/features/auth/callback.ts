import { onboardingUrl, safeRedirect } from '../../lib/redirects';

export interface CallbackResult {
  token: string | null;
  onboarded: boolean;
  redirect: string | null;
}

/** Reads `#token=…&onboarded=true|false&redirect=<path>` left by the server after Google sign-in. */
export function parseCallbackHash(hash: string): CallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    token: params.get('token') || null,
    onboarded: params.get('onboarded') === 'true',
    redirect: params.get('redirect') || null,
  };
}

/** Where a fresh session goes: its redirect when onboarded, otherwise onboarding carrying it along. */
export function destinationAfterSignIn(
  onboarded: boolean,
  params: { redirect?: string | null; referrer?: string | null },
): string {
  if (onboarded) return safeRedirect(params.redirect);
  return onboardingUrl(params);
}
