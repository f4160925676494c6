/**
 * Packaging range, flavour/variant range and AI product photoshoot, opened from the Create new
 * dialog's tiles: a new Free user creates AI imagery, starts a packaging range on two templates
 * from one of those images, runs a variant range and a photoshoot on the results, and each lands
 * on its session page with the action created and completed on the server. A stored reference
 * image (local storage) opens the variant range at its form. Then the same dialogs at 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, generateImagery, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A front-of-pack artwork: a warm gradient with a cream label and a dark brand band. */
const ARTWORK = makePng(720, 720, [240, 120, 60], [180, 160, 140]).toString('base64');

/** Drops a PNG on the dialog's upload zone the way a browser does. */
async function dropArtwork(page: Page, scope: Locator, name: string) {
  const zone = scope.getByTestId('upload-dropzone').first();
  await zone.waitFor();
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([Uint8Array.from(atob(${JSON.stringify(
      ARTWORK,
    )}), (c) => c.charCodeAt(0))], ${JSON.stringify(name)}, { type: 'image/png' })); return dt; })()`,
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await scope.locator('[data-testid=upload-preview][data-status=done]').waitFor({ timeout: 30_000 });
  await scope.locator('[data-testid=upload-preview][data-processing=ready]').waitFor({ timeout: 30_000 });
}

// ---------------------------------------------------------------- API checks with the user's token

interface Action {
  id: string;
  type: string;
  status: string;
  sessionId: string;
  metadata: Record<string, unknown>;
  creditCost: number;
  images: { status: string; assetId: string | null }[];
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await apiAs<{ data: T }>(baseUrl, await tokenOf(page), 'GET', path)).data;
}

/** The session's newest action of `type`, polled until the worker has completed it. */
async function completedAction(page: Page, sessionId: string, type: string): Promise<Action> {
  const session = await apiGet<{ designActions: { id: string; type: string }[] }>(
    page,
    `/api/design-sessions/${sessionId}`,
  );
  const ref = session.designActions.filter((a) => a.type === type).at(-1);
  expect(ref, `${type} action in session`).toBeTruthy();
  let action = await apiGet<Action>(page, `/api/design-actions/${ref!.id}`);
  const deadline = Date.now() + 60_000;
  while (action.status !== 'completed' && Date.now() < deadline) {
    expect(action.status).not.toBe('error');
    await new Promise((r) => setTimeout(r, 500));
    action = await apiGet<Action>(page, `/api/design-actions/${ref!.id}`);
  }
  expect(action.status).toBe('completed');
  expect(action.images.every((i) => i.status === 'completed' && i.assetId)).toBe(true);
  return action;
}

const balanceOf = async (page: Page) =>
  (await apiGet<{ balance: number }>(page, '/api/credits/balance')).balance;

/** Session id from /dashboard/sessions/{id}. */
async function landedSession(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/dashboard\/sessions\/[0-9a-f-]{36}$/.test(url.pathname), {
    timeout: 20_000,
  });
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Opens one flow from the shell's Create new dialog (from the dashboard: no session yet). */
async function openTile(page: Page, tile: RegExp, title: string): Promise<Locator> {
  if (new URL(page.url()).pathname !== '/dashboard') await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create new' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create new' });
  await create.waitFor();
  const button = create.getByRole('button', { name: tile });
  if ((await button.count()) === 0)
    throw new Error(
      `The Create new dialog has no working ${tile} tile (app/shell/create-dialog.tsx opens flows with openCreateFlow)`,
    );
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Every template thumbnail on screen has loaded a real image from the design engine. */
async function expectThumbnailsLoaded(scope: Locator) {
  const imgs = scope.getByTestId('template-card').locator('img');
  await expect
    .poll(
      async () =>
        (
          await imgs.evaluateAll((els) =>
            els.slice(0, 4).map((e) => (e as unknown as { naturalWidth: number; src: string }).naturalWidth),
          )
        ).every((w) => w > 0),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The welcome toast sits over dialog footers: let it time out before the first screenshot. */
async function toastsGone(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  if (await toast.count()) await toast.waitFor({ state: 'detached', timeout: 15_000 });
}

const PACKAGING_RANGE = 'Start your new packaging range';
const VARIANT_RANGE = 'Create new flavor/variant range';
const PHOTOSHOOT = 'AI product photoshoot';
const STORED_REFERENCE_KEY = 'packsmith.storedReferenceImage';

describe('ranges and photoshoot at 1280 px', () => {
  it('a Free user runs a packaging range, a variant range and a photoshoot', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('rangers'), {
      name: 'Rhea Ranges',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });
    expect(await balanceOf(page)).toBe(70);
    await toastsGone(page);

    // ---- AI imagery: two images to start the range from
    const imagerySession = await generateImagery(page, 'A granola pouch with a warm sunrise label', 2);
    const imagery = await completedAction(page, imagerySession, 'ai-imagery');
    expect(imagery.creditCost).toBe(6);
    const generated = imagery.images.map((i) => i.assetId);
    await screenshot(page, 'ranges-desktop-01-imagery-session');

    // ---- packaging range: one of those images from previous designs, then two templates
    let dialog = await openTile(page, /Packaging range/, PACKAGING_RANGE);
    const previous = dialog.getByTestId('previous-designs').getByRole('button', { pressed: false });
    await expect.poll(() => previous.count(), { timeout: 15_000 }).toBe(2);
    await dialog.getByTestId('no-design').waitFor();
    await dialog.getByTestId('source-continue').click();
    await dialog.getByText('Please select an asset').waitFor();
    await screenshot(page, 'ranges-desktop-02-packaging-source');
    await previous.first().click();
    await dialog.getByTestId('previous-designs').getByRole('button', { pressed: true }).waitFor();
    await screenshot(page, 'ranges-desktop-03-packaging-picked');
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('packaging-range-form').waitFor();
    const rangeSource = await dialog.getByTestId('reference-preview').getAttribute('data-asset-id');
    expect(generated).toContain(rangeSource);
    await dialog.getByPlaceholder('Search by industry or packaging category').waitFor();
    await expectThumbnailsLoaded(dialog);
    await screenshot(page, 'ranges-desktop-04-packaging-form');

    // Generate with nothing picked: the spec's message.
    await dialog.getByTestId('generate').click();
    await dialog.getByText('Please select at least one product type').waitFor();

    // Search that finds nothing, then Reset all.
    const search = dialog.getByPlaceholder('Search by industry or packaging category');
    await search.fill('zzz-nothing');
    await dialog.getByText('No products found').waitFor();
    await dialog.getByText('Try adjusting your search or filters').waitFor();
    await screenshot(page, 'ranges-desktop-05-packaging-no-products');
    await dialog.getByTestId('reset-filters').click();
    expect(await search.inputValue()).toBe('');

    // Category filter: Cans only.
    await dialog.getByTestId('category-filter').click();
    const cans = page.getByRole('checkbox', { name: /^Cans \(\d+\)$/ });
    await cans.locator('xpath=..').click();
    expect(await cans.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    const cards = dialog.getByTestId('template-card');
    await expect
      .poll(async () => (await cards.allTextContents()).every((t) => t.endsWith('Cans')))
      .toBe(true);
    await screenshot(page, 'ranges-desktop-06-packaging-cans');
    await dialog.locator('[data-template=drinks-can]').click();
    await dialog.getByTestId('reset-filters').click();

    // Search by industry (case and punctuation ignored) and pick three more: a fifth is refused.
    await search.fill('food & BEVERAGE');
    await expect.poll(() => cards.count()).toBeGreaterThan(5);
    const notPicked = dialog.locator('[data-testid=template-card][aria-pressed=false]');
    for (let i = 0; i < 3; i++) await notPicked.first().click();
    expect(await dialog.getByTestId('selected-count').textContent()).toBe('4 / 4 selected');
    await notPicked.first().click();
    await dialog.getByText('You can only select up to 4 product types').waitFor();
    expect(await dialog.getByTestId('selected-count').textContent()).toBe('4 / 4 selected');
    await screenshot(page, 'ranges-desktop-07-packaging-limit');

    // Clear, then the range we want: Drinks Can and Mailer Box.
    await dialog.getByTestId('clear-selection').click();
    expect(await dialog.getByTestId('selected-count').textContent()).toBe('0 / 4 selected');
    await search.fill('drinks can');
    await dialog.locator('[data-template=drinks-can]').click();
    await search.fill('mailer');
    await dialog.locator('[data-template=mailer-box]').click();
    await search.fill('');
    await dialog.getByLabel('Anything else?').fill('Keep the cream label and the dark band');
    expect(await dialog.getByTestId('generate').textContent()).toContain('2 credits');
    await screenshot(page, 'ranges-desktop-08-packaging-ready');

    await dialog.getByTestId('generate').click();
    await page.getByText('Generating your packaging range').waitFor();
    await page.getByText("We'll notify you when they're ready").first().waitFor();
    const rangeSession = await landedSession(page);
    expect(await page.getByRole('dialog', { name: PACKAGING_RANGE }).count()).toBe(0);
    const range = await completedAction(page, rangeSession, 'packaging-range');
    expect(range.metadata.productsTypes).toEqual([
      { product: 'Drinks Can', thumbnailUrl: '/api/templates/drinks-can/thumbnail.webp' },
      { product: 'Mailer Box', thumbnailUrl: '/api/templates/mailer-box/thumbnail.webp' },
    ]);
    expect(range.metadata.prompt).toBe('Keep the cream label and the dark band');
    expect(range.metadata.sourceAssetId).toBe(rangeSource);
    expect(range.images).toHaveLength(2);
    expect(range.creditCost).toBe(2);
    await screenshot(page, 'ranges-desktop-09-packaging-session');

    // ---- variant range from one of the range's images
    dialog = await openTile(page, /Flavor\/variant range/, VARIANT_RANGE);
    const designs = dialog.getByTestId('previous-designs').getByRole('button', { pressed: false });
    await expect.poll(() => designs.count(), { timeout: 15_000 }).toBe(4);
    await designs.first().click();
    await screenshot(page, 'ranges-desktop-10-variant-source');
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('variant-range-form').waitFor();
    expect(range.images.map((i) => i.assetId)).toContain(
      await dialog.getByTestId('reference-preview').getAttribute('data-asset-id'),
    );
    const instructions = dialog.getByLabel('Describe the variation you want');
    // Back resets the form.
    await instructions.fill('Something to forget');
    await dialog.getByTestId('flow-back').click();
    await dialog.getByTestId('variant-range-source').waitFor();
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('variant-range-form').waitFor();
    expect(await instructions.inputValue()).toBe('');
    await dialog.getByTestId('generate').click();
    await dialog.getByText('Please describe the variation you want').waitFor();
    await instructions.fill('x'.repeat(1001));
    await dialog.getByText('Instructions must be at most 1000 characters').waitFor();
    expect(await dialog.locator('[data-testid$=instructions-counter]').textContent()).toBe('1001 / 1000');
    await screenshot(page, 'ranges-desktop-11-variant-too-long');
    await instructions.fill('Mango, passion fruit and lime flavours');
    await dialog.getByRole('radio', { name: '2' }).check({ force: true });
    expect(await dialog.getByTestId('generate').textContent()).toContain('6 credits');
    await screenshot(page, 'ranges-desktop-12-variant-ready');
    await dialog.getByTestId('generate').click();
    await page.getByText('Generating your variations').waitFor();
    const variantSession = await landedSession(page);
    expect(variantSession).not.toBe(rangeSession);
    const variant = await completedAction(page, variantSession, 'variant-range');
    expect(variant.metadata).toMatchObject({
      userDescription: 'Mango, passion fruit and lime flavours',
      imageCount: 2,
      isGenerateAngles: false,
    });
    expect(variant.images).toHaveLength(2);

    // ---- photoshoot from a previous design
    dialog = await openTile(page, /AI photoshoot/, PHOTOSHOOT);
    await expect
      .poll(() => dialog.getByTestId('previous-designs').getByRole('button', { pressed: false }).count())
      .toBe(6);
    await dialog.getByTestId('previous-designs').getByRole('button', { pressed: false }).first().click();
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('photoshoot-form').waitFor();
    expect(await dialog.getByTestId('generate').isDisabled()).toBe(true);
    // Focus passing through says nothing; a required field emptied and left says so.
    await dialog.getByTestId('photoshoot-audience').focus();
    await dialog.getByTestId('photoshoot-productCategory').focus();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByTestId('photoshoot-audience').fill('B');
    await dialog.getByTestId('photoshoot-audience').fill('');
    await dialog.getByTestId('photoshoot-productCategory').focus();
    await dialog.getByText('Please enter the audience').waitFor();
    await screenshot(page, 'ranges-desktop-13-photoshoot-empty');
    await dialog.getByTestId('photoshoot-audience').fill('Busy young professionals');
    await dialog.getByTestId('photoshoot-productCategory').fill('Granola');
    await dialog.getByRole('button', { name: 'Social media ads' }).click();
    expect(await dialog.getByTestId('photoshoot-useCase').inputValue()).toBe('Social media ads');
    await dialog.getByRole('button', { name: 'Kitchen', exact: true }).click();
    expect(await dialog.getByRole('textbox', { name: /^Scene/ }).inputValue()).toBe(
      'Marble kitchen counter in soft morning light',
    );
    expect(await dialog.getByTestId('generate').isDisabled()).toBe(false);
    expect(await dialog.getByTestId('generate').textContent()).toContain('12 credits');
    await screenshot(page, 'ranges-desktop-14-photoshoot-ready');
    await dialog.getByTestId('generate').click();
    await page.getByText('Generating your product photoshoot').waitFor();
    await page.getByText("We'll notify you when it's ready").waitFor();
    const shootSession = await landedSession(page);
    const shoot = await completedAction(page, shootSession, 'product-photoshoot');
    expect(shoot.metadata).toMatchObject({
      audience: 'Busy young professionals',
      productCategory: 'Granola',
      useCase: 'Social media ads',
      scene: 'Marble kitchen counter in soft morning light',
    });
    expect(shoot.images).toHaveLength(4);

    // 70 − 6 (two AI images) − 2 − 6 − 12: the Free allowance covers the whole journey.
    expect(await balanceOf(page)).toBe(44);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('a stored reference image', () => {
  it('is saved once as a DESIGN INSPIRATION asset and opens the variant range at its form; Back resets', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('stella'), {
      name: 'Stella Stored',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });
    await toastsGone(page);
    const inspirations = () =>
      apiGet<{ id: string; originalFileName: string }[]>(
        page,
        '/api/assets?fileCategories=DESIGN%20INSPIRATION',
      );
    expect(await inspirations()).toEqual([]);

    // Handed over through local storage (spec part 1 §4), as another page would.
    const stored = {
      dataUrl: `data:image/png;base64,${ARTWORK}`,
      fileName: 'shelf-photo.png',
      flow: 'variant-range',
    };
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(STORED_REFERENCE_KEY)}, ${JSON.stringify(JSON.stringify(stored))})`,
    );

    const dialog = await openTile(page, /Flavor\/variant range/, VARIANT_RANGE);
    const preview = dialog.getByTestId('reference-preview');
    await preview.getByText('shelf-photo.png').waitFor();
    const saved = await inspirations();
    expect(saved.map((a) => a.originalFileName)).toEqual(['shelf-photo.png']);
    expect(await preview.getAttribute('data-asset-id')).toBe(saved[0]!.id);
    await expect
      .poll(() =>
        preview.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(STORED_REFERENCE_KEY)})`)).toBeNull();
    await screenshot(page, 'ranges-stored-01-variant-form');

    // Back resets the form and is not taken for the stored image again: it now waits in the
    // library, under Your uploads.
    const instructions = dialog.getByLabel('Describe the variation you want');
    await instructions.fill('Blueberry and lemon');
    await dialog.getByTestId('flow-back').click();
    await dialog.getByTestId('variant-range-source').waitFor();
    await dialog.getByRole('tab', { name: 'Choose your image' }).click();
    await dialog.getByRole('tab', { name: 'Your uploads' }).click();
    await dialog.getByRole('button', { name: 'shelf-photo.png' }).click();
    await screenshot(page, 'ranges-stored-02-after-back');
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('variant-range-form').waitFor();
    expect(await instructions.inputValue()).toBe('');
    expect(await preview.getAttribute('data-asset-id')).toBe(saved[0]!.id);

    // Taken once: opening the dialog again starts at the selection, and there is still one asset.
    await page.keyboard.press('Escape');
    await openTile(page, /Flavor\/variant range/, VARIANT_RANGE);
    await dialog.getByTestId('variant-range-source').waitFor();
    expect((await inspirations()).map((a) => a.id)).toEqual([saved[0]!.id]);

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('ranges and photoshoot at 390 px', () => {
  it('fits each dialog on a phone and runs a packaging range', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('phoebe'), {
      name: 'Phoebe Phone',
      jobRole: 'Graphic or Packaging Design',
      timing: 'Just exploring',
    });
    await toastsGone(page);

    let dialog = await openTile(page, /Packaging range/, PACKAGING_RANGE);
    await dialog.getByText('No previous designs').waitFor();
    await screenshot(page, 'ranges-phone-01-packaging-source');
    await dialog.getByRole('tab', { name: 'Choose your image' }).click();
    await dropArtwork(page, dialog, 'phone-artwork.png');
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('packaging-range-form').waitFor();
    await expectThumbnailsLoaded(dialog);
    await screenshot(page, 'ranges-phone-02-packaging-form');
    await dialog.locator('[data-template=drinks-can]').click();
    await dialog.getByPlaceholder('Search by industry or packaging category').fill('pouch');
    await dialog.getByTestId('template-card').first().click();
    await dialog.getByTestId('category-filter').click();
    await screenshot(page, 'ranges-phone-03-category-filter');
    await page.keyboard.press('Escape');
    await screenshot(page, 'ranges-phone-04-packaging-picked');
    await dialog.getByTestId('generate').click();
    await page.getByText('Generating your packaging range').waitFor();
    const sessionId = await landedSession(page);
    const range = await completedAction(page, sessionId, 'packaging-range');
    expect(range.images).toHaveLength(2);

    dialog = await openTile(page, /Flavor\/variant range/, VARIANT_RANGE);
    await dialog.getByTestId('previous-designs').getByRole('button').first().click();
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('variant-range-form').waitFor();
    await screenshot(page, 'ranges-phone-05-variant-form');
    await page.keyboard.press('Escape');

    dialog = await openTile(page, /AI photoshoot/, PHOTOSHOOT);
    await dialog.getByTestId('previous-designs').getByRole('button').first().click();
    await dialog.getByTestId('source-continue').click();
    await dialog.getByTestId('photoshoot-form').waitFor();
    await screenshot(page, 'ranges-phone-06-photoshoot-form');
    await page.keyboard.press('Escape');

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
