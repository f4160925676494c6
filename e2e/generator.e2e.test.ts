import { DESIGN_FLOW_TEXTS, DESIGN_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, openSession, screenshot } from './support/browser.ts';
import {
  codeAfter,
  completeOnboarding,
  enterCode,
  signUpAndOnboard,
  submitEmail,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PROFILE = { name: 'Gene Rator', jobRole: 'Marketing', timing: 'Just exploring' };

const ARTWORK_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">' +
    '<rect width="320" height="320" fill="#14213D"/>' +
    '<path d="M0 200 Q80 150 160 200 T320 200 V320 H0Z" fill="#118AB2"/>' +
    '<circle cx="230" cy="90" r="40" fill="#F6C445"/></svg>',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('the packaging generator', () => {
  it('validates, generates concepts and lists them', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('generator'), PROFILE);
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    await page.goto('/action/generate-packaging-design');
    const form = page.getByTestId('generator-form');
    await form.getByTestId('generate').click();
    await form.getByText(DESIGN_MESSAGES.required).first().waitFor();
    await form.getByText(DESIGN_MESSAGES.packagingOptionRequired).waitFor();

    await page.getByLabel('Brand name').fill('Tidewater');
    await page.getByLabel('Slogan').fill('Salt of the sea');
    await form.locator('[data-template=drinks-can]').click();
    await form.getByText('Navy', { exact: true }).click();
    await form.getByText('Minimalist', { exact: true }).click();
    await form
      .getByRole('radiogroup', { name: 'Number of concepts' })
      .getByText('2', { exact: true })
      .click();
    await form.getByTestId('generate').getByText('2 credits').waitFor();

    // 'Upload my own' needs an image; a GIF is refused with the spec's type message.
    const artwork = form.getByTestId('artwork-image');
    expect(await artwork.isVisible()).toBe(false);
    await form.getByTestId('artwork-mode').getByText('Upload my own').click();
    await artwork.getByText(DESIGN_MESSAGES.artworkRequired).waitFor();
    const artworkInput = artwork.locator('input[type=file]');
    await artworkInput.setInputFiles({ name: 'waves.gif', mimeType: 'image/gif', buffer: GIF });
    await artwork.getByText(DESIGN_MESSAGES.imageTypes).waitFor();
    await screenshot(page, 'generator-desktop-01a-artwork-type');
    await artworkInput.setInputFiles({
      name: 'tidewater-waves.svg',
      mimeType: 'image/svg+xml',
      buffer: ARTWORK_SVG,
    });
    await artwork.getByText('tidewater-waves.svg').waitFor();
    await artwork.getByText(DESIGN_MESSAGES.imageTypes).waitFor({ state: 'detached' });
    await artwork.getByText(DESIGN_MESSAGES.artworkRequired).waitFor({ state: 'detached' });
    await expect.poll(() => form.getByTestId('generate').isDisabled(), { timeout: 15_000 }).toBe(false);
    await screenshot(page, 'generator-desktop-01-form', true);
    await form.getByTestId('generate').click();

    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/generations/'));
    await page.getByRole('heading', { level: 1, name: 'Tidewater' }).waitFor();
    await expect
      .poll(() => page.getByTestId('design-action').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('session-image').count()).toBe(2);
    await screenshot(page, 'generator-desktop-02-concepts');

    await page.goto('/dashboard/generations');
    const row = page.getByTestId('generation-row').filter({ hasText: 'Tidewater' });
    await row.getByText('Finished').waitFor();
    // Each run shows its concepts as thumbnails that load.
    const thumbs = row.getByTestId('generation-thumbnails').locator('img');
    await expect.poll(() => thumbs.count()).toBe(2);
    await expect
      .poll(() =>
        thumbs.evaluateAll((imgs) => imgs.every((i) => (i as { naturalWidth: number }).naturalWidth > 0)),
      )
      .toBe(true);
    await screenshot(page, 'generator-desktop-03-list');
    await context.close();
  });

  it('keeps a logged-out launch until this browser signs in with its email, then lands on it, on a phone', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
    const email = uniqueEmail('launch');
    await page.goto('/action/generate-packaging-design');
    await page.getByLabel('Brand name').fill('Harbour Oats');
    await page.getByTestId('generator-form').locator('[data-template=drinks-can]').click();
    const modes = page.getByTestId('artwork-mode');
    await modes.getByText('Upload my own').click();
    await page.getByTestId('artwork-image').getByTestId('upload-dropzone').waitFor();
    await modes.scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
    await screenshot(page, 'generator-phone-00-artwork-mode');
    // Uploaded while logged out (after the human check): the claim after sign-in adopts it.
    const artwork = page.getByTestId('artwork-image');
    // Held at the signed-URL step: Generate must wait for the upload (three uploaders on this form).
    const release = await holdRequests(page, '**/api/spring/files/upload-url');
    await artwork.locator('input[type=file]').setInputFiles({
      name: 'harbour-waves.svg',
      mimeType: 'image/svg+xml',
      buffer: ARTWORK_SVG,
    });
    await artwork.getByText('harbour-waves.svg').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('generate').isDisabled()).toBe(true);
    await release();
    await expect.poll(() => page.getByTestId('generate').isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.getByTestId('generate').click();
    await page.getByText(DESIGN_MESSAGES.invalidEmail).waitFor();
    await page.getByLabel('Your email').fill(email);
    await screenshot(page, 'generator-phone-01-launch-form');
    await page.getByTestId('generate').click();
    // The launch passes the human check first (a proof of work in the browser).
    await page.getByTestId('launch-sent').getByText(email).first().waitFor({ timeout: 60_000 });
    expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
    await screenshot(page, 'generator-phone-02-launch-sent');

    await page.getByRole('link', { name: 'Sign in to continue' }).click();
    const code = await codeAfter(baseUrl, email, () => submitEmail(page, email));
    await enterCode(page, code);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await completeOnboarding(page, PROFILE);
    // This browser holds the launch's claim token: signed in, it lands on the generation as it starts.
    await page.waitForURL((url) => /^\/dashboard\/generations\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Harbour Oats' }).waitFor();
    await page.getByText(DESIGN_FLOW_TEXTS['packaging-generation'].successTitle).first().waitFor();
    await page.getByRole('link', { name: 'Open session' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
    await screenshot(page, 'generator-phone-03-claimed');
    // Claimed once: the list holds it, and the stored token is gone.
    await page.goto('/dashboard/generations');
    const rows = page.getByTestId('generation-row').filter({ hasText: 'Harbour Oats' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.evaluate("localStorage.getItem('packsmith.pendingLaunch')")).toBeNull();
    await context.close();
  });
});
