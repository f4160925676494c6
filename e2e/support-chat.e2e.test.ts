import { EXIT_SURVEY_MESSAGES } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot, VIEWPORTS } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();
const person = { name: 'Cara Customer', jobRole: 'Marketing', timing: 'Just exploring' };
const helper = { name: 'Sol Support', jobRole: 'Marketing', timing: 'Just exploring' };

/** Opens the Live chat as the viewport offers it: the floating button, or the footer link on phones. */
async function openChat(page: Page, viewport: keyof typeof VIEWPORTS) {
  await page.getByTestId(viewport === 'phone' ? 'support-footer-link' : 'support-button').click();
  const dialog = page.getByRole('dialog', { name: 'Talk to the Packsmith team' });
  await dialog.getByTestId('support-chat').waitFor();
  return dialog;
}

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox`);
  const { data } = (await res.json()) as { data: { to: string; subject: string; text: string }[] };
  return data.filter((m) => m.to === address);
}

describe('live support chat', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: the person writes, staff see it unread and answer, the answer arrives live`, async () => {
      const user = await openSession(browser(), baseUrl, viewport);
      const staff = await openSession(browser(), baseUrl, viewport);
      const email = uniqueEmail(`chat-${viewport}`);
      await signUpAndOnboard(user.page, baseUrl, email, person);
      await signUpAndOnboard(
        staff.page,
        baseUrl,
        uniqueEmail(`chat-staff-${viewport}`, STAFF_DOMAIN),
        helper,
      );
      await user.page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });

      // Staff have the inbox open before the message exists: it must arrive live.
      const admin = staff.page;
      await admin.goto('/admin/support');
      await admin.getByRole('heading', { name: 'Support' }).waitFor();

      const page = user.page;
      let chat = await openChat(page, viewport);
      await chat.getByText('Ask us anything').waitFor();
      await screenshot(page, `support-chat-${viewport}-01-empty`);
      // A blank message cannot be sent.
      expect(await chat.getByTestId('support-send').isDisabled()).toBe(true);
      const question = `Can I change the flavour text after printing? (${viewport})`;
      await chat.getByTestId('support-input').fill(question);
      await chat.getByTestId('support-input').press('Enter');
      await chat.getByTestId('support-message').filter({ hasText: question }).waitFor();
      expect(await chat.getByTestId('support-input').inputValue()).toBe('');
      await screenshot(page, `support-chat-${viewport}-02-sent`);

      // Staff: the conversation appears with 1 unread, without a reload.
      const row = admin.getByTestId('support-conversation').filter({ hasText: email });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByTestId('support-conversation-unread').textContent()).toBe('1');
      await screenshot(admin, `support-admin-${viewport}-01-inbox`);
      await expect
        .poll(async () => (await mailsTo(`support@${STAFF_DOMAIN}`)).some((m) => m.text.includes(question)), {
          timeout: 15_000,
        })
        .toBe(true);

      if (viewport === 'desktop') {
        // The person closes the chat: the team's answer shows as an unread badge on the button.
        await page.keyboard.press('Escape');
        await chat.waitFor({ state: 'detached' });
      }

      await row.click();
      const thread = admin.getByTestId('support-thread');
      await thread.getByTestId('support-message').filter({ hasText: question }).waitFor();
      await expect.poll(() => row.getAttribute('data-unread'), { timeout: 15_000 }).toBe('0');
      const answer = `Yes, until the order starts. (${viewport})`;
      await thread.getByTestId('support-input').fill(answer);
      await thread.getByTestId('support-send').click();
      await thread.getByTestId('support-message').filter({ hasText: answer }).waitFor();
      await screenshot(admin, `support-admin-${viewport}-02-answered`);

      if (viewport === 'desktop') {
        const badge = page.getByTestId('support-button').getByTestId('support-unread');
        await badge.waitFor({ timeout: 15_000 });
        expect(await badge.textContent()).toBe('1');
        await screenshot(page, `support-chat-${viewport}-03-unread-badge`);
        chat = await openChat(page, viewport);
        await badge.waitFor({ state: 'detached', timeout: 10_000 });
      }
      // The answer is in the person's chat, live: the page was never reloaded.
      const reply = chat.getByTestId('support-message').filter({ hasText: answer });
      await reply.waitFor({ timeout: 15_000 });
      expect(await reply.getAttribute('data-author')).toBe('staff');
      expect(await reply.textContent()).toContain('Sol Support');
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
      await screenshot(page, `support-chat-${viewport}-04-answer-live`);
      expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );

      await user.context.close();
      await staff.context.close();
    });
  }

  it('with Crisp configured: its script loads only when the chat is first opened, then opens the widget', async () => {
    // The e2e server runs without CRISP_WEBSITE_ID, so its page policy rightly blocks Crisp's
    // origin; the policy with Crisp let in is checked in support.test.ts.
    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.desktop,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signUpAndOnboard(page, baseUrl, uniqueEmail('crisp'), person);
    await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    // The installation's answer with CRISP_WEBSITE_ID set (server side: support.test.ts), and a
    // local stand-in for Crisp's loader that behaves like it: it replaces the $crisp queue.
    await page.route('**/api/support/config', (route) =>
      route.fulfill({ json: { data: { driver: 'crisp', crispWebsiteId: 'e2e-website-id' } } }),
    );
    let scriptRequests = 0;
    await page.route('https://client.crisp.chat/l.js', (route) => {
      scriptRequests++;
      return route.fulfill({
        contentType: 'application/javascript',
        body: `(function () {
          var queued = window.$crisp || [];
          var seen = (window.__crispSeen = []);
          setTimeout(function () {
            window.$crisp = { push: function (c) { seen.push(c); }, is: function () { return true; } };
            queued.forEach(function (c) { seen.push(c); });
          }, 300);
        })();`,
      });
    });
    await page.goto('/dashboard/credits');
    await page.getByTestId('support-button').hover();
    expect(await page.locator('script[src*="client.crisp.chat"]').count()).toBe(0);
    expect(scriptRequests).toBe(0);

    await page.getByTestId('support-button').click();
    await expect.poll(() => scriptRequests, { timeout: 10_000 }).toBe(1);
    expect(await page.locator('script[src*="client.crisp.chat"]').count()).toBe(1);
    // The dialog shows while the widget starts, and closes once Crisp has taken over.
    await expect
      .poll(() => page.evaluate('JSON.stringify(window.__crispSeen ?? [])'), { timeout: 10_000 })
      .toContain('"chat:open"');
    await page
      .getByRole('dialog', { name: 'Talk to the Packsmith team' })
      .waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.evaluate('window.CRISP_WEBSITE_ID')).toBe('e2e-website-id');
    // A second opening reuses the loaded widget: opened again, no second script.
    await page.getByTestId('support-button').click();
    const opens = `(window.__crispSeen ?? []).filter((c) => c[1] === 'chat:open').length`;
    await expect.poll(() => page.evaluate(opens), { timeout: 10_000 }).toBe(2);
    expect(scriptRequests).toBe(1);
    await context.close();
  });

  it('exit survey: moving down asks why; staff read the answer with the plan that was left', async () => {
    const user = await openSession(browser(), baseUrl, 'desktop');
    const staff = await openSession(browser(), baseUrl, 'phone');
    const email = uniqueEmail('exit');
    await signUpAndOnboard(user.page, baseUrl, email, person);
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('exit-staff', STAFF_DOMAIN), helper);
    const db = await connectDb(databaseUrl);
    try {
      await db.query(`update users set tier = 'growth' where email = $1`, [email]);
    } finally {
      await db.end();
    }

    const page = user.page;
    await page.goto('/pricing');
    await page.getByTestId('plan-growth-current').waitFor();
    await page.getByTestId('plan-starter-switch').click();
    const dialog = page.getByRole('dialog', { name: 'Before you switch to Starter' });
    const survey = dialog.getByTestId('exit-survey');
    await survey.waitFor();
    // No reason: the form says so and stays.
    await survey.getByTestId('exit-survey-submit').click();
    await survey.getByText(EXIT_SURVEY_MESSAGES.reason).waitFor();
    await survey.getByText('It is too expensive').click();
    await survey.getByLabel(/Anything else/).fill('Our launch budget ran out.');
    await screenshot(page, 'exit-survey-desktop-01-asked');
    await survey.getByTestId('exit-survey-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'), { timeout: 15_000 });

    // Cancelling from the Free card asks too, then hands over to the team in the live chat.
    await page.goto('/pricing');
    await page.getByTestId('plan-cancel').click();
    const cancel = page.getByRole('dialog', { name: 'Before you cancel' });
    await cancel.getByText('My project is finished').click();
    await cancel.getByTestId('exit-survey-submit').click();
    await page
      .getByRole('dialog', { name: 'Talk to the Packsmith team' })
      .getByTestId('support-chat')
      .waitFor();
    await screenshot(page, 'exit-survey-desktop-02-cancel-to-chat');

    const admin = staff.page;
    await admin.goto('/admin/exit-surveys');
    const answers = admin.getByTestId('exit-survey-answer').filter({ hasText: email });
    await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(2);
    const texts = await answers.allTextContents();
    expect(
      texts.some(
        (t) =>
          t.includes('It is too expensive') &&
          t.includes('Growth → Starter') &&
          t.includes('Our launch budget ran out.'),
      ),
    ).toBe(true);
    expect(
      texts.some((t) => t.includes('My project is finished') && t.includes('Growth → Cancelled (Free)')),
    ).toBe(true);
    expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(admin, 'exit-survey-phone-03-admin-answers', true);
    await user.context.close();
    await staff.context.close();
  });
});
