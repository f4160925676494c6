import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, expectImagesLoaded, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PROFILE = { name: 'Shelly Pages', jobRole: 'Marketing', timing: 'Just exploring' };

async function signedIn(viewport: 'desktop' | 'phone', prefix: string, domain?: string) {
  const session = await openSession(browser(), baseUrl, viewport);
  await signUpAndOnboard(session.page, baseUrl, uniqueEmail(prefix, domain), PROFILE);
  await session.page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
  return { ...session, token: await tokenOf(session.page) };
}

function openGeneratorPanel(page: Page) {
  return page.locator('aside [data-nav=generator]').click();
}

describe('the Generator panel', () => {
  it('lists the latest generations with thumbnails and names once signed in, newest first', async () => {
    const { page, context, token, problems } = await signedIn('desktop', 'panel-generations');
    await openGeneratorPanel(page);
    const panel = page.locator('[data-panel=generator]');
    await panel.getByText('No generations yet').waitFor();
    await page.keyboard.press('Escape');

    for (const brand of ['Kelp Crisps', 'Moss Soda']) {
      await apiAs(baseUrl, token, 'POST', '/api/spring/generation', {
        brand,
        packagingImage: 'drinks-can',
        imageCount: 1,
      });
    }
    // Made through the API, outside this page's cache: a fresh load lists them.
    await page.reload();
    await openGeneratorPanel(page);
    const rows = panel.getByTestId('latest-generations').getByRole('link');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 15_000 })
      .toEqual(['Moss Soda', 'Kelp Crisps']);
    // Each shows its first concept once rendered.
    await expect
      .poll(
        async () => {
          await page.reload();
          await openGeneratorPanel(page);
          await rows.first().waitFor();
          return rows.locator('img').count();
        },
        { timeout: 150_000, interval: 3000 },
      )
      .toBe(2);
    await expectImagesLoaded(page, '[data-testid=latest-generations] img', 2);
    await screenshot(page, 'shell-pages-desktop-01-generator-panel');
    await rows.first().click();
    await page.getByRole('heading', { level: 1, name: 'Moss Soda' }).waitFor();
    // /users/me answers 404 until onboarding is done.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows no recent list to signed-out visitors', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/explore');
    await openGeneratorPanel(page);
    const panel = page.locator('[data-panel=generator]');
    await panel.getByRole('link', { name: 'Launch generator' }).waitFor();
    expect(await panel.getByText('Latest generations').count()).toBe(0);
    await context.close();
  });
});

async function searchFromDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Search inspiration' });
  await dialog.waitFor();
  const prompt = dialog.getByLabel('Search prompt');
  // The prompt takes focus a moment after the dialog opens.
  await expect
    .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'))
    .toBe('Search prompt');
  const submit = dialog.getByRole('button', { name: 'Search' });
  expect(await submit.isDisabled()).toBe(true);
  await prompt.fill('   ');
  expect(await submit.isDisabled()).toBe(true);
  await prompt.fill('  kraft coffee bag ');
  expect(await submit.isDisabled()).toBe(false);
  await screenshot(page, name);
  await prompt.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  expect(new URL(page.url()).searchParams.get('q')).toBe('kraft coffee bag');
  await dialog.waitFor({ state: 'detached' });
}

describe('the Inspire panel search', () => {
  it('opens a dialog that focuses its prompt, submits to /search and closes (desktop)', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/explore');
    await page.locator('aside [data-nav=inspire]').click();
    await page
      .locator('[data-panel=inspire]')
      .getByRole('button', { name: /Search inspiration/ })
      .click();
    await searchFromDialog(page, 'shell-pages-desktop-04-search-dialog');
    await context.close();
  });

  it('works from the phone menu too', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('[data-mobile-nav] [data-nav=inspire]').click();
    await page
      .locator('[data-mobile-nav] [data-panel=inspire]')
      .getByRole('button', { name: /Search inspiration/ })
      .click();
    await searchFromDialog(page, 'shell-pages-phone-04-search-dialog');
    await context.close();
  });
});

