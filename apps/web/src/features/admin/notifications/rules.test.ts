import { MESSAGES, NOTIFICATION_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { audienceLabel, checkDraft, EMPTY_DRAFT, tierReach } from './rules';

const M = MESSAGES.adminNotifications;

describe('checkDraft', () => {
  it('sends only the chosen audience field', () => {
    const toPerson = checkDraft({ ...EMPTY_DRAFT, email: ' ada@brand.co ', title: 'Hi', tier: 'pro' });
    expect(toPerson).toEqual({
      ok: true,
      body: {
        audience: 'user',
        email: 'ada@brand.co',
        type: 'design_action_complete',
        title: 'Hi',
        message: '',
        deeplink: undefined,
      },
    });
    const toTier = checkDraft({ ...EMPTY_DRAFT, audience: 'tier', tier: 'pro', email: 'junk', title: 'Hi' });
    expect(toTier).toMatchObject({ ok: true, body: { audience: 'tier', tier: 'pro' } });
    expect(toTier.ok && 'email' in toTier.body).toBe(false);
  });

  it('puts the shared messages on their fields, the first per field', () => {
    const result = checkDraft({ ...EMPTY_DRAFT, email: 'nope', title: '', deeplink: 'https://evil.test' });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: M.emailInvalid,
        title: M.titleRequired,
        deeplink: NOTIFICATION_MESSAGES.invalidDeeplink,
      },
    });
    const long = checkDraft({ ...EMPTY_DRAFT, email: 'a@b.co', title: 'x'.repeat(201) });
    expect(long).toEqual({ ok: false, errors: { title: M.titleTooLong } });
  });
});

describe('labels', () => {
  it('names a person or a plan', () => {
    expect(audienceLabel({ audience: 'user', target: 'ada@brand.co' })).toBe('ada@brand.co');
    expect(audienceLabel({ audience: 'tier', target: 'pro' })).toBe('Everyone on Pro');
  });

  it('says how many a tier send reaches, or that it reaches nobody', () => {
    expect(tierReach('growth', 1)).toMatch(/^1 person on the Growth plan will get it/);
    expect(tierReach('pro', 1200)).toMatch(/^1,200 people on the Pro plan/);
    expect(tierReach('scale', 0)).toBe('Nobody is on the Scale plan right now, so nothing will be sent.');
  });
});
