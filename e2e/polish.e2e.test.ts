import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, expectPath, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PROFILE = { name: 'Polly Polish', jobRole: 'Marketing', timing: 'Just exploring' };
const PROMPT = 'A mint tea tin in a calm kitchen';

/** Console warnings and errors of the whole journey (React Router's hydrate warning among them). */
function consoleOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') seen.push(msg.text());
  });
  return seen;
}

/** Makes `count` AI images through the API and waits until they are all done. */
async function imagesMade(page: Page, count: number) {
  const token = await tokenOf(page);
  const { data } = await apiAs<{ data: { designAction: { id: string } } }>(
    baseUrl,
    token,
    'POST',
    '/api/design-actions',
    { type: 'ai-imagery', metadata: { prompt: PROMPT, imageCount: count } },
  );
  const url = `/api/design-actions/${data.designAction.id}`;
  await expect
    .poll(async () => (await apiAs<{ data: { status: string } }>(baseUrl, token, 'GET', url)).data.status, {
      timeout: 60_000,
    })
    .toBe('completed');
}

const fill = async (page: Page, number: string) => {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
};

describe('the smaller part 1 fixes', () => {
  it('preview titles, arrow keys, favourites only, no hydrate warning, paying from Credit history, Billing', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    const logs = consoleOf(page);
    await signUpAndOnboard(page, baseUrl, uniqueEmail('polish'), PROFILE);
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    await imagesMade(page, 3);

    // ---- The dashboard's recent images: the preview is titled by the design, arrows flip.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Images' }).click();
    const recent = page.getByTestId('recent-images');
    const tiles = recent.getByRole('button', { name: /^Open / });
    await expect.poll(() => tiles.count()).toBe(3);
    expect(await tiles.first().getAttribute('aria-label')).toBe(`Open ${PROMPT} · AI imagery`);
    await tiles.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('asset-preview-image').waitFor();
    expect(await dialog.getByTestId('asset-preview-title').textContent()).toBe(`${PROMPT} · AI imagery`);
    expect(await dialog.getByRole('heading').first().textContent()).not.toMatch(/generated-|\.png/);
    const current = () => dialog.locator('[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Image 1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Image 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Image 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe('Image 2 of 3');
    const download = dialog.getByTestId('download-button');
    expect(await download.getAttribute('download')).toBe(`${PROMPT} AI imagery.png`);
    // Downloading sends the download_design event, which the server accepts.
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events'));
    await download.click();
    const event = await tracked;
    expect(event.status()).toBe(204);
    expect(event.request().postDataJSON()).toMatchObject({
      name: 'download_design',
      properties: { suffix: 'png' },
    });
    await screenshot(page, 'polish-desktop-01-preview');
    // Favourite the second image, then list favourites only.
    await dialog.getByTestId('favourite-button').click();
    await dialog.getByRole('button', { name: 'Favourited' }).waitFor();
    await page.keyboard.press('Escape');
    const favouritesOnly = recent.getByTestId('favourites-only');
    await favouritesOnly.click();
    expect(await favouritesOnly.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => tiles.count()).toBe(1);
    await screenshot(page, 'polish-desktop-02-favourites-only');
    await favouritesOnly.click();
    await expect.poll(() => tiles.count()).toBe(3);

    // ---- Paying from Credit history comes back to Credit history, not /pricing.
    await page.goto('/dashboard/credits');
    await page.getByTestId('page-buy-credits').click();
    const topUp = page.getByRole('dialog', { name: 'Top up credits' });
    await topUp.getByTestId('express-wallet').waitFor({ timeout: 15_000 });
    await topUp.getByTestId('pay-by-card').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await fill(page, '4242 4242 4242 4242');
    await page.getByTestId('checkout-pay').click();
    await expectPath(page, '/dashboard/credits');
    await page.getByText('50 credits are being added to your balance.').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('success')).toBeNull();
    await page.getByTestId('credit-history').getByText('+50').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'polish-desktop-03-paid-back-on-history');

    // ---- Billing: without Stripe, it explains the built-in test checkout.
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Billing' }).click();
    await expectPath(page, '/dashboard/billing');
    const explained = page.getByTestId('billing-test-checkout');
    await explained.getByText('Payments here use the built-in test checkout').waitFor();
    await explained.getByText('4242 4242 4242 4242').waitFor();
    await screenshot(page, 'polish-desktop-04-billing');
    await explained.getByRole('link', { name: /Your purchases/ }).click();
    await expectPath(page, '/dashboard/credits');

    // Every full page load above, and none warned about a missing HydrateFallback.
    expect(logs.filter((l) => /HydrateFallback/.test(l))).toEqual([]);
    await context.close();
  });

  it('on a phone: Billing and the preview fit', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
    const logs = consoleOf(page);
    await signUpAndOnboard(page, baseUrl, uniqueEmail('polish-phone'), PROFILE);
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    await imagesMade(page, 2);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Images' }).click();
    await page
      .getByTestId('recent-images')
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('asset-preview-image').waitFor();
    expect(await dialog.getByTestId('asset-preview-title').textContent()).toBe(`${PROMPT} · AI imagery`);
    await screenshot(page, 'polish-phone-01-preview');
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.getByTestId('billing-test-checkout').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
    await screenshot(page, 'polish-phone-02-billing', true);
    expect(logs.filter((l) => /HydrateFallback/.test(l))).toEqual([]);
    await context.close();
  });
});
