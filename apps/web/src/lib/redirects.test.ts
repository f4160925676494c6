import { describe, expect, it } from 'vitest';
import { loginUrl, onboardingUrl, redirectForStatus, safeRedirect, signUpUrl } from './redirects';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/dashboard/collections/1?x=2')).toBe('/dashboard/collections/1?x=2');
  });

  it('falls back to /dashboard for missing or unsafe targets', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
    expect(safeRedirect('https://evil.test/')).toBe('/dashboard');
    expect(safeRedirect('//evil.test/path')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.test')).toBe('/dashboard');
    expect(safeRedirect('dashboard')).toBe('/dashboard');
  });

  it('never bounces back to the sign-in pages', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect('/sign-up')).toBe('/dashboard');
    expect(safeRedirect('/onboarding?redirect=/y')).toBe('/dashboard');
    expect(safeRedirect('/auth/callback')).toBe('/dashboard');
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect(undefined, '/login')).toBe('/login');
  });
});

describe('sign-in URLs', () => {
  it('encodes the redirect for /login', () => {
    expect(loginUrl('/dashboard/sessions/abc?assetId=1')).toBe(
      '/login?redirect=%2Fdashboard%2Fsessions%2Fabc%3FassetId%3D1',
    );
    expect(loginUrl()).toBe('/login');
    expect(loginUrl('https://evil.test')).toBe('/login');
  });

  it('passes redirect and referrer to /sign-up and /onboarding', () => {
    expect(signUpUrl({ redirect: '/pricing', referrer: 'newsletter' })).toBe(
      '/sign-up?redirect=%2Fpricing&referrer=newsletter',
    );
    expect(onboardingUrl({ redirect: '/dashboard', referrer: null })).toBe(
      '/onboarding?redirect=%2Fdashboard',
    );
    expect(onboardingUrl()).toBe('/onboarding');
  });
});

describe('redirectForStatus', () => {
  it('maps 401, 404 and 500 and only logs the rest', () => {
    expect(redirectForStatus(401)).toBe('login');
    expect(redirectForStatus(404)).toBe('/404');
    expect(redirectForStatus(500)).toBe('/500');
    for (const status of [400, 402, 403, 409, 422, 429, 502, 503]) {
      expect(redirectForStatus(status)).toBeNull();
    }
  });
});
