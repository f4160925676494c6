import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { generatedDesign, signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PACKAGING = {
  type: 'packaging-generation',
  metadata: { prompt: 'A lemon soda', packagingImage: 'drinks-can', brand: 'Lumo', imageCount: 1 },
};
const shown = (page: Page) => page.getByTestId('editor-image');

/** Signs up, makes a design and opens it in the editor from its session page. */
async function openEditor(page: Page, prefix: string) {
  await signUpAndOnboard(page, baseUrl, uniqueEmail(prefix), {
    name: 'Rex Recommended',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const { sessionId, assetId } = await generatedDesign(baseUrl, page, PACKAGING, 40_000);
  await page.goto(`/dashboard/sessions/${sessionId}`);
  await page.getByTestId('session-image').first().click();
  await page.getByTestId('use-for-edits').click();
  await page.getByTestId('asset-editor').waitFor();
  return assetId;
}

async function sendAndWait(page: Page, text: string, before: string) {
  const input = page.getByTestId('asset-editor').getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => shown(page).getAttribute('data-asset-id'), { timeout: 30_000 }).not.toBe(before);
  return (await shown(page).getAttribute('data-asset-id'))!;
}

describe('recommended next actions in the editor', () => {
  it.each([
    ['desktop', 'desktop'],
    ['phone', 'phone'],
  ] as const)(
    'after a turn they show, refresh with the conversation, and a click sends one (%s)',
    async (_, viewport) => {
      const { page, context } = await openSession(browser(), baseUrl, viewport);
      const first = await openEditor(page, `recommend-${viewport}`);
      const editor = page.getByTestId('asset-editor');
      // Before any turn: none.
      await editor.getByTestId('chat-empty').waitFor();
      expect(await editor.getByTestId('recommended-actions').count()).toBe(0);

      const green = await sendAndWait(page, 'make it green', first);
      const actions = editor.getByTestId('recommended-actions');
      await actions.waitFor({ timeout: 15_000 });
      // After a recolour, another colour leads, and the print file and angles are offered.
      const colour = actions.getByTestId('recommended-colour');
      expect(await colour.textContent()).toMatch(/^Try /);
      expect(await colour.textContent()).not.toMatch(/green/i);
      await actions.getByTestId('recommended-see-angles').waitFor();
      await actions.getByTestId('recommended-print').waitFor();
      await actions.scrollIntoViewIfNeeded();
      if (viewport === 'phone')
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, `recommended-${viewport}-01-after-recolour`);

      // Clicking the colour chip sends its words as a message; the recommendations refresh.
      const label = (await colour.textContent())!.replace(/^Try /, '');
      await colour.click();
      await editor
        .getByTestId('chat-user-message')
        .filter({ hasText: `Make it ${label}` })
        .waitFor();
      await expect.poll(() => shown(page).getAttribute('data-asset-id'), { timeout: 30_000 }).not.toBe(green);
      await actions.waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => (await actions.getByTestId('recommended-colour').textContent()) ?? '')
        .not.toBe(`Try ${label}`);
      await screenshot(page, `recommended-${viewport}-02-refreshed`);
      await context.close();
    },
    150_000,
  );
});
