import { CREDIT_MESSAGES, PAYMENT_RETURN_PATH, TOP_UP_OPTIONS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  balanceColour,
  buyPrompt,
  formatBalance,
  formatHistoryDate,
  formatPlanPrice,
  formatPrice,
  formatSignedCredits,
  historyLabel,
  pageCount,
  parsePage,
  paymentReturnPath,
  planAction,
  pricePerHundred,
  rangeLabel,
  resetLabel,
  rollResetDate,
  selectTopUpOption,
  statusChip,
  toCents,
  topUpState,
} from './rules';

describe('balance colour (spec part 1 §4)', () => {
  it("is 'none' at 0 and when the action costs more than the balance", () => {
    expect(balanceColour(0)).toBe('none');
    expect(balanceColour(-5)).toBe('none');
    expect(balanceColour(8, 9)).toBe('none');
    expect(balanceColour(150, 151)).toBe('none');
  });

  it("is 'low' at 20 or less, when the action is affordable", () => {
    expect(balanceColour(20)).toBe('low');
    expect(balanceColour(1)).toBe('low');
    expect(balanceColour(9, 9)).toBe('low');
  });

  it("is 'default' above 20 and always for Unlimited", () => {
    expect(balanceColour(21)).toBe('default');
    expect(balanceColour(1500, 12)).toBe('default');
    expect(balanceColour('Unlimited')).toBe('default');
    expect(balanceColour('Unlimited', 10_000)).toBe('default');
  });

  it('formats balances and signed history amounts', () => {
    expect(formatBalance(1500)).toBe('1,500');
    expect(formatBalance('Unlimited')).toBe('Unlimited');
    expect(formatSignedCredits(100)).toBe('+100');
    expect(formatSignedCredits(-12)).toBe('\u221212');
    expect(formatSignedCredits(0)).toBe('0');
  });
});

describe('reset date label', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it("says 'Resets {relative date}' for paid tiers", () => {
    expect(resetLabel({ tier: 'growth', resetDate: '2026-03-22T12:00:00Z' }, now)).toBe('Resets in 12 days');
    expect(resetLabel({ tier: 'starter', resetDate: '2026-03-11T12:00:00Z' }, now)).toBe('Resets tomorrow');
    expect(resetLabel({ tier: 'scale', resetDate: '2026-03-10T15:00:00Z' }, now)).toBe('Resets in 3 hours');
    expect(resetLabel({ tier: 'pro', resetDate: '2026-03-10T12:20:00Z' }, now)).toBe('Resets in 20 minutes');
  });

  it('shows no reset date for Free or Unlimited, or without a date', () => {
    expect(resetLabel({ tier: 'free', resetDate: '2026-03-22T12:00:00Z' }, now)).toBeNull();
    expect(resetLabel({ tier: 'unlimited', resetDate: null }, now)).toBeNull();
    expect(resetLabel({ tier: 'growth', resetDate: null }, now)).toBeNull();
    expect(resetLabel({ tier: 'growth', resetDate: 'not a date' }, now)).toBeNull();
  });

  it('rolls a past reset date forward month by month until it lies in the future', () => {
    expect(rollResetDate(new Date('2026-01-15T00:00:00Z'), now).toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
    expect(rollResetDate(new Date('2026-03-10T11:00:00Z'), now).toISOString()).toBe(
      '2026-04-10T11:00:00.000Z',
    );
    // month ends clamp to the shorter month
    expect(
      rollResetDate(new Date('2026-01-31T00:00:00Z'), new Date('2026-02-02T00:00:00Z')).toISOString(),
    ).toBe('2026-02-28T00:00:00.000Z');
    const future = new Date('2026-04-01T00:00:00Z');
    expect(rollResetDate(future, now)).toBe(future);
    expect(resetLabel({ tier: 'growth', resetDate: '2026-02-12T12:00:00Z' }, now)).toBe('Resets in 2 days');
  });
});

