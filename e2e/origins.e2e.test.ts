import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import {
  apiAs,
  expectImagesLoaded,
  generateImagery,
  signUpAndOnboard,
  tokenOf,
  uniqueEmail,
} from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

/** The server's PUBLIC_URL (global-setup sets it to 127.0.0.1)… */
const baseUrl = inject('baseUrl');
/** …and the same server by another name, as a LAN address or a proxy would give it. */
const otherOrigin = baseUrl.replace('127.0.0.1', 'localhost');
const browser = useBrowser();

const PROMPT = 'A lemon soda can on a sunny beach';

const cspProblems = (problems: string[]) => problems.filter((p) => /Content Security Policy/i.test(p));

describe('the app opened on any origin of the same server', () => {
  it('shows generated images by 127.0.0.1 and by localhost, with no CSP errors', async () => {
    expect(new URL(otherOrigin).origin).not.toBe(new URL(baseUrl).origin);

    // On PUBLIC_URL's origin: a new Free user (public, watermarked images) makes AI imagery.
    const first = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(first.page, baseUrl, uniqueEmail('origins'), {
      name: 'Otto Origin',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await first.page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
    const sessionId = await generateImagery(first.page, PROMPT, 2);
    await expectImagesLoaded(first.page, '[data-testid=session-image] img', 2);
    await screenshot(first.page, 'origins-desktop-01-127.0.0.1-session');
    const token = await tokenOf(first.page);

    // The API hands out file URLs as paths: they belong to whichever origin the page is on.
    const { data } = await apiAs<{
      data: { designActions: { images: { url: string | null; thumbnailUrl: string | null }[] }[] };
    }>(baseUrl, token, 'GET', `/api/design-sessions/${sessionId}`);
    const urls = data.designActions.flatMap((a) => a.images.flatMap((i) => [i.url, i.thumbnailUrl]));
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(url).toMatch(/^\/api\/files\/public\//);

    // The same server as localhost, on a phone: the session's images and the project's thumbnail.
    const second = await openSession(browser(), otherOrigin, 'phone');
    await second.page.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    await second.page.goto(`/dashboard/sessions/${sessionId}`);
    expect(new URL(second.page.url()).origin).toBe(otherOrigin);
    await second.page.getByRole('heading', { level: 1, name: PROMPT }).waitFor();
    await expectImagesLoaded(second.page, '[data-testid=session-image] img', 2);
    await screenshot(second.page, 'origins-phone-02-localhost-session', true);
    await second.page.goto('/dashboard/projects');
    const card = second.page.getByTestId('project-card').filter({ hasText: PROMPT });
    await card.waitFor();
    await expectImagesLoaded(second.page, '[data-testid=project-card] img', 1);
    await screenshot(second.page, 'origins-phone-03-localhost-projects');

    expect(cspProblems(first.problems)).toEqual([]);
    expect(cspProblems(second.problems)).toEqual([]);
    // Signing up asks for the profile before it exists (/api/users/me answers 404 until onboarding).
    expect(first.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
