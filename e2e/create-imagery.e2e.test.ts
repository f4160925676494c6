import { CREDIT_MESSAGES, DESIGN_FLOW_TEXTS, DESIGN_MESSAGES } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, openImagery, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('Create AI imagery', () => {
  it('validates, generates two images into a new session, and shows the 402 toast when credits ran out', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('imagery'), {
      name: 'Ivy Imagery',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });

    const dialog = await openImagery(page);
    // Five images by default at 3 credits each.
    await dialog.getByTestId('generate').getByText('15 credits').waitFor();
    // An empty prompt keeps Generate disabled; the reason shows once the field is touched.
    const generate = dialog.getByTestId('generate');
    expect(await generate.isDisabled()).toBe(true);
    expect(await generate.getAttribute('data-blocker')).toBe('invalid');
    expect(await dialog.getByText(DESIGN_MESSAGES.promptRequired).count()).toBe(0);
    const prompt = dialog.getByLabel('Prompt');
    // Browsing for a reference moves focus off the untouched prompt: still no error.
    expect(await page.evaluate('document.activeElement?.id')).toBe('imagery-prompt');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByTestId('upload-dropzone').click();
    await chooser;
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'imagery-desktop-00-browse-no-error');
    await prompt.fill('A lemon');
    await expect.poll(() => generate.isDisabled(), { timeout: 15_000 }).toBe(false);
    await prompt.fill('');
    // Not while typing; once the emptied prompt is left.
    expect(await dialog.getByText(DESIGN_MESSAGES.promptRequired).count()).toBe(0);
    await prompt.blur();
    await dialog.getByText(DESIGN_MESSAGES.promptRequired).waitFor();
    expect(await generate.isDisabled()).toBe(true);
    await screenshot(page, 'imagery-desktop-01-required');

    await prompt.fill('A sparkling lemon soda can on a sunny beach');
    await dialog.getByText('2', { exact: true }).click();
    await generate.getByText('6 credits').waitFor();
    await screenshot(page, 'imagery-desktop-02-filled');
    await generate.click();
    await toast(page, DESIGN_FLOW_TEXTS['ai-imagery'].successTitle).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/sessions/'));
    await expect
      .poll(() => page.getByTestId('design-action').first().getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(2);
    await screenshot(page, 'imagery-desktop-03-session');

    // The balance the dialog saw is stale: spending elsewhere meanwhile makes the server answer 402.
    const again = await openImagery(page);
    await again.getByLabel('Prompt').fill('Mint tea tins on a calm kitchen shelf');
    const token = await tokenOf(page);
    for (let i = 0; i < 4; i++) {
      await apiAs(baseUrl, token, 'POST', '/api/design-actions', {
        type: 'ai-imagery',
        metadata: { prompt: `Spend ${i}`, imageCount: 5 },
      });
    }
    await again.getByTestId('generate').click();
    await toast(page, CREDIT_MESSAGES.insufficientTitle).waitFor();
    await page.getByText("You don't have enough credits").waitFor();
    // It shows the balance as it is now (70 − 6 − 4 × 15 = 4), not the one the dialog opened with.
    const low = page.getByRole('dialog', { name: "You don't have enough credits" });
    await expect.poll(() => low.textContent()).not.toContain('64');
    await screenshot(page, 'imagery-desktop-04-insufficient');

    // Expected: the 404 of the not-yet-onboarded profile check and the 402.
    expect(problems.filter((p) => !/status of (402|404)/.test(p))).toEqual([]);
    await context.close();
  });
});