describe('price formatting', () => {
  it('always shows two decimals in dollars', () => {
    expect(formatPrice(8)).toBe('$8.00');
    expect(formatPrice(3.2)).toBe('$3.20');
    expect(formatPrice(2.4, 'usd')).toBe('$2.40');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('sends price × 100 in cents without float noise', () => {
    expect(toCents(3.2)).toBe(320);
    expect(toCents(2.4)).toBe(240);
    expect(toCents(8)).toBe(800);
    for (const options of Object.values(TOP_UP_OPTIONS)) {
      for (const o of options) expect(Number.isInteger(toCents(o.price))).toBe(true);
    }
  });

  it('prices plans without needless decimals and per 100 credits', () => {
    expect(formatPlanPrice(39)).toBe('$39');
    expect(formatPlanPrice(32.5)).toBe('$32.50');
    expect(pricePerHundred({ credits: 50, price: 4 })).toBe('$8.00');
    expect(pricePerHundred({ credits: 1000, price: 24 })).toBe('$2.40');
  });
});

describe('top-up option selection', () => {
  const free = TOP_UP_OPTIONS.free;

  it('defaults to the first option', () => {
    expect(selectTopUpOption(free, null)).toEqual({ credits: 50, price: 4 });
    expect(selectTopUpOption(TOP_UP_OPTIONS.scale, undefined)).toEqual({ credits: 100, price: 2.4 });
  });

  it('keeps the chosen option while the tier offers it, else falls back to the first', () => {
    expect(selectTopUpOption(free, 100)).toEqual({ credits: 100, price: 8 });
    expect(selectTopUpOption(free, 1000)).toEqual({ credits: 50, price: 4 });
  });

  it('has nothing to choose for Unlimited', () => {
    expect(selectTopUpOption(TOP_UP_OPTIONS.unlimited, 100)).toBeNull();
  });
});

describe('history, top-ups and paging', () => {
  it('labels every action type and status', () => {
    expect(historyLabel('topup')).toBe('Credit top-up');
    expect(historyLabel('allowance_reset')).toBe('Monthly allowance');
    expect(statusChip('pending')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(statusChip('cancelled').label).toBe('Refunded');
  });

  it('tells active, used and expired top-ups apart', () => {
    expect(topUpState({ balance: 40, expired: false })).toBe('active');
    expect(topUpState({ balance: 0, expired: false })).toBe('used');
    expect(topUpState({ balance: 40, expired: true })).toBe('expired');
  });

  it('pages and reads page numbers safely', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(rangeLabel(2, 20, 41)).toBe('Showing 21–40 of 41');
    expect(rangeLabel(3, 20, 41)).toBe('Showing 41–41 of 41');
    expect(rangeLabel(1, 20, 0)).toBe('Nothing to show');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it('dates history rows relative to today', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(formatHistoryDate(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('Today, 09:05');
    expect(formatHistoryDate(new Date(2026, 2, 9, 22, 30).toISOString(), now)).toBe('Yesterday, 22:30');
    expect(formatHistoryDate(new Date(2026, 0, 3, 8, 0).toISOString(), now)).toBe('3 Jan, 08:00');
    expect(formatHistoryDate(new Date(2025, 11, 24, 8, 0).toISOString(), now)).toBe('24 Dec 2025');
  });
});

describe('popover buying section and plan buttons (spec part 1 §6)', () => {
  it('nudges Free to upgrade, offers paid tiers both, and Unlimited nothing', () => {
    expect(buyPrompt('free')).toEqual({ kind: 'free', message: CREDIT_MESSAGES.upgradeToBuyMore });
    expect(buyPrompt('growth')).toEqual({ kind: 'paid', message: CREDIT_MESSAGES.buyOrUpgrade });
    expect(buyPrompt('unlimited')).toEqual({ kind: 'unlimited', message: CREDIT_MESSAGES.unlimited });
  });

  it('picks the plan button for visitors, the current plan, upgrades and switches', () => {
    expect(planAction(null, 'growth')).toBe('sign-up');
    expect(planAction(null, 'unlimited')).toBe('contact');
    expect(planAction('free', 'free')).toBe('current');
    expect(planAction('free', 'starter')).toBe('upgrade');
    expect(planAction('starter', 'growth')).toBe('upgrade');
    expect(planAction('starter', 'plus')).toBe('switch');
    expect(planAction('scale', 'growth')).toBe('switch');
    expect(planAction('growth', 'free')).toBe('none');
    expect(planAction('growth', 'unlimited')).toBe('contact');
    expect(planAction('unlimited', 'scale')).toBe('contact');
  });
});

describe('where a card payment comes back to', () => {
  it('the page it started on, with success=true', () => {
    expect(paymentReturnPath({ pathname: '/dashboard/credits', search: '' })).toBe(
      '/dashboard/credits?success=true',
    );
    expect(paymentReturnPath({ pathname: '/dashboard/credits', search: '?tab=topups' })).toBe(
      '/dashboard/credits?tab=topups&success=true',
    );
    expect(paymentReturnPath({ pathname: '/pricing', search: '?success=true' })).toBe(
      '/pricing?success=true',
    );
  });

  it('/pricing?success=true from a checkout page or for an over-long address', () => {
    expect(paymentReturnPath({ pathname: '/checkout/test/abc', search: '' })).toBe(PAYMENT_RETURN_PATH);
    expect(paymentReturnPath({ pathname: '/dashboard', search: `?q=${'x'.repeat(600)}` })).toBe(
      PAYMENT_RETURN_PATH,
    );
  });
});
