/**
 * Issue #27 item 4 (undo and redo), its done-when journey, on a desktop and at 390 px:
 * "use a serif font and remove the pattern" makes one new image whose document shows both
 * changes; undo returns to the previous image; "what do you think?" charges nothing.

 */
import { CHAT_HISTORY_MESSAGES } from '@packsmith/core';
import { designDocumentSchema } from '@packsmith/render';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, generatedDesign, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const SERIF_MESSAGE = 'use a serif font and remove the pattern';
const PACKAGING = {
  type: 'packaging-generation',
  metadata: { prompt: 'A lemon soda', packagingImage: 'drinks-can', brand: 'Lumo', imageCount: 1 },
};

type Viewport = 'desktop' | 'phone';

interface StoredAsset {
  id: string;
  parentId: string | null;
  metadata: { document?: Record<string, unknown> };
}

async function assetOf(page: Page, id: string): Promise<StoredAsset> {
  return (await apiAs<{ data: StoredAsset }>(baseUrl, await tokenOf(page), 'GET', `/api/assets/${id}`)).data;
}

async function balanceOf(page: Page): Promise<number> {
  const { data } = await apiAs<{ data: { balance: number } }>(
    baseUrl,
    await tokenOf(page),
    'GET',
    '/api/credits/balance',
  );
  return data.balance;
}

const shownId = (page: Page) => page.getByTestId('editor-image').getAttribute('data-asset-id');
const activeInAddress = (page: Page) => new URL(page.url()).searchParams.get('activeAssetId');

