import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import {
  expectPath,
  publishTestNotification,
  readAtOf as readAtOfNotification,
  signUpAndOnboard,
  type TestNotification,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Expected failures: /users/me 404 before onboarding, the refused channel, the failing API. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (403|404|500)/.test(p));

/** Publishes a notification to yourself through the staff-only test endpoint. */
async function publish(
  token: string,
  body: TestNotification,
): Promise<{ id: string; readAt: string | null }> {
  return (await publishTestNotification(baseUrl, token, body)).data;
}

async function unreadCount(token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/notifications/unread`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

const readAtOf = (token: string, id: string) => readAtOfNotification(baseUrl, token, id);

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Closes every toast (their close buttons), so a screenshot shows what is under them. */
async function dismissToasts(page: Page) {
  await page.evaluate(
    "document.querySelectorAll('[data-sonner-toast] [data-close-button]').forEach((b) => b.click())",
  );
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

async function waitLive(page: Page) {
  await page
    .locator('[data-testid=notification-bell][data-realtime-state=subscribed]')
    .waitFor({ timeout: 20_000 });
}

const RANGE = {
  type: 'design_action_packaging_range_complete',
  title: 'Your packaging range is ready',
  message: '4 new designs for Oat & Co. oat milk are waiting in your project.',
  deeplink: '/dashboard/projects',
};

describe('desktop (1280 px)', () => {
  it('toasts a live notification, counts it on the bell, and clears it through View details', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('notify', STAFF_DOMAIN), {
      name: 'Nora Staff',
      jobRole: 'Graphic or Packaging Design',
      timing: 'Just exploring',
    });
    await waitLive(page);
    const token = await tokenOf(page);
    expect(await badge(page).count()).toBe(0);

    // An empty popover first.
    await bell(page).click();
    await page.getByText("You don't have any notifications yet.").waitFor();
    await page.getByTestId('connection-status').filter({ hasText: 'Live' }).waitFor();
    await screenshot(page, 'notifications-desktop-01-empty-popover');
    await bell(page).click();
    await page.getByTestId('notifications-popover').waitFor({ state: 'detached' });
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');

    // By keyboard: Enter opens it, Escape closes it and focus returns to the bell.
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('notifications-popover').waitFor();
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('notifications-popover').waitFor({ state: 'detached' });
    // Radix's focus scope hands focus back in a task after it unmounts, so wait for it.
    await expect
      .poll(() => page.evaluate('document.activeElement?.dataset.testid'), { timeout: 2_000 })
      .toBe('notification-bell');

    // Published while on /dashboard: a toast and the bell count.
    const range = await publish(token, RANGE);
    const toast = toastWith(page, RANGE.title);
    await toast.waitFor();
    await toast.getByText(RANGE.message).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await screenshot(page, 'notifications-desktop-02-toast');

    // View details: marks it read and navigates to the deeplink.
    await toast.getByRole('button', { name: 'View details' }).click();
    await expectPath(page, '/dashboard/projects');
    await badge(page).waitFor({ state: 'detached' });
    await expect.poll(() => readAtOf(token, range.id)).not.toBeNull();
    expect(await unreadCount(token)).toBe(0);

    // Already on its deeplink page: marked read automatically, no toast.
    const here = await publish(token, { ...RANGE, title: 'Second range is ready' });
    await expect.poll(() => readAtOf(token, here.id), { timeout: 10_000 }).toBeTruthy();
    expect(await toastWith(page, 'Second range is ready').count()).toBe(0);
    expect(await badge(page).count()).toBe(0);

    // Two mockups elsewhere: count 2, the popover lists all, with a type filter.
    await publish(token, {
      type: 'mockup_ready',
      title: 'Your mockup is ready',
      message: 'Oat milk carton · 3 outputs',
      deeplink: '/dashboard/mockups/new',
    });
    await publish(token, {
      type: 'design_generation_error',
      title: "We couldn't finish your logo",
      message: 'The generation failed and your credits were returned. Please try again.',
      deeplink: '/dashboard/projects',
    });
    // (on /dashboard/projects the error one is auto-read; the mockup one toasts)
    await toastWith(page, 'Your mockup is ready').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.goto('/dashboard');
    await waitLive(page);
    await publish(token, {
      type: 'mockup_ready',
      title: 'Second mockup is ready',
      message: 'Glass bottle · 2 outputs',
      deeplink: '/dashboard/mockups/new',
    });
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await page.locator('[data-sonner-toast]').first().waitFor();
    // let the toasts go before looking at the popover
    await dismissToasts(page);

    await bell(page).click();
    const popover = page.getByTestId('notifications-popover');
    await popover.waitFor();
    await expect.poll(() => popover.getByTestId('notification-item').count()).toBe(5);
    expect(await popover.locator('[data-testid=notification-item][data-unread=true]').count()).toBe(2);
    await screenshot(page, 'notifications-desktop-03-popover');

    await popover.getByLabel('Filter by type').selectOption('mockup_ready');
    await expect.poll(() => popover.getByTestId('notification-item').count()).toBe(2);
    await popover.getByLabel('Filter by type').selectOption('judge_complete');
    await popover.getByText("You don't have any notifications yet.").waitFor();
    await screenshot(page, 'notifications-desktop-04-popover-filtered-empty');
    await popover.getByRole('button', { name: 'Show all types' }).click();
    await expect.poll(() => popover.getByTestId('notification-item').count()).toBe(5);

    // Clicking a row marks it read and goes to its page.
    await popover.getByRole('link', { name: /Second mockup is ready/ }).click();
    await expectPath(page, '/dashboard/mockups/new');
    await expect.poll(() => badge(page).textContent()).toBe('1');

    // See all notifications → the full page lists them.
    await bell(page).click();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expectPath(page, '/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.locator('main [data-testid=notification-item]');
    await expect.poll(() => list.count()).toBe(5);
    await page.getByText(RANGE.title).first().waitFor();
    expect(await page.getByTestId('unread-summary').textContent()).toBe('1 unread');
    await screenshot(page, 'notifications-desktop-05-page');

    // Mark all as read.
    await page.getByTestId('mark-all-read').click();
    await badge(page).waitFor({ state: 'detached' });
    await page.getByText('All caught up').waitFor();
    expect(await page.locator('main [data-testid=notification-item][data-unread=true]').count()).toBe(0);
    expect(await unreadCount(token)).toBe(0);
    expect(await page.getByTestId('mark-all-read').isDisabled()).toBe(true);

    // Paging: 10 per page. These link here, so they arrive read and without toasts.
    for (let i = 1; i <= 9; i++) {
      await publish(token, {
        type: 'edit_complete',
        title: `Edit ${i} is ready`,
        deeplink: '/notifications',
      });
    }
    await expect.poll(() => page.getByTestId('notifications-range').textContent()).toBe('1–10 of 14');
    expect(await unreadCount(token)).toBe(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByTestId('notifications-range').textContent()).toBe('11–14 of 14');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => list.count()).toBe(4);
    await screenshot(page, 'notifications-desktop-05b-page-2', true);
    await page.getByLabel('Filter by type').selectOption('edit_complete');
    await expect.poll(() => list.count()).toBe(9);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByLabel('Filter by type').selectOption('');

    // Staff: 'Send test notification' arrives live as a toast.
    await page.getByTestId('send-test-notification').click();
    await toastWith(page, 'Test notification').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await screenshot(page, 'notifications-desktop-06-page-test-toast');

    // A refused channel shows 'Subscription failed' with a retry that recovers.
    await page.route('**/api/pusher/auth', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"no"}' }),
    );
    await page.reload();
    await page.locator('[data-testid=notification-bell][data-realtime-state=subscription_failed]').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Subscription failed' }).waitFor();
    await bell(page).click();
    await page.getByTestId('connection-problem').filter({ hasText: 'Subscription failed' }).waitFor();
    await screenshot(page, 'notifications-desktop-07-subscription-failed');
    await page.unroute('**/api/pusher/auth');
    await page.getByTestId('connection-problem').getByRole('button', { name: 'Retry' }).click();
    await waitLive(page);
    await page.getByTestId('connection-problem').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // Mark all failing: the spec's toast, and the unread count comes back.
    await page.route('**/api/notifications/mark-all-as-read', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByTestId('mark-all-read').click();
    await page.getByText('Failed to mark all notifications as read').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.unroute('**/api/notifications/mark-all-as-read');

    // The list and the count failing: 'Error loading notifications.' and the bell's '!'.
    await page.route(/\/api\/notifications(\/unread)?(\?.*)?$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    await page.getByTestId('notifications-error').getByText('Error loading notifications.').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('!');
    expect(await bell(page).getAttribute('aria-label')).toMatch(/unavailable/);
    await bell(page).click();
    await page
      .getByTestId('notifications-popover')
      .getByTestId('notifications-error')
      .getByText('Error loading notifications.')
      .waitFor();
    await screenshot(page, 'notifications-desktop-08-errors');
    await page.unroute(/\/api\/notifications(\/unread)?(\?.*)?$/);
    await page.getByTestId('notifications-popover').getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => page.getByTestId('notifications-popover').getByTestId('notification-item').count())
      .toBe(10);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('phone (390 px)', () => {
  it('shows the toast, bell, popover and page on a small screen', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('notify-phone', STAFF_DOMAIN), {
      name: 'Pia Staff',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });
    await waitLive(page);
    const token = await tokenOf(page);

    await publish(token, RANGE);
    const toast = toastWith(page, RANGE.title);
    await toast.waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await screenshot(page, 'notifications-phone-01-toast');

    await publish(token, {
      type: 'design_action_ai_imagery_complete',
      title: 'Your AI images are ready',
      message: '5 images for “sunrise over oat fields”.',
      deeplink: '/dashboard/generations',
    });
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await dismissToasts(page);

    await bell(page).click();
    const popover = page.getByTestId('notifications-popover');
    await expect.poll(() => popover.getByTestId('notification-item').count()).toBe(2);
    await screenshot(page, 'notifications-phone-02-popover');

    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expectPath(page, '/notifications');
    await expect.poll(() => page.locator('main [data-testid=notification-item]').count()).toBe(2);
    await screenshot(page, 'notifications-phone-03-page', true);

    // View details from the toast of a new one navigates and clears it.
    await publish(token, { ...RANGE, title: 'Range refreshed' });
    const second = toastWith(page, 'Range refreshed');
    await second.getByRole('button', { name: 'View details' }).click();
    await expectPath(page, '/dashboard/projects');
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await page.goto('/notifications');
    await page.getByTestId('mark-all-read').click();
    await badge(page).waitFor({ state: 'detached' });
    await page.getByText('All caught up').waitFor();
    await screenshot(page, 'notifications-phone-04-all-read', true);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
