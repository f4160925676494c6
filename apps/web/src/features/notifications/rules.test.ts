import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  arrivalRefreshKeys,
  badgeText,
  bellLabel,
  connectionStatus,
  decideLiveNotification,
  deeplinkPath,
  detailsTarget,
  fetchedBefore,
  invalidationKeys,
  isConnectionProblem,
  isOnDeeplinkPage,
  pageItems,
  parsePage,
  parseTypeFilter,
  rangeLabel,
  relativeTime,
  TYPE_FILTER_OPTIONS,
  typeLabel,
} from './rules';

const NOW = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;

function live(
  overrides: Partial<{ deeplink: string | null; createdAt: string; readAt: string | null }> = {},
) {
  return { deeplink: '/dashboard/sessions/s1', createdAt: ago(5_000), readAt: null, ...overrides };
}

describe('decideLiveNotification (auto-read vs toast)', () => {
  const elsewhere = { pathname: '/dashboard', assetDialogOpen: false, now: NOW };

  it('marks read when the user is on the deeplink page', () => {
    expect(decideLiveNotification(live(), { ...elsewhere, pathname: '/dashboard/sessions/s1' })).toBe(
      'mark-read',
    );
  });

  it('matches the page by path, ignoring the deeplink query, trailing slashes and encoding', () => {
    const n = live({ deeplink: '/dashboard/sessions/s1?assetId=a1&isEditMode=true' });
    expect(decideLiveNotification(n, { ...elsewhere, pathname: '/dashboard/sessions/s1/' })).toBe(
      'mark-read',
    );
    expect(isOnDeeplinkPage('/explore/caf%C3%A9', '/explore/café')).toBe(true);
    expect(isOnDeeplinkPage('/dashboard/sessions/s1#x', '/dashboard/sessions/s1')).toBe(true);
  });

  it('does not treat a parent or sibling page as the deeplink page', () => {
    expect(isOnDeeplinkPage('/dashboard/sessions/s1', '/dashboard')).toBe(false);
    expect(isOnDeeplinkPage('/dashboard/sessions/s1', '/dashboard/sessions/s10')).toBe(false);
    expect(isOnDeeplinkPage('/dashboard', '/dashboard/sessions/s1')).toBe(false);
  });

  it('marks read when an asset dialog is open, wherever the user is', () => {
    expect(decideLiveNotification(live(), { ...elsewhere, assetDialogOpen: true })).toBe('mark-read');
    // even when too old for a toast
    expect(
      decideLiveNotification(live({ createdAt: ago(60 * MIN) }), { ...elsewhere, assetDialogOpen: true }),
    ).toBe('mark-read');
  });

  it('toasts elsewhere while the notification is under 10 minutes old', () => {
    expect(decideLiveNotification(live(), elsewhere)).toBe('toast');
    expect(decideLiveNotification(live({ createdAt: ago(10 * MIN - 1000) }), elsewhere)).toBe('toast');
  });

  it('stays quiet at 10 minutes and beyond', () => {
    expect(decideLiveNotification(live({ createdAt: ago(10 * MIN) }), elsewhere)).toBe('ignore');
    expect(decideLiveNotification(live({ createdAt: ago(3 * 60 * MIN) }), elsewhere)).toBe('ignore');
  });

  it('toasts a notification stamped slightly in the future (clock skew)', () => {
    expect(decideLiveNotification(live({ createdAt: ago(-30_000) }), elsewhere)).toBe('toast');
  });

  it('ignores a notification that is already read', () => {
    expect(decideLiveNotification(live({ readAt: ago(1000) }), elsewhere)).toBe('ignore');
    expect(
      decideLiveNotification(live({ readAt: ago(1000) }), {
        ...elsewhere,
        pathname: '/dashboard/sessions/s1',
      }),
    ).toBe('ignore');
  });

  it('never auto-reads a notification without a deeplink unless a dialog is open', () => {
    expect(decideLiveNotification(live({ deeplink: null }), { ...elsewhere, pathname: '/' })).toBe('toast');
    expect(decideLiveNotification(live({ deeplink: null }), { ...elsewhere, assetDialogOpen: true })).toBe(
      'mark-read',
    );
  });
});

describe('deeplinks', () => {
  it('accepts in-app paths only', () => {
    expect(deeplinkPath('/notifications')).toBe('/notifications');
    expect(deeplinkPath('/')).toBe('/');
    expect(deeplinkPath('//evil.example/x')).toBeNull();
    expect(deeplinkPath('https://evil.example')).toBeNull();
    expect(deeplinkPath(null)).toBeNull();
    expect(deeplinkPath('')).toBeNull();
  });

  it('View details goes to the deeplink, or the full list without one', () => {
    expect(detailsTarget('/dashboard/sessions/s1?assetId=a1')).toBe('/dashboard/sessions/s1?assetId=a1');
    expect(detailsTarget(null)).toBe('/notifications');
    expect(detailsTarget('https://evil.example')).toBe('/notifications');
  });
});

describe('badgeText', () => {
  it('shows nothing at zero or before the count loads', () => {
    expect(badgeText(0, false)).toBeNull();
    expect(badgeText(undefined, false)).toBeNull();
    expect(badgeText(null, false)).toBeNull();
  });

  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(1, false)).toBe('1');
    expect(badgeText(99, false)).toBe('99');
    expect(badgeText(100, false)).toBe('99+');
    expect(badgeText(12_345, false)).toBe('99+');
  });

  it("shows '!' when the count failed to load", () => {
    expect(badgeText(undefined, true)).toBe('!');
    expect(badgeText(7, true)).toBe('!');
  });

  it('names the bell for screen readers', () => {
    expect(bellLabel(0, false)).toBe('Notifications');
    expect(bellLabel(3, false)).toBe('Notifications, 3 unread');
    expect(bellLabel(150, false)).toBe('Notifications, more than 99 unread');
    expect(bellLabel(3, true)).toMatch(/unavailable/);
  });
});

