/**
 * The Create new dialog's sub-flows in the address (spec part 2 §2 and §4):
 * /home?create-new-dialog=true&type=edit opens it on the edit flow; a tile adds its use case to
 * the address; Back (the dialog's, or the browser's) returns to the tiles and removes it; a link or
 * a reload with a use case opens that flow; closing removes both parameters.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The address's path and the two Create new parameters. */
function address(page: Page) {
  const url = new URL(page.url());
  return {
    path: url.pathname,
    dialog: url.searchParams.get('create-new-dialog'),
    type: url.searchParams.get('type'),
  };
}

const expectAddress = (page: Page, expected: ReturnType<typeof address>) =>
  expect.poll(() => address(page)).toEqual(expected);

describe('Create new sub-flows', () => {
  it('opens the edit flow from the link, goes Back to the tiles, into a flow and back, on a desktop', async () => {
    const { context, page, problems } = await openSession(browser, baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('subflow'), {
      name: 'Sam Subflow',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });

    // The spec's link opens Create new on the edit flow, and the address keeps saying so.
    await page.goto('/home?create-new-dialog=true&type=edit');
    const edit = page.getByRole('dialog', { name: 'Start editing' });
    await edit.getByRole('tab', { name: 'Previous designs' }).waitFor();
    await edit.getByText('No previous designs').waitFor();
    expect(address(page)).toEqual({ path: '/home', dialog: 'true', type: 'edit' });
    await screenshot(page, 'create-new-desktop-01-edit-from-link');

    // Back: the tiles, and the use case leaves the address.
    await edit.getByRole('button', { name: 'Back' }).click();
    const create = page.getByRole('dialog', { name: 'Create new' });
    await create.getByTestId('create-new-tiles').waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: null });
    await expect.poll(() => page.getByRole('dialog', { name: 'Start editing' }).count()).toBe(0);
    await screenshot(page, 'create-new-desktop-02-back-to-tiles');

    // A tile opens its flow and puts it in the address…
    await create.getByRole('button', { name: /Logo design/ }).click();
    const logo = page.getByRole('dialog', { name: 'Your brand' });
    await logo.waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: 'logo-design' });
    await expect.poll(() => page.getByRole('dialog', { name: 'Create new' }).count()).toBe(0);
    await screenshot(page, 'create-new-desktop-03-logo-flow');

    // …and the browser's Back returns to the tiles, with the Logo design tile focused.
    await page.goBack();
    await create.getByTestId('create-new-tiles').waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: null });
    await expect.poll(() => logo.count()).toBe(0);
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("data-use-case")'))
      .toBe('logo-design');

    // Forward again reopens the flow; closing it closes Create new and clears the address.
    await page.goForward();
    await logo.waitFor();
    await page.keyboard.press('Escape');
    await expectAddress(page, { path: '/home', dialog: null, type: null });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A reload of a flow's address opens that flow.
    await page.goto('/dashboard?create-new-dialog=true&type=ai-imagery');
    await page.getByRole('dialog', { name: 'Create AI imagery' }).getByLabel('Prompt').waitFor();
    await page.reload();
    await page.getByRole('dialog', { name: 'Create AI imagery' }).getByLabel('Prompt').waitFor();
    expect(address(page)).toEqual({ path: '/dashboard', dialog: 'true', type: 'ai-imagery' });
    await page.keyboard.press('Escape');
    await expectAddress(page, { path: '/dashboard', dialog: null, type: null });

    // Opened from the sidebar (no parameters): Edit image adds the use case, Back takes it away
    // again — the address is the one we started from — and the tiles stay.
    await page.locator('aside [data-nav=create]').click();
    await create.getByTestId('create-new-tiles').waitFor();
    expect(address(page)).toEqual({ path: '/dashboard', dialog: null, type: null });
    await create.getByRole('button', { name: /Edit image/ }).click();
    await edit.getByRole('tab', { name: 'Choose your image' }).click();
    await edit.getByTestId('upload-dropzone').waitFor();
    await expectAddress(page, { path: '/dashboard', dialog: 'true', type: 'edit' });
    await edit.getByRole('button', { name: 'Back' }).click();
    await create.getByTestId('create-new-tiles').waitFor();
    await expectAddress(page, { path: '/dashboard', dialog: null, type: null });
    // Back resets the flow: it starts on Previous designs again.
    await create.getByRole('button', { name: /Edit image/ }).click();
    await expect
      .poll(() => edit.getByRole('tab', { name: 'Previous designs' }).getAttribute('data-state'))
      .toBe('active');
    await page.keyboard.press('Escape');
    await expectAddress(page, { path: '/dashboard', dialog: null, type: null });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A tile that is not a sub-flow is only highlighted.
    await page.goto('/home?create-new-dialog=true&type=judge');
    await create.getByTestId('create-new-tiles').waitFor();
    expect(await create.getByRole('link', { name: /Rate design/ }).getAttribute('data-autofocus')).toBe(
      'true',
    );

    // Expected: the not-yet-onboarded profile check during sign-up (404).
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('opens the edit flow from the link and goes Back at 390 px', async () => {
    const { context, page, problems } = await openSession(browser, baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('subflow-phone'), {
      name: 'Pat Phone',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });

    await page.goto('/home?create-new-dialog=true&type=edit');
    const edit = page.getByRole('dialog', { name: 'Start editing' });
    await edit.getByText('No previous designs').waitFor();
    expect(address(page)).toEqual({ path: '/home', dialog: 'true', type: 'edit' });
    await screenshot(page, 'create-new-phone-01-edit-from-link');
    const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);

    await edit.getByRole('button', { name: 'Back' }).click();
    const create = page.getByRole('dialog', { name: 'Create new' });
    await create.getByTestId('create-new-tiles').waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: null });
    await screenshot(page, 'create-new-phone-02-back-to-tiles');

    await create.getByRole('button', { name: /AI photoshoot/ }).click();
    await page.getByRole('dialog', { name: 'AI product photoshoot' }).waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: 'product-photoshoot' });
    await screenshot(page, 'create-new-phone-03-photoshoot-flow');
    await page.goBack();
    await create.getByTestId('create-new-tiles').waitFor();
    await expectAddress(page, { path: '/home', dialog: 'true', type: null });

    // Expected: the not-yet-onboarded profile check during sign-up (404).
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
