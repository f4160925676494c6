import { PROMO_MESSAGES } from '@packsmith/core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_DOMAIN } from './global-setup.ts';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const profile = { name: 'Pru Promo', jobRole: 'Marketing', timing: 'Just exploring' };
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (400|404)/.test(p));

describe('promo codes', () => {
  it('staff create a code in /admin/codes; a buyer applies it at card checkout and pays less; a second use is refused', async () => {
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const buyer = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('promo-staff', STAFF_DOMAIN), profile);
    await signUpAndOnboard(buyer.page, baseUrl, uniqueEmail('promo-buyer'), profile);
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

    const admin = staff.page;
    await admin.goto('/admin/codes');
    await admin.getByRole('heading', { name: 'Promo codes' }).waitFor();
    await admin.getByLabel('Code').fill(code.toLowerCase());
    await admin.getByLabel('Percent').fill('25');
    await admin.getByLabel('Redemptions (optional)').fill('5');
    await admin.getByTestId('promo-create').click();
    await admin.getByText(PROMO_MESSAGES.created).waitFor();
    const row = admin.getByTestId('promo-row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('25% off');
    expect(await row.getByTestId('promo-redemptions').textContent()).toBe('0 of 5 used');
    await screenshot(admin, 'promo-desktop-01-admin-codes');
    // The staff page on a 390 px phone: the form and the list fit.
    await admin.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(admin, 'promo-phone-00-admin-codes', true);
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The buyer: the top-up dialog takes the code; the checkout charges $6 for $8 of credits.
    const page = buyer.page;
    await page.goto('/pricing');
    await page.getByTestId('credits-popover-trigger').click();
    await page.getByTestId('buy-credits').click();
    const dialog = page.getByRole('dialog', { name: 'Top up credits' });
    await dialog.getByTestId('top-up-option-100').click();
    await dialog.getByTestId('promo-code-top-up').fill(code.toLowerCase());
    await dialog.getByTestId('promo-apply-top-up').click();
    // The discounted price before paying: on the total and on the express wallet's button.
    await dialog.getByTestId('promo-applied-top-up').getByText(code).waitFor();
    await expect.poll(() => dialog.getByTestId('top-up-total').textContent()).toBe('$6.00');
    expect(await dialog.getByTestId('top-up-list-price').textContent()).toBe('$8.00');
    await dialog.getByTestId('express-wallet').getByText('Pay $6.00 with wallet').waitFor();
    await screenshot(page, 'promo-desktop-02-top-up-with-code');
    await dialog.getByTestId('pay-by-card').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByTestId('checkout-amount').getByText('$6.00').waitFor();
    await screenshot(page, 'promo-desktop-03-checkout-discounted');

    await admin.reload();
    await expect.poll(() => row.getByTestId('promo-redemptions').textContent()).toBe('1 of 5 used');

    // Pay, then try the code again: refused with its message, and nothing is charged.
    await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
    await page.getByLabel(/expiry/i).fill('12/34');
    await page.getByLabel(/cvc/i).fill('123');
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-paid').waitFor();
    await page.getByTestId('credits-popover-trigger').click();
    await page.getByTestId('buy-credits').click();
    await dialog.getByTestId('promo-code-top-up').fill(code);
    await dialog.getByTestId('promo-apply-top-up').click();
    // The server's refusal on the field itself, and the price stays whole.
    await dialog.getByRole('alert').getByText(PROMO_MESSAGES.usedByYou).waitFor();
    expect(await dialog.getByTestId('promo-code-top-up').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByTestId('top-up-list-price').count()).toBe(0);
    await screenshot(page, 'promo-desktop-04-used-again');

    expect(unexpected(staff.problems)).toEqual([]);
    expect(unexpected(buyer.problems)).toEqual([]);
    await staff.context.close();
    await buyer.context.close();
  }, 120_000);

  it('the pricing page takes a plan code: refusals on the field, discounted plan prices, checkout at that price (390 px)', async () => {
    const staff = await openSession(browser(), baseUrl, 'desktop');
    const buyer = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(staff.page, baseUrl, uniqueEmail('promo-plan-staff', STAFF_DOMAIN), profile);
    await signUpAndOnboard(buyer.page, baseUrl, uniqueEmail('promo-plan-buyer'), profile);
    const code = `PLAN-${Date.now().toString(36).toUpperCase()}`;
    await apiAs(baseUrl, await tokenOf(staff.page), 'POST', '/api/admin/codes', {
      code,
      appliesTo: 'plan',
      amountOff: 10,
    });

    const page = buyer.page;
    await page.goto('/pricing');
    const field = page.getByTestId('promo-code-plan');
    await field.fill('NO-SUCH-CODE');
    await page.getByTestId('promo-apply-plan').click();
    await page.getByRole('alert').getByText(PROMO_MESSAGES.unknown).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'promo-phone-01-plan-code-refused', true);

    await field.fill(code.toLowerCase());
    await page.getByTestId('promo-apply-plan').click();
    await page.getByTestId('promo-applied-plan').getByText('$10.00 off').waitFor();
    const growth = page.getByTestId('plan-growth');
    expect(await growth.getByTestId('plan-discounted-price').textContent()).toBe('$29.00');
    await growth.scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'promo-phone-02-plan-discounted', true);

    await growth.getByTestId('plan-growth-upgrade').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByTestId('checkout-amount').getByText('$29.00').waitFor();
    await screenshot(page, 'promo-phone-03-plan-checkout');

    expect(unexpected(staff.problems)).toEqual([]);
    expect(unexpected(buyer.problems)).toEqual([]);
    await staff.context.close();
    await buyer.context.close();
  }, 120_000);
});