/** Signed up, a design generated, the editor open on it from its editor address. */
async function openEditor(viewport: Viewport, who: string) {
  const session = await openSession(browser(), baseUrl, viewport);
  const { page } = session;
  await signUpAndOnboard(page, baseUrl, uniqueEmail(who), {
    name: 'Una Undo',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  // Signing up asks for the profile before it exists (a 404 the sign-up journey expects).
  session.problems.length = 0;
  const { sessionId, assetId } = await generatedDesign(baseUrl, page, PACKAGING, 40_000);
  await page.goto(`/dashboard/edit/editor?forgeImageId=${assetId}`);
  await page.waitForURL((url) => url.pathname === `/dashboard/sessions/${sessionId}`);
  const editor = page.getByTestId('asset-editor');
  await editor.waitFor();
  return { ...session, editor, assetId };
}

/** Sends a chat message and waits for its answer (the AI message count grows). */
async function say(page: Page, text: string) {
  const editor = page.getByTestId('asset-editor');
  const answers = editor.getByTestId('chat-ai-message');
  const before = await answers.count();
  const input = editor.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await editor.getByTestId('chat-user-message').filter({ hasText: text }).first().waitFor();
  await expect.poll(() => answers.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  return (await answers.last().textContent()) ?? '';
}

/** An edit by chat: the new image becomes the active one. */
async function edit(page: Page, text: string, from: string) {
  await say(page, text);
  await expect.poll(() => shownId(page), { timeout: 30_000 }).not.toBe(from);
  return (await shownId(page))!;
}

async function undoRedoJourney(viewport: Viewport) {
  const { page, context, problems, editor, assetId } = await openEditor(viewport, `undo-${viewport}`);
  const prefix = `editor-undo-${viewport}`;
  const undo = editor.getByTestId('editor-undo');
  const redo = editor.getByTestId('editor-redo');

  // Nothing to move to yet: both disabled, their tooltips name the shortcut.
  expect(await undo.isDisabled()).toBe(true);
  expect(await redo.isDisabled()).toBe(true);
  expect(await editor.getByTestId('editor-undo-tip').getAttribute('title')).toMatch(
    /^Undo \((⌘Z|Ctrl\+Z)\)$/,
  );
  expect(await editor.getByTestId('editor-redo-tip').getAttribute('title')).toMatch(
    /^Redo \((⇧⌘Z|Ctrl\+Shift\+Z)\)$/,
  );
  if (viewport === 'phone') {
    // the buttons sit on the image, inside the screen, big enough to tap (measured once the dialog's
    // opening zoom has finished: mid-animation the box is a fraction of a pixel smaller)
    await expect.poll(async () => (await undo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(40);
    const box = (await undo.boundingBox())!;
    const stage = (await editor.getByTestId('editor-stage').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width * 2).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(stage.y + stage.height);
  }

  // An edit: undo becomes possible, redo not.
  const start = await balanceOf(page);
  const green = await edit(page, 'make it green', assetId);
  expect((await assetOf(page, green)).parentId).toBe(assetId);
  await expect.poll(() => undo.isEnabled()).toBe(true);
  expect(await redo.isDisabled()).toBe(true);
  await expect.poll(() => balanceOf(page)).toBe(start - 5);
  const charged = start - 5;
  await screenshot(page, `${prefix}-01-green`);

  // The undo button: back to the image it was made from, said in the chat, redo now possible.
  await undo.click();
  await expect.poll(() => shownId(page)).toBe(assetId);
  await editor.getByTestId('chat-ai-message').filter({ hasText: CHAT_HISTORY_MESSAGES.undone }).waitFor();
  await expect.poll(() => activeInAddress(page)).toBe(assetId);
  await expect.poll(() => redo.isEnabled()).toBe(true);
  expect(await undo.isDisabled()).toBe(true);
  // the image it went back to is in view (the chat's answer does not scroll it away on a phone)
  await expect
    .poll(async () => {
      const box = (await editor.getByTestId('editor-stage').boundingBox())!;
      return box.y + box.height / 2 > 0 && box.y + box.height / 2 < page.viewportSize()!.height;
    })
    .toBe(true);
  await screenshot(page, `${prefix}-02-undone`);

  if (viewport === 'desktop') {
    // Shortcuts: Ctrl+Shift+Z redoes, ⌘Z undoes, Ctrl+Y redoes — but not while typing a message.
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => shownId(page)).toBe(green);
    const input = editor.getByTestId('chat-input');
    await input.fill('make it');
    const messages = await editor.getByTestId('chat-user-message').count();
    await input.press('Control+Z');
    await page.waitForTimeout(600);
    expect(await shownId(page)).toBe(green);
    expect(await editor.getByTestId('chat-user-message').count()).toBe(messages);
    await input.fill('');
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await page.keyboard.press('Meta+Z');
    await expect.poll(() => shownId(page)).toBe(assetId);
    await page.keyboard.press('Control+Y');
    await expect.poll(() => shownId(page)).toBe(green);
  } else {
    await redo.click();
    await expect.poll(() => shownId(page)).toBe(green);
  }
  await editor
    .getByTestId('chat-ai-message')
    .filter({ hasText: CHAT_HISTORY_MESSAGES.redone })
    .first()
    .waitFor();
  await expect.poll(() => redo.isDisabled()).toBe(true);

  // Typed: "go back" is an undo, "redo" is a redo; a second undo from the first image has nowhere to go.
  expect(await say(page, 'go back')).toContain(CHAT_HISTORY_MESSAGES.undone);
  await expect.poll(() => shownId(page)).toBe(assetId);
  expect(await say(page, 'undo')).toContain(CHAT_HISTORY_MESSAGES.nothingToUndo);
  expect(await shownId(page)).toBe(assetId);
  expect(await say(page, 'redo')).toContain(CHAT_HISTORY_MESSAGES.redone);
  await expect.poll(() => shownId(page)).toBe(green);

  // A question is answered and charges nothing; no undo, redo or answer charged anything either.
  const strip = editor.getByTestId('editor-strip').getByRole('button');
  const images = await strip.count();
  await say(page, 'what do you think?');
  expect(await shownId(page)).toBe(green);
  expect(await strip.count()).toBe(images);
  expect(await balanceOf(page)).toBe(charged);
  await editor.getByTestId('chat-ai-message').last().scrollIntoViewIfNeeded();
  await screenshot(page, `${prefix}-03-question`);
  await editor.getByTestId('editor-stage').scrollIntoViewIfNeeded();
  await screenshot(page, `${prefix}-04-history-buttons`);
  expect(problems).toEqual([]);
  await context.close();
}

/** The done-when's serif step: one image with both changes, then undo. */
async function serifJourney(viewport: Viewport) {
  const { page, context, problems, editor, assetId } = await openEditor(viewport, `serif-${viewport}`);
  const start = await balanceOf(page);
  const strip = editor.getByTestId('editor-strip').getByRole('button');
  const serif = await edit(page, SERIF_MESSAGE, assetId);
  // one new image (the strip: the design and it), one image's price
  await expect.poll(() => strip.count()).toBe(2);
  await expect.poll(() => balanceOf(page)).toBe(start - 5);
  const made = await assetOf(page, serif);
  expect(made.parentId).toBe(assetId);
  const doc = designDocumentSchema.parse(made.metadata.document) as {
    typography?: { display: string };
    pattern?: { kind: string };
  };
  expect(doc.typography?.display).toMatch(/^(lora|playfair)/);
  expect(doc.pattern?.kind).toBe('none');
  await screenshot(page, `editor-serif-${viewport}-01-serif`);
  await editor.getByTestId('editor-undo').click();
  await expect.poll(() => shownId(page)).toBe(assetId);
  await say(page, 'what do you think?');
  expect(await balanceOf(page)).toBe(start - 5);
  expect(problems).toEqual([]);
  await context.close();
}

describe('undo and redo in the editor (issue #27)', () => {
  it('desktop: buttons, shortcuts and chat move along the edit chain at no charge', async () => {
    await undoRedoJourney('desktop');
  });

  it('390 px: the buttons on the image, typed undo/redo, a question charges nothing', async () => {
    await undoRedoJourney('phone');
  });

  it('desktop: "use a serif font and remove the pattern" is one image with both changes; undo returns', async () => {
    await serifJourney('desktop');
  });

  it('390 px: "use a serif font and remove the pattern" is one image with both changes; undo returns', async () => {
    await serifJourney('phone');
  });
});
