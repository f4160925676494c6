import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import { apiAs, expectImagesLoaded, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();

/** Expected noise: /users/me 404 before onboarding. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));
const profile = { name: 'Sam Staff', jobRole: 'Marketing', timing: 'Just exploring' };

interface Action {
  id: string;
  status: string;
  designVariationId: string | null;
  images: { assetId: string | null }[];
}

/** Waits until the maker's design action has finished. */
async function finished(token: string, id: string): Promise<Action> {
  let action: Action | undefined;
  await expect
    .poll(
      async () => {
        action = (await apiAs<{ data: Action }>(baseUrl, token, 'GET', `/api/design-actions/${id}`)).data;
        return action.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return action!;
}

const balanceOf = async (token: string) =>
  (await apiAs<{ data: { balance: number } }>(baseUrl, token, 'GET', '/api/credits/balance')).data.balance;

const generate = async (token: string, brand: string) =>
  (
    await apiAs<{ data: { designAction: Action } }>(baseUrl, token, 'POST', '/api/spring/generation', {
      brand,
      packagingImage: 'pouch',
      imageCount: 1,
    })
  ).data.designAction;

/** Opens one of the admin lists from /admin and searches it. */
async function openList(page: Page, link: string, heading: string, search: string) {
  await page.goto('/admin');
  await page
    .locator('main')
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .click();
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
}

const rowNamed = (page: Page, testId: string, text: string): Locator =>
  page.getByTestId(testId).filter({ hasText: text });

describe('admin design generations and variations', () => {
  it('staff sees both lists with their images and cancels then retries a stuck generation, credits moving once', async () => {
    const maker = await openSession(browser(), baseUrl, 'desktop');
    const desk = await openSession(browser(), baseUrl, 'desktop');
    const phone = await openSession(browser(), baseUrl, 'phone');
    const db = await connectDb(databaseUrl);
    const locker = await connectDb(databaseUrl);
    try {
      const email = uniqueEmail('work-lists-maker');
      await signUpAndOnboard(maker.page, baseUrl, email, { ...profile, name: 'Mia Maker' }, '/dashboard');
      const token = await tokenOf(maker.page);
      await finished(token, (await generate(token, 'Harbour Tins')).id);
      const imagery = await apiAs<{ data: { designAction: Action } }>(
        baseUrl,
        token,
        'POST',
        '/api/design-actions',
        {
          type: 'ai-imagery',
          metadata: { prompt: 'a lemon on a blue plate', imageCount: 1 },
        },
      );
      const source = (await finished(token, imagery.data.designAction.id)).images[0]!.assetId!;
      const range = await apiAs<{ data: { designAction: Action } }>(
        baseUrl,
        token,
        'POST',
        '/api/design-actions',
        {
          type: 'variant-range',
          metadata: { sourceAssetId: source, userInstructions: 'citrus stripes', imageCount: 1 },
        },
      );
      await finished(token, range.data.designAction.id);
      await signUpAndOnboard(
        desk.page,
        baseUrl,
        uniqueEmail('work-lists-staff', STAFF_DOMAIN),
        profile,
        '/dashboard',
      );
      await signUpAndOnboard(
        phone.page,
        baseUrl,
        uniqueEmail('work-lists-phone', STAFF_DOMAIN),
        profile,
        '/dashboard',
      );

      // A worker stuck mid-run: its rendered image cannot be stored while the stored files table is locked.
      const before = await balanceOf(token);
      await locker.query('begin');
      await locker.query('lock table stored_files in exclusive mode');
      const stuck = await generate(token, 'Stuck Pouch');
      const cost = before - (await balanceOf(token));
      expect(cost).toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            (await db.query('select status from design_actions where id = $1', [stuck.id])).rows[0]?.status,
          {
            timeout: 30_000,
          },
        )
        .toBe('generating');
      await db.query(`update design_actions set last_updated_at = now() - interval '2 hours' where id = $1`, [
        stuck.id,
      ]);

      // Desktop: both generations of the maker, one finished with its image, one stalled.
      await openList(desk.page, 'Design generations', 'Design generations', email);
      await desk.page.getByText('Showing 1–2 of 2').waitFor();
      const done = rowNamed(desk.page, 'design-generation-row', 'Harbour Tins');
      expect(await done.textContent()).toContain('Completed');
      expect(await done.textContent()).toContain('local');
      await expectImagesLoaded(
        desk.page,
        '[data-testid=design-generation-row] [data-testid=list-thumbnail]',
        1,
      );
      const row = rowNamed(desk.page, 'design-generation-row', 'Stuck Pouch');
      expect(await row.textContent()).toContain('Stalled');
      await screenshot(desk.page, 'admin-design-generations-stalled-desktop', true);

      await row.getByRole('button', { name: 'Cancel' }).click();
      const confirm = desk.page.getByRole('dialog', { name: 'Cancel this generation?' });
      await confirm.getByRole('button', { name: 'Cancel generation' }).click();
      await desk.page.getByText('The generation was cancelled and its credits released.').waitFor();
      await expect.poll(() => row.textContent()).toContain('Error');
      expect(await balanceOf(token)).toBe(before);

      // The stuck worker carries on once it can store, and finds the generation cancelled.
      const runningJobs = async () =>
        (
          await db.query(
            `select count(*)::int as n from pgboss.job
             where name = 'design-action' and singleton_key = $1 and state in ('created', 'retry', 'active')`,
            [stuck.id],
          )
        ).rows[0].n as number;
      expect(await runningJobs()).toBe(1);
      await locker.query('commit');
      await expect.poll(runningJobs, { timeout: 30_000 }).toBe(0);
      expect(await balanceOf(token)).toBe(before);
      expect(
        (await db.query('select status from design_actions where id = $1', [stuck.id])).rows[0].status,
      ).toBe('error');

      await row.getByRole('button', { name: 'Retry' }).click();
      await desk.page
        .getByRole('dialog', { name: 'Retry this generation?' })
        .getByRole('button', { name: 'Retry' })
        .click();
      await desk.page.getByText('The generation is queued again.').waitFor();
      expect(await balanceOf(token)).toBe(before - cost);
      // The list looks again while the generation runs: it turns Completed without a reload.
      await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('Completed');
      expect(await balanceOf(token)).toBe(before - cost);
      const ledger = await db.query(
        'select status from credit_history where reference = $1 order by status',
        [stuck.id],
      );
      expect(ledger.rows.map((r) => r.status)).toEqual(['cancelled', 'completed']);
      await expectImagesLoaded(
        desk.page,
        '[data-testid=design-generation-row] [data-testid=list-thumbnail]',
        2,
      );
      await screenshot(desk.page, 'admin-design-generations-desktop', true);

      // Variations on desktop: the source and what was made from it.
      await openList(desk.page, 'Variations', 'Variations', email);
      const variation = rowNamed(desk.page, 'variation-row', 'citrus stripes');
      await variation.waitFor();
      expect(await variation.textContent()).toContain('From instructions');
      expect(await variation.textContent()).toContain('1/1');
      await expectImagesLoaded(desk.page, '[data-testid=variation-row] [data-testid=list-thumbnail]', 2);
      await screenshot(desk.page, 'admin-variations-desktop', true);

      // A phone: cards, no table, nothing wider than the screen.
      await openList(phone.page, 'Variations', 'Variations', email);
      const card = rowNamed(phone.page, 'variation-card', 'citrus stripes');
      await card.waitFor();
      expect(await phone.page.getByTestId('variation-table').isVisible()).toBe(false);
      await expectImagesLoaded(phone.page, '[data-testid=variation-card] [data-testid=list-thumbnail]', 2);
      expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-variations-phone', true);
      await openList(phone.page, 'Design generations', 'Design generations', email);
      await rowNamed(phone.page, 'design-generation-card', 'Stuck Pouch').waitFor();
      await expectImagesLoaded(
        phone.page,
        '[data-testid=design-generation-card] [data-testid=list-thumbnail]',
        2,
      );
      expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-design-generations-phone', true);

      for (const s of [maker, desk, phone]) expect(unexpected(s.problems)).toEqual([]);
    } finally {
      await locker.query('rollback').catch(() => {});
      await Promise.all([locker.end(), db.end()]);
      await Promise.all([maker, desk, phone].map((s) => s.context.close()));
    }
  });
});
