import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, VIEWPORTS } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail, uploadAs } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Issue 32 item 3: the collection page's search box narrows its images (server-side `filters`). */
async function journey(viewport: keyof typeof VIEWPORTS) {
  const { page, problems } = await openSession(browser(), baseUrl, viewport);
  // Before onboarding /api/users/me answers 404 (that is how the app finds onboarding): no other 404.
  const notFound: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
  });
  await signUpAndOnboard(page, baseUrl, uniqueEmail(`col-search-${viewport}`), {
    name: 'Sam Searcher',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const token = await tokenOf(page);
  const upload = (name: string, colour: number[]) =>
    uploadAs(baseUrl, token, {
      name,
      type: 'image/png',
      bytes: makePng(160, 160, colour, [240, 240, 240]),
      category: 'EDIT IMAGE UPLOAD',
    });
  const assetIds = [
    await upload('lemon-soda-can.png', [230, 200, 40]),
    await upload('oat-milk-carton.png', [200, 180, 150]),
    await upload('lemon-tart-box.png', [250, 220, 90]),
  ];
  const { data } = await apiAs<{ data: { id: string } }>(baseUrl, token, 'POST', '/api/assets/collections', {
    name: 'Spring launch',
  });
  await apiAs(baseUrl, token, 'POST', `/api/assets/collections/${data.id}/items/add`, { assetIds });

  await page.goto(`/dashboard/collections/${data.id}`);
  const images = page.getByTestId('collection-images').locator('li');
  await expect.poll(() => images.count()).toBe(3);
  const search = page.getByTestId('collection-search');
  await search.fill('lemon');
  await expect.poll(() => images.count()).toBe(2);
  const names = await images
    .getByRole('button', { name: /^Open/ })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names.every((n) => n?.toLowerCase().includes('lemon'))).toBe(true);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await screenshot(page, `collections-search-${viewport}-01-lemon`);
  await search.fill('pineapple');
  await page.getByText('No images match your search').waitFor();
  await screenshot(page, `collections-search-${viewport}-02-none`);
  await search.fill('');
  await expect.poll(() => images.count()).toBe(3);
  expect(notFound.filter((p) => p !== '/api/users/me')).toEqual([]);
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
}

describe('collection search', () => {
  it('desktop: the search box narrows the collection to matching images', async () => {
    await journey('desktop');
  }, 90_000);

  it('phone (390 px): the same', async () => {
    await journey('phone');
  }, 90_000);
});
