/**
 * Mockups, logged in: a new Free user opens /dashboard/mockups (empty), starts a mockup, is held
 * on each step until it has what it needs, uploads an artwork, searches the catalogue and picks
 * two products, asks for 4 images and lands on the mockup's preview, where the outputs appear as
 * the worker renders them; the balance is down by 4 × 2 credits; the list shows the thumbnails;
 * an output opens in the full view; the Mockup panel lists it. Then the form and the mockup page at
 * 390 px. Logged out: the form is kept in `mockup-storage` through sign-up and submitted once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import {
  apiAs,
  codeAfter,
  completeOnboarding,
  enterCode,
  expectImagesLoaded,
  signUpAndOnboard,
  submitEmail,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const ARTWORK = makePng(640, 640, [30, 90, 200], [240, 190, 40]).toString('base64');

async function dropArtwork(page: Page) {
  const zone = page.getByTestId('upload-dropzone').first();
  await zone.waitFor();
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([Uint8Array.from(atob(${JSON.stringify(
      ARTWORK,
    )}), (c) => c.charCodeAt(0))], 'label-art.png', { type: 'image/png' })); return dt; })()`,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
  await page.locator('[data-testid=upload-preview][data-status=done]').waitFor({ timeout: 30_000 });
}

const balanceOf = async (page: Page) =>
  (await apiAs<{ data: { balance: number } }>(baseUrl, await tokenOf(page), 'GET', '/api/credits/balance'))
    .data.balance;

async function pickProduct(page: Page, search: string, id: string) {
  const box = page.getByRole('searchbox', { name: 'Search packaging types' });
  await box.fill(search);
  await page.locator(`[data-testid=template-card][data-template=${id}]`).click();
  await box.fill('');
}

describe('mockups, logged in', () => {
  it('makes a mockup of one artwork on two products and shows its outputs', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('mocker'), {
      name: 'Mia Mockup',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });
    const before = await balanceOf(page);

    await page.goto('/dashboard/mockups');
    await page.getByTestId('mockups-empty').waitFor();
    await screenshot(page, 'mockups-desktop-01-empty');
    await page.getByTestId('mockups-empty').getByRole('link', { name: 'New mockup' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/mockups/new');

    // Step 1 refuses to move on without an artwork.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please upload at least one artwork file').waitFor();
    await dropArtwork(page);
    await screenshot(page, 'mockups-desktop-02-artwork');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: nothing picked → held; search ignores case and punctuation.
    await page.getByTestId('mockup-step-products').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please select at least one product type').waitFor();
    await pickProduct(page, 'DRINKS-can', 'drinks-can');
    await pickProduct(page, 'mailer', 'mailer-box');
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 / 10 selected');
    await screenshot(page, 'mockups-desktop-03-products');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: 4 images, 8 credits.
    await page.getByTestId('mockup-step-details').waitFor();
    await page.getByLabel('Instructions').fill('Keep the label facing the camera');
    await expect.poll(() => page.getByTestId('mockup-summary').textContent()).toContain('8 credits');
    await screenshot(page, 'mockups-desktop-04-details');
    await page.getByTestId('mockup-submit').click();

    await page.waitForURL((u) => /^\/dashboard\/mockups\/[0-9a-f-]{36}\/preview$/.test(u.pathname), {
      timeout: 20_000,
    });
    const mockupId = new URL(page.url()).pathname.split('/')[3]!;
    await expect
      .poll(() => page.getByTestId('mockup-output').count(), { timeout: 60_000, interval: 500 })
      .toBe(4);
    await page.getByTestId('mockup-status').getByText('Ready').waitFor({ timeout: 20_000 });
    await expectImagesLoaded(page, '[data-testid=mockup-output] img', 4);
    await screenshot(page, 'mockups-desktop-05-preview', true);
    expect(await balanceOf(page)).toBe(before - 8);

    const mockup = (
      await apiAs<{ data: { outputs: { productId: string; view: string }[] } }>(
        baseUrl,
        await tokenOf(page),
        'GET',
        `/api/mockups/${mockupId}`,
      )
    ).data;
    expect(new Set(mockup.outputs.map((o) => `${o.productId}/${o.view}`)).size).toBe(4);

    // The full view of one output.
    await page.getByTestId('mockup-output').first().click();
    await page.waitForURL((u) => u.pathname.startsWith(`/dashboard/mockups/${mockupId}/preview/`));
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'mockups-desktop-06-full-view');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === `/dashboard/mockups/${mockupId}/preview`);

    // The list shows it with its four thumbnails.
    await page.goto('/dashboard/mockups');
    await page.getByTestId('mockup-card').first().waitFor();
    await expectImagesLoaded(page, '[data-testid=mockup-card] [data-testid=mockup-output] img', 4);
    await screenshot(page, 'mockups-desktop-07-list');

    // The Mockup panel lists it with its four thumbnails.
    await page.locator('aside [data-nav=mockup]').click();
    const latest = page.locator('[data-panel=mockup]').getByTestId('latest-mockups');
    await expectImagesLoaded(page, '[data-panel=mockup] [data-testid=latest-mockups] img', 4);
    expect(await latest.getByRole('link').count()).toBe(1);
    await screenshot(page, 'mockups-desktop-08-panel');
    await page.keyboard.press('Escape');

    // Open in the editor: a mockup is a document too, so a chat edit re-renders it.
    await page.goto(`/dashboard/mockups/${mockupId}/preview`);
    await page.getByTestId('mockup-output').first().click();
    await page.getByTestId('mockup-open-editor').click();
    const editor = page.getByTestId('asset-editor');
    await editor.waitFor();
    const source = await editor.getByTestId('editor-image').getAttribute('data-asset-id');
    await editor.getByTestId('chat-input').fill('zoom out');
    await editor.getByTestId('chat-input').press('Enter');
    await expect
      .poll(() => editor.getByTestId('editor-image').getAttribute('data-asset-id'), { timeout: 30_000 })
      .not.toBe(source);
    await screenshot(page, 'mockups-desktop-09-edited');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);

    // ---- 390 px: the form's product step and the mockup page
    const phone = await openSession(browser(), baseUrl, 'phone');
    await phone.context.addInitScript(
      `localStorage.setItem('packsmith.token', ${JSON.stringify(await tokenOf(page))})`,
    );
    await context.close();
    await phone.page.goto(`/dashboard/mockups/${mockupId}`);
    await expectImagesLoaded(phone.page, '[data-testid=mockup-output] img', 4);
    await screenshot(phone.page, 'mockups-phone-01-mockup', true);
    await phone.page.goto('/dashboard/mockups/new');
    await dropArtwork(phone.page);
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await pickProduct(phone.page, 'bottle', 'glass-bottle');
    await screenshot(phone.page, 'mockups-phone-02-products');
    const overflow = await phone.page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
    expect(phone.problems.filter((p) => !p.includes('404'))).toEqual([]);
    await phone.context.close();
  }, 150_000);

  it('logged out: keeps the form through sign-up, submits it once, lands on the preview', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/action/mockup');
    await dropArtwork(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await pickProduct(page, 'tall can', 'tall-drinks-can');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('mockup-step-details').waitFor();
    await screenshot(page, 'mockups-desktop-09-logged-out-details');
    await page.getByTestId('mockup-submit').click();
    await page.waitForURL((u) => u.pathname === '/sign-up');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/mockups/new');
    const storedCount = `new Promise((resolve) => { const r = indexedDB.open('mockup-storage'); r.onsuccess = () => { const q = r.result.transaction('form').objectStore('form').count(); q.onsuccess = () => { r.result.close(); resolve(q.result); }; }; })`;
    expect(await page.evaluate(storedCount)).toBe(1);

    const email = uniqueEmail('anon-mocker');
    const code = await codeAfter(baseUrl, email, () => submitEmail(page, email));
    await enterCode(page, code);
    await page.waitForURL((u) => u.pathname === '/onboarding');
    await completeOnboarding(page, {
      name: 'Ann Onymous',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });
    await page.waitForURL((u) => /^\/dashboard\/mockups\/[0-9a-f-]{36}\/preview$/.test(u.pathname), {
      timeout: 30_000,
    });
    const preview = new URL(page.url()).pathname;
    await expect
      .poll(() => page.getByTestId('mockup-output').count(), { timeout: 60_000, interval: 500 })
      .toBe(4);
    await screenshot(page, 'mockups-desktop-10-after-sign-up');
    expect(await page.evaluate(storedCount)).toBe(0);

    // A reload does not submit it again.
    await page.reload();
    await page.getByTestId('mockup-status').waitFor();
    await page.goto('/dashboard/mockups/new');
    await page.getByTestId('mockup-step-artworks').waitFor();
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/dashboard/mockups/new');
    const list = await apiAs<{ data: { id: string; products: string[] }[] }>(
      baseUrl,
      await tokenOf(page),
      'GET',
      '/api/mockups',
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.products).toEqual(['tall-drinks-can']);
    expect(preview).toBe(`/dashboard/mockups/${list.data[0]!.id}/preview`);
    expect(problems.filter((p) => !p.includes('404') && !p.includes('401'))).toEqual([]);
    await context.close();
  }, 120_000);
});
