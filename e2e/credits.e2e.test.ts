import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { expectPath, signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINED = 'Your card was declined. Please use a different card.';

/** Console noise a journey expects: the declined card answers 402. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/status of (400|402|404)/.test(p) && !p.includes('402'));

async function balanceOf(page: Page, scope = page.getByTestId('credits-popover-trigger')) {
  return scope.getByTestId('credit-balance').first().getAttribute('data-balance');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** Lets the sign-up welcome toast go, so screenshots show only this journey's toasts. */
async function afterWelcome(page: Page) {
  await page.getByText(/^Welcome to Packsmith/).waitFor({ state: 'detached', timeout: 10_000 });
}

/** Waits for the dialog's payment options (the payment intent) to finish loading. */
async function waitForPaymentOptions(page: Page) {
  await page.getByTestId('express-wallet').waitFor({ timeout: 15_000 });
}

describe('desktop (1280 px)', () => {
  it('a Free user buys 100 credits through the test checkout, then by wallet, then upgrades', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('buyer'), {
      name: 'Ada Buyer',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    await afterWelcome(page);

    // The top bar shows the Free allowance; the popover the usage, latest entries and Free's prompt.
    const trigger = page.getByTestId('credits-popover-trigger');
    await expect.poll(() => balanceOf(page)).toBe('70');
    expect(await trigger.getByTestId('credit-balance').getAttribute('data-colour')).toBe('default');
    await trigger.click();
    const popover = page.getByTestId('credits-popover');
    await popover.getByText('Your credit usage').waitFor();
    await popover.getByText('Monthly allowance').first().waitFor();
    await popover.getByText('Upgrade to buy more').waitFor();
    await popover.getByRole('link', { name: 'See all activity' }).waitFor();
    expect(await popover.getByTestId('reset-label').count()).toBe(0); // Free: no reset date
    expect(await popover.getByTestId('credit-history-row').count()).toBe(1);
    await screenshot(page, 'credits-desktop-01-popover');

    // Top-up dialog: options for Free, first is the default, totals with 2 decimals.
    await popover.getByTestId('buy-credits').click();
    const dialog = page.getByRole('dialog', { name: 'Top up credits' });
    await dialog.waitFor();
    await waitForPaymentOptions(page);
    expect(await dialog.getByRole('radio', { name: /50 credits for \$4\.00/ }).isChecked()).toBe(true);
    expect(await dialog.getByTestId('top-up-total').textContent()).toBe('$4.00');
    await dialog.getByTestId('top-up-option-100').click();
    expect(await dialog.getByTestId('top-up-total').textContent()).toBe('$8.00');
    await waitForPaymentOptions(page);
    await dialog.getByText('Pay $8.00 with wallet').waitFor();
    await screenshot(page, 'credits-desktop-02-top-up');

    // Pay by card: the redirect checkout, with the payment data stored locally first.
    await dialog.getByTestId('pay-by-card').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    const stored = await page.evaluate<string | null>('localStorage.getItem("packsmith.pendingPayment")');
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      purpose: 'top_up',
      paymentData: { credits: 100, amount: 800 },
    });
    await page.getByTestId('checkout-amount').getByText('$8.00').waitFor();
    await page.getByText('100 Packsmith credits').waitFor();
    await screenshot(page, 'credits-desktop-03-checkout');

    // A declined card shows the message and takes nothing.
    await fillCard(page, DECLINED_CARD);
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-error').getByText(DECLINED).waitFor();
    await page.getByText('Payment Error').first().waitFor();
    await screenshot(page, 'credits-desktop-04-declined');

    // The test card pays and returns to the page the top-up started on (?success=true).
    await fillCard(page, SUCCESS_CARD);
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-paid').waitFor();
    await expectPath(page, '/dashboard');
    await page.getByText('100 credits are being added to your balance.').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('success')).toBeNull();
    expect(await page.evaluate<string | null>('localStorage.getItem("packsmith.pendingPayment")')).toBeNull();
    await screenshot(page, 'credits-desktop-05-paid-back-on-dashboard');
    // The balance refreshes 5 s later.
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe('170');

    // The popover shows the new balance, the top-up row first and the top-up credits.
    await trigger.click();
    await popover.waitFor();
    const first = popover.getByTestId('credit-history-row').first();
    // The popover shows what it has at once and refetches the (invalidated) entries behind it.
    await expect.poll(() => first.getAttribute('data-action'), { timeout: 15_000 }).toBe('topup');
    expect(await first.getByTestId('credit-history-amount').textContent()).toBe('+100');
    expect(await popover.getByTestId('top-up-balance').textContent()).toBe('100');
    await screenshot(page, 'credits-desktop-06-popover-after');

    // The full history: the top-up row, its status chip, and the purchase under Top-ups.
    await popover.getByRole('link', { name: 'See all activity' }).click();
    await expectPath(page, '/dashboard/credits');
    const row = page.getByTestId('credit-history').getByTestId('credit-history-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-action')).toBe('topup');
    await row.getByText('Completed').waitFor();
    expect(await page.getByTestId('summary-top-ups').textContent()).toBe('100');
    await screenshot(page, 'credits-desktop-07-history', true);
    await page.getByRole('tab', { name: 'Top-ups' }).click();
    await page.getByTestId('top-up-row').first().getByText('Active').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('topups');
    await screenshot(page, 'credits-desktop-08-top-ups');

    // The express wallet pays the dialog's payment intent: toast now, balance 5 s later.
    await page.getByTestId('page-buy-credits').click();
    await dialog.waitFor();
    await waitForPaymentOptions(page);
    await page.getByTestId('express-wallet').click();
    await page.getByText('50 credits are being added to your balance.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe('220');
    // The top-ups list refetches behind the balance.
    await expect.poll(() => page.getByTestId('top-up-row').count(), { timeout: 15_000 }).toBe(2);

    // Pricing: the seven plans; upgrading goes through the same test checkout.
    await page.goto('/pricing');
    for (const tier of ['free', 'starter', 'growth', 'scale', 'plus', 'pro', 'unlimited']) {
      await page.getByTestId(`plan-${tier}`).waitFor();
    }
    await page.getByTestId('plan-free-current').waitFor();
    // /pricing keeps the sidebar's More credits item active.
    expect(await page.locator('aside [data-nav=credits]').getAttribute('data-active')).toBe('true');
    await page.getByTestId('plan-unlimited-contact').waitFor();
    await screenshot(page, 'credits-desktop-09-pricing', true);
    await page.getByTestId('plan-starter-upgrade').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByText('Packsmith Starter plan (first month)').waitFor();
    await page.getByTestId('checkout-amount').getByText('$12.00').waitFor();
    await screenshot(page, 'credits-desktop-10-plan-checkout');
    await fillCard(page, SUCCESS_CARD);
    await page.getByTestId('checkout-pay').click();
    await expectPath(page, '/pricing');
    await page.getByText("You're now on the Starter plan").waitFor();
    await page.getByTestId('plan-starter-current').waitFor();
    await page.locator('header [data-tier=starter]').first().waitFor();
    // Starter's 200 a month plus the 150 bought credits; a paid plan shows its reset date.
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe('350');
    await trigger.click();
    await popover
      .getByTestId('reset-label')
      .getByText(/^Resets in \d+ days$/)
      .waitFor();
    await popover.getByText('Buy additional credits or upgrade').waitFor();
    await screenshot(page, 'credits-desktop-11-popover-starter');
    await page.keyboard.press('Escape');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('phone (390 px)', () => {
  it('shows the balance in the user menu, tops up by card and reads the history', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'phone');
    // Visitors see the plans with sign-up buttons and no balance.
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Get started with Growth' }).waitFor();
    await page.getByRole('link', { name: 'Sign in to buy credits' }).waitFor();
    expect(await page.getByTestId('pricing-current').count()).toBe(0);
    await screenshot(page, 'credits-phone-00-pricing-visitor');

    await signUpAndOnboard(page, baseUrl, uniqueEmail('phone-buyer'), {
      name: 'Lin Buyer',
      jobRole: 'Brand manager',
      timing: 'Within the next month',
    });
    await afterWelcome(page);

    // No room for the credits popover: the balance lives in the user popover.
    expect(await page.getByTestId('credits-popover-trigger').isVisible()).toBe(false);
    await page.getByTestId('user-menu').click();
    const menuCredits = page.getByTestId('menu-credits');
    await expect.poll(() => balanceOf(page, menuCredits)).toBe('70');
    await screenshot(page, 'credits-phone-01-user-menu');

    await menuCredits.getByRole('button', { name: 'Buy credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up credits' });
    await dialog.waitFor();
    await waitForPaymentOptions(page);
    await screenshot(page, 'credits-phone-02-top-up');
    await dialog.getByTestId('pay-by-card').click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByTestId('checkout-amount').getByText('$4.00').waitFor();
    await screenshot(page, 'credits-phone-03-checkout');
    await fillCard(page, DECLINED_CARD);
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-error').getByText(DECLINED).waitFor();
    await screenshot(page, 'credits-phone-04-declined', true);
    await fillCard(page, SUCCESS_CARD);
    await page.getByTestId('checkout-pay').click();
    await expectPath(page, '/dashboard');
    await page.getByText('50 credits are being added to your balance.').waitFor();
    await screenshot(page, 'credits-phone-05-paid-back-on-dashboard');

    await page.goto('/dashboard/credits');
    await expect
      .poll(() => balanceOf(page, page.getByTestId('summary-balance')), { timeout: 15_000 })
      .toBe('120');
    await page
      .getByTestId('credit-history')
      .getByTestId('credit-history-row')
      .first()
      .getByText('+50')
      .waitFor();
    await screenshot(page, 'credits-phone-06-history', true);

    await page.goto('/pricing');
    await page.getByTestId('plan-growth').waitFor();
    await screenshot(page, 'credits-phone-07-pricing');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
