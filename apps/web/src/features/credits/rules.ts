/**
 * Pure display rules for credits: balance colour, reset label, prices, option choice, history
 * labels, plan actions. No React, no network — unit-tested in rules.test.ts.
 */
import {
  CREDIT_MESSAGES,
  type CreditActionType,
  type CreditBalanceColour,
  type CreditHistoryStatus,
  creditBalanceColour,
  isUnlimitedTier,
  PAYMENT_RETURN_PATH,
  PLANS,
  type Tier,
  TOP_UP_CURRENCY,
  type TopUpBucket,
  type TopUpOption,
  UNLIMITED_BALANCE,
} from '@packsmith/core';

export type BalanceValue = number | typeof UNLIMITED_BALANCE;

// ---------------------------------------------------------------------------------------------
// Balance
// ---------------------------------------------------------------------------------------------

/**
 * The balance widget's colour (spec part 1 §4): 'none' when the balance is 0 or the action's cost
 * exceeds it, 'low' at 20 or less, otherwise 'default'; Unlimited is always 'default'.
 */
export function balanceColour(balance: BalanceValue, cost = 0): CreditBalanceColour {
  return creditBalanceColour(balance, cost);
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCredits(n: number): string {
  return integer.format(n);
}

export function formatBalance(balance: BalanceValue): string {
  return balance === UNLIMITED_BALANCE ? 'Unlimited' : formatCredits(balance);
}

/** History amounts: '+100' for grants, '−3' (a real minus sign) for spending. */
export function formatSignedCredits(amount: number): string {
  if (amount > 0) return `+${formatCredits(amount)}`;
  if (amount < 0) return `\u2212${formatCredits(-amount)}`;
  return '0';
}

// ---------------------------------------------------------------------------------------------
// Reset date
// ---------------------------------------------------------------------------------------------

function addMonthsUtc(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(year, month, Math.min(date.getUTCDate(), last));
  return out;
}

/**
 * The reset date rolls forward month by month until it lies in the future (spec part 1 §4):
 * a stale date from a cached balance still shows the next real reset.
 */
export function rollResetDate(resetDate: Date, now: Date): Date {
  if (resetDate > now) return resetDate;
  let k = 1;
  while (addMonthsUtc(resetDate, k) <= now) k++;
  return addMonthsUtc(resetDate, k);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'in 5 minutes', 'in 3 hours', 'tomorrow', 'in 12 days'. */
export function relativeFromNow(date: Date, now: Date): string {
  const ms = date.getTime() - now.getTime();
  const minutes = Math.round(ms / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(Math.max(1, minutes), 'minute');
  const hours = Math.round(ms / 3_600_000);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(ms / 86_400_000), 'day');
}

/**
 * 'Resets {relative date}' for paid tiers; null for Free (no reset date shown) and Unlimited
 * (nothing to reset), or when the server gave no date.
 */
export function resetLabel(
  balance: { tier: Tier; resetDate: string | null },
  now: Date = new Date(),
): string | null {
  if (balance.tier === 'free' || isUnlimitedTier(balance.tier) || !balance.resetDate) return null;
  const date = new Date(balance.resetDate);
  if (Number.isNaN(date.getTime())) return null;
  return `Resets ${relativeFromNow(rollResetDate(date, now), now)}`;
}

// ---------------------------------------------------------------------------------------------
// Prices and top-up options
// ---------------------------------------------------------------------------------------------

/** Prices always show 2 decimals and exclude VAT: '$8.00', '$3.20'. */
export function formatPrice(price: number, currency: string = TOP_UP_CURRENCY): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** Plan prices: whole amounts without decimals ('$39'), others with two ('$32.50'). */
export function formatPlanPrice(price: number, currency: string = TOP_UP_CURRENCY): string {
  const whole = Number.isInteger(price);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** The amount the payment calls send: price × 100, in cents. */
export const toCents = (price: number) => Math.round(price * 100);

/** Price per 100 credits, for comparing packs: '$8.00'. */
export function pricePerHundred(option: TopUpOption, currency?: string): string {
  return formatPrice((option.price / option.credits) * 100, currency);
}

/**
 * The option the dialog shows as chosen: the one picked (if the tier still offers it), otherwise
 * the first option (the spec's default); null when the tier has none (Unlimited).
 */
export function selectTopUpOption<T extends TopUpOption>(
  options: readonly T[],
  chosenCredits: number | null | undefined,
): T | null {
  if (options.length === 0) return null;
  return options.find((o) => o.credits === chosenCredits) ?? options[0];
}

// ---------------------------------------------------------------------------------------------
// History and top-ups
// ---------------------------------------------------------------------------------------------

const ACTION_LABELS: Record<CreditActionType, string> = {
  image_generation: 'Design generation',
  bonus: 'Bonus credits',
  allowance_reset: 'Monthly allowance',
  topup: 'Credit top-up',
  edit: 'Image edit',
  artwork_extraction: 'Artwork extraction',
  mockup: 'Mockup',
  export: 'Export',
  refine: 'Refinement',
  judge_eval: 'Design Judge rating',
  chat_image_generation: 'Editor: new image',
  chat_image_upscale: 'Editor: upscale',
  chat_logo_update: 'Editor: logo update',
  chat_product_image_update: 'Editor: product image',
  change_packaging_format: 'Change packaging format',
  playground_generation: 'Playground generation',
};

export function historyLabel(actionType: CreditActionType): string {
  return ACTION_LABELS[actionType] ?? actionType.replaceAll('_', ' ');
}

export type ChipTone = 'success' | 'warning' | 'neutral' | 'danger' | 'brand';

const STATUS_CHIPS: Record<CreditHistoryStatus, { label: string; tone: ChipTone }> = {
  completed: { label: 'Completed', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  cancelled: { label: 'Refunded', tone: 'neutral' },
};

/** History status chips: a cancelled reservation gave its credits back, so it reads 'Refunded'. */
export function statusChip(status: CreditHistoryStatus): { label: string; tone: ChipTone } {
  return STATUS_CHIPS[status];
}

export type TopUpState = 'active' | 'used' | 'expired';

export function topUpState(bucket: Pick<TopUpBucket, 'balance' | 'expired'>): TopUpState {
  if (bucket.expired) return 'expired';
  return bucket.balance <= 0 ? 'used' : 'active';
}

export const TOP_UP_CHIPS: Record<TopUpState, { label: string; tone: ChipTone }> = {
  active: { label: 'Active', tone: 'success' },
  used: { label: 'Used up', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'danger' },
};

const timeFmt = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const fullFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** History dates: 'Today, 14:02', 'Yesterday, 09:15', '3 Mar, 14:02', '3 Mar 2024'. */
export function formatHistoryDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return `Today, ${timeFmt.format(date)}`;
  if (days === 1) return `Yesterday, ${timeFmt.format(date)}`;
  if (date.getFullYear() === now.getFullYear()) return `${dayFmt.format(date)}, ${timeFmt.format(date)}`;
  return fullFmt.format(date);
}

/** Plain dates for purchases and expiry: '3 Mar 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullFmt.format(date);
}

export function pageCount(totalCount: number, limit: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, limit)));
}

/** 'Showing 21–40 of 57'. */
export function rangeLabel(page: number, limit: number, totalCount: number): string {
  if (totalCount === 0) return 'Nothing to show';
  const from = (page - 1) * limit + 1;
  const to = Math.min(totalCount, page * limit);
  return `Showing ${formatCredits(from)}–${formatCredits(to)} of ${formatCredits(totalCount)}`;
}

/** A page number from the address bar: a whole number ≥ 1, else 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

// ---------------------------------------------------------------------------------------------
// Popover footer and plans
// ---------------------------------------------------------------------------------------------

export type BuyPrompt =
  | { kind: 'unlimited'; message: string }
  | { kind: 'free'; message: string }
  | { kind: 'paid'; message: string };

/**
 * The popover's buying section: Unlimited has nothing to buy; Free is nudged to upgrade
 * ('Upgrade to buy more'); every other tier sees 'Buy additional credits or upgrade'.
 */
export function buyPrompt(tier: Tier): BuyPrompt {
  if (isUnlimitedTier(tier)) return { kind: 'unlimited', message: CREDIT_MESSAGES.unlimited };
  if (tier === 'free') return { kind: 'free', message: CREDIT_MESSAGES.upgradeToBuyMore };
  return { kind: 'paid', message: CREDIT_MESSAGES.buyOrUpgrade };
}

export type PlanAction = 'current' | 'upgrade' | 'switch' | 'contact' | 'sign-up' | 'none';

/**
 * What a plan card's button does for this visitor: signed-out visitors sign up; the current plan
 * says so; Unlimited is agreed with us; dearer plans are upgrades, cheaper paid plans a switch;
 * Free has no button for paying customers (they cancel through billing).
 */
export function planAction(current: Tier | null, target: Tier): PlanAction {
  if (current === null) return target === 'unlimited' ? 'contact' : 'sign-up';
  if (current === target) return 'current';
  if (target === 'unlimited' || current === 'unlimited') return target === 'free' ? 'none' : 'contact';
  if (target === 'free') return 'none';
  const rank = (t: Tier) => PLANS[t].perMonth ?? Number.POSITIVE_INFINITY;
  return rank(target) > rank(current) || current === 'free' ? 'upgrade' : 'switch';
}

// ---------------------------------------------------------------------------------------------
// Payment return
// ---------------------------------------------------------------------------------------------

const RETURN_PATH_MAX = 500;

/**
 * Where a card payment comes back to: the page the person paid from, with `success=true` (the
 * app's payment-return handler shows the toast there and tidies the address). Checkout pages and
 * over-long addresses come back to /pricing?success=true.
 */
export function paymentReturnPath(from: { pathname: string; search: string }): string {
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('/checkout')) return PAYMENT_RETURN_PATH;
  const params = new URLSearchParams(from.search);
  params.set('success', 'true');
  const path = `${from.pathname}?${params}`;
  return path.length <= RETURN_PATH_MAX ? path : PAYMENT_RETURN_PATH;
}
