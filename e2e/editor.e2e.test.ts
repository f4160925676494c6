import { readFile } from 'node:fs/promises';
import { CHAT_MESSAGES, CREDIT_MESSAGES, seeAnglesCost } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import {
  apiAs,
  balanceOf,
  generatedDesign,
  signUpAndOnboard,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

/** Sets the person's monthly allowance balance (their only credits on Free). */
async function setBalance(email: string, credits: number) {
  const db = await connectDb(databaseUrl);
  try {
    await db.query(
      'update user_credits set current_allowance_balance = $2 where user_id = (select id from users where email = $1)',
      [email, credits],
    );
  } finally {
    await db.end();
  }
}
/** Adds one person to a flag's audience (other journeys never touch this flag's row). */
async function turnOnFor(flag: string, email: string) {
  const db = await connectDb(databaseUrl);
  try {
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const audience = { everyone: false, staff: false, tiers: [], userIds: [rows[0]!.id], percentage: 0 };
    await db.query(
      `insert into feature_flags (key, audience) values ($1, $2)
       on conflict (key) do update set audience = jsonb_set(feature_flags.audience, '{userIds}',
         (feature_flags.audience->'userIds') || to_jsonb($3::text))`,
      [flag, JSON.stringify(audience), rows[0]!.id],
    );
  } finally {
    await db.end();
  }
}
const browser = useBrowser();

const PACKAGING = {
  type: 'packaging-generation',
  metadata: { prompt: 'A lemon soda', packagingImage: 'drinks-can', brand: 'Lumo', imageCount: 1 },
};

const shown = (page: Page) => page.getByTestId('editor-image');

/** Types the message and presses Enter; the placeholder with its progress bar shows, then the result becomes active. */
async function editAndWait(page: Page, text: string, before: string, shot: string) {
  const editor = page.getByTestId('asset-editor');
  const input = editor.getByTestId('chat-input');
  await input.fill(text);
  // A local edit answers in a fraction of a second: the send is held so the waiting state is seen.
  const release = await holdRequests(page, '**/api/chat/messages');
  await input.press('Enter');
  await editor.getByTestId('chat-user-message').filter({ hasText: text }).waitFor();
  await editor.getByTestId('chat-placeholder').first().waitFor();
  await editor.getByRole('progressbar', { name: 'Image 1 progress' }).waitFor();
  await screenshot(page, shot);
  await release();
  await expect.poll(() => shown(page).getAttribute('data-asset-id'), { timeout: 30_000 }).not.toBe(before);
  await editor.getByTestId('chat-placeholder').first().waitFor({ state: 'detached' });
  expect(await input.inputValue()).toBe('');
  return (await shown(page).getAttribute('data-asset-id'))!;
}

describe('the asset editor', () => {
  it('edits a generated design by chat, compares with the original, sees angles and restores a failed send (desktop)', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('editor');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Eddie Editor',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    // Signing up asks for the profile before it exists (a 404 the sign-up journey expects).
    problems.length = 0;
    const { sessionId, assetId } = await generatedDesign(baseUrl, page, PACKAGING, 40_000);

    // From the session page: open the design, Use for edits.
    await page.goto(`/dashboard/sessions/${sessionId}`);
    await page.getByTestId('session-image').first().click();
    await page.getByTestId('use-for-edits').click();
    const editor = page.getByTestId('asset-editor');
    await editor.waitFor();
    await page.waitForURL((url) => url.searchParams.get('isEditMode') === 'true');
    expect(await shown(page).getAttribute('data-asset-id')).toBe(assetId);
    await editor.getByTestId('chat-empty').waitFor();
    await expect
      .poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')"))
      .toBe('chat-input');
    await screenshot(page, 'editor-desktop-01-open');

    // Shift+Enter adds a line, Enter sends; the green version becomes active.
    const input = editor.getByTestId('chat-input');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('\n');
    await input.fill('');
    const green = await editAndWait(page, 'make it green', assetId, 'editor-desktop-02-pending');
    await editor.getByTestId('chat-ai-message').first().waitFor();
    await editor.getByText('Just now').first().waitFor();
    const strip = editor.getByTestId('editor-strip').getByRole('button');
    await expect.poll(() => strip.count()).toBe(2);
    expect(
      await editor.getByTestId('editor-strip').locator('[aria-current="true"]').getAttribute('aria-label'),
    ).toBe('Image 2 of 2');
    const output = await apiAs<{ data: { parentId: string; dominantColours: { name: string }[] } }>(
      baseUrl,
      await tokenOf(page),
      'GET',
      `/api/assets/${green}`,
    );
    expect(output.data.parentId).toBe(assetId);
    await expect.poll(() => new URL(page.url()).searchParams.get('activeAssetId')).toBe(green);
    await screenshot(page, 'editor-desktop-03-green');

    // Press and hold the "Previous" thumbnail (pointer, then Space): the version before shows in place.
    // After one edit the previous version is the original, so there is no second control yet.
    const parent = editor.getByTestId('editor-parent');
    expect(await parent.textContent()).toBe('Previous');
    expect(await editor.getByTestId('editor-original').count()).toBe(0);
    await parent.hover();
    await page.mouse.down();
    await expect.poll(() => shown(page).getAttribute('data-showing')).toBe('previous');
    expect(await shown(page).getAttribute('data-asset-id')).toBe(assetId);
    await screenshot(page, 'editor-desktop-04-holding-previous');
    await page.mouse.up();
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(green);
    await parent.focus();
    await page.keyboard.down('Space');
    await expect.poll(() => shown(page).getAttribute('data-showing')).toBe('previous');
    await page.keyboard.up('Space');
    await expect.poll(() => shown(page).getAttribute('data-showing')).toBe('current');

    // The strip switches between the images (how fast is measured in bench:editor, not here).
    await strip.first().click();
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(assetId);
    await strip.nth(1).click();
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(green);

    // See angles: its cost is on the button; four views arrive and the balance drops by it.
    const cost = seeAnglesCost();
    expect(await editor.getByTestId('see-angles-cost').textContent()).toBe(`${cost} credits`);
    const before = await balanceOf(baseUrl, page);
    await editor.getByTestId('see-angles').click();
    await expect.poll(() => editor.getByTestId('chat-placeholder').count()).toBe(4);
    await screenshot(page, 'editor-desktop-05-angles-pending');
    await expect.poll(() => strip.count(), { timeout: 30_000 }).toBe(6);
    await expect.poll(() => balanceOf(baseUrl, page), { timeout: 10_000 }).toBe(before - cost);
    await screenshot(page, 'editor-desktop-06-angles');

    // A send that fails on the network: the message comes back, 'Failed to send message'.
    await page.route('**/api/chat/messages', (route) => route.abort('failed'));
    await input.fill('make it blue');
    await input.press('Enter');
    await page.getByText(CHAT_MESSAGES.sendFailed).waitFor();
    await expect.poll(() => input.inputValue()).toBe('make it blue');
    expect(await editor.getByTestId('chat-user-message').filter({ hasText: 'make it blue' }).count()).toBe(0);
    await screenshot(page, 'editor-desktop-07-send-failed');
    await page.unroute('**/api/chat/messages');

    // Closed and opened again, the editor shows the design again.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await page.getByTestId('session-image').first().click();
    await page.getByTestId('use-for-edits').click();
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(assetId);

    // The Toolbox button sets the toolbox flags for the toolbox dialog.
    await editor.getByTestId('open-toolbox').click();
    await page.waitForURL((url) => url.searchParams.get('toolbox') === 'true');
    const url = new URL(page.url());
    expect([url.searchParams.get('toolboxFilter'), url.searchParams.get('return')]).toEqual([
      'quick-edits',
      'editor',
    ]);
    // Inside the editor a tool goes through its chat: Zoom out shows as a turn with its placeholder.
    const toolbox = page.getByRole('dialog', { name: 'Toolbox' });
    await toolbox.getByTestId('toolbox-option-zoom-out').click();
    await toolbox.waitFor({ state: 'detached' });
    await editor.getByTestId('chat-user-message').filter({ hasText: 'Zoom out' }).waitFor();
    await expect.poll(() => strip.count(), { timeout: 30_000 }).toBe(7);
    await screenshot(page, 'editor-desktop-09-toolbox-zoom-out');

    // Recent edits list the edited images; one opens the editor on its session.
    await page.goto('/dashboard/edit');
    await page.getByRole('heading', { level: 1, name: 'Edits' }).waitFor();
    await expect.poll(() => page.getByTestId('recent-edit').count()).toBe(6);
    await screenshot(page, 'editor-desktop-08-recent-edits');
    await page.getByTestId('recent-edit').last().click();
    await page.getByTestId('asset-editor').waitFor();
    await page.waitForURL((u) => u.pathname === `/dashboard/sessions/${sessionId}`);

    // With the get-this-design flag on for this person, Get this design leads to the design's
    // print-ready page, which offers it as an instant print-ready PDF.
    expect(await page.getByTestId('get-this-design').count()).toBe(0);
    await turnOnFor('get-this-design', email);
    // The server reads flag audiences at most every 2 s: reload until the new one shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          await editor.getByTestId('editor-actions').waitFor();
          return editor.getByTestId('get-this-design').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await editor.getByTestId('get-this-design').click();
    await page.waitForURL((u) => u.pathname === '/print-ready' && u.searchParams.has('assetId'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('print-chosen-design').getByTestId('print-pdf-download').click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    await screenshot(page, 'editor-desktop-10-instant-pdf');

    // Failed chat sends are the only problems expected (the aborted request logs nothing else).
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('opens a generation from the editor address and edits it at 390 px, image above the chat', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'phone');
    const email = uniqueEmail('editor-phone');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Pia Phone',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    // Signing up asks for the profile before it exists (a 404 the sign-up journey expects).
    problems.length = 0;
    const { sessionId, assetId } = await generatedDesign(baseUrl, page, PACKAGING, 40_000);
    await page.goto(`/dashboard/edit/editor?forgeImageId=${assetId}`);
    await page.waitForURL((url) => url.pathname === `/dashboard/sessions/${sessionId}`);
    const editor = page.getByTestId('asset-editor');
    await editor.waitFor();
    const stage = await editor.getByTestId('editor-stage').boundingBox();
    const chat = await editor.getByTestId('editor-chat').boundingBox();
    expect(stage!.width).toBeGreaterThan(300);
    expect(chat!.y).toBeGreaterThan(stage!.y + stage!.height);
    await screenshot(page, 'editor-phone-01-open');

    const green = await editAndWait(page, 'make it green', assetId, 'editor-phone-02-pending');
    await expect.poll(() => editor.getByTestId('editor-strip').getByRole('button').count()).toBe(2);
    await editor.getByTestId('chat-ai-message').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-phone-03-green');
    await editor.getByTestId('editor-stage').scrollIntoViewIfNeeded();
    const parent = editor.getByTestId('editor-parent');
    await parent.dispatchEvent('pointerdown', { pointerId: 1, pointerType: 'touch', isPrimary: true });
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(assetId);
    await screenshot(page, 'editor-phone-04-holding-previous');
    await parent.dispatchEvent('pointerup', { pointerId: 1, pointerType: 'touch', isPrimary: true });
    await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(green);

    // A reference image goes with the next message: picked in the picker (Cancel drops only this
    // visit's picks), shown as a chip, sent as the message's attachment, then cleared.
    const references = editor.getByTestId('chat-references');
    await references.getByTestId('chat-add-reference').click();
    const picker = page.getByRole('dialog', { name: 'Choose reference images' });
    const options = picker.getByTestId('reference-option');
    await expect.poll(() => options.count()).toBe(2);
    await options.first().click();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await references.getByRole('img').count()).toBe(0);
    await references.getByTestId('chat-add-reference').click();
    await options.first().click();
    expect(await picker.getByTestId('reference-count').textContent()).toBe('1 / 5 selected');
    await screenshot(page, 'editor-phone-05-reference-picker');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => references.getByRole('img').count()).toBe(1);
    const picked = await apiAs<{ data: { id: string }[] }>(
      baseUrl,
      await tokenOf(page),
      'GET',
      '/api/assets?excludeProcessedAssets=true&limit=1',
    );
    const third = await editAndWait(
      page,
      'use the colours of this image',
      green,
      'editor-phone-06-reference-pending',
    );
    expect(await references.getByRole('img').count()).toBe(0);

    // Two edits deep: "Previous" holds the green version, the second control the original design.
    await editor.getByTestId('editor-stage').scrollIntoViewIfNeeded();
    const original = editor.getByTestId('editor-original');
    await original.waitFor();
    expect(await original.textContent()).toBe('Original');
    for (const [control, expected] of [
      [editor.getByTestId('editor-parent'), green],
      [original, assetId],
    ] as const) {
      await control.dispatchEvent('pointerdown', { pointerId: 1, pointerType: 'touch', isPrimary: true });
      await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(expected);
      if (expected === assetId) await screenshot(page, 'editor-phone-06b-holding-original');
      await control.dispatchEvent('pointerup', { pointerId: 1, pointerType: 'touch', isPrimary: true });
      await expect.poll(() => shown(page).getAttribute('data-asset-id')).toBe(third);
    }
    const conversation = await apiAs<{
      data: {
        messages: { type: string; metadata: { attachedAssetIds?: string[] } }[];
      };
    }>(
      baseUrl,
      await tokenOf(page),
      'GET',
      `/api/chat/conversations/${new URL(page.url()).searchParams.get('conversationId')}`,
    );
    const sent = conversation.data.messages.filter((m) => m.type === 'user').at(-1);
    expect(sent?.metadata.attachedAssetIds).toEqual([picked.data[0]!.id]);

    // Enough for a message but not for See angles: nothing is charged, the AI says why and the
    // low-credits dialog opens.
    await setBalance(email, 6);
    await editor.getByTestId('see-angles').click();
    const low = page.getByRole('dialog', { name: CREDIT_MESSAGES.lowCreditsDialogTitle });
    await low.waitFor();
    await screenshot(page, 'editor-phone-07-low-credits-dialog');
    await page.keyboard.press('Escape');
    await low.waitFor({ state: 'detached' });
    await editor.getByTestId('chat-ai-message').filter({ hasText: CREDIT_MESSAGES.insufficient }).waitFor();
    expect(await balanceOf(baseUrl, page)).toBe(6);

    // Below one message's cost, the input gives way to a top-up.
    await setBalance(email, 4);
    await page.reload();
    await page.getByTestId('chat-out-of-credits').getByText('Out of credits — Top up to edit').waitFor();
    await page.getByTestId('chat-out-of-credits').scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-phone-08-out-of-credits');

    // The 402 on See angles is the browser's own log line for the refused request.
    expect(problems.filter((p) => !p.includes('402'))).toEqual([]);
    await context.close();
  });
});
