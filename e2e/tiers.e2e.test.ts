/**
 * After an upgrade: a design made on Free is public in Explore; on a paid plan the dashboard
 * offers to make such designs private, and one click does it (desktop, then 390 px).
 */
import { VISIBILITY_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import { apiAs, generatedDesign, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();

const DESIGN = {
  type: 'packaging-generation',
  metadata: { prompt: 'A mint tea', packagingImage: 'drinks-can', brand: 'Nord', imageCount: 1 },
};

describe('tiers', () => {
  it('offers an upgraded user to make the designs Free made public private, in one click', async () => {
    const { page, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('upgrader');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Uma Upgrade',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    problems.length = 0;
    const { assetId } = await generatedDesign(baseUrl, page, DESIGN, 60_000);
    const token = await tokenOf(page);
    const visibility = async () =>
      (await apiAs<{ data: { visibility: string } }>(baseUrl, token, 'GET', `/api/assets/${assetId}`)).data
        .visibility;
    expect(await visibility()).toBe('public');

    // Still on Free: no offer.
    await page.goto('/dashboard');
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('public-designs-notice').count()).toBe(0);

    const db = await connectDb(databaseUrl);
    try {
      await db.query(`update users set tier = 'growth' where email = $1`, [email]);
    } finally {
      await db.end();
    }
    const phone = await openSession(browser(), baseUrl, 'phone');
    await phone.context.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    await phone.page.goto('/dashboard');
    const phoneNotice = phone.page.getByTestId('public-designs-notice');
    await phoneNotice.getByText('One design you made on Free is public').waitFor({ timeout: 15_000 });
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'tiers-phone-01-public-designs-offer');

    await page.reload();
    const notice = page.getByTestId('public-designs-notice');
    await notice.getByText('One design you made on Free is public').waitFor({ timeout: 15_000 });
    await screenshot(page, 'tiers-desktop-01-public-designs-offer');
    await notice.getByRole('button', { name: 'Make all private' }).click();
    await page.getByText(VISIBILITY_MESSAGES.done(1)).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await visibility()).toBe('private');
    await screenshot(page, 'tiers-desktop-02-made-private');
    expect(problems).toEqual([]);
    expect(phone.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  }, 120_000);
});
