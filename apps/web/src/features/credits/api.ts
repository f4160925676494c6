/**
 * Credits calls and their TanStack Query hooks. `creditsKeys` is exported so other features can
 * refresh the balance after spending (e.g. `queryClient.invalidateQueries({ queryKey:
 * creditsKeys.all })` once a generation has reserved its credits).
 */
import {
  BALANCE_REFRESH_AFTER_TOP_UP_MS,
  type BillingStatusResponse,
  type ChangePlanBody,
  CREDIT_HISTORY_PAGE_SIZE,
  CREDIT_HISTORY_PREVIEW,
  CREDIT_MESSAGES,
  type CreatePaymentIntentResponse,
  type CreditBalance,
  type CreditHistoryResponse,
  type NoCreditsEventBody,
  type PaymentData,
  type PromoQuote,
  type PromoQuoteBody,
  type PurchasableTier,
  type TestCheckoutPayBody,
  type TestCheckoutPayResponse,
  type TestCheckoutPurchase,
  TOP_UPS_PAGE_SIZE,
  type TopUpOptionsResponse,
  type TopUpResponse,
  type TopUpsResponse,
} from '@packsmith/core';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api';
import { getToken, subscribeToken } from '@/lib/auth-token';

export const creditsKeys = {
  /** Everything credits: balance, history, top-ups (invalidate this after spending or buying). */
  all: ['credits'] as const,
  balance: () => ['credits', 'balance'] as const,
  historyAll: () => ['credits', 'history'] as const,
  history: (page: number, limit: number) => ['credits', 'history', { page, limit }] as const,
  topUpsAll: () => ['credits', 'topups'] as const,
  topUps: (page: number, limit: number) => ['credits', 'topups', { page, limit }] as const,
  topUpOptions: () => ['credits', 'topup-options'] as const,
};

/** Payment calls live outside ['credits'] so refreshing credits never creates another payment. */
export const paymentsKeys = {
  intent: (openId: number, credits: number, amount: number, promoCode: string | null) =>
    ['payments', 'intent', { openId, credits, amount, promoCode }] as const,
  checkout: (id: string) => ['payments', 'checkout', id] as const,
};

function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToken, getToken, () => null) !== null;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export const balanceQuery = queryOptions({
  queryKey: creditsKeys.balance(),
  queryFn: async () => (await api.get<{ data: CreditBalance }>('/api/credits/balance')).data,
  staleTime: 15_000,
});

/** The signed-in user's balance ({balance | 'Unlimited', resetDate, tier, …}); idle when signed out. */
export function useCreditBalance(options: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({ ...balanceQuery, enabled: signedIn && (options.enabled ?? true) });
}

export const historyQuery = (page: number, limit: number = CREDIT_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: creditsKeys.history(page, limit),
    queryFn: async () =>
      (await api.get<CreditHistoryResponse>('/api/credits/history', { query: { page, limit } })).data,
  });

export function useCreditHistory(page: number, limit: number = CREDIT_HISTORY_PAGE_SIZE) {
  const signedIn = useSignedIn();
  return useQuery({ ...historyQuery(page, limit), enabled: signedIn, placeholderData: keepPreviousData });
}

/** The popover's latest entries (5). */
export function useLatestHistory(enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({ ...historyQuery(1, CREDIT_HISTORY_PREVIEW), enabled: signedIn && enabled });
}

export const topUpsQuery = (page: number, limit: number = TOP_UPS_PAGE_SIZE) =>
  queryOptions({
    queryKey: creditsKeys.topUps(page, limit),
    queryFn: () => api.get<TopUpsResponse>('/api/credits/topups', { query: { page, limit } }),
  });

export function useTopUps(page: number, limit: number = TOP_UPS_PAGE_SIZE) {
  const signedIn = useSignedIn();
  return useQuery({ ...topUpsQuery(page, limit), enabled: signedIn, placeholderData: keepPreviousData });
}

export const topUpOptionsQuery = queryOptions({
  queryKey: creditsKeys.topUpOptions(),
  queryFn: async () => (await api.get<TopUpOptionsResponse>('/api/credits/topup-options')).data,
  staleTime: 60_000,
});

/** The top-up packs for the user's tier, from the server (first = default; empty for Unlimited). */
export function useTopUpOptions(enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({ ...topUpOptionsQuery, enabled: signedIn && enabled });
}

