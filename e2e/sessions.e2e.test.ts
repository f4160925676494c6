import { DESIGN_MESSAGES } from '@packsmith/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import {
  apiAs,
  expectImagesLoaded,
  publishTestNotification,
  readAtOf,
  signUpAndOnboard,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

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

/**
 * Someone else's four 5-image actions, queued just before ours: the worker runs two actions at a
 * time, so ours waits its turn for a few seconds — long enough to see it pending, with its
 * placeholders and progress, before the images arrive.
 */
async function busyWorker(browser: Browser) {
  const { page, context } = await openSession(browser, baseUrl, 'desktop');
  await signUpAndOnboard(page, baseUrl, uniqueEmail('session-busy'), {
    name: 'Bo Busy',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const token = await tokenOf(page);
  await context.close();
  return async () => {
    for (let i = 0; i < 4; i++) {
      await apiAs(baseUrl, token, 'POST', '/api/design-actions', {
        type: 'ai-imagery',
        metadata: { prompt: `Queue filler ${i}`, imageCount: 5 },
      });
    }
  };
}

describe('the session page', () => {
  it('shows actions newest first, images as they arrive, the asset dialog, rename and remix', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    // staff, so the journey can send itself a test notification while an asset is open
    await signUpAndOnboard(page, baseUrl, uniqueEmail('session', STAFF_DOMAIN), {
      name: 'Sam Session',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });

    const first = await startImagery(page, 'A lemon soda can on a sunny beach', 2);
    await page.goto(`/dashboard/sessions/${first.sessionId}`);
    // Not named by the user: named from the prompt that started it.
    await page.getByRole('heading', { level: 1, name: 'A lemon soda can on a sunny beach' }).waitFor();
    // Two tiles, placeholders or images, until the action completes (the page polls every 5 s).
    await expect
      .poll(() => actions(page).first().getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(2);
    expect(await page.getByTestId('session-image-placeholder').count()).toBe(0);

    // A second action, started from the page: it shows first, pending with one placeholder per
    // image and the progress estimate, then its images arrive (polling and the realtime event).
    const fillQueue = await busyWorker(browser());
    await page.getByRole('button', { name: 'New in this session' }).click();
    await page
      .getByRole('dialog', { name: 'New in this session' })
      .getByRole('button', { name: /AI imagery/ })
      .click();
    const imagery = page.getByRole('dialog', { name: 'Create AI imagery' });
    await imagery.getByLabel('Prompt').fill('A mint tea tin in a calm kitchen');
    await imagery.getByText('3', { exact: true }).click();
    await imagery.getByTestId('generate').getByText('9 credits').waitFor();
    await fillQueue();
    await imagery.getByTestId('generate').click();
    await expect.poll(() => actions(page).count(), { timeout: 15_000 }).toBe(2);
    const newest = actions(page).first();
    expect(await newest.getByTestId('action-summary').textContent()).toBe('A mint tea tin in a calm kitchen');
    expect(['pending', 'generating']).toContain(await newest.getAttribute('data-status'));
    expect(await newest.getByTestId('session-image-placeholder').count()).toBe(3);
    await newest.getByRole('progressbar', { name: 'Generation progress' }).waitFor();
    await screenshot(page, 'session-desktop-01-generating');
    await expect.poll(() => newest.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(5);
    expect(await newest.getByTestId('session-image-placeholder').count()).toBe(0);
    expect(await page.getByTestId('session-stats').textContent()).toContain('2 generations · 5 images');
    const second = { id: (await newest.getAttribute('data-action-id')) ?? '' };
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

    // With an asset open, a live notification for another page is marked read, not toasted.
    const token = await tokenOf(page);
    const live = await publishTestNotification(baseUrl, token, {
      type: 'mockup_ready',
      title: 'Mockup ready while looking at an asset',
      deeplink: '/dashboard/mockups/new',
    });
    await expect.poll(() => readAtOf(baseUrl, token, live.data.id), { timeout: 10_000 }).toBeTruthy();
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Mockup ready while' }).count()).toBe(
      0,
    );
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
    await apiAs(baseUrl, await tokenOf(page), 'POST', '/api/design-sessions', { name: 'Autumn teas' });
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
    await expect.poll(() => cards.count()).toBe(2);
    // Rename from the list (an empty name is refused with the spec's message), then delete.
    await cards.filter({ hasText: 'Autumn teas' }).hover();
    await page.getByRole('button', { name: 'Rename Autumn teas' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename project' });
    await renameDialog.getByLabel('Session name').fill(' ');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await renameDialog.getByText('Please enter a session name').waitFor();
    await screenshot(page, 'session-desktop-05-rename');
    await renameDialog.getByLabel('Session name').fill('Autumn leaf teas');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await cards.filter({ hasText: 'Autumn leaf teas' }).waitFor();
    await cards.filter({ hasText: 'Autumn leaf teas' }).hover();
    await page.getByRole('button', { name: 'Delete Autumn leaf teas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => cards.count()).toBe(1);

    // Links into the projects page: ?assetId= opens that image, ?isCreateNew=true Create new.
    await page.goto(`/dashboard/projects?assetId=${firstAsset}`);
    await page.getByRole('dialog').getByTestId('asset-preview-image').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.has('assetId')).toBe(false);
    await page.goto('/dashboard/projects?isCreateNew=true');
    await page.getByRole('dialog', { name: 'Create new' }).waitFor();
    expect(new URL(page.url()).searchParams.has('isCreateNew')).toBe(false);
    await page.keyboard.press('Escape');

    // The dashboard and the Create new dialog list it too, and their Images side the images.
    await page.goto('/dashboard');
    const recent = page.getByTestId('recent-work');
    await recent.getByTestId('recent-projects').getByText('Summer drinks').waitFor();
    await recent.getByRole('tab', { name: 'Images' }).click();
    await expect.poll(() => recent.getByTestId('recent-images').getByRole('listitem').count()).toBe(5);
    await screenshot(page, 'session-desktop-06-dashboard', true);
    await page.locator('aside [data-nav=create]').click();
    const createNew = page.getByRole('dialog', { name: 'Create new' });
    await createNew.getByText('Summer drinks').waitFor();
    await createNew.getByRole('tab', { name: 'Images' }).click();
    await createNew.getByTestId('recent-images').waitFor();
    await screenshot(page, 'session-desktop-07-create-new');
    await page.keyboard.press('Escape');

    // ?daid= opens the remix and leaves the address.
    await page.goto(`/dashboard/sessions/${first.sessionId}?daid=${second.id}`);
    // The handler is a lazy chunk that waits for the session: a busy machine needs more than 1 s.
    await expect.poll(() => new URL(page.url()).searchParams.has('daid'), { timeout: 15_000 }).toBe(false);
    const remix = page.getByRole('dialog', { name: 'Create AI imagery' });
    await expect.poll(() => remix.getByLabel('Prompt').inputValue()).toBe('A mint tea tin in a calm kitchen');
    expect(await remix.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
    await screenshot(page, 'session-desktop-08-remix');
    await page.keyboard.press('Escape');
    // A logo remix opens the logo wizard.
    const logo = await apiAs<Created>(baseUrl, await tokenOf(page), 'POST', '/api/design-actions', {
      type: 'logo-design',
      sessionId: first.sessionId,
      metadata: {
        brand: 'Solbrew',
        brandDescription: 'Small-batch cold brew coffee',
        industry: 'Food & Beverage',
        targetAudience: 'Young professionals',
        brandFeel: 'Warm and modern',
        hexColours: ['7C3AED'],
        naturalLanguageColours: 'violet',
        additionalNotes: '',
      },
    });
    await page.goto(
      `/dashboard/sessions/${first.sessionId}?daid=${logo.data.designAction.id}&sessionEventId=x`,
    );
    await page.getByTestId('logo-wizard').waitFor();
    const address = new URL(page.url());
    expect(address.searchParams.has('daid')).toBe(false);
    expect(address.searchParams.get('sessionEventId')).toBe('x');
    await page.keyboard.press('Escape');
    await page.getByTestId('logo-wizard').waitFor({ state: 'detached' });
    expect(await actions(page).first().getByTestId('action-summary').textContent()).toBe(
      'Logo for Solbrew · Food & Beverage',
    );

    // ?sessionEventId= brings that action into view, outlined (an unknown id, as above, outlines none).
    expect(await page.locator('[data-testid=design-action][data-focused]').count()).toBe(0);
    const oldestId = (await actions(page).last().getAttribute('data-action-id'))!;
    await page.goto(`/dashboard/sessions/${first.sessionId}?sessionEventId=${oldestId}`);
    const focused = page.locator('[data-testid=design-action][data-focused]');
    await expect.poll(() => focused.getAttribute('data-action-id')).toBe(oldestId);
    expect(await focused.count()).toBe(1);
    await expect
      .poll(async () => {
        const box = await focused.boundingBox();
        const height = page.viewportSize()!.height;
        return !!box && box.y < height && box.y + box.height > 0;
      })
      .toBe(true);
    await screenshot(page, 'session-desktop-08b-session-event');

    // An unknown id says so.
    await page.goto(`/dashboard/sessions/${first.sessionId}?daid=00000000-0000-4000-8000-000000000000`);
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: DESIGN_MESSAGES.remixNotFoundTitle })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('daid')).toBe(false);

    // generate-new=ai-imagery opens Create AI imagery for this session, then leaves the address.
    await page.goto(`/dashboard/sessions/${first.sessionId}?generate-new=ai-imagery`);
    await page.getByRole('dialog', { name: 'Create AI imagery' }).waitFor();
    expect(new URL(page.url()).searchParams.has('generate-new')).toBe(false);
    await page.keyboard.press('Escape');

    // Another person's session is not found.
    await page.goto('/dashboard/sessions/5f0c8a2e-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname === '/404');

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
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
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New in this session' }).click();
    await page.getByRole('dialog', { name: 'New in this session' }).waitFor();
    await screenshot(page, 'session-phone-03-new-in-session');
    await page.keyboard.press('Escape');

    const fits = () => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
    await page.goto('/dashboard');
    await page.getByTestId('recent-projects').getByText('A coconut water carton with palm leaves').waitFor();
    expect(await fits()).toBe(true);
    await screenshot(page, 'session-phone-04-dashboard', true);
    await page.goto('/dashboard/projects');
    await page.getByTestId('project-card').first().waitFor();
    expect(await fits()).toBe(true);
    await screenshot(page, 'session-phone-05-projects');
    await page.getByRole('button', { name: 'Rename A coconut water carton with palm leaves' }).click();
    await page.getByRole('dialog', { name: 'Rename project' }).waitFor();
    await screenshot(page, 'session-phone-06-rename');
    await context.close();
  });
});

describe('project names', () => {
  it('names each project from what started it: the logo brand, the imagery prompt, the generator brand', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('session-names'), {
      name: 'Nina Names',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    const token = await tokenOf(page);
    await apiAs(baseUrl, token, 'POST', '/api/design-actions', {
      type: 'LOGO_DESIGN',
      metadata: { brand: 'Lumen Tea', brandDescription: 'A premium loose-leaf tea brand' },
    });
    await apiAs(baseUrl, token, 'POST', '/api/design-actions', {
      type: 'ai-imagery',
      metadata: {
        prompt:
          'Create a photorealistic image of a matcha tin on wet slate with eucalyptus leaves. Soft morning light.',
        imageCount: 1,
      },
    });
    await apiAs(baseUrl, token, 'POST', '/api/spring/generation', {
      brand: 'Fizz & Co',
      packagingImage: 'drinks-can',
      imageCount: 1,
    });

    await page.goto('/dashboard/projects');
    const names = [
      'Fizz & Co drinks can',
      'A matcha tin on wet slate with eucalyptus leaves',
      'Lumen Tea logo',
    ];
    await expect
      .poll(() => page.getByTestId('project-card').getByRole('paragraph').allTextContents(), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(names));
    // Every project with its newest image once the generations are done (the list refreshes live).
    await expect
      .poll(() => page.getByTestId('project-card').locator('img').count(), { timeout: 150_000 })
      .toBe(3);
    await expectImagesLoaded(page, '[data-testid=project-card] img', 3);
    await screenshot(page, 'session-desktop-07-project-names');
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
