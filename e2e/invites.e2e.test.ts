import { INVITE_CODE_PATTERN, MESSAGES } from '@packsmith/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Expected noise: /users/me 404 before onboarding, the wrong code's 400. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (400|404)/.test(p));

const card = (page: Page, feature: string) =>
  page.locator(`[data-testid=feature-card][data-feature=${feature}]`);
const stateOf = (locator: Locator) => locator.getAttribute('data-state');
/** The card shows that state (a page load or the live refresh may take a moment). */
const expectState = (locator: Locator, state: string) =>
  expect.poll(() => stateOf(locator), { timeout: 20_000 }).toBe(state);

async function newPerson(page: Page, prefix: string, name: string, domain?: string) {
  const email = uniqueEmail(prefix, domain);
  await signUpAndOnboard(
    page,
    baseUrl,
    email,
    { name, jobRole: 'Marketing', timing: 'Just exploring' },
    '/dashboard/early-access',
  );
  return email;
}

describe('invites and waitlist', () => {
  it('staff makes a code that a person redeems; another joins a waitlist and staff admits them', async () => {
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const alice = await openSession(browser(), baseUrl, 'desktop');
    const bob = await openSession(browser(), baseUrl, 'phone');
    try {
      await newPerson(staff.page, 'invites-staff', 'Sam Staff', STAFF_DOMAIN);
      await staff.page.goto('/admin/invites');
      await staff.page.getByRole('heading', { name: 'Invites and waitlists' }).waitFor();
      await staff.page.getByLabel('Feature', { exact: true }).selectOption('photoshoots');
      await staff.page.getByLabel('Codes', { exact: true }).fill('2');
      await staff.page.getByRole('button', { name: 'Create codes' }).click();
      const newCodes = staff.page.getByTestId('new-code');
      await expect.poll(() => newCodes.count()).toBe(2);
      const code = (await newCodes.first().textContent())?.trim() ?? '';
      expect(code).toMatch(INVITE_CODE_PATTERN);
      await expect.poll(() => staff.page.getByTestId('code-row').count()).toBe(2);
      await screenshot(staff.page, 'invites-admin-created-desktop', true);

      // Alice: a wrong code is refused in place, the real one unlocks Photoshoots.
      await newPerson(alice.page, 'invites-alice', 'Alice Able');
      const photoshoots = card(alice.page, 'photoshoots');
      await expectState(photoshoots, 'locked');
      await photoshoots.getByLabel('Invite code').fill('AAAA-BBBB-CCCC');
      await photoshoots.getByRole('button', { name: 'Redeem' }).click();
      await photoshoots.getByText(MESSAGES.invites.codeUnknown).waitFor();
      await photoshoots.getByLabel('Invite code').fill(code.toLowerCase());
      await photoshoots.getByRole('button', { name: 'Redeem' }).click();
      await expectState(photoshoots, 'activated');
      await photoshoots.getByText('You have access to Photoshoots.').waitFor();
      // The code opens the feature it is for: Photoshoots joins the rail at once, and its page opens.
      await alice.page.locator('aside [data-nav=photoshoots]').waitFor({ timeout: 15_000 });
      await expectState(card(alice.page, 'extractor'), 'locked');
      await alice.page.reload();
      await expectState(card(alice.page, 'photoshoots'), 'activated');
      await screenshot(alice.page, 'invites-early-access-redeemed-desktop', true);
      await alice.page.locator('aside [data-nav=photoshoots]').click();
      await alice.page.getByRole('heading', { level: 1, name: 'Photoshoots' }).waitFor();

      // Staff sees who redeemed it.
      await staff.page.reload();
      const redeemed = staff.page.locator('[data-testid=code-row][data-state=redeemed]');
      await redeemed.waitFor();
      expect(await redeemed.textContent()).toContain(code);
      expect(await redeemed.textContent()).toContain('invites-alice-');

      // Bob (on a phone) joins the Photoshoots waitlist; until admitted his menu has no Photoshoots.
      const bobEmail = await newPerson(bob.page, 'invites-bob', 'Bob Busy');
      const extractor = card(bob.page, 'photoshoots');
      await extractor.getByRole('button', { name: 'Join the waitlist' }).click();
      await expectState(extractor, 'waitlisted');
      await extractor.getByText(MESSAGES.invites.waitlistJoined).waitFor();
      await screenshot(bob.page, 'invites-early-access-waitlisted-phone', true);

      // Staff admits Bob; Bob's page unlocks when the notification arrives (no reload).
      await bob.page.getByRole('button', { name: 'Open menu' }).click();
      await bob.page.locator('[data-mobile-nav] [data-nav=playground]').waitFor();
      expect(await bob.page.locator('[data-mobile-nav] [data-nav=photoshoots]').count()).toBe(0);
      await bob.page.keyboard.press('Escape');
      await staff.page.getByLabel('Waitlist for').selectOption('photoshoots');
      const person = staff.page.getByTestId('waiting-person').filter({ hasText: bobEmail });
      await person.waitFor();
      await screenshot(staff.page, 'invites-admin-waitlist-desktop');
      await person.getByRole('button', { name: 'Admit' }).click();
      await person.waitFor({ state: 'detached' });
      await expectState(extractor, 'activated');
      // ...and Photoshoots is in his menu, live.
      await bob.page.getByRole('button', { name: 'Open menu' }).click();
      await bob.page.locator('[data-mobile-nav] [data-nav=photoshoots]').waitFor({ timeout: 15_000 });
      await screenshot(bob.page, 'invites-admitted-menu-phone');
      await bob.page.keyboard.press('Escape');
      await bob.page.reload();
      await expectState(card(bob.page, 'photoshoots'), 'activated');
      await screenshot(bob.page, 'invites-early-access-admitted-phone', true);

      // A person who is not staff gets the not-found page at /admin/invites.
      await bob.page.goto('/admin/invites');
      await bob.page
        .getByText(/not found/i)
        .first()
        .waitFor();
      expect(await bob.page.getByRole('heading', { name: 'Invites and waitlists' }).count()).toBe(0);

      for (const s of [staff, alice, bob]) expect(unexpected(s.problems)).toEqual([]);
    } finally {
      await Promise.all([staff, alice, bob].map((s) => s.context.close()));
    }
  });

  it('the staff page works on a 390 px phone', async () => {
    const staff = await openSession(browser(), baseUrl, 'phone');
    try {
      await newPerson(staff.page, 'invites-staff-phone', 'Pat Phone', STAFF_DOMAIN);
      await staff.page.goto('/admin/invites');
      await staff.page.getByRole('button', { name: 'Create codes' }).click();
      await staff.page.getByTestId('new-code').first().waitFor();
      const width = await staff.page.evaluate('document.documentElement.scrollWidth');
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(staff.page, 'invites-admin-phone', true);
      expect(unexpected(staff.problems)).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
