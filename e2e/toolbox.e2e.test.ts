import { CHAT_MESSAGES, type Conversation, JUDGE_MESSAGES, TOOLBOX_TEXT } from '@packsmith/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Created {
  data: { designAction: { id: string; sessionId: string } };
}
interface SessionDetail {
  data: { designActions: { status: string; images: { assetId: string | null }[] }[] };
}

/** A generated packaging design in a new session (the local engine): its session and asset ids. */
async function generatedDesign(page: Page) {
  const token = await tokenOf(page);
  const { data } = await apiAs<Created>(baseUrl, token, 'POST', '/api/design-actions', {
    type: 'packaging-generation',
    metadata: { brand: 'Solbrew', packagingImage: 'drinks-can', prompt: 'Cold brew coffee', imageCount: 1 },
  });
  const sessionId = data.designAction.sessionId;
  let assetId: string | null = null;
  await expect
    .poll(
      async () => {
        const s = await apiAs<SessionDetail>(baseUrl, token, 'GET', `/api/design-sessions/${sessionId}`);
        assetId = s.data.designActions[0]?.images[0]?.assetId ?? null;
        return s.data.designActions[0]?.status;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('completed');
  return { token, sessionId, assetId: assetId as unknown as string };
}

const params = (page: Page) => new URL(page.url()).searchParams;
const cards = (dialog: Locator) => dialog.locator('[data-testid^="toolbox-option-"]');
/** Picks a filter chip (a visually hidden radio inside its label). */
const chip = (dialog: Locator, name: string) =>
  dialog.getByRole('radiogroup', { name: 'Filter the toolbox' }).getByText(name, { exact: true }).click();

describe('the toolbox', () => {
  it('opens from the URL, finds Replace logo, uploads a logo and the edit reaches the chat; print-ready reviews; Free upsell', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('toolbox'), {
      name: 'Tove Toolbox',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    const { token, sessionId, assetId } = await generatedDesign(page);
    // Sign-up's /users/me answers 404 until onboarding by design; the toolbox must be clean.
    problems.length = 0;

    await page.goto(`/dashboard/sessions/${sessionId}?toolbox=true`);
    const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
    await toolbox.getByText(TOOLBOX_TEXT.subtitle).waitFor();
    // Quick edits is the default chip; each card has a cost badge and its rendered picture.
    expect(await toolbox.getByRole('radio', { name: 'Quick edits' }).isChecked()).toBe(true);
    expect(
      await toolbox.getByTestId('toolbox-option-replace-logo').getByTestId('cost-badge').textContent(),
    ).toBe('5 credits');
    await expect
      .poll(() =>
        toolbox
          .locator('img')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as unknown as { naturalWidth: number }).naturalWidth > 0).length,
          ),
      )
      .toBeGreaterThanOrEqual(6);
    await screenshot(page, 'toolbox-desktop-01-quick-edits');

    await toolbox.getByRole('searchbox', { name: TOOLBOX_TEXT.search }).fill('LoGo');
    await expect.poll(() => cards(toolbox).count()).toBe(1);
    await toolbox.getByTestId('toolbox-option-replace-logo').click();
    const form = toolbox.getByRole('form', { name: 'Replace logo' });
    await form.waitFor();
    expect(params(page).get('tool')).toBe('replace-logo');
    // Browser back returns to the cards; forward shows the form again.
    await page.goBack();
    await toolbox.getByTestId('toolbox-option-replace-logo').waitFor();
    expect(params(page).get('tool')).toBeNull();
    await page.goForward();
    await form.waitFor();

    await form.getByRole('button', { name: /^Apply/ }).click();
    await form.getByText(CHAT_MESSAGES.descriptionRequired).waitFor();
    await form.getByText('Please upload a file').waitFor();
    await screenshot(page, 'toolbox-desktop-02-logo-errors');
    await form.getByLabel('Describe the logo').fill('Our new round logo');
    await form.locator('input[type=file]').setInputFiles({
      name: 'solbrew-logo.png',
      mimeType: 'image/png',
      buffer: makePng(160, 160, [230, 90, 40], [250, 200, 60]),
    });
    // Errors clear as fields are fixed: the file's message goes once it is uploaded and saved.
    await form.getByText(CHAT_MESSAGES.descriptionRequired).waitFor({ state: 'detached' });
    await form.getByText('Please upload a file').waitFor({ state: 'detached', timeout: 15_000 });
    const apply = form.getByRole('button', { name: 'Apply replace logo' });
    expect(await apply.isEnabled()).toBe(true);
    await screenshot(page, 'toolbox-desktop-03-logo-ready');
    await apply.click();
    await toolbox.waitFor({ state: 'detached' });
    expect(params(page).get('toolbox')).toBeNull();

    // The message reached the server with the processed logo; the edit is a new child asset.
    const conversation = async () =>
      (
        await apiAs<{ data: Conversation | null }>(
          baseUrl,
          token,
          'GET',
          `/api/chat/conversations/existing?sessionId=${sessionId}&assetId=${assetId}`,
        )
      ).data;
    await expect.poll(async () => (await conversation())?.assets.length ?? 0, { timeout: 30_000 }).toBe(1);
    const chat = (await conversation())!;
    const sent = chat.messages.find((m) => m.type === 'user');
    expect(sent?.content).toBe('Replace logo');
    const tool = (sent?.metadata ?? {}) as { toolbox?: { tool: string; logoAssetId: string } };
    const sentTool = tool.toolbox;
    expect(sentTool?.tool).toBe('replace-logo');
    const logo = await apiAs<{ data: { originalFileName: string } }>(
      baseUrl,
      token,
      'GET',
      `/api/assets/${sentTool?.logoAssetId}`,
    );
    expect(logo.data.originalFileName).toBe('solbrew-logo-processed.png');
    expect(chat.assets[0]?.parentId).toBe(assetId);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Replace logo' }).waitFor();
    await screenshot(page, 'toolbox-desktop-04-sent');

    // Print-ready services: the note and the four reviews, moved with the keyboard.
    await page.goto(`/dashboard/sessions/${sessionId}?toolbox=true&toolboxFilter=print-ready`);
    await toolbox.getByText(TOOLBOX_TEXT.printReadyNote).waitFor();
    const reviews = toolbox.getByRole('region', { name: 'Customer reviews' });
    await reviews.getByText('Review 1 of 4').waitFor({ state: 'attached' });
    await reviews.focus();
    await page.keyboard.press('ArrowRight');
    await reviews.getByText('Review 2 of 4').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await reviews.getByText('Review 4 of 4').waitFor({ state: 'attached' });
    expect(await toolbox.getByTestId('toolbox-option-front-and-back').getAttribute('href')).toBe(
      `/print-ready/front-and-back?assetId=${assetId}`,
    );
    expect(
      await toolbox.getByTestId('toolbox-option-front-and-back').getByTestId('cost-badge').textContent(),
    ).toBe('$100');
    await screenshot(page, 'toolbox-desktop-05-print-ready');

    // A Free user's Rate my design: the upsell.
    await chip(toolbox, 'Rate my design');
    await expect.poll(() => params(page).get('toolboxFilter')).toBe('rate-my-design');
    await toolbox.getByTestId('toolbox-option-rate-my-design').click();
    // the judge's own upsell dialog (one for the toolbox and /judge)
    const upsell = page.getByRole('dialog', { name: JUDGE_MESSAGES.upsellTitle });
    await upsell.getByRole('link', { name: JUDGE_MESSAGES.upsellAccept }).waitFor();
    await screenshot(page, 'toolbox-desktop-06-upsell');
    await upsell.getByRole('button', { name: JUDGE_MESSAGES.upsellDecline }).click();
    await upsell.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('at 390 px: the cards in one column, swipeable reviews, the upsell to /pricing, Zoom out at once', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('toolbox-phone'), {
      name: 'Pia Phone',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    const { token, sessionId, assetId } = await generatedDesign(page);
    problems.length = 0;
    await page.goto(`/dashboard/sessions/${sessionId}?toolbox=true`);
    const toolbox = page.getByRole('dialog', { name: TOOLBOX_TEXT.title });
    await toolbox.getByTestId('toolbox-option-zoom-out').waitFor();
    const widths = await cards(toolbox).evaluateAll((items) =>
      items.slice(0, 2).map((i) => i.getBoundingClientRect().width),
    );
    expect(widths[0]).toBeGreaterThan(300);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'toolbox-phone-01-cards');

    await chip(toolbox, 'Print-ready services');
    const reviews = toolbox.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    const box = (await reviews.boundingBox())!;
    const y = box.y + 40;
    await page.mouse.move(box.x + box.width - 30, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 30, y, { steps: 5 });
    await page.mouse.up();
    await reviews.getByText('Review 2 of 4').waitFor({ state: 'attached' });
    await screenshot(page, 'toolbox-phone-02-print-ready');

    await chip(toolbox, 'Rate my design');
    await toolbox.getByTestId('toolbox-option-rate-my-design').click();
    const upsell = page.getByRole('dialog', { name: JUDGE_MESSAGES.upsellTitle });
    await upsell.waitFor();
    await screenshot(page, 'toolbox-phone-03-upsell');
    const [pricing] = await Promise.all([
      context.waitForEvent('page'),
      upsell.getByRole('link', { name: JUDGE_MESSAGES.upsellAccept }).click(),
    ]);
    await pricing.waitForURL((url) => url.pathname === '/pricing');
    await pricing.close();
    await upsell.waitFor({ state: 'detached' });

    // Zoom out has no form: the toolbox closes and the message goes at once.
    await chip(toolbox, 'Quick edits');
    await toolbox.getByTestId('toolbox-option-zoom-out').click();
    await toolbox.waitFor({ state: 'detached' });
    const firstMessage = async () =>
      (
        await apiAs<{ data: Conversation | null }>(
          baseUrl,
          token,
          'GET',
          `/api/chat/conversations/existing?sessionId=${sessionId}&assetId=${assetId}`,
        )
      ).data?.messages[0];
    await expect.poll(firstMessage, { timeout: 10_000 }).toMatchObject({
      type: 'user',
      content: 'Zoom out',
      metadata: { toolbox: { tool: 'zoom-out' } },
    });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
