import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PROFILE = { name: 'Sam Support', jobRole: 'Marketing', timing: 'Just exploring' };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating support button's box while it is shown, else null. */
async function floatingButton(page: Page): Promise<Box | null> {
  const button = page.getByTestId('support-button');
  if ((await button.count()) === 0 || !(await button.isVisible())) return null;
  return button.boundingBox();
}

/** Fails if the floating button covers any of `targets` that is on screen now. */
async function expectClear(page: Page, targets: Locator, what: string) {
  const button = await floatingButton(page);
  if (!button) return;
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box) expect(overlaps(button, box), `the support button covers ${what}`).toBe(false);
  }
}

/** Waits until the floating button has finished moving (its lift is a short transition). */
async function buttonSettled(page: Page) {
  const moving = `document.querySelector('[data-testid="support-button"]')?.getAnimations().length ?? 0`;
  await expect.poll(() => page.evaluate(moving), { timeout: 5_000 }).toBe(0);
}

/** Scrolls the page to each of `stops` (fractions of its height) and checks there. */
async function atScrollStops(page: Page, check: () => Promise<void>) {
  for (const stop of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate(
      `window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * ${stop}))`,
    );
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    await buttonSettled(page);
    await check();
  }
}

describe('the support button keeps clear of actions and content', () => {
  it('on a 390 px phone: the generator’s Generate and the credit history rows stay uncovered', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('support-phone'), PROFILE);
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    // A history long enough to fill the screen: a few spends besides the sign-up grant.
    const token = await tokenOf(page);
    for (let i = 0; i < 6; i++) {
      await apiAs(baseUrl, token, 'POST', '/api/design-actions', {
        type: 'ai-imagery',
        metadata: { prompt: `Support check ${i}`, imageCount: 1 },
      });
    }

    await page.goto('/action/generate-packaging-design');
    const generate = page.getByTestId('generate');
    await generate.waitFor();
    await screenshot(page, 'support-phone-01-generator');
    await atScrollStops(page, () => expectClear(page, generate, 'the Generate button'));
    await screenshot(page, 'support-phone-02-generator-end');

    await page.goto('/dashboard/credits');
    const rows = page.getByTestId('credit-history').getByTestId('credit-history-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(7);
    await screenshot(page, 'support-phone-03-credit-history');
    await atScrollStops(page, () => expectClear(page, rows, 'a credit history row'));
    await screenshot(page, 'support-phone-04-credit-history-end');

    // Support is still one tap away: at the end of every page, and in the menu.
    const entry = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with support' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await page.getByRole('dialog', { name: 'Talk to the Packsmith team' }).waitFor();
    await screenshot(page, 'support-phone-05-footer-chat');
    await context.close();
  });

  it('at 768 px the floating button sits above the generator’s sticky Generate bar', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    await page.setViewportSize({ width: 768, height: 900 });
    await signUpAndOnboard(page, baseUrl, uniqueEmail('support-tablet'), PROFILE);
    await page.goto('/action/generate-packaging-design');
    const generate = page.getByTestId('generate');
    await generate.waitFor();
    expect(await floatingButton(page)).not.toBeNull();
    await atScrollStops(page, () => expectClear(page, generate, 'the Generate button'));
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'support-tablet-01-generator');
    await context.close();
  });
});
