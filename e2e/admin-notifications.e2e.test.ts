import { MESSAGES } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Expected noise: /users/me 404 before onboarding; the unknown e-mail's 404. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

const profile = { name: 'Sam Staff', jobRole: 'Marketing', timing: 'Just exploring' };
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openAdminNotifications(page: Page, prefix: string) {
  await signUpAndOnboard(page, baseUrl, uniqueEmail(prefix, STAFF_DOMAIN), profile, '/dashboard');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Send to a person or a plan/ }).click();
  await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Recently sent' }).waitFor();
}

describe('admin notifications', () => {
  it('staff sends to a person by e-mail and they see it live in their bell; a plan send asks first', async () => {
    const person = await openSession(browser(), baseUrl, 'desktop');
    const desk = await openSession(browser(), baseUrl, 'desktop');
    const phone = await openSession(browser(), baseUrl, 'phone');
    try {
      const email = uniqueEmail('admin-notify-person');
      await signUpAndOnboard(person.page, baseUrl, email, { ...profile, name: 'Pat Person' }, '/dashboard');
      await person.page
        .locator('[data-testid=notification-bell][data-realtime-state=subscribed]')
        .waitFor({ timeout: 20_000 });

      const staff = desk.page;
      await openAdminNotifications(staff, 'admin-notify-staff');
      // The shared rules speak first: nothing is sent without an e-mail and a title.
      await staff.getByRole('button', { name: 'Send', exact: true }).click();
      await staff.getByText(MESSAGES.adminNotifications.emailInvalid).waitFor();
      await staff.getByText(MESSAGES.adminNotifications.titleRequired).waitFor();
      await staff.getByLabel('Their e-mail').fill(uniqueEmail('nobody-here'));
      await staff.getByLabel('Title').fill('Spring templates are here');
      await staff.getByRole('button', { name: 'Send', exact: true }).click();
      await staff.getByText(MESSAGES.adminNotifications.unknownEmail).waitFor();

      await staff.getByLabel('Their e-mail').fill(email.toUpperCase());
      await staff.getByLabel('Type').selectOption('design_action_complete');
      await staff.getByLabel('Message').fill('Twelve new pouch and carton templates to start from.');
      await staff.getByLabel('Opens').fill('/pricing');
      await staff.getByRole('button', { name: 'Send', exact: true }).click();
      await toastWith(staff, `Sent to ${email}.`).waitFor();
      const row = staff.getByTestId('sent-notification').filter({ hasText: email });
      await row.waitFor();
      expect(await row.textContent()).toContain('Spring templates are here');
      expect(await row.textContent()).toContain('1 person');
      await screenshot(staff, 'admin-notifications-desktop', true);

      // The person, on /dashboard all along: a live toast, the bell's count and the popover.
      await toastWith(person.page, 'Spring templates are here').waitFor();
      const bell = person.page.getByTestId('notification-bell');
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
      await bell.click();
      const popover = person.page.getByTestId('notifications-popover');
      await popover.getByText('Spring templates are here').waitFor();
      await screenshot(person.page, 'admin-notifications-recipient-bell');

      // A plan send on a phone: the confirmation says how many people it reaches first.
      await openAdminNotifications(phone.page, 'admin-notify-phone');
      await phone.page.getByText('Everyone on a plan', { exact: true }).click();
      await phone.page.getByLabel('Which plan').selectOption('unlimited');
      await phone.page.getByLabel('Title').fill('Unlimited news');
      await phone.page.getByRole('button', { name: 'Review and send' }).click();
      const dialog = phone.page.getByRole('dialog');
      await dialog.getByText('Nobody is on the Unlimited plan right now, so nothing will be sent.').waitFor();
      await screenshot(phone.page, 'admin-notifications-phone-confirm');
      await dialog.getByRole('button', { name: 'Send anyway' }).click();
      await toastWith(phone.page, 'Nobody is on the Unlimited plan, so nothing was sent.').waitFor();
      await phone.page
        .getByTestId('sent-notification')
        .filter({ hasText: 'Everyone on Unlimited' })
        .waitFor();
      expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-notifications-phone', true);

      for (const s of [person, desk, phone]) expect(unexpected(s.problems)).toEqual([]);
    } finally {
      await Promise.all([person, desk, phone].map((s) => s.context.close()));
    }
  });
});
