import { MOCKUP_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, VIEWPORTS } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { dropFiles, pngFile } from './support/uploads.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const ARTWORK = pngFile('label-art.png', makePng(320, 320, [30, 90, 200], [240, 190, 40]));

/**
 * Issue 32 item 13 (part 2 §8): a mockup error that is neither credits nor validation shows the
 * Error toast and goes to /action/mockup. The server's failure is stood in by answering the POST
 * with a 503 (the real server has no switch to fail on demand).
 */
async function journey(viewport: keyof typeof VIEWPORTS) {
  const { page } = await openSession(browser(), baseUrl, viewport);
  await signUpAndOnboard(page, baseUrl, uniqueEmail(`mockup-error-${viewport}`), {
    name: 'Mia Mockup',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  await page.goto('/dashboard/mockups/new');
  await dropFiles(page, [ARTWORK]);
  await page.locator('[data-testid=upload-preview][data-status=done]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('mockup-step-products').waitFor();
  await page.getByRole('searchbox', { name: 'Search packaging types' }).fill('drinks');
  await page.locator('[data-testid=template-card][data-template=drinks-can]').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('mockup-step-details').waitFor();

  await page.route('**/api/mockups', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The mockup service is unavailable' }),
        })
      : route.continue(),
  );
  await page.getByTestId('mockup-submit').click();
  await page.waitForURL((u) => u.pathname === '/action/mockup', { timeout: 15_000 });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: MOCKUP_MESSAGES.errorTitle });
  await toast.getByText('The mockup service is unavailable').waitFor();
  await page.getByTestId('mockup-step-artworks').waitFor();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await screenshot(page, `mockup-error-${viewport}-redirected`);
}

describe('mockup errors', () => {
  it('desktop: another error → Error toast and /action/mockup', async () => {
    await journey('desktop');
  }, 90_000);

  it('phone (390 px): the same', async () => {
    await journey('phone');
  }, 90_000);
});
