/**
 * Mockup placement: on a finished mockup's page the person picks a product, a fit and a scale,
 * drags the artwork on the printable-area preview (and nudges it with the arrow keys), then
 * re-renders: a new paid mockup of that product opens, rendered with that placement. Desktop and
 * a 390 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail, uploadAs } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

type MockupBody = { data: { id: string; status: string; placement: unknown } };

async function waitCompleted(page: Page, id: string) {
  const token = await tokenOf(page);
  for (let i = 0; i < 240; i++) {
    const { data } = await apiAs<MockupBody>(baseUrl, token, 'GET', `/api/mockups/${id}`);
    if (data.status === 'completed') return data;
    if (data.status === 'failed') throw new Error('mockup failed');
    await page.waitForTimeout(500);
  }
  throw new Error('mockup did not complete');
}

async function finishedMockup(page: Page) {
  const token = await tokenOf(page);
  const artworkId = await uploadAs(baseUrl, token, {
    name: 'wide-label.png',
    type: 'image/png',
    bytes: makePng(800, 500, [30, 90, 200], [240, 190, 40]),
    category: 'MOCKUP ARTWORK',
  });
  const { data } = await apiAs<MockupBody>(baseUrl, token, 'POST', '/api/mockups', {
    requestId: crypto.randomUUID(),
    artworks: [artworkId],
    products: ['tea-box', 'drinks-can'],
    imageCount: 4,
    step: 1,
  });
  await waitCompleted(page, data.id);
  return data.id;
}

describe('mockup placement', () => {
  for (const viewport of ['desktop', 'phone'] as const)
    it(`chooses fit, scale and position and re-renders (${viewport})`, async () => {
      const { context, page, problems } = await openSession(browser(), baseUrl, viewport);
      // before the account exists the app asks for /api/users/me (404); no other 404 is expected
      const notFound: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
      });
      await signUpAndOnboard(page, baseUrl, uniqueEmail(`placer-${viewport}`), {
        name: 'Pia Placer',
        jobRole: 'Founder / Business owner',
        timing: 'Just exploring',
      });
      const id = await finishedMockup(page);
      await page.goto(`/dashboard/mockups/${id}`);
      const preview = page.getByTestId('placement-preview');
      await preview.scrollIntoViewIfNeeded();
      await page.getByTestId('placement-artwork').waitFor();
      await screenshot(page, `mockup-placement-${viewport}-01-default`);

      await page.getByTestId('placement-product').selectOption('tea-box');
      await page.getByTestId('placement-fit').selectOption('contain');
      await page.getByTestId('placement-scale').fill('60');
      // drag a fifth of the area to the right, then one arrow key up
      const box = (await preview.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await preview.focus();
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(() => page.getByTestId('placement-position').textContent())
        .toMatch(/20% across, -2% down/);
      // the artwork moved right in the preview: its box's centre is right of the area's
      const art = (await page.getByTestId('placement-artwork').boundingBox())!;
      expect(art.x + art.width / 2).toBeGreaterThan(box.x + box.width * 0.6);
      expect(art.width).toBeLessThan(box.width * 0.7);
      await screenshot(page, `mockup-placement-${viewport}-02-placed`);

      const before = (
        await apiAs<{ data: { balance: number } }>(
          baseUrl,
          await tokenOf(page),
          'GET',
          '/api/credits/balance',
        )
      ).data.balance;
      await page.getByTestId('placement-rerender').click();
      await page.waitForURL((u) => u.pathname.startsWith('/dashboard/mockups/') && !u.pathname.includes(id));
      const newId = new URL(page.url()).pathname.split('/')[3]!;
      const made = await waitCompleted(page, newId);
      expect(made.placement).toEqual({ fit: 'contain', scale: 0.6, offset: { x: 0.2, y: -0.02 } });
      const after = (
        await apiAs<{ data: { balance: number } }>(
          baseUrl,
          await tokenOf(page),
          'GET',
          '/api/credits/balance',
        )
      ).data.balance;
      expect(after).toBe(before - 8);
      await page.locator('[data-testid=placement-preview]').waitFor();
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForTimeout(1500);
      await screenshot(page, `mockup-placement-${viewport}-03-rerendered`, true);
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      expect(notFound.filter((p) => p !== '/api/users/me')).toEqual([]);
      await context.close();
    }, 240_000);
});
