import { CHAT_MESSAGES, TOOLBOX_TEXT } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, VIEWPORTS } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Issue 32 item 13: a `tool` in the URL without a form says so, and Back returns to the cards. */
async function journey(viewport: keyof typeof VIEWPORTS) {
  const { page } = await openSession(browser(), baseUrl, viewport);
  await signUpAndOnboard(page, baseUrl, uniqueEmail(`toolbox-missing-${viewport}`), {
    name: 'Mo Missing',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const token = await tokenOf(page);
  const { data } = await apiAs<{ data: { session: { id: string } } }>(
    baseUrl,
    token,
    'POST',
    '/api/design-sessions',
    { name: 'Missing form' },
  );
  await page.goto(`/dashboard/sessions/${data.session.id}?toolbox=true&tool=paint-bucket`);
  const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
  const missing = toolbox.getByTestId('missing-tool-form');
  await missing.getByText(CHAT_MESSAGES.toolbox.missingForm('paint-bucket')).waitFor();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await screenshot(page, `toolbox-missing-form-${viewport}`);
  await missing.getByRole('button', { name: 'Back' }).click();
  await toolbox.getByTestId('toolbox-option-zoom-out').waitFor();
  expect(new URL(page.url()).searchParams.get('tool')).toBeNull();

  // Zoom out sends at once and has no form: named in the URL, it says so too.
  await page.goto(`/dashboard/sessions/${data.session.id}?toolbox=true&tool=zoom-out`);
  await missing.getByText('Missing form component for zoom-out').waitFor();
}

describe('a toolbox tool without a form', () => {
  it('desktop', async () => {
    await journey('desktop');
  }, 90_000);

  it('phone (390 px)', async () => {
    await journey('phone');
  }, 90_000);
});