interface ActionAnswer {
  data: { designAction: { id: string } };
}
interface ActionState {
  data: { status: string; images: { assetId: string | null }[] };
}

/** Creates a design action through the API and waits until it has rendered. */
async function renderedAction(token: string, body: object) {
  const { data } = await apiAs<ActionAnswer>(baseUrl, token, 'POST', '/api/design-actions', body);
  const read = () => apiAs<ActionState>(baseUrl, token, 'GET', `/api/design-actions/${data.designAction.id}`);
  await expect.poll(async () => (await read()).data.status, { timeout: 120_000 }).toBe('completed');
  return (await read()).data;
}

describe('/dashboard/photoshoots', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`lists the photoshoot results and starts a new one (${viewport})`, async () => {
      // Render MVP is on for staff by default.
      const { page, context, token, problems } = await signedIn(
        viewport,
        `shoots-${viewport}`,
        'packsmith.app',
      );
      await page.goto('/dashboard/photoshoots');
      const empty = page.getByTestId('photoshoots-empty');
      await empty.getByText('No photoshoots yet').waitFor();
      await screenshot(page, `shell-pages-${viewport}-02-photoshoots-empty`);
      await empty.getByRole('button', { name: 'Start a photoshoot' }).click();
      const dialog = page.getByRole('dialog', { name: 'AI product photoshoot' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const product = await renderedAction(token, {
        type: 'ai-imagery',
        metadata: { prompt: 'A glass jar of honey on a plain background', imageCount: 1 },
      });
      const shoot = await renderedAction(token, {
        type: 'product-photoshoot',
        metadata: {
          referenceImageAssetId: product.images[0]!.assetId,
          audience: 'Home cooks',
          productCategory: 'Honey',
          useCase: 'Online shop',
        },
      });
      await page.reload();
      const card = page.getByTestId('design-action');
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      expect(await card.getAttribute('data-status')).toBe('completed');
      await expectImagesLoaded(page, '[data-testid=design-action] img', shoot.images.length);
      await screenshot(page, `shell-pages-${viewport}-03-photoshoots-list`, true);
      await page.getByRole('button', { name: 'Start a photoshoot' }).click();
      await dialog.waitFor();
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      await context.close();
    });
  }
});

describe('/dashboard/playground', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`makes AI imagery without a project, spent as playground credits (${viewport})`, async () => {
      const { page, context, token, problems } = await signedIn(viewport, `playground-${viewport}`);
      await page.goto('/dashboard/playground');
      const form = page.getByTestId('playground-form');
      const generate = form.getByTestId('generate');
      await generate.waitFor();
      expect(await generate.isDisabled()).toBe(true);
      await form.getByLabel('Prompt').fill('A kraft paper tea pouch on a linen cloth');
      await form.getByText('2', { exact: true }).click();
      await form.getByTestId('generate').getByText('6 credits').waitFor();
      await screenshot(page, `shell-pages-${viewport}-05-playground-form`);
      await generate.click();

      // The run shows here (no navigation to a project) and fills in as it renders.
      const run = page.getByTestId('playground-runs').getByTestId('design-action');
      await run.waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/playground');
      await expect.poll(() => run.getAttribute('data-status'), { timeout: 120_000 }).toBe('completed');
      await expectImagesLoaded(page, '[data-testid=playground-runs] [data-testid=design-action] img', 2);
      await screenshot(page, `shell-pages-${viewport}-06-playground-results`, true);

      const { data } = await apiAs<{ data: { history: { actionType: string; amount: number }[] } }>(
        baseUrl,
        token,
        'GET',
        '/api/credits/history?page=1',
      );
      expect(data.history.find((h) => h.actionType === 'playground_generation')).toBeDefined();
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      await context.close();
    });
  }
});
