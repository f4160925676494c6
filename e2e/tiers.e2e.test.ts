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
  metadata: { prompt: 'A mint tea', packagingImage: 'drinks-can', brand: 'Nord', imageCount: 2 },
};

describe('tiers', () => {
  it('offers an upgraded user to make the designs Free made public private: one at a time, or all in one click', async () => {
    const { page, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('upgrader');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Uma Upgrade',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    problems.length = 0;
    await generatedDesign(baseUrl, page, DESIGN, 60_000);
    const token = await tokenOf(page);
    const publicIds = async () =>
      (
        await apiAs<{ data: { id: string }[] }>(
          baseUrl,
          token,
          'GET',
          '/api/assets?fileCategories=GENERATED%20IMAGE&visibility=public&limit=10&offset=0',
        )
      ).data.map((a) => a.id);
    await expect.poll(publicIds, { timeout: 60_000 }).toHaveLength(2);
    const visibility = async (id: string) =>
      (await apiAs<{ data: { visibility: string } }>(baseUrl, token, 'GET', `/api/assets/${id}`)).data
        .visibility;

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
    await phoneNotice.getByText('2 designs you made on Free are public').waitFor({ timeout: 15_000 });
    await expect.poll(() => phoneNotice.getByTestId('public-design').count()).toBe(2);
    // the row of designs scrolls inside the notice; the page itself stays phone-wide
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'tiers-phone-01-public-designs-offer');

    await page.reload();
    const notice = page.getByTestId('public-designs-notice');
    await notice.getByText('2 designs you made on Free are public').waitFor({ timeout: 15_000 });
    await screenshot(page, 'tiers-desktop-01-public-designs-offer');
    // one design: the first in the row
    const [first, second] = await publicIds();
    const firstCard = notice.getByTestId('public-design').first();
    const src = await firstCard.getByRole('img').getAttribute('src');
    expect(src).toContain(first!);
    await firstCard.getByRole('button', { name: 'Make this design private' }).click();
    await page.getByText(VISIBILITY_MESSAGES.done(1)).first().waitFor();
    await notice.getByText('One design you made on Free is public').waitFor();
    expect(await visibility(first!)).toBe('private');
    expect(await visibility(second!)).toBe('public');
    await screenshot(page, 'tiers-desktop-02-one-made-private');
    // the rest in one click
    await notice.getByRole('button', { name: 'Make all private' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await visibility(second!)).toBe('private');
    await screenshot(page, 'tiers-desktop-03-all-made-private');
    expect(problems).toEqual([]);
    expect(phone.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  }, 120_000);
});
