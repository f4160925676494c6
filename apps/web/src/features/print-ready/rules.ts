import { type PrintReadyService, type PrintReadyStatus, printReadyServiceFor } from '@packsmith/core';

/** Whole-dollar prices as the offers show them ($50, $100). */
export const formatServicePrice = (dollars: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);

/** The service a `:fileType` address names ('front-and-back' or its type), or null for anything else. */
export const serviceOf = (fileType: string | undefined): PrintReadyService | null =>
  fileType ? printReadyServiceFor(fileType) : null;

export const STATUS_VARIANT: Record<
  PrintReadyStatus,
  'neutral' | 'brand' | 'success' | 'warning' | 'danger'
> = {
  'awaiting-payment': 'warning',
  paid: 'brand',
  'in-progress': 'brand',
  delivered: 'success',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/** Where an order form goes to pay: the product page's pay route when its flag is on. */
export const payPath = (fileType: string, requestId: string) =>
  `/print-ready/pay/${fileType}?requestId=${encodeURIComponent(requestId)}`;

/** Checkout addresses are same-site (the test checkout) or the provider's page (Stripe). */
export const isSameSite = (url: string) => /^\/(?![/\\])/.test(url);
