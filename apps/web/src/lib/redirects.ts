/**
 * Pure helpers for where the app sends people. Kept free of React and the DOM so the
 * rules are unit-tested on their own.
 */

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Paths a sign-in must never bounce back to (they would loop). */
const AUTH_PATHS = ['/login', '/sign-up', '/onboarding', '/auth/callback'];

/** A same-site path, or the fallback. Rejects absolute URLs, protocol-relative and auth pages. */
export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (value.length > 2000) return fallback;
  const pathname = value.split(/[?#]/)[0];
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return fallback;
  return value;
}

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** /login?redirect=<encoded path>; unsafe or auth-page targets are dropped. */
export function loginUrl(target?: string | null): string {
  const redirect = target ? safeRedirect(target, '') : '';
  return withQuery('/login', { redirect: redirect || null });
}

export function signUpUrl(params: { redirect?: string | null; referrer?: string | null } = {}): string {
  const redirect = params.redirect ? safeRedirect(params.redirect, '') : '';
  return withQuery('/sign-up', { redirect: redirect || null, referrer: params.referrer });
}

export function onboardingUrl(params: { redirect?: string | null; referrer?: string | null } = {}): string {
  const redirect = params.redirect ? safeRedirect(params.redirect, '') : '';
  return withQuery('/onboarding', { redirect: redirect || null, referrer: params.referrer });
}

export const BLOCKED_LOGIN_URL = '/login?blocked=1';

/** The shared API failure rule: 401 → sign in, 404 → /404, 500 → /500, anything else only logged. */
export function redirectForStatus(status: number): 'login' | '/404' | '/500' | null {
  if (status === 401) return 'login';
  if (status === 404) return '/404';
  if (status === 500) return '/500';
  return null;
}
