import { TOOLBOX_TEXT, TOUR_IDS, type UserTour } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type VIEWPORTS } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail, uploadAs } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The harness answers every tour for the people it onboards; these journeys take them back. */
async function wantTours(token: string) {
  for (const tourId of TOUR_IDS)
    await apiAs(baseUrl, token, 'PUT', `/api/user-tours/${tourId}`, { doNotShow: false });
}

const serverTours = async (token: string) =>
  Object.fromEntries(
    (await apiAs<{ data: UserTour[] }>(baseUrl, token, 'GET', '/api/user-tours')).data.map((t) => [
      t.tourId,
      t.doNotShow,
    ]),
  );

const tour = (page: Page) => page.getByTestId('tour');
const progress = async (page: Page) => (await tour(page).getByTestId('tour-progress').textContent())?.trim();

async function journey(viewport: keyof typeof VIEWPORTS) {
  const { context, page, problems } = await openSession(browser(), baseUrl, viewport);
  await signUpAndOnboard(page, baseUrl, uniqueEmail(`tours-${viewport}`), {
    name: 'Tina Tour',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const token = await tokenOf(page);
  await wantTours(token);

  // Dashboard: the first visit shows the tour beside "Create new", which is outlined.
  await page.goto('/dashboard');
  await tour(page).waitFor();
  expect(await progress(page)).toMatch(/^1 of [34]$/);
  expect(await page.locator('[data-tour="create-new"]').getAttribute('class')).toContain('tour-target');
  await screenshot(page, `tours-${viewport}-01-dashboard`);
  // Not modal: the page stays usable and the tour stays.
  await page.getByTestId('recent-work').click({ position: { x: 4, y: 4 } });
  await tour(page).waitFor();
  const total = Number((await progress(page))!.split(' of ')[1]);
  for (let i = 1; i < total; i++) await tour(page).getByRole('button', { name: 'Next' }).click();
  expect(await progress(page)).toBe(`${total} of ${total}`);
  await tour(page).getByRole('button', { name: 'Back' }).click();
  expect(await progress(page)).toBe(`${total - 1} of ${total}`);
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await screenshot(page, `tours-${viewport}-02-dashboard-last`);
  await tour(page).getByRole('button', { name: 'Done' }).click();
  await tour(page).waitFor({ state: 'detached' });
  expect((await serverTours(token)).dashboard).toBe(true);
  await page.reload();
  await page.getByTestId('greeting').waitFor();
  await page.waitForTimeout(1000);
  expect(await tour(page).count()).toBe(0);

  // Editor: its tour shows inside the editor, and focus stays in the message box.
  const assetId = await uploadAs(baseUrl, token, {
    name: 'jar-label.png',
    type: 'image/png',
    bytes: makePng(500, 500, [240, 120, 60], [30, 30, 80]),
    category: 'EDIT IMAGE UPLOAD',
  });
  await page.goto(`/dashboard/edit/editor?revisionId=${assetId}`);
  const editor = page.getByTestId('asset-editor');
  await editor.getByTestId('editor-image').waitFor();
  await tour(page).waitFor();
  expect(await tour(page).getAttribute('data-tour-id')).toBe('editor');
  expect(await progress(page)).toBe('1 of 4');
  await page.getByTestId('chat-input').fill('Make it blue');
  expect(await page.getByTestId('chat-input').inputValue()).toBe('Make it blue');
  await screenshot(page, `tours-${viewport}-03-editor`);
  // Skipping without "Don't show again" keeps it for the next visit only.
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();
  await tour(page).waitFor({ state: 'detached' });
  expect((await serverTours(token)).editor).toBe(false);
  await page.reload();
  await editor.getByTestId('editor-image').waitFor();
  await tour(page).waitFor();
  await tour(page).getByRole('checkbox', { name: "Don't show again" }).check();
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();
  await tour(page).waitFor({ state: 'detached' });
  await expect.poll(async () => (await serverTours(token)).editor).toBe(true);

  // Toolbox: its own tour, over the toolbox.
  await page.goto(`/dashboard/edit/editor?revisionId=${assetId}&toolbox=true`);
  const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
  await toolbox.getByText(TOOLBOX_TEXT.subtitle).waitFor();
  await expect.poll(() => toolbox.getByTestId('tour').getAttribute('data-tour-id')).toBe('toolbox');
  expect(await progress(page)).toBe('1 of 3');
  await screenshot(page, `tours-${viewport}-04-toolbox`);
  await page.keyboard.press('Escape');
  await tour(page).waitFor({ state: 'detached' });
  // Escape closed the tour only, not the toolbox.
  await toolbox.getByText(TOOLBOX_TEXT.subtitle).waitFor();
  expect((await serverTours(token)).toolbox).toBe(false);

  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  await context.close();
}

describe('guided tours', () => {
  it('desktop 1280: dashboard, editor and toolbox tours on the first visit, kept away by the server', async () => {
    await journey('desktop');
  });
  it('phone 390: the same tours fit and work', async () => {
    await journey('phone');
  });
});
