import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import { uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();

/** The blurry-previews flag for everyone (on) or its default (off, the row removed). */
async function setBlurry(on: boolean) {
  const db = await connectDb(databaseUrl);
  try {
    if (on)
      await db.query(
        `insert into feature_flags (key, audience) values ('blurry-previews', $1)
         on conflict (key) do update set audience = excluded.audience`,
        [JSON.stringify({ everyone: true, staff: false, tiers: [], userIds: [], percentage: 0 })],
      );
    else await db.query(`delete from feature_flags where key = 'blurry-previews'`);
  } finally {
    await db.end();
  }
}

describe('blurry previews', () => {
  it('a logged-out launch shows its first concept blurred by the server, with a sign-up call to action (1280 and 390)', async () => {
    await setBlurry(true);
    // the flags table is re-read every 2 s
    await new Promise((r) => setTimeout(r, 2_100));
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    try {
      const email = uniqueEmail('blurry');
      await page.goto('/action/generate-packaging-design');
      await page.getByLabel('Brand name').fill('Harbour Oats');
      await page.getByTestId('generator-form').locator('[data-template=drinks-can]').click();
      await page.getByLabel('Your email').fill(email);
      await page.getByTestId('generate').click();
      const sent = page.getByTestId('launch-sent');
      await sent.getByText(email).first().waitFor({ timeout: 60_000 });
      const preview = sent.getByTestId('launch-preview');
      await expect
        .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
          // drawn in the render process on first request: slow on a loaded machine
          timeout: 90_000,
        })
        .toBe(480);
      // The bytes the browser got are the server's WebP (no CSS blur on the element).
      const src = (await preview.getAttribute('src'))!;
      const res = await page.request.get(src);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect(
        await page.evaluate(
          "getComputedStyle(document.querySelector('[data-testid=launch-preview]')).filter",
        ),
      ).toBe('none');
      await sent.getByText('Sign up to see it sharp').waitFor();
      await sent.getByRole('link', { name: 'Sign up to see your concepts' }).waitFor();
      await screenshot(page, 'blurry-desktop-01-launch-preview');

      await page.setViewportSize({ width: 390, height: 844 });
      await preview.scrollIntoViewIfNeeded();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'blurry-phone-01-launch-preview', true);
      expect(problems.filter((p) => !/status of (400|404)/.test(p))).toEqual([]);
    } finally {
      await setBlurry(false);
      await new Promise((r) => setTimeout(r, 2_100));
      await context.close();
    }
  }, 150_000);
});
