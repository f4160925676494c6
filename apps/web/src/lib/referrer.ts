/**
 * The sign-up referrer must survive a trip through Google sign-in, which only carries the
 * redirect; keep it for the tab's lifetime until onboarding sends it.
 */
const KEY = 'packsmith.referrer';

export function rememberReferrer(referrer: string | null): void {
  if (!referrer) return;
  try {
    sessionStorage.setItem(KEY, referrer.slice(0, 200));
  } catch {
    // Storage refused (privacy settings): the referrer is simply not sent.
  }
}

export function recallReferrer(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage refused: nothing was remembered
  }
}

export function forgetReferrer(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was remembered to forget.
  }
}
