import { HOTSPOT_COMMENT_MESSAGES as M } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type VIEWPORTS } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail, uploadAs } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const profile = (name: string) => ({ name, jobRole: 'Marketing', timing: 'Just exploring' });
const pins = (page: Page) => page.getByTestId('hotspot-pin');
const POLL = { timeout: 15_000 };

/** Clicks the image at fractions (x, y) of the pin catcher (the drawn picture). */
async function clickImageAt(page: Page, x: number, y: number) {
  const catcher = page.getByTestId('pin-catcher');
  const box = (await catcher.boundingBox())!;
  await catcher.click({ position: { x: box.width * x, y: box.height * y } });
}

/**
 * The owner pins a comment in the editor, the collection's collaborator sees it in the image
 * preview and replies, the owner sees the reply and has a notification, the owner resolves it.
 */
async function journey(viewport: keyof typeof VIEWPORTS, tag: string) {
  const b = browser();
  const owner = await openSession(b, baseUrl, viewport);
  const friend = await openSession(b, baseUrl, viewport);
  const friendEmail = uniqueEmail(`${tag}-friend`);
  await signUpAndOnboard(friend.page, baseUrl, friendEmail, profile('Fran Friend'));
  await signUpAndOnboard(owner.page, baseUrl, uniqueEmail(tag), profile('Olga Owner'));

  // An upload in a collection shared with Fran (set up through the API).
  const token = await tokenOf(owner.page);
  const assetId = await uploadAs(baseUrl, token, {
    name: 'oat-milk-carton.png',
    type: 'image/png',
    bytes: makePng(600, 400, [200, 180, 150], [60, 90, 160]),
    category: 'EDIT IMAGE UPLOAD',
  });
  const { data } = await apiAs<{ data: { id: string } }>(baseUrl, token, 'POST', '/api/assets/collections', {
    name: 'Oat milk review',
  });
  const collectionId = data.id;
  await apiAs(baseUrl, token, 'POST', `/api/assets/collections/${collectionId}/items/add`, {
    assetIds: [assetId],
  });
  await apiAs(baseUrl, token, 'POST', `/api/assets/collections/${collectionId}/collaborators`, {
    email: friendEmail,
  });
  const friendToken = await tokenOf(friend.page);
  await apiAs(baseUrl, friendToken, 'POST', `/api/assets/collections/${collectionId}/invitation/accept`);

  // The owner opens the editor, chooses Comment and clicks the image: a draft pin with its box.
  await owner.page.goto(`/dashboard/edit/editor?revisionId=${assetId}`);
  const editor = owner.page.getByTestId('asset-editor');
  await editor.getByTestId('editor-image').waitFor();
  await editor.getByTestId('comment-mode').click();
  expect(await editor.getByTestId('comment-mode').getAttribute('aria-pressed')).toBe('true');
  await clickImageAt(owner.page, 0.3, 0.4);
  const draft = owner.page.getByRole('dialog', { name: 'New comment' });
  await draft.getByLabel('Add a comment').fill('Make the logo bigger here');
  await screenshot(owner.page, `hotspots-${tag}-01-owner-draft`);
  await draft.getByRole('button', { name: 'Pin comment' }).click();
  await expect.poll(() => pins(owner.page).count(), POLL).toBe(1);
  // The pin sits where it was clicked, on the drawn picture.
  const catcherBox = await editor.getByTestId('editor-image').boundingBox();
  const pinBox = (await pins(owner.page).first().boundingBox())!;
  expect(pinBox.x).toBeGreaterThan(catcherBox!.x);
  await screenshot(owner.page, `hotspots-${tag}-02-owner-pinned`);

  // Fran follows a comment link to the collection: the preview opens on the image with its pin.
  await friend.page.goto(`/dashboard/collections/${collectionId}?assetId=${assetId}`);
  const preview = friend.page.getByTestId('asset-preview');
  await preview.getByTestId('asset-preview-image').waitFor();
  await expect.poll(() => pins(friend.page).count(), POLL).toBe(1);
  await pins(friend.page).first().click();
  const thread = friend.page.getByTestId('hotspot-thread');
  await thread.getByText('Make the logo bigger here').waitFor();
  expect(await thread.getByText('Olga').count()).toBeGreaterThan(0);
  // Fran may reply but not resolve (neither the image's owner nor the thread's author).
  expect(await thread.getByTestId('thread-resolve').count()).toBe(0);
  await thread.getByLabel('Reply').fill('Agreed — and nudge it left');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByText('Agreed — and nudge it left').waitFor();
  await screenshot(friend.page, `hotspots-${tag}-03-friend-replied`);

  // The owner hears of it: a notification, and the open thread shows the reply without a reload.
  await expect
    .poll(
      async () => {
        const list = await apiAs<{ data: { notifications: { type: string; title: string }[] } }>(
          baseUrl,
          token,
          'GET',
          '/api/notifications?limit=20',
        );
        return list.data.notifications.filter((n) => n.type === 'hotspot_comment').map((n) => n.title);
      },
      { timeout: 10_000 },
    )
    .toEqual([M.replyTitle]);
  await pins(owner.page).first().click();
  const ownerThread = owner.page.getByTestId('hotspot-thread');
  await ownerThread.getByText('Agreed — and nudge it left').waitFor({ timeout: 10_000 });

  // The owner resolves it: the pin turns into a tick, and Fran sees it resolved with no reply box.
  await ownerThread.getByTestId('thread-resolve').click();
  await ownerThread.getByTestId('thread-reopen').waitFor();
  expect(await pins(owner.page).first().getAttribute('data-resolved')).toBe('true');
  await screenshot(owner.page, `hotspots-${tag}-04-owner-resolved`);
  await ownerThread.getByRole('button', { name: 'Close' }).click();
  await ownerThread.waitFor({ state: 'detached' });

  // The pins toggle hides and shows them.
  await editor.getByTestId('pins-toggle').click();
  await expect.poll(() => pins(owner.page).count(), POLL).toBe(0);
  await editor.getByTestId('pins-toggle').click();
  await expect.poll(() => pins(owner.page).count(), POLL).toBe(1);

  await friend.page.reload();
  await expect.poll(() => pins(friend.page).count(), POLL).toBe(1);
  expect(await pins(friend.page).first().getAttribute('data-resolved')).toBe('true');
  await pins(friend.page).first().click();
  await friend.page.getByTestId('hotspot-thread').getByText('Resolved', { exact: true }).waitFor();
  expect(await friend.page.getByTestId('hotspot-thread').getByLabel('Reply').count()).toBe(0);
  await screenshot(friend.page, `hotspots-${tag}-05-friend-sees-resolved`);

  // No horizontal overflow at this width.
  const overflow = (await friend.page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);
  expect([...owner.problems, ...friend.problems].filter((p) => !p.includes('404'))).toEqual([]);
  return { owner, friend, assetId };
}

