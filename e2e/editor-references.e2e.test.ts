import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_LIMITS, UPLOAD_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A PNG-headed file of `mb` megabytes, written sparse (Playwright takes no buffer over 50 MB). */
async function bigPng(mb: number): Promise<string> {
  const file = path.join(tmpdir(), `packsmith-refs-${process.pid}-${mb}mb.png`);
  const handle = await open(file, 'w');
  try {
    await handle.write(makePng(8, 8, [10, 20, 30], [200, 100, 50]));
    await handle.truncate(mb * 1024 * 1024);
  } finally {
    await handle.close();
  }
  return file;
}

describe('the editor’s reference images', () => {
  it('uploads five references in the picker, refuses a sixth and a 60 MB file, and sends them (desktop)', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('editor-refs'), {
      name: 'Rae Reference',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    problems.length = 0;
    const token = await tokenOf(page);
    const { data } = await apiAs<{ data: { designAction: { sessionId: string } } }>(
      baseUrl,
      token,
      'POST',
      '/api/design-actions',
      {
        type: 'packaging-generation',
        metadata: { prompt: 'A lemon soda', packagingImage: 'drinks-can', brand: 'Lumo', imageCount: 1 },
      },
    );
    let assetId: string | undefined;
    await expect
      .poll(
        async () => {
          const s = await apiAs<{
            data: { designActions: { images: { status: string; assetId: string | null }[] }[] };
          }>(baseUrl, token, 'GET', `/api/design-sessions/${data.designAction.sessionId}`);
          assetId =
            s.data.designActions[0]?.images.find((i) => i.status === 'completed')?.assetId ?? undefined;
          return !!assetId;
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);

    // The design opens from the editor's selector, on the tab the address names.
    await page.goto('/dashboard/edit/selector?action=generations');
    await page.getByRole('heading', { level: 1, name: 'Choose an image to edit' }).waitFor();
    await page.getByTestId('previous-designs').getByRole('button', { pressed: false }).click();
    await page.getByTestId('open-image').click();
    await page.waitForURL((url) => url.searchParams.get('forgeImageId') === assetId);
    const editor = page.getByTestId('asset-editor');
    await editor.waitFor();
    const references = editor.getByTestId('chat-references');
    await references.getByTestId('chat-add-reference').click();
    const picker = page.getByRole('dialog', { name: 'Choose reference images' });
    const options = picker.getByTestId('reference-option');
    await expect.poll(() => options.count()).toBe(1);
    const input = picker.getByTestId('reference-upload-input');
    const errors = picker.getByTestId('reference-upload-error');

    // A 60 MB file and a file of another type are refused inline, each with its own message.
    const big = await bigPng(60);
    try {
      await input.setInputFiles(big);
      await errors
        .filter({
          hasText: UPLOAD_MESSAGES.fileTooLarge(path.basename(big), CHAT_LIMITS.referenceImageMaxMb),
        })
        .waitFor();
      await screenshot(page, 'editor-refs-desktop-01a-too-large');
    } finally {
      await rm(big, { force: true });
    }
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await errors.filter({ hasText: UPLOAD_MESSAGES.invalidType('notes.txt') }).waitFor();
    expect(await errors.count()).toBe(1);
    await screenshot(page, 'editor-refs-desktop-01-refused');
    await errors.getByRole('button', { name: /Dismiss/ }).click();
    await errors.waitFor({ state: 'detached' });

    // Five uploads at once become the five picks; the design's tile (a sixth) and the upload are disabled.
    const colours = [
      [200, 30, 30],
      [30, 160, 60],
      [40, 80, 220],
      [230, 180, 20],
      [140, 40, 180],
    ];
    await input.setInputFiles(
      colours.map((c, i) => ({
        name: `reference-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: makePng(64, 64, c, [250, 250, 250]),
      })),
    );
    await expect
      .poll(() => picker.getByTestId('reference-count').textContent(), { timeout: 20_000 })
      .toBe('5 / 5 selected');
    await expect.poll(() => options.count()).toBe(6);
    const sixth = options.and(page.locator('[aria-pressed=false]'));
    expect(await sixth.count()).toBe(1);
    expect(await sixth.isDisabled()).toBe(true);
    expect(await input.isDisabled()).toBe(true);
    await picker.getByText('the most a message can take').waitFor();
    // The picker refreshes while the new thumbnails are made.
    await expect.poll(() => options.locator('img').count(), { timeout: 20_000 }).toBe(6);
    await screenshot(page, 'editor-refs-desktop-02-at-limit');

    // Unpicking one frees a place: the design becomes pickable, then the limit returns.
    const design = picker.getByRole('button', {
      name: (await sixth.getAttribute('aria-label'))!,
      exact: true,
    });
    await options.and(page.locator('[aria-pressed=true]')).first().click();
    expect(await input.isDisabled()).toBe(false);
    expect(await design.isDisabled()).toBe(false);
    await design.click();
    expect(await picker.getByTestId('reference-count').textContent()).toBe('5 / 5 selected');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => references.getByRole('img').count()).toBe(5);

    // The message goes with all five references.
    const chatInput = editor.getByTestId('chat-input');
    await chatInput.fill('use these colours');
    await chatInput.press('Enter');
    await editor.getByTestId('chat-user-message').filter({ hasText: 'use these colours' }).waitFor();
    await expect.poll(() => references.getByRole('img').count()).toBe(0);
    await screenshot(page, 'editor-refs-desktop-03-sent');
    await page.waitForURL((url) => !!url.searchParams.get('conversationId'));
    const conversationId = new URL(page.url()).searchParams.get('conversationId');
    // The chip row clears at once (optimistic send); the server keeps the checked ids on the message.
    const attached = async () => {
      const { data } = await apiAs<{
        data: {
          messages: { type: string; metadata: { attachedAssetIds?: string[] } }[];
        };
      }>(baseUrl, token, 'GET', `/api/chat/conversations/${conversationId}`);
      return data.messages.filter((m) => m.type === 'user').at(-1)?.metadata.attachedAssetIds ?? [];
    };
    await expect.poll(async () => (await attached()).length, { timeout: 10_000 }).toBe(5);
    expect(await attached()).toContain(assetId);

    expect(problems).toEqual([]);
    await context.close();
  });
});
