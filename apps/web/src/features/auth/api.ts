import type { SessionToken } from '@packsmith/core';
import { MESSAGES } from '@packsmith/core';
import { api } from '@/lib/api';

export function requestCode(email: string) {
  return api.post<{ data: { sent: true } }>(
    '/api/auth/code/request',
    { email },
    { redirects: false, auth: false, fallbackMessage: MESSAGES.generic.internal },
  );
}

export async function verifyCode(email: string, code: string): Promise<SessionToken> {
  const res = await api.post<{ data: SessionToken }>(
    '/api/auth/code/verify',
    { email, code },
    { redirects: false, auth: false },
  );
  return res.data;
}

export function revokeSession() {
  return api.post<unknown>('/api/auth/sign-out', undefined, { redirects: false });
}

export async function fetchProviders(): Promise<{ google: boolean }> {
  const res = await api.get<{ data: { google: boolean } }>('/api/auth/providers', {
    redirects: false,
    auth: false,
  });
  return res.data;
}

/** Full-page navigation: the server runs the OpenID Connect dance and comes back to /auth/callback. */
export function googleStartUrl(redirect: string | null): string {
  const qs = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `/api/auth/google/start${qs}`;
}

/** Error codes the verify endpoint answers with, where a new code is the way forward. */
export const CODE_NEEDS_RESEND = new Set(['code_expired', 'code_attempts']);
export const EMAIL_BLOCKED = 'email_blocked';
