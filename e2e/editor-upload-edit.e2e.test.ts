/**
 * Issue 29: the editor on an uploaded image (no design document) with an image-edit model set up.
 * The journey's own server runs with IMAGE_PROVIDERS_EDIT=fal against a local fake of fal's queue
 * API (the server tests' fake), so the shared server every other journey uses keeps the local
 * engine. "change the brand name to NORDA" → a child image made by the edit model, 5 credits; a
 * model refusal costs nothing and the conversation goes on; the toolbox offers what applies. The
 * shared server (no model) shows the pixel tools only, with a note.
 */
import { CHAT_TOOLS, TOOLBOX_TEXT } from '@packsmith/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { falContentRefusal, startFakeFal } from '../apps/server/test/vendors.ts';
import { openSession, screenshot, type VIEWPORTS } from './support/browser.ts';
import { apiAs, balanceOf, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { type AppServer, startAppServer } from './support/server.ts';
import { pasteImage, pngFile, waitForThumbnail } from './support/uploads.ts';
import { useBrowser } from './support/use-browser.ts';

const KEY = 'e2e-fal-key';
const browser = useBrowser();
let fal: Awaited<ReturnType<typeof startFakeFal>>;
let server: AppServer;

beforeAll(async () => {
  fal = await startFakeFal(KEY);
  server = await startAppServer({ IMAGE_PROVIDERS_EDIT: 'fal', FAL_KEY: KEY, FAL_QUEUE_URL: fal.url });
});
afterAll(async () => {
  await server?.stop();
  await fal?.close();
});

const PACK_PHOTO = makePng(720, 900, [28, 110, 70], [240, 220, 160]);
const shown = (page: Page) => page.getByTestId('editor-image');
const cards = (dialog: Locator) => dialog.locator('[data-testid^="toolbox-option-"]');

interface Asset {
  id: string;
  parentId: string | null;
  metadata: Record<string, unknown>;
}

/** A new person uploads a pack photo on the selector page and opens it in the editor; its asset id. */
async function openUploadInEditor(page: Page, baseUrl: string, name: string): Promise<string> {
  await signUpAndOnboard(page, baseUrl, uniqueEmail(name), {
    name: 'Una Upload',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  await page.goto('/dashboard/edit/selector?action=upload');
  await page.getByTestId('upload-dropzone').waitFor();
  await pasteImage(page, pngFile('hedgerow-pack.png', PACK_PHOTO));
  const uploaded = await waitForThumbnail(page);
  await page.getByRole('button', { name: 'Open image' }).click();
  await page.getByTestId('asset-editor').waitFor();
  await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(uploaded);
  return uploaded;
}

/** Sends the words in the editor's chat and waits for the AI's answer to it. */
async function say(page: Page, text: string): Promise<Locator> {
  const editor = page.getByTestId('asset-editor');
  const answers = editor.getByTestId('chat-ai-message');
  const before = await answers.count();
  await editor.getByTestId('chat-input').fill(text);
  await editor.getByTestId('chat-input').press('Enter');
  await editor.getByTestId('chat-user-message').filter({ hasText: text }).waitFor();
  await expect.poll(() => answers.count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await editor.getByTestId('chat-placeholder').first().waitFor({ state: 'detached', timeout: 30_000 });
  return answers.last();
}

async function journey(viewport: keyof typeof VIEWPORTS) {
  const { baseUrl } = server;
  const tag = `editor-upload-edit-${viewport}`;
  const { page, context } = await openSession(browser(), baseUrl, viewport);
  fal.reset();
  const upload = await openUploadInEditor(page, baseUrl, `upload-${viewport}`);
  await screenshot(page, `${tag}-01-upload-open`);

  // The edit model makes the change: a child of the upload, from the photo and the instruction.
  const before = await balanceOf(baseUrl, page);
  await say(page, 'change the brand name to NORDA');
  await expect.poll(() => shown(page).getAttribute('data-asset-id'), { timeout: 30_000 }).not.toBe(upload);
  const outputId = (await shown(page).getAttribute('data-asset-id'))!;
  const token = await tokenOf(page);
  const output = (await apiAs<{ data: Asset }>(baseUrl, token, 'GET', `/api/assets/${outputId}`)).data;
  expect(output.parentId).toBe(upload);
  expect(output.metadata).toMatchObject({ provider: 'fal', model: 'fal-ai/flux-pro/kontext' });
  expect(fal.submissions.map((s) => s.model)).toEqual(['fal-ai/flux-pro/kontext']);
  expect(String(fal.submissions[0]!.input.prompt)).toContain(
    "Change the brand name on the packaging to 'NORDA'",
  );
  expect(String(fal.submissions[0]!.input.image_url)).toMatch(/^data:image\/png;base64,/);
  expect(await balanceOf(baseUrl, page)).toBe(before - 5);
  await screenshot(page, `${tag}-02-norda`);

  // A refusal by the model is the AI's message and costs nothing; the conversation goes on.
  fal.script({
    submit: [falContentRefusal()],
  });
  const refused = await say(page, 'put a cartoon mascot on the front');
  await expect.poll(() => refused.textContent()).toContain('Prompt flagged by the content checker');
  expect(await refused.textContent()).toContain('Nothing was charged');
  expect(await balanceOf(baseUrl, page)).toBe(before - 5);
  expect(await shown(page).getAttribute('data-asset-id')).toBe(outputId);
  await screenshot(page, `${tag}-03-refused`);
  await say(page, 'make the background pale blue');
  await expect.poll(() => shown(page).getAttribute('data-asset-id'), { timeout: 30_000 }).not.toBe(outputId);
  expect(await balanceOf(baseUrl, page)).toBe(before - 10);

  // The toolbox on such an image: every tool applies (the model redraws it), and the form says so.
  await page.getByTestId('open-toolbox').click();
  const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
  await toolbox.getByText(TOOLBOX_TEXT.subtitle).waitFor();
  await expect.poll(() => cards(toolbox).count()).toBe(CHAT_TOOLS.length);
  expect(await toolbox.getByTestId('pixels-only-note').count()).toBe(0);
  await screenshot(page, `${tag}-04-toolbox`);
  await toolbox.getByTestId('toolbox-option-fix-text').click();
  const form = toolbox.getByRole('form', { name: 'Fix text' });
  await form.getByTestId('no-document-note').getByText(TOOLBOX_TEXT.byModel).waitFor();
  await screenshot(page, `${tag}-05-fix-text-form`);
  await context.close();
}

describe('the editor on an uploaded image, with an image-edit model', () => {
  it('NORDA by the edit model for 5 credits, a free refusal, the toolbox (desktop)', async () => {
    await journey('desktop');
  });

  it('the same at 390 px', async () => {
    await journey('phone');
  });

  it('without an image-edit model (the shared server) only the pixel tools are offered, with a note', async () => {
    const baseUrl = inject('baseUrl');
    const { page, context } = await openSession(browser(), baseUrl, 'desktop');
    await openUploadInEditor(page, baseUrl, 'pixels');
    // no document and no model: nothing could draw the other views, so See angles is not offered
    await page.getByTestId('open-toolbox').waitFor();
    expect(await page.getByTestId('see-angles').count()).toBe(0);
    await page.getByTestId('open-toolbox').click();
    const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
    await toolbox.getByTestId('pixels-only-note').getByText(TOOLBOX_TEXT.pixelsOnly).waitFor();
    const ids = await cards(toolbox).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids.sort()).toEqual(
      ['add-background', 'colour-scheme', 'upscale', 'zoom-out'].map((t) => `toolbox-option-${t}`),
    );
    await screenshot(page, 'editor-upload-edit-pixels-01-toolbox');
    await toolbox.getByTestId('toolbox-option-upscale').click();
    await toolbox.getByTestId('no-document-note').getByText(TOOLBOX_TEXT.onPixels).waitFor();
    await context.close();
  });
});
