import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import {
  codeAfter,
  codeFromMailboxPage,
  completeOnboarding,
  enterCode,
  expectPath,
  signUpAndOnboard,
  submitEmail,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Panels every signed-in user sees (Extractor and Admin depend on role). */
const PANELS = ['generator', 'mockup', 'editor', 'inspire', 'collections', 'more'] as const;

describe('desktop (1280 px)', () => {
  it('signs up with a mailed code, onboards, explores the shell and signs out', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('ada');

    // A protected page sends a signed-out visitor to /login with the redirect.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await screenshot(page, 'desktop-01-login');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(page, '/sign-up');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await submitEmail(page, email);
    await page.getByLabel('Verification code').waitFor();
    await screenshot(page, 'desktop-02-code');

    // Read the code from the dev mailbox page in a second tab.
    const mailboxTab = await context.newPage();
    const code = await codeFromMailboxPage(mailboxTab, email);
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(mailboxTab, 'desktop-03-dev-mailbox');
    await mailboxTab.close();

    // A wrong code is refused with the server's message, then the right one signs in.
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await page.getByText('That code is not right').waitFor();
    await screenshot(page, 'desktop-04-wrong-code');
    await enterCode(page, code);

    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    // Signed in but not onboarded: the only way out is Sign out.
    await page.getByRole('button', { name: 'Continue to Packsmith' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please choose your role').waitFor();
    await page.getByText('Please choose when you plan to launch').waitFor();
    await screenshot(page, 'desktop-05-onboarding-errors', true);
    await completeOnboarding(
      page,
      { name: 'Ada Lovelace', jobRole: 'Founder / Business owner', timing: 'Within the next 48 hours' },
      () => screenshot(page, 'desktop-05b-onboarding-filled'),
    );

    await expectPath(page, '/dashboard');
    await expect.poll(() => page.getByTestId('greeting').textContent()).toContain('Ada');
    expect(await page.getByTestId('promo-banner').getAttribute('data-kind')).toBe('booking');
    await page.getByRole('link', { name: 'Book a call' }).waitFor();
    await page.getByText('No projects yet').waitFor();
    await screenshot(page, 'desktop-06-dashboard');

    // Role-gated items stay hidden for a founder who is not staff.
    expect(await page.locator('aside [data-nav=extractor]').count()).toBe(0);
    expect(await page.locator('aside [data-nav=admin]').count()).toBe(0);
    expect(await page.getByTestId('app-version').count()).toBe(0);

    // Each panel opens, and Escape closes it.
    for (const panel of PANELS) {
      await page.locator(`aside [data-nav=${panel}]`).click();
      const content = page.locator(`[data-panel=${panel}]`);
      await content.waitFor();
      await screenshot(page, `desktop-07-panel-${panel}`);
      await page.keyboard.press('Escape');
      await content.waitFor({ state: 'detached' });
    }
    // Clicking outside closes a panel too.
    await page.locator('aside [data-nav=generator]').click();
    await page.locator('[data-panel=generator]').waitFor();
    await page.mouse.click(900, 700);
    await page.locator('[data-panel=generator]').waitFor({ state: 'detached' });

    // Inspire tiles lead to the explore categories.
    await page.locator('aside [data-nav=inspire]').click();
    await page.locator('[data-panel=inspire]').getByRole('link', { name: 'Materials' }).click();
    await expectPath(page, '/explore/materials');
    await page.getByRole('heading', { level: 1, name: 'Materials' }).waitFor();
    expect(await page.locator('aside [data-nav=inspire]').getAttribute('data-active')).toBe('true');

    // The Edit home is a page of its own; the active item follows the path rule.
    await page.goto('/dashboard/edit');
    await page.getByRole('heading', { level: 1, name: 'Edits' }).waitFor();
    await page.getByText('No edits yet').waitFor();
    expect(await page.locator('aside [data-nav=editor]').getAttribute('data-active')).toBe('true');
    expect(await page.locator('aside [data-nav=home]').getAttribute('data-active')).toBe('false');
    // Route guards follow the menu: a founder has no Extractor item, and typing its address (or
    // the admin's) answers like any unknown page.
    expect(await page.locator('aside [data-nav=extractor]').count()).toBe(0);
    for (const path of [
      '/dashboard/extract',
      '/dashboard/extract/extractor',
      '/admin',
      '/admin/print-ready',
    ]) {
      await page.goto(path);
      await page.getByText('Page not found').first().waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Artwork extractions' }).count()).toBe(0);
    }
    await screenshot(page, 'desktop-08-extract-not-for-this-role');

    // The floating support button opens the chat dialog, and hides on session pages.
    await page.getByTestId('support-button').click();
    const chat = page.getByRole('dialog', { name: 'Talk to the Packsmith team' });
    await chat.waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    const sessionId = await page.evaluate<string>(`fetch('/api/design-sessions', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + localStorage.getItem('packsmith.token'), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Support check' }),
    }).then((r) => r.json()).then((b) => b.data.session.id)`);
    await page.goto(`/dashboard/sessions/${sessionId}`);
    await page.getByRole('heading', { level: 1, name: 'Support check' }).waitFor();
    expect(await page.getByTestId('support-button').count()).toBe(0);

    // The Create item opens the create dialog.
    await page.locator('aside [data-nav=create]').click();
    await page.getByRole('dialog', { name: 'Create new' }).waitFor();
    await screenshot(page, 'desktop-09-create-dialog');
    await page.keyboard.press('Escape');

    // Unknown pages and staff pages answer with the not-found page.
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'desktop-10-not-found');

    // The user popover, then sign out.
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByText('Manage account').waitFor();
    await page.getByRole('link', { name: 'Upgrade account' }).waitFor();
    await screenshot(page, 'desktop-11-user-menu');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate('localStorage.getItem("packsmith.token")')).toBeNull();

    // Signed out for real: protected pages bounce to login again.
    await page.goto('/dashboard/credits');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/credits');

    expect(problems.filter((p) => !p.includes('404') && !p.includes('400'))).toEqual([]);
    await context.close();
  });

  it('sends a blocked email to /login?blocked=1 with a clear notice', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/login?redirect=%2Fdashboard');
    await submitEmail(page, uniqueEmail('mallory', 'blocked.test'));
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('blocked') === '1');
    await page.getByText("This email can't be used").waitFor();
    await page.getByText('This email address cannot be used to sign in.').waitFor();
    await screenshot(page, 'desktop-12-blocked');
    await context.close();
  });

  it('shows staff the Admin item and the app version, and returns people to their redirect', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('grace', 'packsmith.app');
    await signUpAndOnboard(
      page,
      baseUrl,
      email,
      { name: 'Grace Hopper', jobRole: 'Graphic or Packaging Design', timing: 'Just exploring' },
      '/dashboard/generations',
    );
    await page.getByRole('heading', { level: 1, name: 'Generations' }).waitFor();
    await page.locator('aside [data-nav=more]').waitFor();
    await page.getByTestId('app-version').waitFor();
    // A designer sees the Extractor, and its panel opens like the others.
    await page.locator('aside [data-nav=extractor]').click();
    await page
      .locator('[data-panel=extractor]')
      .getByRole('link', { name: /extractor/i })
      .first()
      .waitFor();
    await screenshot(page, 'desktop-12b-extractor-panel');
    await page.keyboard.press('Escape');
    await page.locator('[data-panel=extractor]').waitFor({ state: 'detached' });
    // Staff who are also designers have more rail items than a laptop window holds: Admin is on
    // the rail when it fits, else the More panel lists it (the rail's overflow, from the bottom up).
    if (await page.locator('aside [data-nav=admin]').count()) {
      await page.locator('aside [data-nav=admin]').click();
      await page.locator('[data-panel=admin]').waitFor();
    } else {
      await page.locator('aside [data-nav=more]').click();
      await page.locator('[data-panel=more]').getByRole('link', { name: /Admin/ }).waitFor();
    }
    await screenshot(page, 'desktop-13-staff-admin-panel');
    await page.keyboard.press('Escape');
    await page.goto('/admin/generations');
    await page.getByRole('heading', { level: 1, name: 'Generations', exact: true }).waitFor();
    // A designer's menu shows the Extractor, and its address opens: the extractions list, empty at first.
    await page.goto('/dashboard/extract');
    await page.getByRole('heading', { level: 1, name: 'Artwork extractions' }).waitFor();
    await screenshot(page, 'desktop-08-extractions');

    // Signing in again on a fresh browser goes straight to the redirect target.
    const second = await openSession(browser(), baseUrl, 'desktop');
    await second.page.goto('/login?redirect=%2Fdashboard%2Fcredits');
    await enterCode(second.page, await codeAfter(baseUrl, email, () => submitEmail(second.page, email)));
    await expectPath(second.page, '/dashboard/credits');
    await second.context.close();
    await context.close();
  });
});

