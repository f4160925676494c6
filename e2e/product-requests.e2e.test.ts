import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, expectImagesLoaded, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { makePng } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PHOTO = makePng(400, 400, [160, 110, 60], [240, 230, 210]).toString('base64');
const profile = { name: 'Pia Product', jobRole: 'Founder / Business owner', timing: 'Just exploring' };
/** Expected noise: /users/me 404 before onboarding. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

/** Drops a photo on the upload control inside `scope` and waits until it is saved. */
async function dropPhoto(page: Page, scope: Locator) {
  const zone = scope.getByTestId('upload-dropzone');
  await zone.waitFor();
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([Uint8Array.from(atob(${JSON.stringify(
      PHOTO,
    )}), (c) => c.charCodeAt(0))], 'coffee-bag.png', { type: 'image/png' })); return dt; })()`,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
  await scope.locator('[data-testid=upload-preview][data-status=done]').waitFor({ timeout: 30_000 });
}

async function openAdminList(page: Page, link: string, email: string) {
  await page.goto('/admin');
  await page
    .locator('main')
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .click();
  await page.getByRole('heading', { name: link }).waitFor();
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
}

describe('product requests and every mockup', () => {
  it('a user requests a product, staff plan it, the user is told; staff see every mockup', async () => {
    const maker = await openSession(browser(), baseUrl, 'desktop');
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('product-requester');
    await signUpAndOnboard(maker.page, baseUrl, email, profile);
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('product-staff', STAFF_DOMAIN), profile);

    // The mockup form's product step: "Can't find your product? Request it".
    const page = maker.page;
    await page.goto('/dashboard/mockups/new');
    await dropPhoto(page, page.getByTestId('mockup-step-artworks'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('mockup-step-products').getByText('Can’t find your product?').waitFor();
    await page.getByRole('button', { name: 'Request it' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a product' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please enter the product’s name').waitFor();
    await dialog.getByLabel('Product name').fill('Tin-tie coffee bag');
    await dialog.getByLabel('Description').fill('Flat bottom, 250 g, kraft paper with a window');
    await dropPhoto(page, dialog);
    await screenshot(page, 'product-request-desktop-01-dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Product requested').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Staff: the request with its requester and reference thumbnail; mark it planned.
    await openAdminList(staff.page, 'Product requests', email);
    const row = staff.page.getByTestId('product-request-row').filter({ hasText: 'Tin-tie coffee bag' });
    await row.waitFor();
    expect(await row.textContent()).toContain(email);
    expect(await row.textContent()).toContain('Open');
    await expectImagesLoaded(staff.page, '[data-testid=product-request-row] [data-testid=list-thumbnail]', 1);
    await row.getByTestId('product-request-status').selectOption('planned');
    await staff.page.getByText('Product request updated; the requester has been notified.').waitFor();
    await expect.poll(() => row.textContent()).toContain('Planned');
    await screenshot(staff.page, 'product-requests-desktop', true);

    // The user is told.
    await page.goto('/notifications');
    await page.getByText('Your product request is planned').first().waitFor({ timeout: 15_000 });
    await page.getByText('We plan to add “Tin-tie coffee bag” to the mockup catalogue.').first().waitFor();
    await screenshot(page, 'product-request-desktop-02-notified');

    // And sees the decision next to their mockups.
    await page.goto('/dashboard/mockups');
    const mineRow = page.getByTestId('my-product-request').filter({ hasText: 'Tin-tie coffee bag' });
    await mineRow.waitFor();
    expect(await mineRow.getByTestId('my-product-request-status').textContent()).toBe('Planned');
    await screenshot(page, 'product-request-desktop-03-my-requests');

    // Every mockup: the user's mockup (from the uploaded photo) shows with its owner and outputs.
    const token = await tokenOf(page);
    const mine = await apiAs<{ data: { referenceImageId: string }[] }>(
      baseUrl,
      token,
      'GET',
      '/api/mockups/product-requests',
    );
    const created = await apiAs<{ data: { id: string } }>(baseUrl, token, 'POST', '/api/mockups', {
      requestId: randomUUID(),
      artworks: [mine.data[0]!.referenceImageId],
      products: ['drinks-can', 'mailer-box'],
      imageCount: 4,
      step: 1,
    });
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ data: { status: string } }>(
              baseUrl,
              token,
              'GET',
              `/api/mockups/${created.data.id}`,
            )
          ).data.status,
        { timeout: 60_000 },
      )
      .toBe('completed');
    await openAdminList(staff.page, 'All mockups', email);
    const mockup = staff.page.getByTestId('admin-mockup-row').filter({ hasText: email });
    await mockup.waitFor();
    expect(await mockup.textContent()).toContain('Completed');
    expect(await mockup.textContent()).toContain('Drinks Can');
    await expectImagesLoaded(staff.page, '[data-testid=admin-mockup-row] [data-testid=list-thumbnail]', 4);
    await screenshot(staff.page, 'admin-mockups-desktop', true);

    // A phone: cards, nothing wider than the screen.
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await staff.page.getByTestId('admin-mockup-card').first().waitFor();
    expect(await staff.page.getByTestId('admin-mockup-table').isVisible()).toBe(false);
    expect(await staff.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(staff.page, 'admin-mockups-phone', true);
    await openAdminList(staff.page, 'Product requests', email);
    await staff.page.getByTestId('product-request-card').first().waitFor();
    expect(await staff.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(staff.page, 'product-requests-phone', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/mockups/new');
    await dropPhoto(page, page.getByTestId('mockup-step-artworks'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Request it' }).click();
    await page.getByRole('dialog', { name: 'Request a product' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'product-request-phone-dialog');

    expect(unexpected(maker.problems)).toEqual([]);
    expect(unexpected(staff.problems)).toEqual([]);
    await maker.context.close();
    await staff.context.close();
  }, 120_000);
});
