import { describe, expect, it } from 'vitest';
import { listNotificationsQuery, notifyInput } from './contracts/notifications.ts';
import {
  isWithinToastWindow,
  normaliseNotificationType,
  notificationBadge,
  notificationsChannel,
  userIdFromChannel,
} from './notifications.ts';

const ID = '2f1c7a1e-52b3-4c57-9a57-0c1e7b0a9d11';

describe('notification rules', () => {
  it("badge: '!' on error, nothing at zero, the count, '99+' over 99", () => {
    expect(notificationBadge(0)).toBeNull();
    expect(notificationBadge(undefined)).toBeNull();
    expect(notificationBadge(7)).toBe('7');
    expect(notificationBadge(99)).toBe('99');
    expect(notificationBadge(100)).toBe('99+');
    expect(notificationBadge(5, true)).toBe('!');
  });

  it('accepts upper-case type aliases and stores lower-case', () => {
    expect(normaliseNotificationType('DESIGN_ACTION_COMPLETE')).toBe('design_action_complete');
    expect(normaliseNotificationType('mockup_ready')).toBe('mockup_ready');
    expect(normaliseNotificationType('nope')).toBeNull();
    expect(notifyInput.parse({ type: 'EDIT_COMPLETE', title: 'x' })).toMatchObject({
      type: 'edit_complete',
      message: '',
      deeplink: null,
      queryKeys: [],
    });
    expect(listNotificationsQuery.parse({ type: 'JUDGE_COMPLETE' })).toEqual({
      page: 1,
      limit: 10,
      type: 'judge_complete',
    });
    expect(listNotificationsQuery.parse({ type: 'all' }).type).toBeUndefined();
  });

  it('shows toasts only for notifications under 10 minutes old', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isWithinToastWindow('2026-01-01T11:50:01Z', now)).toBe(true);
    expect(isWithinToastWindow('2026-01-01T11:50:00Z', now)).toBe(false);
    expect(isWithinToastWindow('garbage', now)).toBe(false);
  });

  it('names the channel private-notifications_{userId} and reads it back', () => {
    expect(notificationsChannel(ID)).toBe(`private-notifications_${ID}`);
    expect(userIdFromChannel(`private-notifications_${ID}`)).toBe(ID);
    expect(userIdFromChannel('private-notifications_x')).toBeNull();
    expect(userIdFromChannel(`presence-notifications_${ID}`)).toBeNull();
  });
});