describe('phone (390 px)', () => {
  it('signs up, onboards and uses the mobile menu', async () => {
    const { context, page, problems } = await openSession(browser(), baseUrl, 'phone');
    const email = uniqueEmail('lin');

    await page.goto('/sign-up?referrer=newsletter');
    await screenshot(page, 'phone-01-sign-up');
    await enterCode(page, await codeAfter(baseUrl, email, () => submitEmail(page, email)));
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(new URL(page.url()).searchParams.get('referrer')).toBe('newsletter');
    await page.getByLabel('Your name').waitFor();
    await screenshot(page, 'phone-02-onboarding');
    await completeOnboarding(page, {
      name: 'Lin Wei',
      jobRole: 'Graphic or Packaging Design',
      timing: 'Just exploring',
    });
    await expectPath(page, '/dashboard');
    expect(await page.getByTestId('promo-banner').getAttribute('data-kind')).toBe('create');
    await page.getByText('Create Something Iconic Today!').waitFor();
    await screenshot(page, 'phone-03-dashboard');
    // Typed addresses follow the menu rules on a phone too: the designer's Extractor opens, Admin does not.
    await page.goto('/dashboard/extract');
    await page.getByRole('heading', { level: 1, name: 'Artwork extractions' }).waitFor();
    await page.goto('/admin');
    await page.getByText('Page not found').first().waitFor();
    await screenshot(page, 'phone-03b-admin-not-found');
    await page.goto('/dashboard');
    await page.getByText('Create Something Iconic Today!').waitFor();

    // No rail on phones: the menu button opens the drawer.
    expect(await page.locator('aside').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.locator('[data-mobile-nav]');
    await menu.waitFor();
    await menu.locator('[data-nav=extractor]').waitFor();
    await menu.locator('[data-nav=live-chat]').waitFor();
    await screenshot(page, 'phone-04-menu');

    // Every panel expands in place (one at a time) and folds again.
    for (const panel of [...PANELS, 'extractor'] as const) {
      const row = menu.locator(`[data-nav=${panel}]`);
      await row.click();
      await menu.locator(`[data-panel=${panel}]`).waitFor();
      expect(await row.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.locator('[data-panel]').count()).toBe(1);
      if (panel === 'generator') {
        await menu.getByRole('link', { name: 'Launch generator' }).waitFor();
        await screenshot(page, 'phone-05-menu-generator');
      }
    }
    await menu.locator('[data-nav=extractor]').click();
    await menu.locator('[data-panel]').waitFor({ state: 'detached' });
    await menu.locator('[data-nav=inspire]').click();
    await menu.getByRole('link', { name: 'Styles' }).waitFor();
    // Escape closes the whole menu; the button opens it again.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByTestId('mobile-menu-button').click();
    await menu.waitFor();

    // Live chat opens its dialog; Escape closes it.
    await menu.locator('[data-nav=live-chat]').click();
    const chat = page.getByRole('dialog', { name: 'Talk to the Packsmith team' });
    await chat.waitFor();
    await screenshot(page, 'phone-06-live-chat');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });

    // Navigate from the menu; it closes on arrival.
    await page.getByTestId('mobile-menu-button').click();
    await menu.locator('[data-nav=projects]').click();
    await expectPath(page, '/dashboard/projects');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByText('No projects yet').waitFor();
    await screenshot(page, 'phone-07-projects');

    await page.goto('/legal/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await screenshot(page, 'phone-08-privacy');

    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByText('Manage account').waitFor();
    await screenshot(page, 'phone-09-user-menu');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await page.getByTestId('mobile-menu-button').waitFor({ state: 'detached' });
    await screenshot(page, 'phone-10-signed-out');

    expect(problems.filter((p) => !p.includes('404') && !p.includes('400'))).toEqual([]);
    await context.close();
  });
});
