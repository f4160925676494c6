import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import {
  apiAs,
  expectImagesLoaded,
  generateImagery,
  signUpAndOnboard,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Expected noise: /users/me 404 before onboarding. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

const profile = { name: 'Sam Staff', jobRole: 'Marketing', timing: 'Just exploring' };

/** Signs a new staff member up and searches /admin/generations for `email`. */
async function staffFinds(page: Page, prefix: string, email: string) {
  await signUpAndOnboard(page, baseUrl, uniqueEmail(prefix, STAFF_DOMAIN), profile, '/dashboard');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Generations/ }).click();
  await page.getByRole('heading', { name: 'Generations' }).waitFor();
  await page.getByLabel('Search by owner e-mail or prompt').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Showing 1–1 of 1').waitFor();
}

describe('admin generations', () => {
  it("staff finds a person's generation by e-mail and sees its thumbnail, on desktop and a phone", async () => {
    const maker = await openSession(browser(), baseUrl, 'desktop');
    const desk = await openSession(browser(), baseUrl, 'desktop');
    const phone = await openSession(browser(), baseUrl, 'phone');
    try {
      const email = uniqueEmail('admin-gen-maker');
      await signUpAndOnboard(maker.page, baseUrl, email, { ...profile, name: 'Mia Maker' }, '/dashboard');
      await generateImagery(maker.page, 'citrus soda cans on crushed ice', 1);

      await staffFinds(desk.page, 'admin-gen-staff', email);
      const row = desk.page.getByTestId('generation-row');
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain(email);
      expect(await row.textContent()).toContain('AI imagery');
      expect(await row.textContent()).toContain('Completed');
      expect(await desk.page.getByTestId('generation-card').isVisible()).toBe(false);
      await expectImagesLoaded(desk.page, '[data-testid=generation-row] [data-testid=list-thumbnail]', 1);
      await screenshot(desk.page, 'admin-generations-desktop', true);

      await staffFinds(phone.page, 'admin-gen-staff-phone', email);
      const card = phone.page.getByTestId('generation-card');
      await card.waitFor();
      expect(await card.textContent()).toContain('citrus soda cans on crushed ice');
      expect(await phone.page.getByTestId('generation-table').isVisible()).toBe(false);
      await expectImagesLoaded(phone.page, '[data-testid=generation-card] [data-testid=list-thumbnail]', 1);
      expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-generations-phone', true);

      for (const s of [maker, desk, phone]) expect(unexpected(s.problems)).toEqual([]);
    } finally {
      await Promise.all([maker, desk, phone].map((s) => s.context.close()));
    }
  });

  it("staff sees this week's sign-ups and who made a design on the returning users page", async () => {
    const desk = await openSession(browser(), baseUrl, 'desktop');
    const phone = await openSession(browser(), baseUrl, 'phone');
    try {
      for (const [s, prefix] of [
        [desk, 'cohort-staff'],
        [phone, 'cohort-staff-phone'],
      ] as const) {
        await signUpAndOnboard(s.page, baseUrl, uniqueEmail(prefix, STAFF_DOMAIN), profile, '/dashboard');
        await apiAs(baseUrl, await tokenOf(s.page), 'POST', '/api/design-actions', {
          type: 'ai-imagery',
          metadata: { prompt: 'a cohort of tea tins', imageCount: 1 },
        });
        await s.page.goto('/admin');
        await s.page.getByRole('link', { name: /Returning active users/ }).click();
        await s.page.getByRole('heading', { name: 'Returning active users' }).waitFor();
        const rows = s.page.getByTestId('cohort-row');
        await expect.poll(() => rows.count()).toBe(8);
        // This week's cohort holds everyone signed up here today, this staff member made a design.
        const thisWeek = rows.last();
        expect(Number(await thisWeek.locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
        const weekZero = thisWeek.getByTestId('cohort-cell');
        expect(await weekZero.count()).toBe(1);
        expect(Number(await weekZero.locator('span').last().textContent())).toBeGreaterThanOrEqual(1);
        expect(await s.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
          s === phone ? 390 : 1280,
        );
        expect(unexpected(s.problems)).toEqual([]);
      }
      await screenshot(desk.page, 'admin-returning-users-desktop', true);
      await screenshot(phone.page, 'admin-returning-users-phone', true);
    } finally {
      await Promise.all([desk, phone].map((s) => s.context.close()));
    }
  });
});
