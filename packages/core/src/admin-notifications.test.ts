import { describe, expect, it } from 'vitest';
import { sendAdminNotificationBody, sentSummary } from './contracts/admin-notifications.ts';
import { MESSAGES } from './messages.ts';
import { NOTIFICATION_MESSAGES } from './notifications.ts';

const M = MESSAGES.adminNotifications;
const base = { audience: 'user', email: 'ada@brand.co', type: 'design_action_complete', title: 'Hello' };
const firstMessage = (body: unknown) => sendAdminNotificationBody.safeParse(body).error?.issues[0]?.message;

describe('sendAdminNotificationBody', () => {
  it('accepts a send to a person or a tier, normalising type, blank message and empty deeplink', () => {
    expect(sendAdminNotificationBody.parse({ ...base, type: 'MOCKUP_READY', deeplink: '' })).toEqual({
      ...base,
      type: 'mockup_ready',
      message: '',
      deeplink: undefined,
    });
    const { email: _, ...content } = base;
    expect(
      sendAdminNotificationBody.parse({
        ...content,
        audience: 'tier',
        tier: 'pro',
        deeplink: '/pricing?x=1',
      }),
    ).toMatchObject({ audience: 'tier', tier: 'pro', deeplink: '/pricing?x=1' });
  });

  it('refuses each bad field with its own message', () => {
    expect(firstMessage({ ...base, title: 'x'.repeat(1000) })).toBe(M.titleTooLong);
    expect(firstMessage({ ...base, title: '   ' })).toBe(M.titleRequired);
    expect(firstMessage({ ...base, message: 'x'.repeat(2001) })).toBe(M.messageTooLong);
    expect(firstMessage({ ...base, type: 'party_time' })).toBe(NOTIFICATION_MESSAGES.invalidType);
    expect(firstMessage({ ...base, email: 'not-an-email' })).toBe(M.emailInvalid);
    expect(firstMessage({ ...base, audience: 'tier', email: undefined, tier: 'gold' })).toBe(M.unknownTier);
    expect(firstMessage({ ...base, audience: 'everyone' })).toBe(M.audienceRequired);
    expect(firstMessage({ ...base, extra: 1 })).toBeDefined();
  });

  it('takes only paths on this site as deeplinks', () => {
    for (const deeplink of ['https://evil.test', '//evil.test', '/\\evil.test', 'dashboard', '/a b'])
      expect(firstMessage({ ...base, deeplink }), deeplink).toBe(NOTIFICATION_MESSAGES.invalidDeeplink);
  });
});

describe('sentSummary', () => {
  it('names the person, counts people, and says when a tier had nobody', () => {
    expect(sentSummary('user', 'ada@brand.co', 1)).toBe('Sent to ada@brand.co.');
    expect(sentSummary('tier', 'pro', 1234)).toBe('Sent to 1,234 people.');
    expect(sentSummary('tier', 'scale', 0)).toBe('Nobody is on the Scale plan, so nothing was sent.');
  });
});
