import { PRINT_READY_MESSAGES, type PrintReadyRequest, TEST_CARDS } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, generatedDesign, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const profile = { name: 'Cass Cancel', jobRole: 'Founder / Business owner', timing: 'Just exploring' };
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

/** An order of one front-only file for the person's design, paid with 4242 when asked. */
async function placeOrder(page: Page, assetId: string, paid: boolean): Promise<string> {
  const token = await tokenOf(page);
  const { data } = await apiAs<{ data: PrintReadyRequest }>(
    baseUrl,
    token,
    'POST',
    '/api/print-ready/requests',
    {
      serviceType: 'print-ready-file-front',
      quantity: 1,
      assetId,
    },
  );
  if (paid) {
    const checkout = await apiAs<{ data: { paymentId: string } }>(
      baseUrl,
      token,
      'POST',
      `/api/print-ready/requests/${data.id}/pay`,
    );
    await apiAs(baseUrl, token, 'POST', `/api/checkout/test/${checkout.data.paymentId}/pay`, {
      cardNumber: TEST_CARDS.success,
      expiry: '12/34',
      cvc: '123',
    });
  }
  return data.id;
}

describe('print-ready orders: cancel and refund', () => {
  it('the customer cancels an unpaid and a paid order (refunded); staff refund a started one (1280 and 390)', async () => {
    const buyer = await openSession(browser(), baseUrl, 'desktop');
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const email = uniqueEmail('print-cancel');
    await signUpAndOnboard(buyer.page, baseUrl, email, profile);
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('print-refunds', STAFF_DOMAIN), profile);
    const { assetId } = await generatedDesign(baseUrl, buyer.page, {
      type: 'packaging-generation',
      metadata: { prompt: 'A lemon soda', packagingImage: 'tea-box', brand: 'Zest', imageCount: 1 },
    });
    // /print-ready?brief= carries the brief (and the design) to the order form, pre-filled.
    await buyer.page.goto(
      `/print-ready?assetId=${assetId}&brief=${encodeURIComponent('Matte gold foil on the lid')}`,
    );
    await buyer.page.getByRole('link', { name: 'Order Print-ready file: front', exact: true }).click();
    await buyer.page.waitForURL(
      (u) => u.pathname === '/print-ready/front' && u.searchParams.get('assetId') === assetId,
    );
    await expect
      .poll(() => buyer.page.getByLabel('Notes for your designer').inputValue())
      .toBe('Matte gold foil on the lid');
    await buyer.page.getByTestId('brief-chosen-design').waitFor();
    await screenshot(buyer.page, 'print-ready-cancel-desktop-00-brief-prefilled');

    const unpaid = await placeOrder(buyer.page, assetId, false);
    const paid = await placeOrder(buyer.page, assetId, true);
    const started = await placeOrder(buyer.page, assetId, true);
    await apiAs(baseUrl, await tokenOf(staff.page), 'POST', `/api/admin/print-ready/${started}/assign`);

    const page = buyer.page;
    const orderRow = (id: string) => page.locator(`[data-testid=print-ready-order][data-order-id="${id}"]`);
    await page.goto('/print-ready/orders');
    await orderRow(paid).waitFor();
    // Only orders nobody has started offer Cancel.
    expect(await orderRow(started).getByTestId('print-ready-cancel').count()).toBe(0);
    await screenshot(page, 'print-ready-cancel-desktop-01-orders');

    // The paid one: the dialog says the money comes back; confirming refunds it.
    await orderRow(paid).getByTestId('print-ready-cancel').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByText('refund $50 to your card').waitFor();
    await screenshot(page, 'print-ready-cancel-desktop-02-confirm-refund');
    await dialog.getByTestId('print-ready-cancel-confirm').click();
    await page.getByText(PRINT_READY_MESSAGES.cancelledAndRefunded).waitFor();
    await orderRow(paid).getByTestId('print-ready-status').getByText('Refunded').waitFor();
    expect(await orderRow(paid).getByTestId('print-ready-cancel').count()).toBe(0);

    // Staff refund the started one from the queue; the customer sees it refunded and is notified.
    const admin = staff.page;
    await admin.goto('/admin/print-ready');
    await admin.getByRole('searchbox').fill(email);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByTestId('print-ready-admin-row').filter({ hasText: 'In progress' });
    await row.waitFor();
    await row.getByTestId('print-ready-refund').click();
    await admin
      .getByRole('dialog', { name: 'Refund this order?' })
      .getByTestId('print-ready-refund-confirm')
      .click();
    await admin.getByText(PRINT_READY_MESSAGES.refunded).waitFor();
    await screenshot(admin, 'print-ready-cancel-desktop-03-staff-refunded');
    await page.goto('/notifications');
    await page
      .getByText(PRINT_READY_MESSAGES.refundedNotification.title)
      .first()
      .waitFor({ timeout: 15_000 });

    // On a phone: the unpaid one is cancelled (nothing charged); statuses fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/print-ready/orders');
    await orderRow(unpaid).getByTestId('print-ready-cancel').click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByText('nothing is charged').waitFor();
    await page.getByTestId('print-ready-cancel-confirm').click();
    await page.getByText(PRINT_READY_MESSAGES.cancelled).waitFor();
    await orderRow(unpaid).getByTestId('print-ready-status').getByText('Cancelled').waitFor();
    await orderRow(started).getByTestId('print-ready-status').getByText('Refunded').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'print-ready-cancel-phone-01-statuses', true);

    expect(unexpected(buyer.problems)).toEqual([]);
    expect(unexpected(staff.problems)).toEqual([]);
    await buyer.context.close();
    await staff.context.close();
  }, 120_000);
});
