import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PROFILE = { name: 'Flag Tester', jobRole: 'Marketing', timing: 'Just exploring' };

/** Whether the rail offers Photoshoots: as its own item, or inside More on a short window. */
async function seesPhotoshoots(page: Page): Promise<boolean> {
  await page.locator('aside [data-nav=more]').waitFor();
  if ((await page.locator('aside [data-nav=photoshoots]').count()) > 0) return true;
  await page.locator('aside [data-nav=more]').click();
  const panel = page.locator('[data-panel=more]');
  await panel.getByRole('link', { name: /Notifications/ }).waitFor();
  const shown = (await panel.getByRole('link', { name: /Photoshoots/ }).count()) > 0;
  await page.keyboard.press('Escape');
  return shown;
}

describe('feature flags, staff to user', () => {
  it('staff turn Render MVP on for one person in /admin; that person sees Photoshoots on their next page, another does not; the audit log shows it', async () => {
    const chosen = await openSession(browser(), baseUrl, 'desktop');
    const chosenEmail = uniqueEmail('flag-chosen');
    await signUpAndOnboard(chosen.page, baseUrl, chosenEmail, PROFILE);
    const other = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(other.page, baseUrl, uniqueEmail('flag-other'), PROFILE);
    expect(await seesPhotoshoots(chosen.page)).toBe(false);

    const staff = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('flag-staff', 'packsmith.app'), PROFILE);
    await staff.page.goto('/admin/flags');
    const card = staff.page.getByTestId('flag-render-mvp');
    await card.getByText('Staff', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Edit Render MVP' }).click();
    // Staff stay on: journeys running alongside rely on staff seeing Render MVP.
    expect(await card.getByRole('checkbox', { name: 'Staff' }).isChecked()).toBe(true);
    await card.getByLabel('People').fill(chosenEmail);
    await screenshot(staff.page, 'flags-01-edit-render-mvp');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Staff · 1 person', { exact: true }).waitFor();

    // The chosen person's next navigation re-reads the flags.
    await chosen.page.goto('/dashboard/projects');
    await expect.poll(() => seesPhotoshoots(chosen.page), { timeout: 15_000 }).toBe(true);
    await screenshot(chosen.page, 'flags-02-photoshoots-shown');
    await other.page.goto('/dashboard/projects');
    expect(await seesPhotoshoots(other.page)).toBe(false);
    // The page itself exists only for the person the flag is on for.
    await chosen.page.goto('/dashboard/photoshoots');
    await chosen.page.getByRole('heading', { level: 1, name: 'Photoshoots' }).waitFor();
    await other.page.goto('/dashboard/photoshoots');
    await other.page.getByText('Page not found').first().waitFor();
    // The print-ready pay route exists only with the print-ready product page flag (off by default).
    await other.page.goto('/print-ready/pay/front');
    await other.page.getByText('Page not found').first().waitFor();

    await staff.page.goto('/admin');
    // Other journeys audit too (the suite runs files in parallel): find this one.
    const entry = staff.page.getByTestId('audit-entry').filter({ hasText: 'render-mvp' }).first();
    await entry.getByText('flag.update').waitFor();
    expect(await entry.textContent()).toContain('render-mvp');
    await screenshot(staff.page, 'flags-03-admin-home');

    // Not staff: the admin area is not there.
    await other.page.goto('/admin/flags');
    await other.page
      .getByText(/page not found|couldn.t find/i)
      .first()
      .waitFor();
    for (const session of [chosen, other, staff]) await session.context.close();
  });

  it('staff create a competition and promote it to one person, who sees its banner until they close it', async () => {
    const fan = await openSession(browser(), baseUrl, 'desktop');
    const fanEmail = uniqueEmail('flag-fan');
    await signUpAndOnboard(fan.page, baseUrl, fanEmail, PROFILE);
    const staff = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('flag-staff-contest', 'packsmith.app'), PROFILE);

    await staff.page.goto('/admin/competitions');
    const form = staff.page.getByRole('form', { name: 'New competition' });
    await form.getByRole('button', { name: 'Create competition' }).click();
    await form.getByText('Please enter a title').waitFor();
    await form.getByLabel('Title').fill('Summer pouch contest');
    await form.getByLabel('Banner text').fill('Design a summer pouch and win a year of Pro');
    await form.getByRole('button', { name: 'Create competition' }).click();
    const row = staff.page.getByTestId('competition-row').filter({ hasText: 'Summer pouch contest' });
    await row.getByText('Running').waitFor();
    await screenshot(staff.page, 'flags-06-admin-competitions');

    await staff.page.goto('/admin/flags');
    const card = staff.page.getByTestId('flag-competition-promotion');
    await card.getByRole('button', { name: 'Edit Competition promotion' }).click();
    await card.getByLabel('People').fill(fanEmail);
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('1 person', { exact: true }).waitFor();

    await fan.page.goto('/dashboard/projects');
    const banner = fan.page.getByTestId('competition-banner');
    await banner.getByText('Design a summer pouch and win a year of Pro').waitFor();
    await screenshot(fan.page, 'flags-07-competition-banner');
    await banner.getByRole('button', { name: 'Hide the competition banner' }).click();
    await fan.page.goto('/dashboard');
    await fan.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await fan.page.getByTestId('competition-banner').count()).toBe(0);

    // Removing it takes the banner away for everyone.
    await staff.page.goto('/admin/competitions');
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    for (const session of [fan, staff]) await session.context.close();
  });

  it('the admin pages work on a 390 px phone', async () => {
    const staff = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('flag-staff-phone', 'packsmith.app'), PROFILE);
    await staff.page.goto('/admin/flags');
    await staff.page.getByTestId('flag-maintenance-page').waitFor();
    await screenshot(staff.page, 'flags-04-phone-flags');
    await staff.page.goto('/admin');
    await staff.page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await screenshot(staff.page, 'flags-05-phone-admin-home');
    await staff.context.close();
  });
});
