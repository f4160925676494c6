import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { dropFiles, pasteImage, pngFile, waitForThumbnail } from './support/uploads.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PURPLE_PNG = makePng(800, 600, [98, 54, 240], [251, 191, 36]);
const TEAL_PNG = makePng(640, 640, [20, 184, 166], [34, 18, 93]);

/**
 * Closes every toast with its own close button: toasts stay clickable above a modal dialog, and
 * clicking one does not count as a click outside that closes the dialog.
 */
async function closeToasts(page: Page) {
  const live = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  for (let n = await live.count(); n > 0; n = await live.count()) {
    // A real pointer click where the button is (sonner's stack keeps moving, so no stability wait).
    const box = await live.first().locator('[data-close-button]').boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => live.count()).toBeLessThan(n);
  }
  await page.mouse.move(0, 0);
}

describe('assets at 1280 px', () => {
  it('uploads by drag and drop and by paste, shows thumbnails, keeps favourites', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('ines'), {
      name: 'Ines Uploader',
      jobRole: 'Graphic or Packaging Design',
      timing: 'Just exploring',
    });

    // Create new → Edit image opens the Start editing dialog on 'Previous designs'.
    await page.getByRole('button', { name: 'Create new' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create new' });
    await create.waitFor();
    await create.getByRole('button', { name: /Edit image/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Start editing' });
    await dialog.waitFor();
    await dialog.getByText('No previous designs').waitFor();
    await screenshot(page, 'assets-desktop-01-previous-designs');
    await dialog.getByRole('tab', { name: 'Choose from collections' }).click();
    await dialog.getByText('No collections').waitFor();
    await dialog.getByRole('tab', { name: 'Choose your image' }).click();
    await dialog.getByTestId('upload-dropzone').waitFor();
    await dialog.getByRole('button', { name: 'Open image' }).click();
    await dialog.getByText('Please upload a file').waitFor();
    await screenshot(page, 'assets-desktop-02-choose-your-image');

    // A text file named .png is refused by its content.
    await dropFiles(page, [
      { name: 'notes.png', type: 'image/png', base64: Buffer.from('hello').toString('base64') },
    ]);
    await page.getByText('Invalid File Type').waitFor();
    await page.getByText('notes.png is not an accepted file type').waitFor();
    await screenshot(page, 'assets-desktop-03-invalid-type');
    await closeToasts(page);
    await dialog.waitFor();

    // Two files on a one-file control: the first is kept, with the spec's message. The signed
    // POST is held back a moment so the 'Uploading...' state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    await page.route('**/api/files/upload', async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    await dropFiles(page, [pngFile('oat-milk-front.png', PURPLE_PNG), pngFile('second.png', TEAL_PNG)]);
    await page.getByText('File Limit Reached').waitFor();
    await page.getByText('Only 1 more files can be added (max 1).').waitFor();
    await dialog.locator('[data-testid=upload-preview][data-status=uploading]').waitFor();
    await dialog.getByRole('status').getByText('Uploading...').waitFor();
    await dialog.getByRole('button', { name: 'Uploading...' }).waitFor();
    expect(await dialog.getByText('Please upload a file').count()).toBe(0);
    await screenshot(page, 'assets-desktop-03b-uploading');
    release();
    const dropped = await waitForThumbnail(page);
    expect(dropped).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByTestId('upload-preview').count()).toBe(1);
    await closeToasts(page);
    await screenshot(page, 'assets-desktop-04-dropped');

    // Open it: the editor opens on it (an upload: no session until the first message); favourite it.
    await dialog.getByRole('button', { name: 'Open image' }).click();
    const preview = page.getByRole('dialog', { name: 'oat-milk-front.png' });
    await preview.waitFor();
    await preview.getByTestId('asset-editor').waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/edit/editor' && url.searchParams.get('revisionId') === dropped,
    );
    const heart = preview.getByTestId('favourite-button');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await preview.getByText('Favourited').waitFor();
    await screenshot(page, 'assets-desktop-05-preview-favourited');
    await page.keyboard.press('Escape');

    // The selector page: paste an image (a repeat within 100 ms is ignored).
    await page.goto('/dashboard/edit/selector?action=upload');
    await page.getByRole('heading', { level: 1, name: 'Choose an image to edit' }).waitFor();
    await page.getByTestId('upload-dropzone').waitFor();
    await screenshot(page, 'assets-desktop-06-selector');
    await pasteImage(page, pngFile('image.png', TEAL_PNG));
    const pasted = await waitForThumbnail(page);
    expect(pasted).not.toBe(dropped);
    expect(await page.getByTestId('upload-preview').count()).toBe(1);
    expect(await page.getByText('File Limit Reached').count()).toBe(0);
    await page
      .getByTestId('upload-preview')
      .getByText(/^pasted-image-\d{8}-\d{6}\.png$/)
      .waitFor();
    await screenshot(page, 'assets-desktop-07-pasted');

    // Both uploads are in the existing asset picker, the favourite marked.
    await page.getByRole('tab', { name: 'Your uploads' }).click();
    await page.getByText('2 assets available').waitFor();
    expect(await page.getByTestId('page-indicator').textContent()).toBe('1 / 1');
    const tiles = page.getByTestId('picker-asset');
    expect(await tiles.count()).toBe(2);
    await expect
      .poll(async () =>
        (await tiles.locator('img').evaluateAll((els) => els.map((e) => e.getAttribute('src')))).every((s) =>
          s?.includes('thumb.webp'),
        ),
      )
      .toBe(true);
    await page.getByLabel('Favourite', { exact: true }).waitFor();
    await screenshot(page, 'assets-desktop-08-existing-picker');

    // Open the pasted one (address carries it), favourite it, and it persists after a reload.
    await tiles.first().click();
    await page.getByRole('button', { name: 'Open image' }).click();
    await page.waitForURL((url) => url.searchParams.get('revisionId') === pasted);
    const pastedPreview = page.getByTestId('asset-editor');
    await pastedPreview.waitFor();
    await pastedPreview.getByTestId('favourite-button').click();
    await expect
      .poll(() => pastedPreview.getByTestId('favourite-button').getAttribute('aria-pressed'))
      .toBe('true');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByTestId('asset-editor').waitFor();
    await expect
      .poll(() =>
        page.getByTestId('asset-editor').getByTestId('favourite-button').getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByTestId('editor-image').waitFor();
    await screenshot(page, 'assets-desktop-09-favourite-after-reload');

    // Unfavourite the dropped one through the API check: the server holds both favourites now.
    const token = await page.evaluate<string | null>('localStorage.getItem("packsmith.token")');
    const res = await fetch(`${baseUrl}/api/assets?favouritesOnly=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { id: string }[]; totalCount: number };
    expect(body.totalCount).toBe(2);
    expect(body.data.map((a) => a.id).sort()).toEqual([dropped, pasted].sort());

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('assets at 390 px', () => {
  it('uploads by paste on a phone and previews the image', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('pia'), {
      name: 'Pia Phone',
      jobRole: 'Founder / Business owner',
      timing: 'Just exploring',
    });

    await page.getByRole('button', { name: 'Create new' }).first().click();
    await page
      .getByRole('dialog', { name: 'Create new' })
      .getByRole('button', { name: /Edit image/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start editing' });
    await dialog.waitFor();
    await dialog.getByText('No previous designs').waitFor();
    await screenshot(page, 'assets-phone-01-start-editing');
    await dialog.getByRole('tab', { name: 'Choose your image' }).click();
    await dialog.getByTestId('upload-dropzone').waitFor();
    await screenshot(page, 'assets-phone-02-upload');

    await pasteImage(page, pngFile('image.png', PURPLE_PNG));
    await waitForThumbnail(page);
    await screenshot(page, 'assets-phone-03-pasted');

    await dialog.getByRole('button', { name: 'Open image' }).click();
    const preview = page.getByTestId('asset-editor');
    await preview.waitFor();
    await preview.getByTestId('favourite-button').click();
    await expect
      .poll(() => preview.getByTestId('favourite-button').getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByTestId('editor-image').waitFor();
    await screenshot(page, 'assets-phone-04-preview');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/edit/selector?action=upload');
    await page.getByRole('tab', { name: 'Your uploads' }).click();
    await page.getByText('1 asset available').waitFor();
    await screenshot(page, 'assets-phone-05-existing-picker');

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