describe('comments on hotspots', () => {
  it('desktop 1280: owner pins, collaborator replies, owner is notified and resolves', async () => {
    const { owner, friend } = await journey('desktop', 'desktop');

    // Keyboard: Comment, arrow keys move the marker, Enter drops the pin there.
    const editor = owner.page.getByTestId('asset-editor');
    await editor.getByTestId('comment-mode').focus();
    await owner.page.keyboard.press('Enter');
    await expect
      .poll(() => owner.page.evaluate('document.activeElement?.getAttribute("data-testid")'))
      .toBe('pin-catcher');
    for (let i = 0; i < 5; i++) await owner.page.keyboard.press('ArrowRight');
    await owner.page.keyboard.press('Enter');
    const draft = owner.page.getByRole('dialog', { name: 'New comment' });
    await draft.getByLabel('Add a comment').fill('Keyboard pin');
    await owner.page.keyboard.press('Enter');
    await expect.poll(() => pins(owner.page).count(), POLL).toBe(2);
    await screenshot(owner.page, 'hotspots-desktop-06-keyboard-pin');
    await owner.context.close();
    await friend.context.close();
  });

  it('phone 390: the same journey fits and works', async () => {
    const { owner, friend } = await journey('phone', 'phone');
    await owner.context.close();
    await friend.context.close();
  });
});
