import { readFile } from 'node:fs/promises';
import { PRINT_ACTION_TEXT } from '@packsmith/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import { apiAs, generatedDesign, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();

const PACKAGING = {
  type: 'packaging-generation',
  metadata: { prompt: 'A peppermint tea', packagingImage: 'tea-box', brand: 'Nordic', imageCount: 1 },
};
const profile = { name: 'Pat Print', jobRole: 'Founder / Business owner', timing: 'Just exploring' };

/**
 * Puts `count` more images in the design's session: copies of its asset row (same stored file)
 * listed as completed images of the same design action.
 */
async function seedSessionImages(actionId: string, assetId: string, count: number) {
  const db = await connectDb(databaseUrl);
  try {
    await db.query(
      `with copies as (
         insert into assets (user_id, file_id, original_file_name, mimetype, description, metadata, file_category,
           visibility, source, width, height, bytes, display_key, processed_key, thumbnail_key, processing_status)
         select user_id, file_id, original_file_name, mimetype, description, metadata - 'document', file_category,
           visibility, source, width, height, bytes, display_key, processed_key, thumbnail_key, processing_status
         from assets, generate_series(1, $3::int) n where id = $2
         returning id)
       insert into design_action_images (design_action_id, position, status, asset_id)
       select $1, row_number() over () + 100, 'completed', id from copies`,
      [actionId, assetId, count],
    );
  } finally {
    await db.end();
  }
}

/** The element's box lies inside the viewport (all four edges). */
async function onScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, 'has a box').not.toBeNull();
  return (
    box!.x >= 0 &&
    box!.y >= 0 &&
    box!.x + box!.width <= view.width + 0.5 &&
    box!.y + box!.height <= view.height + 0.5
  );
}

describe('one click to print', () => {
  it('offers the print PDF in the session dialog and the editor, a picker on /print-ready, the chosen design on the order form (1280)', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('print-action'), profile);
    problems.length = 0;
    const { sessionId, assetId } = await generatedDesign(baseUrl, page, PACKAGING);

    // The session page's image dialog: Download print PDF, a real PDF.
    await page.goto(`/dashboard/sessions/${sessionId}?assetId=${assetId}`);
    const download = page.getByTestId('print-pdf-download');
    await download.waitFor({ timeout: 20_000 });
    expect(await download.textContent()).toContain(PRINT_ACTION_TEXT.download);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(page, 'print-action-desktop-01-session-dialog');

    // The editor has it too.
    await page.getByTestId('use-for-edits').click();
    const editor = page.getByTestId('asset-editor');
    await editor.getByTestId('print-pdf-download').waitFor({ timeout: 20_000 });
    await screenshot(page, 'print-action-desktop-02-editor');

    // /print-ready: the design picker lists the design; picking it shows it with its PDF.
    await page.goto('/print-ready');
    const picker = page.getByTestId('print-design-picker');
    await picker.getByTestId('print-design-option').first().waitFor({ timeout: 20_000 });
    await picker.getByTestId('print-design-option').first().click();
    await page.waitForURL((u) => u.searchParams.get('assetId') === assetId);
    await page.getByTestId('print-chosen-design').getByTestId('print-pdf-download').waitFor();
    // a search that matches nothing says so
    await page.getByTestId('print-design-search').fill('zzzz-no-such-design');
    await page.getByTestId('print-design-empty').waitFor();
    await page.getByTestId('print-design-search').fill('');
    await screenshot(page, 'print-action-desktop-03-picker');

    // An image without an instant file: "Get print-ready file" → the order form showing that design.
    const token = await tokenOf(page);
    const db = await connectDb(databaseUrl);
    let plainId: string;
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into assets (user_id, file_id, original_file_name, mimetype, metadata, file_category, visibility,
           source, width, height, bytes, display_key, thumbnail_key, processing_status)
         select user_id, file_id, 'photo.png', mimetype, '{}'::jsonb, 'GENERATED IMAGE', visibility, source, width,
           height, bytes, display_key, thumbnail_key, processing_status from assets where id = $1 returning id`,
        [assetId],
      );
      plainId = rows[0]!.id;
    } finally {
      await db.end();
    }
    const availability = await apiAs<{ data: { available: boolean } }>(
      baseUrl,
      token,
      'GET',
      `/api/print-ready/instant/${plainId}`,
    );
    expect(availability.data.available).toBe(false);
    await page.goto(`/print-ready?assetId=${plainId}`);
    const order = page.getByTestId('print-chosen-design').getByTestId('print-ready-order');
    await order.waitFor();
    expect(await order.textContent()).toContain(PRINT_ACTION_TEXT.order);
    await order.click();
    await page.waitForURL(
      (u) => u.pathname.startsWith('/print-ready/') && u.searchParams.get('assetId') === plainId,
    );
    await page.getByTestId('brief-chosen-design').waitFor();
    await screenshot(page, 'print-action-desktop-04-order-form');

    expect(problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
    await context.close();
  });

  it('keeps the image, actions and chat input on screen in the phone editor with 50 images (390 × 844)', async () => {
    const { page, context } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('print-phone'), profile);
    const { sessionId, assetId, actionId } = await generatedDesign(baseUrl, page, PACKAGING);
    await seedSessionImages(actionId, assetId, 49);

    await page.goto(`/dashboard/sessions/${sessionId}?assetId=${assetId}`);
    await page.getByTestId('print-pdf-download').waitFor({ timeout: 20_000 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'print-action-phone-01-session-dialog');
    await page.getByTestId('use-for-edits').click();
    const editor = page.getByTestId('asset-editor');
    await editor.waitFor();
    const strip = editor.getByTestId('editor-strip');
    await expect
      .poll(() => strip.getByRole('button').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(50);
    // the strip scrolls sideways inside its own box, no wider than the screen
    const stripBox = await strip.boundingBox();
    expect(stripBox!.width).toBeLessThanOrEqual(390);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // the main image shows (it used to be blank with a long strip)
    await expect
      .poll(
        () =>
          editor
            .getByTestId('editor-image')
            .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'print-action-phone-02-editor-50-images');
    if (process.env.E2E_DEBUG)
      for (const id of ['editor-stage', 'editor-strip', 'editor-actions', 'chat-input'])
        console.log(id, await editor.getByTestId(id).boundingBox());
    for (const id of [
      'editor-stage',
      'download-button',
      'open-toolbox',
      'print-pdf-download',
      'chat-input',
    ]) {
      expect({ id, onScreen: await onScreen(page, editor.getByTestId(id)) }).toEqual({ id, onScreen: true });
    }
    const send = editor.getByRole('button', { name: /send/i });
    expect(await onScreen(page, send)).toBe(true);
    const input = await editor.getByTestId('chat-input').boundingBox();
    expect(input!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'print-action-phone-03-editor-50-images-checked');

    // the same session at 1280: the strip scrolls, the layout holds
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(300);
    for (const id of ['editor-stage', 'download-button', 'chat-input']) {
      expect({ id, onScreen: await onScreen(page, editor.getByTestId(id)) }).toEqual({ id, onScreen: true });
    }
    await screenshot(page, 'print-action-desktop-05-editor-50-images');
    await context.close();
  });
});
