/**
 * Design judge: a new Free user with three packaging designs and an uploaded rival pack (all four
 * in the picker: every image the user owns) opens /judge, picks one and presses
 * Rate → the upsell dialog ('Upgrade to rate your design'); No thanks closes it and nothing is
 * charged. On a paid plan the same user compares the upload and two designs (MULTI; the upload rated from its pixels): the scores on six criteria
 * with notes and a winner appear once the judge's job has run, and the balance is down 3 × 5.
 * Then the page at 390 px, with the result open from its deeplink.
 * Artwork extractor: a Graphic or Packaging Design user sees the Extractor, opens a design from its
 * selector (the tab kept in the address), extracts every panel of an engine design exactly, then
 * marks the 4 corners of another image (keyboard nudge and drag) and gets its un-warped artwork;
 * both land on /dashboard/extract; the extractor and its selector at 390 px. Staff see both in
 * /admin/artwork-extractions (a table; cards at 390 px).
 */
import { CREDIT_COSTS, JUDGE_CRITERIA, JUDGE_MESSAGES } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { connectDb } from './support/db.ts';
import {
  apiAs,
  expectImagesLoaded,
  signUpAndOnboard,
  tokenOf,
  uniqueEmail,
  uploadAs,
} from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = useBrowser();

/** Expected noise: /users/me 404 before onboarding. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

interface Action {
  id: string;
  status: string;
}

const balanceOf = async (token: string) =>
  (await apiAs<{ data: { balance: number } }>(baseUrl, token, 'GET', '/api/credits/balance')).data.balance;

interface FinishedAction extends Action {
  images: { assetId: string | null }[];
}

/** Starts a design action through the API and waits for it; returns its image asset ids. */
async function generate(token: string, path: string, body: object): Promise<string[]> {
  const { data } = await apiAs<{ data: { designAction: Action } }>(baseUrl, token, 'POST', path, body);
  let action: FinishedAction | undefined;
  await expect
    .poll(
      async () => {
        action = (
          await apiAs<{ data: FinishedAction }>(
            baseUrl,
            token,
            'GET',
            `/api/design-actions/${data.designAction.id}`,
          )
        ).data;
        return action.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return action!.images.flatMap((i) => i.assetId ?? []);
}

/** Packaging designs through the generator's API. */
const makeDesigns = (token: string, imageCount = 3) =>
  generate(token, '/api/spring/generation', {
    brand: 'Harbour Tonic',
    packagingImage: 'drinks-can',
    imageCount,
  });

const tiles = (page: Page) => page.getByTestId('judge-designs').getByRole('button');

describe('design judge', () => {
  it('upsells a Free user, then rates three designs for a paid one with a winner (desktop and 390 px)', async () => {
    const { page, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('judge');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Jude Judge',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    const token = await tokenOf(page);
    await makeDesigns(token);
    // Not only generations: an uploaded rival pack is in the picker too (rated from its pixels).
    const upload = await uploadAs(baseUrl, token, {
      name: 'rival-pack.png',
      type: 'image/png',
      bytes: makePng(240, 320, [20, 60, 40], [200, 180, 60]),
      category: 'PACKAGING EVALUATION IMAGE',
    });

    // Free: the upsell, nothing charged.
    await page.goto('/judge?mode=SINGLE');
    await expect.poll(() => tiles(page).count(), { timeout: 15_000 }).toBe(4);
    await expectImagesLoaded(page, '[data-testid=judge-designs] img', 4);
    const rate = page.getByRole('button', { name: 'Rate design' });
    expect(await rate.isDisabled()).toBe(true);
    await tiles(page).first().press('Enter');
    const before = await balanceOf(token);
    await rate.click();
    const upsell = page.getByRole('dialog', { name: JUDGE_MESSAGES.upsellTitle });
    await upsell.waitFor();
    expect(await upsell.getByRole('link', { name: JUDGE_MESSAGES.upsellAccept }).getAttribute('href')).toBe(
      '/pricing',
    );
    await screenshot(page, 'judge-desktop-01-upsell');
    await upsell.getByRole('button', { name: JUDGE_MESSAGES.upsellDecline }).click();
    await upsell.waitFor({ state: 'detached' });
    expect(await balanceOf(token)).toBe(before);

    // A paid plan: compare three.
    const db = await connectDb(databaseUrl);
    try {
      await db.query(`update users set tier = 'growth' where email = $1`, [email]);
    } finally {
      await db.end();
    }
    await page.reload();
    await page.getByRole('button', { name: 'Compare 2–4' }).click();
    await page.waitForURL((u) => u.searchParams.get('mode') === 'MULTI');
    await expect.poll(() => tiles(page).count(), { timeout: 15_000 }).toBe(4);
    // Newest first: the upload, then two of the designs.
    for (let i = 0; i < 3; i++) await tiles(page).nth(i).click();
    await page.getByText('3 picked · costs 15 credits').waitFor();
    await page.getByRole('button', { name: 'Compare designs' }).click();
    await page.waitForURL((u) => u.searchParams.has('evaluationId'));
    const result = page.getByTestId('judge-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('judge-design').count()).toBe(3);
    expect(await result.getByText('Winner').count()).toBe(1);
    for (const c of JUDGE_CRITERIA) expect(await result.getByText(c.label, { exact: true }).count()).toBe(3);
    await result
      .getByText(/WCAG contrast \d+\.\d:1/)
      .first()
      .waitFor();
    const rated = await apiAs<{ data: { designs: { assetId: string; criteria: { note: string }[] }[] } }>(
      baseUrl,
      token,
      'GET',
      `/api/judge/evaluations/${new URL(page.url()).searchParams.get('evaluationId')}`,
    );
    const uploaded = rated.data.designs.find((d) => d.assetId === upload);
    expect(uploaded?.criteria.every((c) => c.note.endsWith('(from the pixels)'))).toBe(true);
    await result
      .getByText(/\(from the pixels\)/)
      .first()
      .waitFor();
    expect(await balanceOf(token)).toBe(before - 3 * CREDIT_COSTS.judgeEvaluation);
    await screenshot(page, 'judge-desktop-02-multi-result', true);
    const url = page.url();
    expect(unexpected(problems)).toEqual([]);

    // 390 px: the same rating from its deeplink.
    const phone = await openSession(browser(), baseUrl, 'phone');
    await phone.context.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    await phone.page.goto(new URL(url).pathname + new URL(url).search);
    await phone.page.getByTestId('judge-result').waitFor({ timeout: 15_000 });
    const width = (await phone.page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'judge-phone-01-result');
    await phone.page.getByRole('heading', { name: 'Pick 2 to 4 designs' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'judge-phone-02-picker');
    expect(unexpected(phone.problems)).toEqual([]);
  }, 180_000);

  it('extracts every panel of a design exactly and un-warps a marked image (desktop and 390 px)', async () => {
    const { page, problems } = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('extract');
    await signUpAndOnboard(page, baseUrl, email, {
      name: 'Elle Extract',
      jobRole: 'Graphic or Packaging Design',
      timing: 'Just exploring',
    });
    const token = await tokenOf(page);
    const [design] = await makeDesigns(token, 1);
    const [image] = await generate(token, '/api/design-actions', {
      type: 'ai-imagery',
      metadata: { prompt: 'a lemon on a blue plate', imageCount: 1 },
    });
    // Two extractions cost more than a new account's allowance: stage a bigger balance.
    const db = await connectDb(databaseUrl);
    try {
      await db.query(
        'update user_credits set current_allowance_balance = 500 where user_id = (select id from users where email = $1)',
        [email],
      );
    } finally {
      await db.end();
    }

    await page.goto('/dashboard/extract');
    await page.getByTestId('extractions-empty').waitFor();
    await page.getByText('Extractor', { exact: true }).first().waitFor();
    await screenshot(page, 'extract-desktop-01-empty');

    // The selector: the tab follows the address both ways; a previous design opens in the extractor.
    await page.goto('/dashboard/extract/selector?action=upload');
    await page.getByRole('heading', { level: 1, name: 'Choose an image to extract from' }).waitFor();
    await page.getByTestId('upload-dropzone').waitFor();
    await page.getByRole('tab', { name: 'Previous designs' }).click();
    await page.waitForURL((u) => u.searchParams.get('action') === 'generations');
    const previous = page.getByTestId('previous-designs').getByRole('button', { pressed: false });
    await expect.poll(() => previous.count(), { timeout: 15_000 }).toBe(2);
    await expectImagesLoaded(page, '[data-testid=previous-designs] img', 2);
    await previous.first().click();
    await page.getByText('Selected:').waitFor();
    await screenshot(page, 'extract-desktop-01-selector');
    await page.getByTestId('open-image').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/extract/extractor');
    expect([design, image]).toContain(new URL(page.url()).searchParams.get('assetId'));

    // An engine design: every panel, exact.
    await page.goto(`/dashboard/extract/extractor?assetId=${design}`);
    await page.getByRole('button', { name: 'Extract every panel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/extract' && u.searchParams.has('extractionId'));
    await expect.poll(() => page.getByTestId('extraction').count(), { timeout: 15_000 }).toBe(1);
    await expectImagesLoaded(page, '[data-testid=extraction] li img', 2);
    expect(await page.getByTestId('extraction').getByRole('link', { name: 'Download' }).count()).toBe(2);
    await screenshot(page, 'extract-desktop-02-panels');

    // Another image: mark the corners (keyboard and drag), then un-warp.
    await page.goto(`/dashboard/extract/extractor?assetId=${image}`);
    const marker = page.getByTestId('corner-marker');
    await marker.locator('img').waitFor();
    const topLeft = page.getByRole('button', { name: /^Top left corner/ });
    await topLeft.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await topLeft.getAttribute('aria-label')).toBe('Top left corner, 25% across, 25% down');
    const box = (await marker.locator('img').boundingBox())!;
    const bottomRight = page.getByRole('button', { name: /^Bottom right corner/ });
    const handle = (await bottomRight.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.85, { steps: 5 });
    await page.mouse.up();
    expect(await bottomRight.getAttribute('aria-label')).toMatch(
      /^Bottom right corner, (89|90|91)% across, (84|85|86)% down$/,
    );
    await screenshot(page, 'extract-desktop-03-corners');
    await page.getByRole('button', { name: 'Extract artwork' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/extract' && u.searchParams.has('extractionId'));
    await expect.poll(() => page.getByTestId('extraction').count(), { timeout: 15_000 }).toBe(2);
    await page.getByText('Un-warped from your corners').waitFor();
    await screenshot(page, 'extract-desktop-04-list', true);
    expect(unexpected(problems)).toEqual([]);

    const phone = await openSession(browser(), baseUrl, 'phone');
    await phone.context.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    await phone.page.goto(`/dashboard/extract/extractor?assetId=${image}`);
    await phone.page.getByTestId('corner-marker').locator('img').waitFor();
    const width = (await phone.page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'extract-phone-01-extractor');
    await phone.page.goto('/dashboard/extract/selector');
    await expect.poll(() => phone.page.getByTestId('previous-designs').getByRole('button').count()).toBe(2);
    expect((await phone.page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(
      390,
    );
    await screenshot(phone.page, 'extract-phone-01-selector');
    await phone.page.goto('/dashboard/extract');
    await expect.poll(() => phone.page.getByTestId('extraction').count(), { timeout: 15_000 }).toBe(2);
    await screenshot(phone.page, 'extract-phone-02-list');
    expect(unexpected(phone.problems)).toEqual([]);

    // Staff see both extractions with their artwork in /admin/artwork-extractions; cards at 390 px.
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const staffEmail = uniqueEmail('extract-staff', STAFF_DOMAIN);
    await signUpAndOnboard(staff.page, baseUrl, staffEmail, {
      name: 'Stu Staff',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    const staffPhone = await openSession(browser(), baseUrl, 'phone');
    const staffToken = JSON.stringify(await tokenOf(staff.page));
    await staffPhone.context.addInitScript(`localStorage.setItem('packsmith.token', ${staffToken})`);
    for (const [s, kind] of [
      [staff, 'row'],
      [staffPhone, 'card'],
    ] as const) {
      await s.page.goto('/admin/artwork-extractions');
      await s.page.getByRole('searchbox').fill(email);
      await s.page.getByRole('button', { name: 'Search' }).click();
      const rows = s.page.getByTestId(`admin-extraction-${kind}`);
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      await rows.filter({ hasText: 'From the design' }).filter({ hasText: '2 · ' }).waitFor();
      await rows.filter({ hasText: 'Un-warped upload' }).waitFor();
      await expectImagesLoaded(
        s.page,
        `[data-testid=admin-extraction-${kind}] [data-testid=list-thumbnail]`,
        3,
      );
      const width = (await s.page.evaluate('document.documentElement.scrollWidth')) as number;
      expect(width).toBeLessThanOrEqual(kind === 'card' ? 390 : 1280);
      await screenshot(s.page, `admin-extractions-${kind === 'card' ? 'phone' : 'desktop'}`, true);
      expect(unexpected(s.problems)).toEqual([]);
    }
  }, 180_000);
});
