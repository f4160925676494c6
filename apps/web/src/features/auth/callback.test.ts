import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, parseCallbackHash } from './callback';

describe('parseCallbackHash', () => {
  it('reads token, onboarded and redirect', () => {
    expect(parseCallbackHash('#token=abc&onboarded=true&redirect=%2Fpricing')).toEqual({
      token: 'abc',
      onboarded: true,
      redirect: '/pricing',
    });
  });

  it('treats anything but "true" as not onboarded and tolerates a missing token', () => {
    expect(parseCallbackHash('#onboarded=false')).toEqual({ token: null, onboarded: false, redirect: null });
    expect(parseCallbackHash('')).toEqual({ token: null, onboarded: false, redirect: null });
  });
});

describe('destinationAfterSignIn', () => {
  it('goes to the redirect when onboarded, /dashboard by default', () => {
    expect(destinationAfterSignIn(true, { redirect: '/dashboard/credits' })).toBe('/dashboard/credits');
    expect(destinationAfterSignIn(true, {})).toBe('/dashboard');
    expect(destinationAfterSignIn(true, { redirect: 'https://evil.test' })).toBe('/dashboard');
  });

  it('goes to onboarding, carrying redirect and referrer, when not onboarded', () => {
    expect(destinationAfterSignIn(false, { redirect: '/pricing', referrer: 'friend' })).toBe(
      '/onboarding?redirect=%2Fpricing&referrer=friend',
    );
    expect(destinationAfterSignIn(false, {})).toBe('/onboarding');
  });
});