describe('invalidationKeys', () => {
  it("adds the notification queries to the notification's own keys", () => {
    expect(
      invalidationKeys([
        ['design-actions', 'a1'],
        ['design-sessions', 's1', 'assets'],
      ]),
    ).toEqual([['design-actions', 'a1'], ['design-sessions', 's1', 'assets'], ['notifications']]);
  });

  it('refreshes only the notification queries when none are named', () => {
    expect(invalidationKeys([])).toEqual([['notifications']]);
    expect(invalidationKeys(undefined)).toEqual([['notifications']]);
  });

  it('does not repeat the notifications key or keys under it', () => {
    expect(invalidationKeys([['notifications']])).toEqual([['notifications']]);
    expect(invalidationKeys([['notifications', 'unread'], ['credits']])).toEqual([
      ['credits'],
      ['notifications'],
    ]);
  });

  it('drops keys covered by a shorter prefix and exact duplicates', () => {
    expect(invalidationKeys([['assets', 'a1'], ['assets'], ['assets', 'a2'], ['assets']])).toEqual([
      ['assets'],
      ['notifications'],
    ]);
  });

  it('treats prefixes element by element (strings, numbers, null)', () => {
    expect(
      invalidationKeys([
        ['credits', 'history', 1],
        ['credits', 'history', '1'],
        ['a', null],
      ]),
    ).toEqual([['credits', 'history', 1], ['credits', 'history', '1'], ['a', null], ['notifications']]);
  });

  it('holds back the notification queries while the arrival is being marked read', () => {
    const keys = [
      ['design-actions', 'a1'],
      ['notifications', 'unread'],
    ];
    expect(arrivalRefreshKeys(keys, 'mark-read')).toEqual([['design-actions', 'a1']]);
    expect(arrivalRefreshKeys(keys, 'toast')).toEqual([['design-actions', 'a1'], ['notifications']]);
    expect(arrivalRefreshKeys([], 'ignore')).toEqual([['notifications']]);
  });

  it('refuses an empty key, which would refresh every query', () => {
    expect(invalidationKeys([[], ['credits']])).toEqual([['credits'], ['notifications']]);
  });
});

describe('types and filters', () => {
  it('labels every type and offers each once after All types', () => {
    for (const t of NOTIFICATION_TYPES) expect(typeLabel(t)).not.toBe('Notification');
    expect(typeLabel('DESIGN_ACTION_COMPLETE')).toBe(typeLabel('design_action_complete'));
    expect(TYPE_FILTER_OPTIONS[0]).toEqual({ value: '', label: 'All types' });
    expect(TYPE_FILTER_OPTIONS).toHaveLength(NOTIFICATION_TYPES.length + 1);
  });

  it('reads the type filter and page from the address', () => {
    expect(parseTypeFilter('MOCKUP_READY')).toBe('mockup_ready');
    expect(parseTypeFilter('nope')).toBe('');
    expect(parseTypeFilter(null)).toBe('');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe('relativeTime', () => {
  it('reads naturally', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe('Just now');
    expect(relativeTime(ago(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MIN), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 60 * MIN), NOW)).toBe('Yesterday');
    expect(relativeTime(ago(4 * 24 * 60 * MIN), NOW)).toBe('4 days ago');
    expect(relativeTime('2025-03-04T10:00:00Z', NOW)).toBe('Mar 4');
    expect(relativeTime('2024-03-04T10:00:00Z', NOW)).toBe('Mar 4, 2024');
  });
});

describe('paging', () => {
  it('labels the visible range', () => {
    expect(rangeLabel(1, 10, 23)).toBe('1–10 of 23');
    expect(rangeLabel(3, 10, 23)).toBe('21–23 of 23');
    expect(rangeLabel(1, 10, 0)).toBe('No notifications');
  });

  it('lists page buttons with gaps', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
});

describe('connection states', () => {
  it("shows 'Connection failed' and 'Subscription failed' with a retry", () => {
    expect(connectionStatus('failed')).toEqual({
      tone: 'problem',
      label: NOTIFICATION_MESSAGES.connectionFailed,
      retry: true,
    });
    expect(connectionStatus('subscription_failed')).toEqual({
      tone: 'problem',
      label: NOTIFICATION_MESSAGES.subscriptionFailed,
      retry: true,
    });
    expect(connectionStatus('subscribed').tone).toBe('live');
    expect(connectionStatus('connecting').tone).toBe('pending');
  });

  it('refetches after recovering from a problem state', () => {
    expect(isConnectionProblem('unavailable')).toBe(true);
    expect(isConnectionProblem('failed')).toBe(true);
    expect(isConnectionProblem('subscription_failed')).toBe(true);
    expect(isConnectionProblem('connecting')).toBe(false);
  });
});

describe('fetchedBefore', () => {
  it('refetches data fetched before the channel listened, and fetches in flight', () => {
    const idle = 'idle';
    expect(fetchedBefore({ dataUpdatedAt: 1_000, fetchStatus: idle }, 2_000)).toBe(true);
    expect(fetchedBefore({ dataUpdatedAt: 2_000, fetchStatus: idle }, 2_000)).toBe(false);
    expect(fetchedBefore({ dataUpdatedAt: 3_000, fetchStatus: idle }, 2_000)).toBe(false);
    expect(fetchedBefore({ dataUpdatedAt: 0, fetchStatus: idle }, 2_000)).toBe(false);
    expect(fetchedBefore({ dataUpdatedAt: 0, fetchStatus: 'fetching' }, 2_000)).toBe(true);
  });
});
