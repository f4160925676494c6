import type { SearchResponse } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type VIEWPORTS } from './support/browser.ts';
import { apiAs, expectImagesLoaded, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A word the index surely matches at least twice (the journey looks at two tiles): the library is
 * indexed in the background from first start, so wait for a first design, then take the longest
 * word of its title that finds two results (a brand name may be the only one of its kind).
 */
async function wordInTheIndex(token: string): Promise<string> {
  let word = '';
  await expect
    .poll(
      async () => {
        const found = await apiAs<SearchResponse>(baseUrl, token, 'GET', '/api/search?limit=1');
        const words = (found.data[0]?.title ?? '')
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length > 2)
          .sort((a, b) => b.length - a.length);
        for (const candidate of words) {
          const q = encodeURIComponent(candidate);
          const hits = await apiAs<SearchResponse>(baseUrl, token, 'GET', `/api/search?q=${q}&limit=2`);
          if (hits.totalCount >= 2) {
            word = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe(true);
  return word;
}

async function searchFromInspire(page: Page, viewport: keyof typeof VIEWPORTS, word: string) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('[data-mobile-nav] [data-nav=inspire]').click();
    await page
      .locator('[data-mobile-nav] [data-panel=inspire]')
      .getByRole('button', { name: /Search inspiration/ })
      .click();
  } else {
    await page.locator('aside [data-nav=inspire]').click();
    await page
      .locator('[data-panel=inspire]')
      .getByRole('button', { name: /Search inspiration/ })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search inspiration' });
  await dialog.getByLabel('Search prompt').fill(word);
  await dialog.getByLabel('Search prompt').press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
  await dialog.waitFor({ state: 'detached' });
}

/** The colour with the most results for the current search, picked from the Colours multi-select. */
async function pickBusiestColour(page: Page): Promise<string> {
  await page.getByTestId('facet-colours').click();
  const group = page.getByRole('group', { name: 'Colours' });
  await group.locator('label').first().waitFor();
  const counts = await group.locator('label').evaluateAll((labels) =>
    labels.map((l) => ({
      value: l.getAttribute('data-value') ?? '',
      count: Number(l.getAttribute('data-count') ?? 0),
    })),
  );
  const busiest = counts.sort((a, b) => b.count - a.count)[0]!;
  expect(busiest.count).toBeGreaterThan(0);
  await group.locator(`label[data-value="${busiest.value}"]`).click();
  return busiest.value;
}

async function journey(viewport: keyof typeof VIEWPORTS, tag: string) {
  const { page, context, problems } = await openSession(browser(), baseUrl, viewport);
  await signUpAndOnboard(page, baseUrl, uniqueEmail(tag), {
    name: 'Sam Searcher',
    jobRole: 'Marketing',
    timing: 'Just exploring',
  });
  const token = await tokenOf(page);
  const collection = await apiAs<{ data: { id: string } }>(
    baseUrl,
    token,
    'POST',
    '/api/assets/collections',
    {
      name: `Found ${tag}`,
    },
  );
  const word = await wordInTheIndex(token);

  await searchFromInspire(page, viewport, word);
  const results = page.getByTestId('search-result');
  await results.first().waitFor({ timeout: 30_000 });
  // Real pixels in the first tiles (the rest load lazily as they scroll into view).
  await expectImagesLoaded(page, '[data-testid=search-result]:nth-child(-n+2) img', 2);
  await screenshot(page, `search-${tag}-01-results`);

  // A colour filter re-submits at once and lights the Filters dot.
  await page.getByTestId('filters-toggle').click();
  const colour = await pickBusiestColour(page);
  await page.waitForURL((url) => url.searchParams.get('colours') === colour);
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  await page.keyboard.press('Escape');
  await page.getByTestId('filters-dot').waitFor();
  await results.first().waitFor();
  await screenshot(page, `search-${tag}-02-colour-filter`);

  await results.first().click();
  const preview = page.getByRole('dialog');
  await preview.getByTestId('result-preview').waitFor();
  await screenshot(page, `search-${tag}-03-preview`);
  await preview.getByTestId('add-to-collection').click();
  const adder = page.getByRole('dialog', { name: 'Add to collection' });
  await adder.getByText(`Found ${tag}`).click();
  await screenshot(page, `search-${tag}-04-add-to-collection`);
  await adder.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Added to the collection').waitFor();
  await adder.waitFor({ state: 'detached' });

  const items = await apiAs<{ data: unknown[]; totalCount: number }>(
    baseUrl,
    token,
    'GET',
    `/api/assets/collections/${collection.data.id}/items`,
  );
  expect(items.totalCount).toBe(1);
  // Before onboarding /api/users/me answers 404 (that is how the app finds onboarding).
  expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  await context.close();
}

describe('search and inspiration', () => {
  it('searches from the Inspire panel, filters by colour, opens a result and collects it (desktop)', async () => {
    await journey('desktop', 'desk');
  });

  it('does the same on a 390 px phone', async () => {
    await journey('phone', 'phone');
  });
});
