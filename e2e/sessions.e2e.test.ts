import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Created {
  data: { designAction: { id: string; sessionId: string } };
}

async function startImagery(page: Page, prompt: string, imageCount: number, sessionId?: string) {
  const token = await tokenOf(page);
  const { data } = await apiAs<Created>(baseUrl, token, 'POST', '/api/design-actions', {
    type: 'ai-imagery',
    sessionId,
    metadata: { prompt, imageCount },
  });
  return data.designAction;
}

const actions = (page: Page) => page.getByTestId('design-action');

describe('the session page', () => {
  it('shows actions newest first, images as they arrive, the asset dialog, rename and remix', async () => {
    const { page, context, problems } = await openSession(browser, baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('session'), {
      name: 'Sam Session',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });

    const first = await startImagery(page, 'A lemon soda can on a sunny beach', 2);
    await page.goto(`/dashboard/sessions/${first.sessionId}`);
    await page.getByRole('heading', { level: 1, name: 'Untitled session' }).waitFor();
    // Two tiles, placeholders or images, until the action completes (the page polls every 5 s).
    await expect
      .poll(() => actions(page).first().getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(2);
    expect(await page.getByTestId('session-image-placeholder').count()).toBe(0);

    // A second action in the same session shows first, with its placeholders and progress.
    const second = await startImagery(page, 'A mint tea tin in a calm kitchen', 3, first.sessionId);
    await expect.poll(() => actions(page).count(), { timeout: 15_000 }).toBe(2);
    expect(await actions(page).first().textContent()).toContain('A mint tea tin in a calm kitchen');
    await screenshot(page, 'session-desktop-01-generating');
    await expect
      .poll(() => actions(page).first().getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(5);
    await screenshot(page, 'session-desktop-02-results', true);

    // The asset dialog: open an image, flip with the arrow keys, favourite it.
    await page.getByTestId('session-image').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('asset-preview-image').waitFor();
    const firstAsset = new URL(page.url()).searchParams.get('activeAssetId');
    expect(firstAsset).toBeTruthy();
    const current = () => dialog.locator('[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Image 1 of 5');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Image 2 of 5');
    expect(new URL(page.url()).searchParams.get('activeAssetId')).not.toBe(firstAsset);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe('Image 1 of 5');
    await expect.poll(() => new URL(page.url()).searchParams.get('activeAssetId')).toBe(firstAsset);
    await dialog
      .getByRole('button', { name: /favourite/i })
      .first()
      .click();
    await expect
      .poll(async () => {
        const asset = await apiAs<{ data: { isFavourite: boolean } }>(
          baseUrl,
          await tokenOf(page),
          'GET',
          `/api/assets/${firstAsset}`,
        );
        return asset.data.isFavourite;
      })
      .toBe(true);
    await screenshot(page, 'session-desktop-03-asset-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('activeAssetId')).toBeNull();

    // An address with activeAssetId opens that image.
    await page.goto(`/dashboard/sessions/${first.sessionId}?activeAssetId=${firstAsset}`);
    await page.getByRole('dialog').getByTestId('asset-preview-image').waitFor();
    await page.keyboard.press('Escape');

    // Rename the session; the new name shows in the projects list data.
    await page.getByRole('button', { name: 'Rename session' }).click();
    await page.getByLabel('Session name').fill('Summer drinks');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Summer drinks' }).waitFor();

    // The projects list: the renamed session with its five images; search narrows it.
    const other = await apiAs<{ data: { session: { id: string } } }>(
      baseUrl,
      await tokenOf(page),
      'POST',
      '/api/design-sessions',
      { name: 'Autumn teas' },
    );
    await page.goto('/dashboard/projects');
    const cards = page.getByTestId('project-card');
    await expect.poll(() => cards.count()).toBe(2);
    await cards.filter({ hasText: 'Summer drinks' }).getByText('5 images').waitFor();
    await page.getByLabel('Sort by').selectOption('alphabetical');
    await expect.poll(() => cards.first().textContent()).toContain('Autumn teas');
    await page.getByLabel('Search projects').fill('summer');
    await expect.poll(() => cards.count()).toBe(1);
    await screenshot(page, 'session-desktop-04-projects');
    await page.getByLabel('Search projects').fill('');
    await cards.filter({ hasText: 'Autumn teas' }).hover();
    await page.getByRole('button', { name: 'Delete Autumn teas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(other.data.session.id).toBeTruthy();

    // The dashboard and the Create new dialog list it too.
    await page.goto('/dashboard');
    await page.getByTestId('recent-projects').getByText('Summer drinks').waitFor();
    await page.locator('aside [data-nav=create]').click();
    await page.getByRole('dialog', { name: 'Create new' }).getByText('Summer drinks').waitFor();
    await page.keyboard.press('Escape');

    // ?daid= opens the remix and leaves the address.
    await page.goto(`/dashboard/sessions/${first.sessionId}?daid=${second.id}`);
    await expect.poll(() => new URL(page.url()).searchParams.has('daid')).toBe(false);
    const remix = page.getByRole('dialog', { name: 'Create AI imagery' });
    await expect.poll(() => remix.getByLabel('Prompt').inputValue()).toBe('A mint tea tin in a calm kitchen');
    expect(await remix.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
    await screenshot(page, 'session-desktop-05-remix');
    await page.keyboard.press('Escape');
    // An unknown id says so.
    await page.goto(`/dashboard/sessions/${first.sessionId}?daid=00000000-0000-4000-8000-000000000000`);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Design not found' }).waitFor();
    expect(new URL(page.url()).searchParams.has('daid')).toBe(false);

    // Another person's session is not found.
    await page.goto('/dashboard/sessions/5f0c8a2e-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname === '/404');

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await openSession(browser, baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('session-phone'), {
      name: 'Pat Phone',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    const action = await startImagery(page, 'A coconut water carton with palm leaves', 2);
    await page.goto(`/dashboard/sessions/${action.sessionId}`);
    await expect
      .poll(() => actions(page).first().getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(2);
    expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
    await screenshot(page, 'session-phone-01-results', true);
    await page.getByTestId('session-image').first().click();
    await page.getByRole('dialog').getByTestId('asset-preview-image').waitFor();
    await screenshot(page, 'session-phone-02-asset-dialog');
    await context.close();
  });
});
