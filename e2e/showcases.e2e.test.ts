import { SHOWCASE_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { generatedDesign, signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const profile = { name: 'Sam Showcase', jobRole: 'Marketing', timing: 'Just exploring' };
const PACKAGING = {
  type: 'packaging-generation',
  metadata: { prompt: 'A calm oat drink', packagingImage: 'drinks-can', brand: 'Showpiece', imageCount: 1 },
};
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (400|404)/.test(p));

describe('showcases', () => {
  it('the owner lets a design be featured, staff feature it, Explore shows it (1280 and 390); withdrawn, it is gone', async () => {
    const owner = await openSession(browser(), baseUrl, 'desktop');
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const visitor = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(owner.page, baseUrl, uniqueEmail('showcase-owner'), profile);
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('showcase-staff', STAFF_DOMAIN), profile);
    owner.problems.length = 0;
    const { sessionId, assetId } = await generatedDesign(baseUrl, owner.page, PACKAGING, 40_000);

    // The owner: "May be featured" in the editor's actions.
    const page = owner.page;
    await page.goto(`/dashboard/sessions/${sessionId}`);
    await page.getByTestId('session-image').first().click();
    await page.getByTestId('use-for-edits').click();
    const toggle = page.getByTestId('asset-editor').getByTestId('showcase-consent');
    const control = page.getByTestId('asset-editor').getByTestId('showcase-consent-switch');
    await control.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await control.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.getByText(SHOWCASE_MESSAGES.consentGiven).first().waitFor();
    await screenshot(page, 'showcases-desktop-01-consent');

    // Staff: the design is listed; Feature puts it in the showcase.
    const admin = staff.page;
    await admin.goto('/admin/showcases');
    await admin.getByRole('heading', { name: 'Showcases' }).waitFor();
    const card = admin
      .getByTestId('showcase-candidate')
      .filter({ has: admin.locator(`img[alt]`) })
      .first();
    await card.waitFor();
    await card.getByTestId('showcase-feature').click();
    await admin.getByText(SHOWCASE_MESSAGES.featured).first().waitFor();
    await card.getByText('Featured').waitFor();
    await screenshot(admin, 'showcases-desktop-02-admin');

    // Anyone on Explore, on a phone: the showcase holds it.
    const explore = visitor.page;
    await explore.goto('/explore');
    const section = explore.getByTestId('explore-showcase');
    await section.waitFor();
    expect(await section.getByTestId('showcase-item').count()).toBeGreaterThanOrEqual(1);
    expect(await explore.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(explore, 'showcases-phone-01-explore', true);
    await admin.goto('/explore');
    await admin.getByTestId('explore-showcase').waitFor();
    await screenshot(admin, 'showcases-desktop-03-explore');

    // The owner withdraws: Explore no longer shows it.
    await control.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.getByText(SHOWCASE_MESSAGES.consentWithdrawn).first().waitFor();
    const left = (await fetch(`${baseUrl}/api/showcases`).then((r) => r.json())) as {
      data: { asset: { id: string } }[];
    };
    expect(left.data.map((i) => i.asset.id)).not.toContain(assetId);

    expect(unexpected(owner.problems)).toEqual([]);
    expect(unexpected(staff.problems)).toEqual([]);
    // signed out, the shell's own probes (profile, balance) answer 401
    expect(unexpected(visitor.problems).filter((p) => !p.includes('401'))).toEqual([]);
    for (const s of [owner, staff, visitor]) await s.context.close();
  }, 180_000);
});
