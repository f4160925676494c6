import { describe, expect, it } from 'vitest';
import { firstName, greeting, initials, manageLabel, promoBannerKind } from './profile';

describe('promoBannerKind', () => {
  const founder = 'Founder / Business owner';

  it('offers the booking link to founders launching within 48 hours or 7 days', () => {
    expect(promoBannerKind({ jobRole: founder, timing: 'Within the next 48 hours' })).toBe('booking');
    expect(promoBannerKind({ jobRole: founder, timing: 'Within the next 7 days' })).toBe('booking');
  });

  it('shows the general banner to founders with a later launch', () => {
    expect(promoBannerKind({ jobRole: founder, timing: 'Within the next month' })).toBe('create');
    expect(promoBannerKind({ jobRole: founder, timing: 'Just exploring' })).toBe('create');
    expect(promoBannerKind({ jobRole: founder, timing: null })).toBe('create');
  });

  it('shows the general banner to every other role, whatever the timing', () => {
    expect(promoBannerKind({ jobRole: 'Marketing', timing: 'Within the next 48 hours' })).toBe('create');
    expect(promoBannerKind({ jobRole: null, timing: 'Within the next 7 days' })).toBe('create');
  });
});

describe('manageLabel', () => {
  it("says 'Manage account' for Free and 'Manage subscription' otherwise", () => {
    expect(manageLabel('free')).toBe('Manage account');
    for (const tier of ['starter', 'growth', 'plus', 'pro', 'scale', 'unlimited'] as const) {
      expect(manageLabel(tier)).toBe('Manage subscription');
    }
  });
});

describe('initials and names', () => {
  it('takes the first and last initials', () => {
    expect(initials('Ada Lovelace', 'ada@x.test')).toBe('AL');
    expect(initials('  grace  brewster hopper ', 'g@x.test')).toBe('GH');
    expect(initials('Cher', 'c@x.test')).toBe('C');
  });

  it('falls back to the email', () => {
    expect(initials('', 'zoe@x.test')).toBe('Z');
  });

  it('greets by first name', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
  });
});

describe('greeting', () => {
  it('follows the time of day', () => {
    expect(greeting(8)).toBe('Good morning');
    expect(greeting(13)).toBe('Good afternoon');
    expect(greeting(20)).toBe('Good evening');
    expect(greeting(2)).toBe('Good evening');
  });
});
