/**
 * The Create new dialog's sub-flows in the address (spec part 2 §2 and §4):
 * /home?create-new-dialog=true&type=edit opens it on the edit flow; a tile adds its use case to
 * the address; Back (the dialog's, or the browser's) returns to the tiles and removes it; a link or
 * a reload with a use case opens that flow; closing removes both parameters. Each creation flow
 * opened from a tile has a visible Back to the tiles on its first step; opened any other way
 * (the dashboard's quick create) it has none.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

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

/** The five creation tiles: the tile's name, the use case in the address, the flow dialog's name. */
const CREATION_FLOWS = [
  { tile: /^AI imagery/, type: 'ai-imagery', dialog: 'Create AI imagery' },
  { tile: /^Logo design/, type: 'logo-design', dialog: 'Your brand' },
  { tile: /^AI photoshoot/, type: 'product-photoshoot', dialog: 'AI product photoshoot' },
  { tile: /^Packaging range/, type: 'packaging-range', dialog: 'Start your new packaging range' },
  { tile: /^Flavor\/variant range/, type: 'variant-range', dialog: 'Create new flavor/variant range' },
] as const;

/** The visible "Back" of a flow dialog's footer. */
const backOf = (dialog: Locator) => dialog.getByRole('button', { name: 'Back', exact: true });

const focusedUseCase = (page: Page) => page.evaluate('document.activeElement?.getAttribute("data-use-case")');

/** The Back button lies wholly inside the viewport, and the page does not scroll sideways. */
async function expectOnScreen(page: Page, button: Locator) {
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
}

describe('Create new sub-flows', () => {
  it('opens the edit flow from the link, goes Back to the tiles, into a flow and back, on a desktop', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
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
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
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

  it('goes Back from each creation flow to the tiles, not from quick create, on a desktop', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('flow-back'), {
      name: 'Bea Back',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });

    // Opened from the sidebar, the page's address has no parameters until a tile adds its use case.
    await page.locator('aside [data-nav=create]').click();
    const create = page.getByRole('dialog', { name: 'Create new', exact: true });
    await create.getByTestId('create-new-tiles').waitFor();
    const start = address(page);
    expect(start.dialog).toBeNull();
    let entries: number | null = null;

    for (const flow of CREATION_FLOWS) {
      await create.getByRole('button', { name: flow.tile }).click();
      const dialog = page.getByRole('dialog', { name: flow.dialog });
      await dialog.waitFor();
      await expectAddress(page, { ...start, dialog: 'true', type: flow.type });
      await expect.poll(() => create.count()).toBe(0);
      const back = backOf(dialog);
      await back.waitFor();
      expect(await back.getAttribute('data-testid')).toBe('flow-back-to-tiles');
      await screenshot(page, `create-new-desktop-back-${flow.type}`);
      // The tile's entry is the only one added: Back returns to the entry before it, so going
      // through every flow and back never grows the history.
      const length = await page.evaluate('history.length');
      entries ??= length as number;
      expect(length).toBe(entries);

      if (flow.type === 'ai-imagery') {
        // With the keyboard: Back sits just before Cancel, and Enter presses it.
        await dialog.getByRole('button', { name: 'Cancel' }).focus();
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate('document.activeElement?.dataset.testid')).toBe('flow-back-to-tiles');
        await page.keyboard.press('Enter');
      } else if (flow.type === 'logo-design') {
        // Later steps keep their own Back, to the step before, and stay in the flow.
        await dialog.getByLabel('Brand name').fill('Backtrack');
        await dialog.getByTestId('logo-next').click();
        const audience = page.getByRole('dialog', { name: 'Your target audience' });
        await audience.waitFor();
        await backOf(audience).click();
        await dialog.getByLabel('Brand name').waitFor();
        expect(address(page).type).toBe('logo-design');
        await backOf(dialog).click();
      } else {
        await back.click();
      }

      // Back: the tiles again, the use case gone from the address, the tile focused.
      await create.getByTestId('create-new-tiles').waitFor();
      await expectAddress(page, start);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => focusedUseCase(page)).toBe(flow.type);
    }
    await screenshot(page, 'create-new-desktop-back-tiles');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(address(page)).toEqual(start);

    // A flow opened from the dashboard's quick create has no tiles to go back to.
    await page.goto('/dashboard');
    await page
      .getByTestId('quick-create')
      .getByRole('button', { name: /^Logo design/ })
      .click();
    const logo = page.getByRole('dialog', { name: 'Your brand' });
    await logo.getByTestId('logo-next').waitFor();
    expect(await backOf(logo).count()).toBe(0);
    expect(await logo.getByTestId('flow-back-to-tiles').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page
      .getByTestId('quick-create')
      .getByRole('button', { name: /^AI imagery/ })
      .click();
    const imagery = page.getByRole('dialog', { name: 'Create AI imagery' });
    await imagery.getByTestId('generate').waitFor();
    expect(await backOf(imagery).count()).toBe(0);
    expect(address(page)).toEqual({ path: '/dashboard', dialog: null, type: null });

    // Expected: the not-yet-onboarded profile check during sign-up (404).
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('goes Back from each creation flow to the tiles at 390 px', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('flow-back-phone'), {
      name: 'Pia Phone',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });

    await page.goto('/home?create-new-dialog=true');
    const create = page.getByRole('dialog', { name: 'Create new', exact: true });
    await create.getByTestId('create-new-tiles').waitFor();
    for (const flow of CREATION_FLOWS) {
      await create.getByRole('button', { name: flow.tile }).click();
      const dialog = page.getByRole('dialog', { name: flow.dialog });
      await dialog.waitFor();
      await expectAddress(page, { path: '/home', dialog: 'true', type: flow.type });
      const back = backOf(dialog);
      await back.waitFor();
      await expectOnScreen(page, back);
      await screenshot(page, `create-new-phone-back-${flow.type}`);
      await back.tap();
      await create.getByTestId('create-new-tiles').waitFor();
      await expectAddress(page, { path: '/home', dialog: 'true', type: null });
      await expect.poll(() => dialog.count()).toBe(0);
    }

    // Expected: the not-yet-onboarded profile check during sign-up (404).
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