export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: paymentsKeys.checkout(id),
    queryFn: async () =>
      (
        await api.get<{ data: TestCheckoutPurchase }>(`/api/checkout/test/${encodeURIComponent(id)}`, {
          redirects: { 404: false },
        })
      ).data,
    staleTime: 0,
  });
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** POST /api/subscriptions/promo-quote: a code's discounted prices, or a 400 saying why not. */
export async function quotePromoCode(body: PromoQuoteBody): Promise<PromoQuote> {
  return (
    await api.post<{ data: PromoQuote }>('/api/subscriptions/promo-quote', body, {
      fallbackMessage: CREDIT_MESSAGES.paymentError,
    })
  ).data;
}

/** POST /api/subscriptions/create-payment-intent: amount in cents (price × 100) and credits. */
export async function createPaymentIntent(body: { amount: number; credits: number; promoCode?: string }) {
  return (
    await api.post<CreatePaymentIntentResponse>('/api/subscriptions/create-payment-intent', body, {
      fallbackMessage: CREDIT_MESSAGES.paymentError,
    })
  ).data;
}

/** POST /api/subscriptions/top-up: the redirect checkout (data.url + data.paymentData). */
export async function startTopUpCheckout(body: {
  credits: number;
  amount: number;
  successUrl?: string;
  cancelUrl?: string;
  promoCode?: string;
}): Promise<{ url: string; paymentData: PaymentData }> {
  const { data } = await api.post<TopUpResponse>('/api/subscriptions/top-up', body, {
    fallbackMessage: CREDIT_MESSAGES.topUpFailed,
  });
  if (!data?.url) throw new Error(CREDIT_MESSAGES.missingCheckoutUrl);
  return data;
}

/** POST /api/subscriptions/change-plan: the plan checkout, answered like a top-up. */
export async function startPlanCheckout(body: ChangePlanBody & { tier: PurchasableTier }) {
  const { data } = await api.post<TopUpResponse>('/api/subscriptions/change-plan', body, {
    fallbackMessage: CREDIT_MESSAGES.paymentError,
  });
  if (!data?.url) throw new Error(CREDIT_MESSAGES.missingCheckoutUrl);
  return data;
}

/** Pays a test-checkout payment with a card (the test provider's payment element). */
export async function payTestCheckout(id: string, card: TestCheckoutPayBody) {
  return (
    await api.post<TestCheckoutPayResponse>(`/api/checkout/test/${encodeURIComponent(id)}/pay`, card, {
      redirects: false,
      fallbackMessage: CREDIT_MESSAGES.paymentError,
    })
  ).data;
}

/** Paying keeps the page as it is (no refetch): it shows its own result, then leaves. */
export function usePayTestCheckout(id: string) {
  return useMutation({ mutationFn: (card: TestCheckoutPayBody) => payTestCheckout(id, card) });
}

/** Records the spec's no_credits event (fire and forget). */
export function recordNoCredits(body: NoCreditsEventBody): void {
  void api
    .post('/api/credits/no-credits', body, { redirects: false })
    // The person already sees the 402; a lost analytics event is only worth a warning.
    .catch((error: unknown) => console.warn('[credits] no-credits event not recorded', error));
}

// ---------------------------------------------------------------------------------------------
// Refreshing after a purchase
// ---------------------------------------------------------------------------------------------

/**
 * After a successful payment the balance refreshes 5 seconds later (spec part 1 §4): the
 * provider's confirmation (a webhook with Stripe) may land a moment after the browser's.
 */
export function scheduleBalanceRefresh(
  queryClient: QueryClient,
  delayMs: number = BALANCE_REFRESH_AFTER_TOP_UP_MS,
): () => void {
  const timer = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
  }, delayMs);
  return () => clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Billing
// ---------------------------------------------------------------------------------------------

/** Whether this installation has a billing portal (Stripe) or the built-in test checkout. */
export function useBillingStatus() {
  return useQuery({
    queryKey: ['payments', 'billing'],
    queryFn: async () => (await api.get<BillingStatusResponse>('/api/billing')).data,
    staleTime: 5 * 60_000,
  });
}

/** A Stripe customer portal session; its return link leads to `returnPath`. */
export async function openBillingPortal(returnPath: string): Promise<string> {
  const res = await api.post<{ data: { url: string } }>('/api/billing/portal', { returnPath });
  return res.data.url;
}
