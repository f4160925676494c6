import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { expectPath, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A session token straight from the API, as the Google callback would hand over. */
async function apiToken(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const before = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as { data: unknown[] };
  expect((await post('/api/auth/code/request', { email })).status).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const { data } = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as {
      data: { to: string; text: string }[];
    };
    if (data.length > before.data.length) code = data.find((m) => m.to === email)?.text.match(/\d{6}/)?.[0];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const res = await post('/api/auth/code/verify', { email, code });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('signed-out visitors', () => {
  it('see the public shell with "Login or sign up", and protected actions send them to login', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/explore');
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    await page.getByTestId('login-or-sign-up').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await screenshot(page, 'desktop-20-anonymous-explore');

    // Creating a collection needs an account.
    await page.locator('aside [data-nav=collections]').click();
    await page
      .locator('[data-panel=collections]')
      .getByRole('button', { name: 'Create new collection' })
      .click();
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/explore');

    // The mockup launch goes to the public mockup page.
    await page.goto('/legal/platform-terms-of-use');
    await page.locator('aside [data-nav=mockup]').click();
    await page.locator('[data-panel=mockup]').getByRole('link', { name: 'Launch mockup' }).click();
    await expectPath(page, '/action/mockup');
    await page.getByTestId('mockup-step-artworks').waitFor();

    // Protected routes and staff routes redirect with the encoded path.
    await page.goto('/dashboard/sessions/abc?assetId=1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/sessions/abc?assetId=1');
    await page.goto('/admin/collections');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/collections');
    await context.close();
  });

  it('fit the phone top bar', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'phone');
    await page.goto('/explore');
    await page.getByTestId('login-or-sign-up').waitFor();
    await screenshot(page, 'phone-20-anonymous-explore');
    const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
    await context.close();
  });
});

describe('Google callback route', () => {
  it('stores the token, strips the hash and sends a new account to onboarding with the redirect', async () => {
    const token = await apiToken(uniqueEmail('oidc'));
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto(`/auth/callback#token=${token}&onboarded=false&redirect=%2Fpricing`);
    await expectPath(page, '/onboarding');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pricing');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate('localStorage.getItem("packsmith.token")')).toBe(token);

    // Signed in but not onboarded: the shell offers only Sign out.
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.getByTestId('login-or-sign-up').count()).toBe(0);
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await screenshot(page, 'desktop-21-needs-onboarding');
    await context.close();
  });

  it('goes back to /login?error=google without a token', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    await page.goto('/auth/callback');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'google');
    await page.getByText('Google sign-in failed. Please try again.').waitFor();
    await context.close();
  });
});

describe('app-wide checks on /api/meta.json', () => {
  it('shows the maintenance page when the server says so', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    await page.route('**/api/meta.json', (route) =>
      route.fulfill({ json: { version: '3.0.0', maintenance: true } }),
    );
    await page.goto('/login');
    await page.getByRole('heading', { name: "We'll be back soon!" }).waitFor();
    await screenshot(page, 'desktop-22-maintenance');
    await context.close();
  });

  it('reloads once when the server major version is ahead, after a route change', async () => {
    const { context, page } = await openSession(browser(), baseUrl, 'desktop');
    let metaCalls = 0;
    let ahead = false;
    await page.route('**/api/meta.json', (route) => {
      metaCalls++;
      return route.fulfill({ json: { version: ahead ? '4.0.0' : '3.0.0', maintenance: false } });
    });
    await page.goto('/explore');
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    const callsBefore = metaCalls;
    ahead = true;
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('link', { name: /Styles/ })
      .first()
      .click();
    await reloaded;
    expect(metaCalls).toBeGreaterThan(callsBefore);
    await expectPath(page, '/explore/styles');
    // Only once: the next route change does not reload again.
    const navigations: string[] = [];
    page.on('load', () => navigations.push(page.url()));
    await page.locator('main').getByRole('link', { name: 'Explore', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/explore');
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await context.close();
  });
});
